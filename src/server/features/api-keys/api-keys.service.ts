import { randomBytes } from 'node:crypto';
import type {
  ApiKeyScope,
  ApiKeySummary,
  CreateApiKeyInput,
  CreatedApiKey,
} from '../../../shared/dealer/api-keys.schema.ts';
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { revokeCachedSessions } from '../auth/index.ts';
import { hashToken } from '../signing-requests/index.ts';
import * as repo from './api-keys.repo.ts';

type Ctx = { db: Database };

/** Keys say what they are (a leaked one is easy to spot in a log or a repository). */
const KEY_MARK = 'd2s_';
const PREFIX_LENGTH = KEY_MARK.length + 8;

export const OWNER_ONLY = "Only the dealership's owner can manage API keys";

/** Only the owner, signed in (a key cannot make or revoke keys), manages a dealership's keys. */
export function assertKeyManager(user: CurrentUser, viaKey: boolean) {
  if (viaKey || user.member || user.role !== 'dealer') throw forbidden(OWNER_ONLY);
}

const toSummary = (row: Awaited<ReturnType<typeof repo.listKeys>>[number]): ApiKeySummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys({ db }: Ctx, user: CurrentUser): Promise<ApiKeySummary[]> {
  return (await repo.listKeys(db, user.id)).map(toSummary);
}

export async function createApiKey(
  { db }: Ctx,
  user: CurrentUser,
  input: { name: string; scope: CreateApiKeyInput['scope'] },
): Promise<CreatedApiKey> {
  const key = `${KEY_MARK}${randomBytes(24).toString('base64url')}`;
  const row = await repo.insertKey(db, {
    dealerId: user.id,
    name: input.name,
    scope: input.scope,
    keyHash: hashToken(key),
    prefix: key.slice(0, PREFIX_LENGTH),
    createdBy: user.id,
  });
  return { ...toSummary(row), key };
}

export async function revokeApiKey({ db }: Ctx, user: CurrentUser, id: string) {
  if (await repo.revokeKey(db, user.id, id)) {
    // Tells every instance a credential ended ('*:sessions'), as a sign-out does: an event stream opened
    // with this key ends at once (features/events), not at its next periodic re-check.
    await revokeCachedSessions(db);
    return { revoked: true };
  }
  // Revoking twice is no error; a key that is not this dealership's is not found.
  if (await repo.keyExists(db, user.id, id)) return { revoked: true };
  throw notFound('API key not found');
}

/**
 * The dealership a request's `Authorization: Bearer <key>` acts for (as its owner), or null for a key that is
 * unknown, revoked or whose dealership is suspended.
 */
export async function findApiKeyUser(
  { db }: Ctx,
  key: string,
): Promise<{ user: CurrentUser; scope: ApiKeyScope } | null> {
  if (!key.startsWith(KEY_MARK) || key.length > 200) return null;
  const row = await repo.findLiveKey(db, hashToken(key));
  if (!row || row.status === 'suspended' || row.role !== 'dealer') return null;
  await repo.touchKey(db, row.keyId, new Date());
  const { keyId: _keyId, scope, lastUsedAt: _lastUsedAt, role, ...user } = row;
  return { user: { ...user, role, isAdmin: false }, scope };
}

/** The stored form of a key (its hash), by which the event streams remember what let them in. */
export const apiKeyHashOf = (key: string) => hashToken(key);

/** Of these key hashes, the live ones (features/events re-checks its open streams with one query). */
export const liveApiKeys = ({ db }: Ctx, keyHashes: string[]) => repo.liveKeyHashes(db, keyHashes);
