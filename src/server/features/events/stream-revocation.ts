// Ends the event streams whose credential has ended: a member removed from the team, a session signed out
// or revoked (password reset, suspension), an API key revoked. Each of those tells every instance at once
// ('*:sessions', session-revocation.ts in features/auth), and on hearing it the open streams are checked:
// one query for all their sessions and one for all their keys, never one per stream. A periodic check
// catches what no notification told (a session that expired, a notification lost with the listener).
import type { DataChange } from '../../db/dealer-data-changes.ts';
import type { Freshness } from '../../lib/fresh-cache.ts';
import type { EventStreams } from './event-streams.ts';

/** The backstop: every open stream's credential is looked at this often whatever was heard. */
export const RECHECK_MS = 30_000;
/** Revocations heard close together (a sign-out of every device) are answered by one check. */
const GATHER_MS = 50;

export type CredentialLookups = {
  /** The live tokens among these, each with the dealer id it acts for (null: an administrator). */
  liveSessions(tokens: string[]): Promise<Map<string, string | null>>;
  /** The live key hashes among these. */
  liveKeys(hashes: string[]): Promise<Set<string>>;
};

/** Starts watching; answers the stop function. */
export function watchStreamRevocations(
  streams: EventStreams,
  freshness: Freshness,
  lookups: CredentialLookups,
  onError: (error: unknown) => void,
  recheckMs = RECHECK_MS,
) {
  let running = false;
  let again = false;
  let soon: NodeJS.Timeout | null = null;

  async function checkOnce() {
    const { sessions, keys } = streams.credentials();
    if (sessions.length === 0 && keys.length === 0) return;
    const [liveSessions, liveKeys] = await Promise.all([
      lookups.liveSessions(sessions),
      lookups.liveKeys(keys),
    ]);
    // Only what was asked about is judged: a stream opened meanwhile waits for the next check.
    const askedSessions = new Set(sessions);
    const askedKeys = new Set(keys);
    streams.endRevoked((credential, dealerId) =>
      credential.kind === 'session'
        ? askedSessions.has(credential.token) && liveSessions.get(credential.token) !== dealerId
        : askedKeys.has(credential.hash) && !liveKeys.has(credential.hash),
    );
  }

  async function check() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await checkOnce();
      } while (again);
    } catch (error) {
      // A failed look-up ends nothing: the next notification or periodic check tries again.
      onError(error);
    } finally {
      running = false;
    }
  }

  const checkSoon = () => {
    soon ??= setTimeout(() => {
      soon = null;
      void check();
    }, GATHER_MS);
  };

  const stopWatching = freshness.watch({
    changed(change: DataChange) {
      if (change.kind === 'sessions' || change.kind === '*') checkSoon();
    },
    // Revocations may have gone unheard while the listener was lost.
    listening: checkSoon,
  });
  const periodic = setInterval(() => void check(), recheckMs);
  periodic.unref();

  return {
    /** Checks every open stream now (tests, and whoever knows a credential just ended). */
    check,
    stop() {
      stopWatching();
      clearInterval(periodic);
      if (soon) clearTimeout(soon);
    },
  };
}
