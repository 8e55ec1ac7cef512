import { APIError } from 'better-auth';
import type {
  CurrentUser,
  LoginInput,
  PasswordResetConfirmInput,
  RegisterInput,
  SetupAdminInput,
  UserRole,
  UserStatus,
} from '../../../shared/dealer/auth.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Freshness } from '../../lib/fresh-cache.ts';
import { assertStrongPassword } from '../../lib/security/password-strength.ts';
import type { DeliveryCtx } from '../email/index.ts';
import { startWelcomeSeries } from '../email/index.ts';
import { lockoutMail } from './auth.mails.ts';
import * as repo from './auth.repo.ts';
import { type AuthDeps, authFor } from './auth.ts';
import { isSetupToken, SETUP_TOKEN_NEEDED } from './first-run.ts';
import { findSessionUser } from './session-lookup.ts';
import { revokeCachedSessions } from './session-revocation.ts';

export const LOGIN_FAILURE_WINDOW_MS = 60_000;
/** Nine wrong passwords a minute from one address are allowed; the tenth try answers 429. */
export const LOGIN_FAILURES_ALLOWED = 9;
/**
 * Across all addresses, ten wrong passwords for one account within fifteen minutes lock it until the
 * oldest of them is fifteen minutes old (the owner is mailed once per lock-out): rotating addresses, or a
 * proxy's forged ones, buys no more guesses than that.
 */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURES_ALLOWED = 10;

type Ctx = AuthDeps;
type LoginCtx = Ctx & Pick<AppDeps, 'log'>;
type SessionResult = { user: CurrentUser; setCookies: string[] };

const INVALID_CREDENTIALS = 'Invalid email or password';
const accountKey = repo.accountFailureKey;

export async function login(
  ctx: LoginCtx,
  input: LoginInput,
  ip: string,
  headers: Headers,
): Promise<SessionResult> {
  const { db } = ctx;
  const key = `${ip}|${input.email}`;
  if ((await repo.countRecentLoginFailures(db, key, LOGIN_FAILURE_WINDOW_MS)) >= LOGIN_FAILURES_ALLOWED) {
    throw new AppError(429, 'Too many failed sign-in attempts. Please wait a minute and try again.', {
      code: 'TOO_MANY_ATTEMPTS',
    });
  }
  const accountFailures = () =>
    repo.countRecentLoginFailures(db, accountKey(input.email), ACCOUNT_FAILURE_WINDOW_MS);
  if ((await accountFailures()) >= ACCOUNT_FAILURES_ALLOWED) throw accountLocked();
  try {
    const { headers: out, response } = await authFor(ctx).api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    // Only this address's count: guesses from elsewhere still count against the account.
    await repo.clearLoginFailures(db, key);
    return { user: toCurrentUser(response.user), setCookies: out.getSetCookie() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.statusCode === 401) {
      await repo.recordLoginFailure(db, [key, accountKey(input.email)], ACCOUNT_FAILURE_WINDOW_MS);
      if ((await accountFailures()) >= ACCOUNT_FAILURES_ALLOWED) {
        // Not awaited: the answer must not wait on a mail server, nor take longer for a real account.
        void sendLockoutNotice(ctx, input.email).catch((err: unknown) =>
          ctx.log.error({ err }, 'lock-out notice not sent'),
        );
      }
      throw new AppError(401, INVALID_CREDENTIALS, { code: 'INVALID_CREDENTIALS' });
    }
    throw fromAuthError(error);
  }
}

function accountLocked() {
  return new AppError(
    429,
    'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
    { code: 'ACCOUNT_LOCKED' },
  );
}

/** Mails the account's owner once per lock-out (nothing for an address with no account). */
async function sendLockoutNotice(ctx: LoginCtx, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return;
  if (!(await repo.claimLockoutNotice(ctx.db, `notice|${email}`, ACCOUNT_FAILURE_WINDOW_MS))) return;
  const resetLink = `${ctx.config.appUrl}/api/login?mode=forgot`;
  await ctx.mailer.send({ to: user.email, ...lockoutMail({ name: user.name, resetLink, minutes: 15 }) });
}

/** A new dealer account; its welcome series (day 0 now, days 3 and 7 later) starts at once. */
export async function register(ctx: Ctx & DeliveryCtx, input: RegisterInput, headers: Headers) {
  await assertStrongPassword(input.password, [
    input.email,
    input.dealershipName,
    input.firstName,
    input.lastName,
  ]);
  try {
    const { headers: out, response } = await authFor(ctx).api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        dealershipName: input.dealershipName,
      },
      headers,
      returnHeaders: true,
    });
    // A welcome e-mail that cannot be written must not cost the dealer their new account.
    await startWelcomeSeries(ctx, response.user.id).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'welcome series not started'),
    );
    return {
      user: toCurrentUser(response.user),
      setCookies: out.getSetCookie(),
      emailVerificationRequired: !response.token,
    };
  } catch (error) {
    if (error instanceof APIError) throw fromAuthError(error);
    throw error;
  }
}

/**
 * The first account of an installation becomes its administrator, for a caller holding the setup token
 * (first-run.ts); afterwards this answers 409. Exactly one of simultaneous offers wins (insertAdministrator).
 */
