// Every route's door, enforced from its contract's declaration (src/shared/api/contract.ts): who may call it,
// whether an API key may and with which scope, whether a handed-over device may, and its rate limit. The
// routes' own guards stay as a second lock; the authorization sweep (input-sweep's sibling,
// authorization-sweep.test.ts) calls every route as every kind of caller against these same declarations.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Call, LimitBy, RateLimit } from '../../shared/api/contract.ts';
import { teamRoleOf } from '../../shared/dealer/auth.schema.ts';
import { AppError, forbidden } from '../lib/app-error.ts';
import { MANAGERS_ONLY, READ_ONLY_KEY, requireUser, signedInUser } from './session-guard.ts';

export const KEY_NEVER = 'An API key cannot do this: it is a person’s own act. Sign in to the app to do it.';
export const OWNER_ONLY = "Only the dealership's owner can do this";
export const ADMIN_ONLY = 'Administrator access required';
export const HANDED_OVER =
  'This device is handed to a customer to sign. Take it back with your password to use the dealer app.';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?docs2sign\.session_token=([^;]+)/;
const WINDOW_MS = { minute: 60_000, hour: 3_600_000 } as const;

/** The onRequest hook that lets through only the callers the declaration names. */
export function guardOf(call: Call) {
  if (call.access === 'public' || call.access === 'signer') return null;
  return async function door(request: FastifyRequest, reply: FastifyReply) {
    // A scraper's bearer secret (METRICS_TOKEN) is checked by its handler, not taken for an API key.
    if (call.access === 'admin' && call.orBearer && /^Bearer\s/i.test(request.headers.authorization ?? ''))
      return;
    await requireUser(request, reply);
    const user = signedInUser(request);
    const keyScope = request.apiKeyScope;
    if (call.access === 'admin') {
      if (keyScope || !user.isAdmin) throw forbidden(ADMIN_ONLY);
      return;
    }
    if (keyScope) {
      if (call.apiKey === 'never') throw forbidden(KEY_NEVER);
      if (call.apiKey === 'write' && keyScope === 'read') throw forbidden(READ_ONLY_KEY);
    }
    const role = teamRoleOf(user);
    if (call.access === 'manager' && role === 'sales') throw forbidden(MANAGERS_ONLY);
    if (call.access === 'owner' && role !== 'owner') throw forbidden(OWNER_ONLY);
    if (user.handoverLocked && !call.duringHandover) {
      // The kept session says locked; the handover itself may have ended with its request (a submit on the
      // customer's own phone, an expiry), which this check closes.
      if (await request.server.deps.handoverHolds(request.headers.cookie)) {
        throw new AppError(423, HANDED_OVER, { code: 'HANDED_OVER' });
      }
    }
  };
}

const sha = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

function sharedKey(by: LimitBy, request: FastifyRequest): string {
  if (by === 'link') {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token) return `link:${sha(token)}`;
  }
  if (by === 'session') {
    // The session cookie alone, not the whole header: another cookie added on the device must not make a
    // fresh count (the names as features/auth's readSessionCookie knows them).
    const session = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (session) return `session:${sha(session)}`;
  }
  return request.ip;
}

/**
 * Address, link and session limits guard secrets against guessing: @fastify/rate-limit counts them, in the
 * database when several instances share one (app.ts), one count per route.
 */
export function sharedLimitOf(call: Call) {
  const limit = call.limit;
  if ('none' in limit || limit.by === 'user' || limit.by === 'dealer') return undefined;
  return {
    max: limit.max,
    timeWindow: WINDOW_MS[limit.per],
    keyGenerator: (request: FastifyRequest) => sharedKey(limit.by, request),
  };
}

export type CallCounter = ReturnType<typeof createCallCounter>;

/**
 * Person and dealership limits keep one tenant from flooding the rest: counted in this instance's memory,
 * in fixed windows, so they cost no query. `scale` multiplies every limit (the benchmarks' load).
 */
export function createCallCounter(scale = 1) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = Date.now();
  return {
    /** Counts one call; false once the window's allowance is spent. */
    take(key: string, limit: RateLimit): boolean {
      const now = Date.now();
      if (now - sweptAt > 60_000) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        sweptAt = now;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + WINDOW_MS[limit.per] };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit.max * scale;
    },
  };
}

/** The preHandler that counts a person's or a dealership's calls (after the guard has named them). */
export function personLimitOf(call: Call) {
  const limit = call.limit;
  if ('none' in limit || (limit.by !== 'user' && limit.by !== 'dealer')) return null;
  return async function personLimit(request: FastifyRequest) {
    const user = request.currentUser;
    if (!user) return;
    const who =
      limit.by === 'dealer'
        ? user.id
        : `${user.member?.userId ?? user.id}${request.apiKeyScope ? ':key' : ''}`;
    if (request.server.deps.callCounter.take(`${call.id}|${who}`, limit)) return;
    throw new AppError(
      429,
      limit.by === 'dealer'
        ? `Your dealership has made this request too often. Wait a ${limit.per} and try again.`
        : `You have made this request too often. Wait a ${limit.per} and try again.`,
      { code: 'RATE_LIMITED' },
    );
  };
}
