import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { MemberRole } from '../../../shared/dealer/auth.schema.ts';
import type { Database } from '../../db/client.ts';
import { dealerMemberSites, dealerMembers, dealerSites, teamInvitations, users } from '../../db/schema.ts';

const person = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
};

/** The owner's account (the dealership's own id) and every member's, oldest first. */
export async function listTeam(db: Database, dealerId: string) {
  const [owner] = await db
    .select({ ...person, joinedAt: users.createdAt })
    .from(users)
    .where(eq(users.id, dealerId));
  const members = await db
    .select({ ...person, role: dealerMembers.role, joinedAt: dealerMembers.createdAt })
    .from(dealerMembers)
    .innerJoin(users, eq(users.id, dealerMembers.userId))
    .where(eq(dealerMembers.dealerId, dealerId))
    .orderBy(asc(dealerMembers.createdAt), asc(dealerMembers.userId));
  const sites = await db
    .select({ userId: dealerMemberSites.userId, siteId: dealerMemberSites.siteId })
    .from(dealerMemberSites)
    .innerJoin(dealerSites, eq(dealerSites.id, dealerMemberSites.siteId))
    .where(eq(dealerSites.dealerId, dealerId));
  return { owner, members, sites };
}

export async function findMember(db: Database, dealerId: string, userId: string) {
  const [row] = await db
    .select({ userId: dealerMembers.userId, role: dealerMembers.role })
    .from(dealerMembers)
    .where(and(eq(dealerMembers.dealerId, dealerId), eq(dealerMembers.userId, userId)));
  return row;
}

/** The member and their sites, in one transaction. */
export async function insertMember(
  db: Database,
  values: { userId: string; dealerId: string; role: MemberRole; invitedBy: string; siteIds: string[] },
) {
  await db.transaction(async (tx) => {
    const { siteIds, ...member } = values;
    await tx.insert(dealerMembers).values(member);
    if (siteIds.length > 0) {
      await tx.insert(dealerMemberSites).values(siteIds.map((siteId) => ({ userId: values.userId, siteId })));
    }
  });
}

export async function updateMember(
  db: Database,
  dealerId: string,
  userId: string,
  change: { role?: MemberRole; siteIds?: string[] },
) {
  await db.transaction(async (tx) => {
    if (change.role) {
      await tx
        .update(dealerMembers)
        .set({ role: change.role })
        .where(and(eq(dealerMembers.dealerId, dealerId), eq(dealerMembers.userId, userId)));
    }
    if (change.siteIds) {
      await tx.delete(dealerMemberSites).where(eq(dealerMemberSites.userId, userId));
      if (change.siteIds.length > 0) {
        await tx.insert(dealerMemberSites).values(change.siteIds.map((siteId) => ({ userId, siteId })));
      }
    }
  });
}

/** How many of these site ids are the dealership's (to refuse another dealership's). */
export async function countOwnSites(db: Database, dealerId: string, siteIds: string[]) {
  if (siteIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(dealerSites)
    .where(and(eq(dealerSites.dealerId, dealerId), inArray(dealerSites.id, siteIds)));
  return row?.n ?? 0;
}

/** A dealership's invitations to addresses that already have an account (team_invitations), oldest first. */
export async function listInvitations(db: Database, dealerId: string) {
  return db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.dealerId, dealerId))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of them by id (any other text is no invitation: member ids are not uuids). */
export async function findInvitation(db: Database, dealerId: string, id: string) {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({ id: teamInvitations.id, role: teamInvitations.role })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.dealerId, dealerId), eq(teamInvitations.id, id)));
  return row;
}

export async function insertInvitation(db: Database, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db
    .insert(teamInvitations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: teamInvitations.id });
  return row?.id;
}

export async function updateInvitation(
  db: Database,
  dealerId: string,
  id: string,
  change: { role?: MemberRole; siteIds?: string[] },
) {
  if (!change.role && !change.siteIds) return;
  await db
    .update(teamInvitations)
    .set({ role: change.role, siteIds: change.siteIds })
    .where(and(eq(teamInvitations.dealerId, dealerId), eq(teamInvitations.id, id)));
}

export async function deleteInvitation(db: Database, dealerId: string, id: string) {
  await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.dealerId, dealerId), eq(teamInvitations.id, id)));
}

/** The ids of the dealership's sites. */
export async function listSiteIds(db: Database, dealerId: string) {
  const rows = await db
    .select({ id: dealerSites.id })
    .from(dealerSites)
    .where(eq(dealerSites.dealerId, dealerId));
  return rows.map((r) => r.id);
}