export async function setupAdministrator(ctx: Ctx, input: SetupAdminInput, headers: Headers) {
  const setupDone = () =>
    new AppError(409, 'The administrator account already exists. Please sign in.', { code: 'SETUP_DONE' });
  if (await repo.hasAnyUser(ctx.db)) throw setupDone();
  if (!isSetupToken(ctx.config.appSecret, input.setupToken)) {
    throw new AppError(403, `The administrator account needs the setup link. ${SETUP_TOKEN_NEEDED}`, {
      code: 'SETUP_TOKEN_REQUIRED',
    });
  }
  await assertStrongPassword(input.password, [input.email, input.firstName, input.lastName]);
  const outcome = await repo.insertAdministrator(ctx.db, await newAdministrator(ctx, input), {
    onlyIfFirst: true,
  });
  if (outcome !== 'created') throw setupDone();
  const { headers: out } = await authFor(ctx).api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    returnHeaders: true,
  });
  const user = await repo.findUserByEmail(ctx.db, input.email);
  return { user: toCurrentUser(user!), setCookies: out.getSetCookie() };
}

async function newAdministrator(
  ctx: Ctx,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<repo.NewAdministrator> {
  const context = await authFor(ctx).$context;
  const id = context.generateId({ model: 'user' });
  return {
    id: typeof id === 'string' ? id : crypto.randomUUID(),
    email: input.email.toLowerCase(),
    firstName: input.firstName ?? 'Platform',
    lastName: input.lastName ?? 'Administrator',
    passwordHash: await context.password.hash(input.password),
  };
}

/** Used by `npm run admin:create`: creates the account, or promotes it and sets its password. */
export async function createOrPromoteAdministrator(
  ctx: Ctx,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<CurrentUser> {
  const { db } = ctx;
  const existing = await repo.findUserByEmail(db, input.email);
  await assertStrongPassword(input.password, [
    input.email,
    input.firstName ?? existing?.firstName,
    input.lastName ?? existing?.lastName,
    existing?.dealershipName,
  ]);
  if (existing) {
    const context = await authFor(ctx).$context;
    await repo.setCredentialPassword(db, existing.id, await context.password.hash(input.password));
    await repo.makeAdministrator(db, existing.id);
  } else {
    // Created under the same lock as the first-run offer, so the two never make two first accounts.
    const outcome = await repo.insertAdministrator(db, await newAdministrator(ctx, input), {
      onlyIfFirst: false,
    });
    if (outcome === 'email-taken') return createOrPromoteAdministrator(ctx, input);
  }
  const user = await repo.findUserByEmail(db, input.email);
  return toCurrentUser(user!);
}

export async function requestPasswordReset(ctx: Ctx, email: string) {
  // Always the same answer, so that the form does not reveal which addresses have accounts.
  await authFor(ctx)
    .api.requestPasswordReset({ body: { email } })
    .catch((error: unknown) => {
      if (!(error instanceof APIError)) throw error;
    });
}

export async function confirmPasswordReset(ctx: Ctx, input: PasswordResetConfirmInput) {
  const { db } = ctx;
  const auth = authFor(ctx);
  // The link's account, to check the new password against its own words (an unknown token fails below).
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  const owner = verification ? await repo.findUserById(db, verification.value) : undefined;
  await assertStrongPassword(input.password, [
    owner?.email,
    owner?.firstName,
    owner?.lastName,
    owner?.name,
    owner?.dealershipName,
  ]);
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
    // The reset ended the account's other sessions, on every instance.
    await revokeCachedSessions(db);
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) {
      throw new AppError(400, 'This reset link is invalid or has expired. Please ask for a new one.', {
        code: 'INVALID_TOKEN',
      });
    }
    throw error instanceof APIError ? fromAuthError(error) : error;
  }
}

/** The signed-in user of a request, or null. A suspended account counts as signed out. */
export async function getCurrentUser(
  deps: { db: Database; config: { appSecret: string }; freshness: Freshness },
  cookieHeader: string | undefined,
): Promise<CurrentUser | null> {
  return findSessionUser(deps, deps.config.appSecret, cookieHeader);
}

export async function logout(ctx: Ctx, headers: Headers): Promise<string[]> {
  try {
    const { headers: out } = await authFor(ctx).api.signOut({ headers, returnHeaders: true });
    return out.getSetCookie();
  } catch {
    return [];
  } finally {
    // Every instance may have this session kept: sign-outs are rare enough to flush them all. After the
    // session is gone, so that what hears it (the kept sessions, the open event streams) finds it gone.
    await revokeCachedSessions(ctx.db);
  }
}

type AuthUser = {
  id: string;
  email: string;
  role?: unknown;
  status?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  dealershipName?: unknown;
};

export function toCurrentUser(user: AuthUser): CurrentUser {
  const role = (user.role === 'admin' || user.role === 'staff' ? user.role : 'dealer') satisfies UserRole;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: user.id,
    email: user.email,
    role,
    status: (text(user.status) ?? 'active') as UserStatus,
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    dealershipName: text(user.dealershipName),
    isAdmin: role === 'admin',
  };
}

function fromAuthError(error: APIError): AppError {
  const body = (error.body ?? {}) as { code?: string; message?: string };
  switch (body.code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError(409, 'An account with this email already exists. Please sign in instead.', {
        code: 'EMAIL_TAKEN',
      });
    case 'EMAIL_NOT_VERIFIED':
      return new AppError(403, 'Please confirm your e-mail address first: we have sent you a link.', {
        code: 'EMAIL_NOT_VERIFIED',
      });
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return new AppError(400, body.message ?? 'Invalid password', { code: body.code });
    default:
      return new AppError(error.statusCode >= 400 ? error.statusCode : 500, body.message ?? error.message, {
        code: body.code,
      });
  }
}

/** True until the first account exists: the sign-in page then offers to create the administrator. */
export async function needsAdministrator(db: Database) {
  return !(await repo.hasAnyUser(db));
}
