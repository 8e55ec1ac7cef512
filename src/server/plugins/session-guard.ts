// The session guards every signed-in route uses: who is calling, and whether they may. A plugin rather
// than a part of features/auth, so that every feature can guard its routes without importing auth (which
// itself sends mail through features/email): the lookup is handed in as deps.currentUser by app.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CurrentUser, canManageDealership } from '../../shared/dealer/auth.schema.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** Set when the request was made with an API key rather than a session: the key's scope. */
    apiKeyScope: 'read' | 'read-write' | null;
  }
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * onRequest hook, so it runs before the body is read or validated (a stranger learns nothing from the
 * schema): the route needs a signed-in user; `request.currentUser` is set for it.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  // Already found by an earlier hook (the route's declared door, a plugin-wide guard): one lookup a request.
  if (request.currentUser) return;
  const key = bearerKey(request.headers.authorization);
  if (key !== null) return signInWithApiKey(request, key);
  const user = await request.server.deps.currentUser(request.headers.cookie);
  if (!user) throw unauthorized();
  request.currentUser = user;
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const READ_ONLY_KEY =
  "This API key can only read. Ask the dealership's owner for a read-write key to make changes.";

/** The key of an `Authorization: Bearer <key>` header ('' for a malformed one), null without the header. */
export function bearerKey(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/** An integration's call: the key acts as the dealership's owner, a read key only on reading methods. */
async function signInWithApiKey(request: FastifyRequest, key: string) {
  const found = key ? await request.server.deps.apiKeyUser(key) : null;
  if (!found)
    throw new AppError(401, 'This API key is not valid or has been revoked', { code: 'UNAUTHORIZED' });
  if (found.scope === 'read' && !READING_METHODS.has(request.method)) throw forbidden(READ_ONLY_KEY);
  request.currentUser = found.user;
  request.apiKeyScope = found.scope;
}

/** onRequest hook: the route is for platform administrators only (403 for a dealer). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.currentUser?.isAdmin) throw forbidden('Administrator access required');
}

export const MANAGERS_ONLY = "Only the dealership's owner or a manager can do this";

/**
 * onRequest hook: settings, business mail, branding, the team and protected files are for the dealership's
 * owner and managers (403 for a sales member). Reuses the session a plugin-wide `requireUser` already found.
 */
export async function requireManager(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!canManageDealership(signedInUser(request))) throw forbidden(MANAGERS_ONLY);
}

export function signedInUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
