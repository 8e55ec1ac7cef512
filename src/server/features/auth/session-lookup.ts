import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import type { Database } from '../../db/client.ts';
import { dealershipNameFrom } from '../../db/dealer-name.ts';
import { dealerMembers, dealerSettings, handovers, sessions, users } from '../../db/schema.ts';
import { allFor, type Freshness } from '../../lib/fresh-cache.ts';

// Every API request resolves its session, so this is the hottest path in the server. Better Auth's
// in-process getSession costs several milliseconds of CPU per call; reading its signed cookie ourselves
// (same format: `token.base64(HMAC-SHA256(secret, token))`) and one indexed query cost a fraction of that.
const COOKIE_NAMES = ['docs2sign.session_token', '__Secure-docs2sign.session_token'];

/** The session cookie's raw (still signed) value, if the request carries one. */
export function readSessionCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (COOKIE_NAMES.includes(part.slice(0, eq).trim())) return safeDecode(part.slice(eq + 1).trim());
  }
  return null;
}

function verifySigned(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

// A signed-in dealer's page fires several calls at once; resolving each session from the database costs a
// round trip per call. Answers are kept (the app's freshness rule, lib/fresh-cache.ts) for a few seconds at
// most, and forgotten at once, on every instance, when a user changes (a suspension), a dealership is
// renamed in Settings ('settings') or sessions are revoked (sign-out, password reset: session_revocations'
// trigger says 'sessions').
export const SESSION_CACHE_MS = 5000;
const SESSION_CACHE = {
  maxAgeMs: SESSION_CACHE_MS,
  maxEntries: 10_000,
  touchedBy: allFor('users', 'sessions', 'settings'),
};

/**
 * The user of a request's session; a suspended account has no live session. Kept by the signed cookie
 * value, so a kept answer skips the signature check too.
 */
export async function findSessionUser(
  { db, freshness }: { db: Database; freshness: Freshness },
  secret: string,
  cookieHeader: string | undefined,
): Promise<CurrentUser | null> {
  const cookie = readSessionCookie(cookieHeader);
  if (!cookie) return null;
  const sessions = freshness.cache<CurrentUser | null>('sessions', SESSION_CACHE);
  const kept = sessions.peek(cookie);
  if (kept) return kept.value;
  const token = verifySigned(cookie, secret);
  if (!token) return null;
  return sessions.read(cookie, () => querySessionUser(db, token, handoverKeyOf(cookie)));
}

/**
 * How features/handover names a session: a SHA-256 of its signed cookie. A handover's start and end say
 * 'sessions' to every instance (migration 0036's trigger), so a kept session never outlives its lock's change.
 */
export const handoverKeyOf = (signedCookie: string) =>
  createHash('sha256').update(signedCookie).digest('hex');

// A member's dealership is its owner's account: its id scopes everything the member sees, its name is the
// dealership's, and its suspension signs the member out too. The name is the current one: given in
// Settings, else the one registered with (db/dealer-name.ts, as the admin's lists read it).
const owners = alias(users, 'owners');
const dealershipOf = sql`coalesce(${dealerMembers.dealerId}, ${users.id})`;

function sessionUsers(db: Database, where: SQL | undefined, sessionKey?: SQL | Placeholder) {
  return db
    .select({
      token: sessions.token,
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      dealershipName: dealershipNameFrom(users.dealershipName),
      dealerId: dealerMembers.dealerId,
      memberRole: dealerMembers.role,
      ownerStatus: owners.status,
      ownerDealershipName: dealershipNameFrom(owners.dealershipName),
      // The open handover of this very session (the request's one); the re-check of many sessions has none.
      handoverId: sessionKey ? handovers.id : sql<string | null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(dealerMembers, eq(dealerMembers.userId, users.id))
    .leftJoin(owners, eq(owners.id, dealerMembers.dealerId))
    .leftJoin(dealerSettings, eq(dealerSettings.dealerId, dealershipOf))
    .leftJoin(handovers, and(eq(handovers.sessionKey, sessionKey ?? sql`null`), isNull(handovers.endedAt)))
    .where(where);
}

function prepareSessionQuery(db: Database) {
  const live = and(
    eq(sessions.token, sql.placeholder('token')),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );
  return sessionUsers(db, live, sql.placeholder('sessionKey')).prepare('session_user');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

async function querySessionUser(
  db: Database,
  token: string,
  sessionKey: string,
): Promise<CurrentUser | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareSessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ token, sessionKey, now: new Date().toISOString() });
  return row ? userOfRow(row) : null;
}

type SessionRow = Awaited<ReturnType<typeof sessionUsers>>[number];

function userOfRow(row: SessionRow): CurrentUser | null {
  if (row.status === 'suspended') return null;
  const { dealerId, memberRole, ownerStatus, ownerDealershipName, token: _token, handoverId, ...found } = row;
  const user = handoverId ? { ...found, handoverLocked: true } : found;
  if (!dealerId || !memberRole) {
    // A member's account outside any dealership (being invited or removed) has no live session.
    return user.role === 'staff' ? null : { ...user, isAdmin: user.role === 'admin' };
  }
  // A member whose dealership is gone or suspended has no live session.
  if (!ownerStatus || ownerStatus === 'suspended') return null;
  return {
    ...user,
    id: dealerId,
    dealershipName: ownerDealershipName,
    isAdmin: false,
    member: { userId: user.id, role: memberRole },
  };
}

/** The session token a request's cookie carries, unchecked: for a request the session guard let in. */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  const signed = readSessionCookie(cookieHeader);
  const dot = signed?.lastIndexOf('.') ?? -1;
  return signed && dot > 0 ? signed.slice(0, dot) : null;
}

/**
 * Of these session tokens, the live ones and the dealer id each acts for (null: an administrator), in one
 * query whatever their number: the open event streams' re-check (features/events). A token not in the
 * answer is signed out, expired, suspended or removed from its dealership.
 */
export async function liveSessions(db: Database, tokens: string[]): Promise<Map<string, string | null>> {
  const live = new Map<string, string | null>();
  if (tokens.length === 0) return live;
  const rows = await sessionUsers(
    db,
    and(inArray(sessions.token, tokens), gt(sessions.expiresAt, new Date())),
  );
  for (const row of rows) {
    const user = userOfRow(row);
    if (user) live.set(row.token, user.isAdmin ? null : user.id);
  }
  return live;
}
