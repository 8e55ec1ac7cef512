// How many text messages may go out (docs/decisions: text message limits). Each text costs the operator a
// provider fee and lands on a person's phone, so a dealership is held to TEXTS_PER_DEALER_PER_HOUR in any hour
// (429: wait) and to its plan's monthly allowance (402 PLAN_LIMIT, as the other plan limits answer), and each
// request's links may be sent again at most RESENDS_PER_REQUEST_PER_HOUR times an hour (429). The counts are
// of sms_deliveries rows (every text queued is one), read before anything is queued; the resend count is kept
// in the shared rate-limit table, so every app instance sees the same number.
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countHit } from '../../lib/http/rate-limit-store.ts';
import { assertCanSendTexts } from '../plans/index.ts';
import * as repo from './sms.repo.ts';

export const TEXTS_PER_DEALER_PER_HOUR = 60;
export const RESENDS_PER_REQUEST_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

const inMinutes = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);
const tooMany = (message: string) => new AppError(429, message, { code: 'RATE_LIMITED' });

/**
 * Refuses, before anything is made or queued, `adding` texts the dealership may not send now: 429 past the
 * hourly ceiling, 402 past the plan's monthly allowance. Nothing to text, nothing to check.
 */
export async function assertCanText(db: Database, dealerId: string, adding: number) {
  if (adding <= 0) return;
  const { sent, minutesLeft } = await repo.textsInLastHour(db, dealerId);
  if (sent + adding > TEXTS_PER_DEALER_PER_HOUR) {
    const these = adding === 1 ? 'this one' : `these ${adding}`;
    throw tooMany(
      `Your dealership has sent ${sent} text messages in the last hour; at most ${TEXTS_PER_DEALER_PER_HOUR} an hour are allowed, so ${these} cannot be sent now. Try again in ${inMinutes(minutesLeft)}, or send by e-mail.`,
    );
  }
  await assertCanSendTexts(db, dealerId, adding);
}

/** For texts nobody is waiting on (a reminder): whether one more may go, without refusing anything. */
export async function textAllowed(db: Database, dealerId: string): Promise<boolean> {
  try {
    await assertCanText(db, dealerId, 1);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Counts one Resend of a request's links (by e-mail or text alike: either can flood a person) and refuses the
 * one past RESENDS_PER_REQUEST_PER_HOUR in the hour that began with the first.
 */
export async function countResend(db: Database, requestId: string) {
  const hit = await countHit(db, `resend-links:${requestId}`, HOUR_MS);
  if (hit.current <= RESENDS_PER_REQUEST_PER_HOUR) return;
  const minutes = Math.max(1, Math.ceil(hit.ttl / 60_000));
  throw tooMany(
    `These links have been sent again ${RESENDS_PER_REQUEST_PER_HOUR} times in the last hour, the most allowed. Try again in ${inMinutes(minutes)}.`,
  );
}
