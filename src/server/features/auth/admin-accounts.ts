// What platform administration calls on accounts: create a dealer who has no password yet,
// and make a reset link. Better Auth owns the tokens: the link carries a token stored the way its own
// "forgot password" stores one, so the ordinary /reset-password page and confirm call accept it.
import { randomBytes } from 'node:crypto';
import { FIRST_PASSWORD_TOKEN_PREFIX } from '../../../shared/dealer/auth.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { passwordReset, renderMail, setPassword } from '../email/index.ts';
import * as repo from './auth.repo.ts';
import { authFor } from './auth.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

const RESET_LINK_SECONDS = 60 * 60;
// A new dealer may not read the mail the same hour; the first link lasts a week.
const SET_PASSWORD_LINK_SECONDS = 7 * 24 * 60 * 60;

async function issueResetLink(ctx: Ctx, userId: string, seconds: number, firstTime = false): Promise<string> {
  const context = await authFor(ctx).$context;
  // A first password's token starts with `first.` (a dot is never in base64url): the page then speaks of
  // setting up the account rather than of changing a password; the token works the same either way.
  const token = `${firstTime ? FIRST_PASSWORD_TOKEN_PREFIX : ''}${randomBytes(18).toString('base64url')}`;
  await context.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The week-long set-password link of an account that has no password yet. */
export const issueSetPasswordLink = (ctx: Ctx, userId: string) =>
  issueResetLink(ctx, userId, SET_PASSWORD_LINK_SECONDS, true);

export type NewDealerAccount = { email: string; firstName: string; lastName: string; dealershipName: string };

/** A `pending` dealer account with no password; answers its id and the set-password link (also mailed). */
export async function createPendingDealer(ctx: Ctx, input: NewDealerAccount) {
  const email = input.email.toLowerCase();
  if (await repo.findUserByEmail(ctx.db, email)) {
    throw new AppError(409, 'An account with this email already exists', { code: 'EMAIL_TAKEN' });
  }
  const context = await authFor(ctx).$context;
  const name = `${input.firstName} ${input.lastName}`;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name,
      emailVerified: false,
      firstName: input.firstName,
      lastName: input.lastName,
      dealershipName: input.dealershipName,
    },
    { method: 'admin' },
  );
  await repo.setPendingStatus(ctx.db, user.id);
  const link = await issueSetPasswordLink(ctx, user.id);
  await ctx.mailer.send({
    to: email,
    ...(await renderMail(setPassword({ name, dealershipName: input.dealershipName, link }))),
  });
  return { userId: user.id, setPasswordUrl: link };
}

/** A reset link for a dealer, answered to the administrator and mailed to the dealer. */
export async function issueDealerResetLink(ctx: Ctx, dealerId: string) {
  const dealer = await repo.findDealerById(ctx.db, dealerId);
  if (!dealer) throw new AppError(404, 'Dealer not found', { code: 'NOT_FOUND' });
  // A dealer who never chose a password gets the longer-lived set-password link again.
  const pending = dealer.status === 'pending';
  const link = pending
    ? await issueSetPasswordLink(ctx, dealer.id)
    : await issueResetLink(ctx, dealer.id, RESET_LINK_SECONDS);
  const mail = pending
    ? setPassword({ name: dealer.name, dealershipName: dealer.dealershipName ?? dealer.name, link })
    : passwordReset({ name: dealer.name, link });
  await ctx.mailer.send({ to: dealer.email, ...(await renderMail(mail)) });
  return link;
}
