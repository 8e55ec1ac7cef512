// Revoking sessions across app instances. Each instance keeps session answers for a few seconds; a
// revocation (suspension, password reset, sign-out) bumps one version row, whose trigger (migration 0021)
// tells every instance's freshness rule to forget them ('*:sessions', heard here before the write answers).
// As a backstop for a lost notification listener, PostgreSQL instances also look at the row twice a second.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessionRevocations } from '../../db/schema.ts';
import { inBackground } from '../../lib/jobs/background.ts';

const ROW = 1;
const WATCH_MS = 500;

/** Forgets every cached session here, and tells every other instance to do the same. */
export async function revokeCachedSessions(db: Database) {
  await db
    .insert(sessionRevocations)
    .values({ id: ROW, version: 1 })
    .onConflictDoUpdate({
      target: sessionRevocations.id,
      set: { version: sql`${sessionRevocations.version} + 1`, updatedAt: sql`now()` },
    });
}

async function currentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: sessionRevocations.version })
    .from(sessionRevocations)
    .where(eq(sessionRevocations.id, ROW));
  return row?.version ?? 0;
}

/**
 * Watches the version row; answers a stop function. Only PostgreSQL can have several instances (the
 * embedded database has one process), so only there is it started.
 */
export function watchSessionRevocations(
  db: Database,
  forgetAllSessions: () => void,
  onError: (error: unknown) => void,
): () => void {
  let seen: number | undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    inBackground('session watch', () => currentVersion(db))
      .then((version) => {
        if (seen !== undefined && version !== seen) forgetAllSessions();
        seen = version;
      })
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  }, WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
