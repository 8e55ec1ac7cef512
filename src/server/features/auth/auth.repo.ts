import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, loginFailures, sessions, users, verifications } from '../../db/schema.ts';

/** The key under which an account's failures from every address are counted. */
export const accountFailureKey = (email: string) => `account|${email}`;

export async function countRecentLoginFailures(db: Database, key: string, windowMs: number) {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** Notes a failure under each key; `keepMs` is the longest window any key is counted over. */
export async function recordLoginFailure(db: Database, keys: string[], keepMs: number) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  // Old rows are useless; trimming them here keeps the table at the longest window of failures.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - keepMs)));
}

/**
 * True for the one caller that may mail an account's lock-out notice: a `notice` row is written under the
 * key unless one is younger than `windowMs`. Check and write hold a lock on the key, so simultaneous
 * failures (several addresses, several instances) send one notice.
 */
export async function claimLockoutNotice(db: Database, key: string, windowMs: number): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [recent] = await tx
      .select({ one: sql`1` })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)))
      .limit(1);
    if (recent) return false;
    await tx.insert(loginFailures).values({ key });
    return true;
  });
}

export async function clearLoginFailures(db: Database, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

// Every administrator is created holding this lock (pg_advisory_xact_lock's key), so "is this the first
// account?" and the insert cannot interleave between two requests or two instances.
const ADMIN_CREATION_LOCK = 260_001;

export type NewAdministrator = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
};

/**
 * Creates an active administrator with a password, in one transaction under ADMIN_CREATION_LOCK.
 * `onlyIfFirst`: only while the installation has no account at all (the first-run offer); else 'not-first'.
 */
export async function insertAdministrator(
  db: Database,
  admin: NewAdministrator,
  { onlyIfFirst }: { onlyIfFirst: boolean },
): Promise<'created' | 'not-first' | 'email-taken'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CREATION_LOCK})`);
    if (onlyIfFirst && (await tx.select({ one: sql`1` }).from(users).limit(1)).length > 0) return 'not-first';
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    if (taken) return 'email-taken';
    await tx.insert(users).values({
      id: admin.id,
      email: admin.email,
      name: `${admin.firstName} ${admin.lastName}`,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: 'admin',
      status: 'active',
      emailVerified: true,
    });
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: admin.id,
      providerId: 'credential',
      userId: admin.id,
      password: admin.passwordHash,
    });
    return 'created';
  });
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

/** The hash of the user's own password (null for an account that signs in only through single sign-on). */
export async function credentialPasswordHash(db: Database, userId: string) {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
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

/** A dealership member's account, invited and without a password yet. */
export async function makePendingStaff(db: Database, userId: string) {
  await db
    .update(users)
    .set({ role: 'staff', status: 'pending', updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Deletes a member's account (never a dealer's or an administrator's); answers whether one was deleted. */
export async function deleteStaffAccount(db: Database, userId: string) {
  const gone = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.role, 'staff')))
    .returning({ id: users.id });
  return gone.length > 0;
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

export async function findUserById(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
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

/** Ends these accounts' sessions (their rows; the cached answers are revoked by session-revocation.ts). */
export async function deleteSessionsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return 0;
  const rows = await db
    .delete(sessions)
    .where(inArray(sessions.userId, userIds))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every dealer's session (administrators stay signed in); answers how many ended. */
export async function deleteDealerSessions(db: Database) {
  const rows = await db
    .delete(sessions)
    // A dealership's members ('staff') are signed out with their dealers.
    .where(
      inArray(
        sessions.userId,
        db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.role, ['dealer', 'staff'])),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Housekeeping: expired sessions and expired verification tokens; answers how many of each went. */
export async function deleteExpiredSessionsAndTokens(db: Database) {
  const [expiredSessions, expiredTokens] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id }),
    db
      .delete(verifications)
      .where(lt(verifications.expiresAt, sql`now()`))
      .returning({ id: verifications.id }),
  ]);
  return { sessions: expiredSessions.length, tokens: expiredTokens.length };
}
