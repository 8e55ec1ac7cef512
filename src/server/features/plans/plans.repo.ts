import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { PlanId } from '../../../shared/dealer/plans.ts';
import type { Database } from '../../db/client.ts';
import {
  dealerMembers,
  dealerPlans,
  dealerSites,
  signingRequestDocuments,
  signingRequests,
  smsDeliveries,
  teamInvitations,
  users,
} from '../../db/schema.ts';

export async function findPlan(db: Database, dealerId: string): Promise<PlanId | undefined> {
  const [row] = await db
    .select({ plan: dealerPlans.plan })
    .from(dealerPlans)
    .where(eq(dealerPlans.dealerId, dealerId));
  return row?.plan;
}

/** Sets a dealership's plan; answers false when the id is not a dealership's (an admin's, a member's, unknown). */
export async function savePlan(db: Database, dealerId: string, plan: PlanId) {
  const [dealer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, dealerId), eq(users.role, 'dealer')));
  if (!dealer) return false;
  await db
    .insert(dealerPlans)
    .values({ dealerId, plan })
    .onConflictDoUpdate({ target: dealerPlans.dealerId, set: { plan, updatedAt: new Date() } });
  return true;
}

/** Documents sent for signature since `since`: each document of each request counts once. */
export async function countDocumentsSent(db: Database, dealerId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(signingRequestDocuments)
    .innerJoin(signingRequests, eq(signingRequests.id, signingRequestDocuments.requestId))
    .where(and(eq(signingRequests.dealerId, dealerId), gte(signingRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** Text messages queued since `since`, except those given up (the provider never took them, so they cost nothing). */
export async function countTextsSent(db: Database, dealerId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(smsDeliveries)
    .where(
      and(
        eq(smsDeliveries.dealerId, dealerId),
        gte(smsDeliveries.createdAt, since),
        ne(smsDeliveries.status, 'failed'),
      ),
    );
  return row?.n ?? 0;
}

/** The owner and every member, invited or active (an invitation to an address with an account included). */
export async function countStaff(db: Database, dealerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(dealerMembers)
    .where(eq(dealerMembers.dealerId, dealerId));
  const [invited] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(eq(teamInvitations.dealerId, dealerId));
  return 1 + (row?.n ?? 0) + (invited?.n ?? 0);
}

export async function countSites(db: Database, dealerId: string) {
  const [row] = await db.select({ n: count() }).from(dealerSites).where(eq(dealerSites.dealerId, dealerId));
  return row?.n ?? 0;
}
