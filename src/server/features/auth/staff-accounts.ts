// The accounts of a dealership's members: features/team decides who may join and with what role;
// the account itself (a users row, its credential and sessions) is this folder's. A member's account has
// role 'staff', so the operator's dealer lists never count it as a dealership.
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderMail, setPassword } from '../email/index.ts';
import { issueSetPasswordLink } from './admin-accounts.ts';
import * as repo from './auth.repo.ts';
import { authFor } from './auth.ts';
import { revokeCachedSessions } from './session-revocation.ts';

type Ctx = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

export type NewStaffAccount = {
  email: string;
  firstName: string;
  lastName: string;
  dealershipName: string;
  invitedBy: { name: string; role: string };
};

/**
 * A `pending` staff account and its set-password link, mailed. `join` records the membership; if it fails,
 * the account is removed again, so no account is left without a dealership.
 */
export async function createPendingStaff(
  ctx: Ctx,
  input: NewStaffAccount,
  join: (userId: string) => Promise<void>,
) {
  const email = input.email.toLowerCase();
  if (await repo.findUserByEmail(ctx.db, email)) {
    throw new AppError(409, 'An account with this email already exists', { code: 'EMAIL_TAKEN' });
  }
  const context = await authFor(ctx).$context;
  const name = `${input.firstName} ${input.lastName}`;
  const user = await context.internalAdapter.createUser(
    { email, name, emailVerified: false, firstName: input.firstName, lastName: input.lastName },
    { method: 'admin' },
  );
  await repo.makePendingStaff(ctx.db, user.id);
  try {
    await join(user.id);
  } catch (error) {
    await repo.deleteStaffAccount(ctx.db, user.id);
    throw error;
  }
  const link = await issueSetPasswordLink(ctx, user.id);
  const mail = setPassword({ name, dealershipName: input.dealershipName, link, invitedBy: input.invitedBy });
  await ctx.mailer.send({ to: email, ...(await renderMail(mail)) });
  return { userId: user.id, setPasswordUrl: link };
}

/**
 * Ends a member's account: the row goes with its credential, sessions and membership (cascades), and every
 * instance forgets its kept sessions at once (the users row's NOTIFY, and the revocation row as a backstop).
 * The history keeps the member's name: events record it as words, not as a reference.
 */
export async function endStaffAccount(ctx: Pick<AppDeps, 'db'>, userId: string) {
  const ended = await repo.deleteStaffAccount(ctx.db, userId);
  if (ended) await revokeCachedSessions(ctx.db);
  return ended;
}
