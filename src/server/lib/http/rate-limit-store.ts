// A @fastify/rate-limit store in PostgreSQL, so several app instances behind one load balancer count one
// client's calls together: one upsert per limited request, the window kept in the row.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';

type Result = { current: number; ttl: number };

function storeFor(db: Database, prefix: string): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow) {
      countHit(db, `${prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    child(options) {
      // The plugin hands each limited route its options with the route under `routeInfo`: one count per route.
      const route = (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      return storeFor(db, `${[route?.method ?? ''].flat().join(',')}:${route?.url ?? ''}:`);
    },
  };
}

/** One hit on `key`'s window (also used directly, for limits keyed by account rather than by address). */
export async function countHit(db: Database, key: string, timeWindowMs: number): Promise<Result> {
  const ends = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitHits.windowEnds} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowEnds: ends })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        windowEnds: sql`case when ${expired} then excluded.window_ends else ${rateLimitHits.windowEnds} end`,
      },
    })
    .returning({
      current: rateLimitHits.count,
      ttl: sql<number>`greatest(extract(epoch from (${rateLimitHits.windowEnds} - now())) * 1000, 0)::int`,
    });
  return { current: row?.current ?? 1, ttl: Number(row?.ttl ?? timeWindowMs) };
}

/** The store's constructor, as @fastify/rate-limit wants it. */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin constructs the store; this hands it ours.
      return storeFor(db, 'global:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Drops windows that ended a while ago (run every few minutes by the job queue). */
export async function pruneRateLimits(db: Database) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEnds, sql`now() - interval '1 minute'`));
}
