// "Sign in person": the dealer hands their own device to the customer. The dealer's session opens the
// customer's signing page, and the dealer app on that session stays locked until the customer submits or
// the dealer types their password again. The lock is a server row per session (see docs/architecture.md).
import type { CurrentUser } from '../../../shared/dealer/auth.schema.ts';
import type { HandoverState } from '../../../shared/dealer/handover.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import { linkTokenBox } from '../../lib/security/secret-box.ts';
import { isOwnPassword, readSessionCookie } from '../auth/index.ts';
import { hashToken, hasTurn, listSigners, type SignerRow } from '../signing-requests/index.ts';
import * as repo from './handover.repo.ts';

type Ctx = Pick<AppDeps, 'db' | 'config'>;

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

const refused = (status: number, message: string, code: string) => new AppError(status, message, { code });
const signerNotFound = () => notFound('That signer was not found on this request');

/**
 * Whether the chosen signer of an open request with several signers can take the device now. Refused: none
 * chosen (400); the dealership's countersignature, which the dealer gives in the app (400); one who has
 * signed, or whose turn in a sequence has not come (409).
 */
function refuseSigner(signer: SignerRow | undefined): asserts signer is SignerRow {
  if (!signer) {
    throw refused(400, 'Choose who signs on this device: this request has several signers.', 'CHOOSE_SIGNER');
  }
  if (signer.signer.role === 'dealer') {
    throw refused(
      400,
      'The dealership countersigns in the app (Countersign now), not by handing the device over.',
      'DEALER_SIGNS_IN_APP',
    );
  }
  if (signer.signer.finishedAt) throw refused(409, `${signer.name} has signed already.`, 'SIGNER_FINISHED');
  if (!hasTurn(signer)) {
    throw refused(
      409,
      `It is not ${signer.name}’s turn yet: they can sign when the signers before them have finished.`,
      'NOT_YOUR_TURN',
    );
  }
}

/**
 * Starts a handover of the dealer's own open request on this session; answers where the device goes. On a
 * request with several signers `signerId` (a request_signers id, as Details names signers) chooses whose
 * own link it opens, never the request's (the first customer's); a one-customer request has none to choose.
 */
export async function startHandover(
  ctx: Ctx,
  user: CurrentUser,
  requestId: string,
  cookie?: string,
  signerId?: string,
) {
  const request = await repo.findOwnRequest(ctx.db, user.id, requestId);
  if (!request) throw notFound('Signing request not found');
  const signers = request.hasSigners ? await listSigners(ctx.db, requestId) : null;
  const signer = signerId ? signers?.find((s) => s.signer.id === signerId) : undefined;
  if (signerId && !signer) throw signerNotFound();
  // Their decline is what closed the request: say so rather than "no longer open".
  if (signer?.signer.declinedAt) {
    throw refused(409, `${signer.name} declined to sign, so this request has stopped.`, 'SIGNER_DECLINED');
  }
  if (!isOpen(request)) {
    throw new AppError(409, 'This request is no longer open for signing.', { code: 'NOT_OPEN' });
  }
  if (signers) refuseSigner(signer);
  const tokenSealed = signer ? signer.signer.tokenSealed : request.tokenSealed;
  if (!tokenSealed) {
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
    signerId: signer?.signer.id ?? null,
  });
  return { signUrl: signPath(ctx, tokenSealed) };
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
  if (!open.signerId) {
    return {
      active: true,
      requestId: open.requestId,
      customerName: open.customerName,
      signUrl: signPath(ctx, open.tokenSealed),
    };
  }
  // One signer of several: their own link and name. Their part done (here without the dealer's cookie, or
  // on their own phone) or stopped ends the lock, as the request's end does for one customer.
  const signer = (await listSigners(ctx.db, open.requestId)).find((s) => s.signer.id === open.signerId);
  if (!signer || signer.signer.finishedAt || signer.signer.declinedAt || !signer.signer.tokenSealed) {
    await repo.closeOpen(ctx.db, sessionKey, signer?.signer.finishedAt ? 'completed' : 'closed');
    return { active: false };
  }
  return {
    active: true,
    requestId: open.requestId,
    customerName: signer.name,
    signUrl: signPath(ctx, signer.signer.tokenSealed),
    signerId: signer.signer.id,
  };
}

/** The dealer takes the device back before the customer finished: their own password, checked again. */
export async function unlock(ctx: Ctx, user: CurrentUser, password: string, cookie?: string) {
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) throw unauthorized();
  if (!(await isOwnPassword(ctx, user.id, password))) {
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
 * Only a one-customer handover ends here: the completion of a set with several signers calls it too, and
 * each of those signers' own submit is recorded by `recordSignerInPersonSubmit` instead.
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

/**
 * Whether this very session holds an open handover of the request to this signer (null: a one-customer
 * request): the signer is in front of the dealer, so the one-time code before signing is not asked.
 */
export async function handedOverHere(
  db: AppDeps['db'],
  requestId: string,
  signerId: string | null,
  cookie: string | undefined,
): Promise<boolean> {
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) return false;
  const open = await repo.findOpenHandover(db, sessionKey);
  return open?.requestId === requestId && (open.signerId ?? null) === signerId;
}

/**
 * Called by the submit of one signer of several (signer-steps.ts), once their part is finished: when it came
 * from the session handed over to this very signer, the trail records that they signed in person, naming
 * them, and the lock ends, whether or not the set is complete. Another signer's submit on the same session
 * (the dealer countersigning in another tab) leaves the handover as it is. Never fails the submit.
 */
export async function recordSignerInPersonSubmit(
  db: AppDeps['db'],
  requestId: string,
  signer: { id: string; name: string; role: string },
  cookie: string | undefined,
): Promise<boolean> {
  const sessionKey = sessionKeyOf(cookie);
  if (!sessionKey) return false;
  return repo.completeHandover(db, requestId, sessionKey, signer);
}
