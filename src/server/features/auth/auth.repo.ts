import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, loginFailures, users } from '../../db/schema.ts';

export async function countRecentLoginFailures(db: Database, key: string, windowMs: number) {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordLoginFailure(db: Database, key: string, windowMs: number) {
  await db.insert(loginFailures).values({ key });
  // Old rows are useless; trimming them here keeps the table at one minute of failures.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - windowMs)));
}

export async function clearLoginFailures(db: Database, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export async function hasAnyUser(db: Database) {
  const rows = await db.select({ one: sql`1` }).from(users).limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function makeAdministrator(db: Database, userId: string) {
  await db
    .update(users)
    .set({
      role: 'admin',
      status: 'active',
      suspensionReason: null,
      emailVerified: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function setCredentialPassword(db: Database, userId: string, passwordHash: string) {
  const updated = await db
    .update(accounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
}

/** An administrator created the account: it has no password until the owner follows the link. */
export async function setPendingStatus(db: Database, userId: string) {
  await db.update(users).set({ status: 'pending', updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A password set through a mailed (or administrator-handed) link proves the address, and activates an account
 * still pending; a suspension stays.
 */
export async function activatePendingUser(db: Database, userId: string) {
  await db
    .update(users)
    .set({
      emailVerified: true,
      status: sql`case when ${users.status} = 'pending' then 'active'::user_status else ${users.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function findDealerById(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'dealer')));
  return row;
}

/** Notes a sign-in (a new session) on the account. */
export async function recordSignIn(db: Database, userId: string) {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}
