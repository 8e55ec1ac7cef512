// "Sign in person": the dealer hands their own device to the customer. The dealer's session opens the
// customer's signing page, and the dealer app on that session stays locked until the customer submits or
// the dealer types their password again. The lock is a server row per session (see docs/architecture.md).
import type { CurrentUser } from '../../../shared/auth.schema.ts';
import type { HandoverState } from '../../../shared/handover.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import { linkTokenBox } from '../../lib/secret-box.ts';
import { readSessionCookie } from '../auth/index.ts';
import { hashToken } from '../signing-requests/index.ts';
import * as repo from './handover.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'auth'>;

/** The session named without keeping anything that could open it: a SHA-256 of its signed cookie. */
export function sessionKeyOf(cookieHeader: string | undefined): string | null {
  const cookie = readSessionCookie(cookieHeader);
  return cookie ? hashToken(cookie) : null;
}

const isOpen = (row: { status: string; expiresAt: Date | null }) =>
  (row.status === 'sent' || row.status === 'in_progress') &&
  (row.expiresAt === null || row.expiresAt.getTime() > Date.now());

const signPath = (ctx: Ctx, tokenSealed: string) =>
  `/sign/${linkTokenBox(ctx.config.appSecret).open(tokenSealed)}?handover=1`;

const dealerName = (user: CurrentUser) => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
};

/** Starts a handover of the dealer's own open request on this session; answers where the device goes. */
export async function startHandover(ctx: Ctx, user: CurrentUser, requestId: string, cookie?: string) {
  const request = await repo.findOwnRequest(ctx.db, user.id, requestId);
  if (!request) throw notFound('Signing request not found');
  if (!isOpen(request)) {
    throw new AppError(409, 'This request is no longer open for signing.', { code: 'NOT_OPEN' });
  }
  if (!request.tokenSealed) {
    throw new AppError(409, 'This request was sent before in-person signing existed: resend it first.', {
      code: 'NO_LINK',
    });
  }
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) throw unauthorized();
  await repo.openHandover(ctx.db, {
    requestId,
    dealerId: user.id,
    sessionKey,
    handedOverBy: dealerName(user),
  });
  return { signUrl: signPath(ctx, request.tokenSealed) };
}

/**
 * Whether this session's dealer app is locked. A handover whose request is no longer open (the customer
 * submitted, here or on their own phone; the dealer cancelled it elsewhere; it expired) ends here.
 */
export async function currentHandover(ctx: Ctx, cookie?: string): Promise<HandoverState> {
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) return { active: false };
  const open = await repo.findOpenHandover(ctx.db, sessionKey);
  if (!open) return { active: false };
  if (!isOpen(open) || !open.tokenSealed) {
    await repo.closeOpen(ctx.db, sessionKey, open.status === 'completed' ? 'completed' : 'closed');
    return { active: false };
  }
  return {
    active: true,
    requestId: open.requestId,
    customerName: open.customerName,
    signUrl: signPath(ctx, open.tokenSealed),
  };
}

/** The dealer takes the device back before the customer finished: their own password, checked again. */
export async function unlock(ctx: Ctx, user: CurrentUser, password: string, cookie?: string) {
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) throw unauthorized();
  const hash = await repo.passwordHashOf(ctx.db, user.id);
  const context = await ctx.auth.$context;
  const right = hash !== null && (await context.password.verify({ hash, password }));
  if (!right) {
    throw new AppError(401, 'That is not your password. Enter the password you sign in with.', {
      code: 'WRONG_PASSWORD',
    });
  }
  await repo.closeOpen(ctx.db, sessionKey, 'unlocked');
  return { active: false } as const;
}

/**
 * Called by the customer's submit: when it came from the session the request was handed over on, the
 * trail records "signed in person" (before sealing reads it) and the lock ends. Never fails the submit.
 */
export async function recordInPersonSubmit(
  db: AppDeps['db'],
  requestId: string,
  cookie: string | undefined,
): Promise<boolean> {
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) return false;
  return repo.completeHandover(db, requestId, sessionKey);
}
