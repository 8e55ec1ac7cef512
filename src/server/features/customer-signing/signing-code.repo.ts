// All SQL of signing_codes: the one-time codes a signer enters before their first signature. Counting and
// checking happen under row locks inside one transaction, so two sends at once cannot both pass the hourly
// or the lifetime limit and two guesses at once cannot both escape the count of wrong tries. Times come from the caller's
// clock (the tests move it), never from the database's now().
import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signingCodes, signingRequests } from '../../db/schema.ts';
import { type CodeDetail, recordEvent, type Trail } from '../signing-history/index.ts';

export type CodeRow = typeof signingCodes.$inferSelect;
type Signer = { requestId: string; signerSlot: string };
const HOUR_MS = 3_600_000;

const ofSigner = ({ requestId, signerSlot }: Signer) =>
  and(eq(signingCodes.requestId, requestId), eq(signingCodes.signerSlot, signerSlot));

/** Locks the request's row: every code of every signer of a request is counted and issued one at a time. */
async function lockRequest(tx: Database, requestId: string) {
  await tx
    .select({ id: signingRequests.id })
    .from(signingRequests)
    .where(eq(signingRequests.id, requestId))
    .for('update');
}

export type IssueOutcome =
  | { issued: true; row: CodeRow; codesLeft: number }
  | { issued: false; limit: 'hour'; retryAt: Date }
  | { issued: false; limit: 'all' };

/**
 * Stores a new code unless the signer has had `perHour` in the last hour or `inAll` on this request ever;
 * the new code replaces any earlier one (only the newest is checked). The trail gets `code_sent` in the
 * same transaction.
 */
export async function issueCode(
  db: Database,
  code: Signer & { codeHash: string; channel: 'sms' | 'email'; sentTo: string; expiresAt: Date },
  options: { now: Date; perHour: number; inAll: number; detail: CodeDetail; trail: Trail },
): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    await lockRequest(tx, code.requestId);
    // Every code the signer was ever sent on this request: few (at most `inAll`), so read, not counted.
    const sent = await tx
      .select({ createdAt: signingCodes.createdAt })
      .from(signingCodes)
      .where(ofSigner(code))
      .orderBy(asc(signingCodes.createdAt));
    if (sent.length >= options.inAll) return { issued: false, limit: 'all' };
    const since = options.now.getTime() - HOUR_MS;
    const recent = sent.filter((c) => c.createdAt.getTime() > since);
    if (recent.length >= options.perHour) {
      return { issued: false, limit: 'hour', retryAt: new Date(recent[0]!.createdAt.getTime() + HOUR_MS) };
    }
    const [row] = await tx
      .insert(signingCodes)
      .values({ ...code, createdAt: options.now })
      .returning();
    await recordEvent(tx, {
      type: 'code_sent',
      requestId: code.requestId,
      detail: options.detail,
      ...options.trail,
    });
    // What the signer may still ask for now: the hour's allowance, or the last few of all they may have.
    const codesLeft = Math.min(options.perHour - recent.length, options.inAll - sent.length) - 1;
    return { issued: true, row: row!, codesLeft };
  });
}

export type CheckOutcome =
  | { outcome: 'none' | 'used' | 'locked' | 'expired' }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'verified'; row: CodeRow };

/**
 * Checks a guess against the signer's newest code, that row locked for the while: a wrong guess counts (the
 * `maxTries`th locks it, recorded in the trail), a right one marks it verified with the browser's key.
 */
export async function checkCode(
  db: Database,
  signer: Signer,
  guess: {
    matches: (codeHash: string) => boolean;
    keyHash: string;
    now: Date;
    maxTries: number;
    detail: (row: CodeRow) => CodeDetail;
    trail: Trail;
  },
): Promise<CheckOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(signingCodes)
      .where(ofSigner(signer))
      .orderBy(desc(signingCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return { outcome: 'none' };
    if (row.verifiedAt) return { outcome: 'used' };
    if (row.lockedAt) return { outcome: 'locked' };
    if (row.expiresAt.getTime() <= guess.now.getTime()) return { outcome: 'expired' };
    if (!guess.matches(row.codeHash)) {
      const attempts = row.attempts + 1;
      const locked = attempts >= guess.maxTries;
      await tx
        .update(signingCodes)
        .set({ attempts, lockedAt: locked ? guess.now : null })
        .where(eq(signingCodes.id, row.id));
      if (locked) {
        await recordEvent(tx, {
          type: 'code_locked',
          requestId: signer.requestId,
          detail: { ...guess.detail(row), tries: attempts },
          ...guess.trail,
        });
        return { outcome: 'locked' };
      }
      return { outcome: 'wrong', triesLeft: guess.maxTries - attempts };
    }
    const [verified] = await tx
      .update(signingCodes)
      .set({ verifiedAt: guess.now, keyHash: guess.keyHash })
      .where(eq(signingCodes.id, row.id))
      .returning();
    const sent = await tx.select({ id: signingCodes.id }).from(signingCodes).where(ofSigner(signer));
    await recordEvent(tx, {
      type: 'code_verified',
      requestId: signer.requestId,
      detail: { ...guess.detail(row), tries: row.attempts + 1, codesSent: sent.length },
      ...guess.trail,
    });
    return { outcome: 'verified', row: verified! };
  });
}

/**
 * The verified code whose browser holds this key, while it still counts (verified after `since`), on one of
 * `requestIds` (the link's own request, and on a deal its other steps) for this signer slot.
 */
export async function findVerifiedKey(
  db: Database,
  requestIds: string[],
  signerSlot: string,
  keyHash: string,
  since: Date,
) {
  const [row] = await db
    .select({
      requestId: signingCodes.requestId,
      channel: signingCodes.channel,
      sentTo: signingCodes.sentTo,
      verifiedAt: signingCodes.verifiedAt,
    })
    .from(signingCodes)
    .where(
      and(
        inArray(signingCodes.requestId, requestIds),
        eq(signingCodes.signerSlot, signerSlot),
        eq(signingCodes.keyHash, keyHash),
        isNotNull(signingCodes.verifiedAt),
        gt(signingCodes.verifiedAt, since),
      ),
    );
  return row;
}
