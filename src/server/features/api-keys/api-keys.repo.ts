import { and, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { ApiKeyScope } from '../../../shared/dealer/api-keys.schema.ts';
import type { Database } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';

const summary = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

export async function listKeys(db: Database, dealerId: string) {
  return db
    .select(summary)
    .from(apiKeys)
    .where(eq(apiKeys.dealerId, dealerId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function insertKey(
  db: Database,
  values: {
    dealerId: string;
    name: string;
    scope: ApiKeyScope;
    keyHash: string;
    prefix: string;
    createdBy: string;
  },
) {
  const [row] = await db.insert(apiKeys).values(values).returning(summary);
  return row!;
}

/** Revokes a live key of the dealership; false when there is none (unknown, another dealer's, or revoked). */
export async function revokeKey(db: Database, dealerId: string, id: string) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.dealerId, dealerId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function keyExists(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.dealerId, dealerId), eq(apiKeys.id, id)));
  return row !== undefined;
}

/** A live key and the dealership (its owner's account) it acts for. */
export async function findLiveKey(db: Database, keyHash: string) {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
      id: users.id,
      email: users.email,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      dealershipName: users.dealershipName,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.dealerId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

/** Of these key hashes, those of live keys whose dealership is not suspended: one query for them all. */
export async function liveKeyHashes(db: Database, keyHashes: string[]) {
  if (keyHashes.length === 0) return new Set<string>();
  const rows = await db
    .select({ keyHash: apiKeys.keyHash })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.dealerId))
    .where(
      and(
        inArray(apiKeys.keyHash, keyHashes),
        isNull(apiKeys.revokedAt),
        ne(users.status, 'suspended'),
        eq(users.role, 'dealer'),
      ),
    );
  return new Set(rows.map((row) => row.keyHash));
}

/** Records a use, at most once a minute per key (a busy integration should not write on every call). */
export async function touchKey(db: Database, id: string, now: Date) {
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
}
