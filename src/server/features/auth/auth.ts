import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/dealer/auth.schema.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { passwordReset, renderMail } from '../email/index.ts';
import { verifyEmailMail } from './auth.mails.ts';
import { accountFailureKey, activatePendingUser, clearLoginFailures, recordSignIn } from './auth.repo.ts';
import { passwordHashing } from './passwords.ts';

export const OIDC_PROVIDER_ID = 'oidc';
export const SESSION_COOKIE_PREFIX = 'docs2sign';

export type AuthDeps = { config: Config; db: Database; mailer: Mailer };

/** Better Auth, configured for Docs2Sign's tables, cookies, password rules and mail. */
function createAuth({ config, db, mailer }: AuthDeps) {
  const requireEmailVerification = mailer.transport === 'smtp';
  return betterAuth({
    appName: 'Docs2Sign',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.appSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    trustedOrigins: [config.appUrl, ...config.trustedOrigins],
    // Our own routes rate-limit sign-in; Better Auth's HTTP handler only serves the OIDC round trip.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Wrong passwords are expected traffic; only real faults are worth a log line.
    logger: { level: 'error', disabled: config.nodeEnv === 'test' },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Sessions last 14 days from sign-in (our own lookup reads them; see session-lookup.ts).
    session: { expiresIn: 60 * 60 * 24 * 14 },
    // Reset and e-mail confirmation tokens are kept only as hashes, so a read of the database cannot use
    // them. Better Auth (1.7) offers this for verification tokens but not for session tokens: those are
    // stored as issued (see docs/architecture.md).
    verification: { storeIdentifier: 'hashed' },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'dealer', input: false },
        status: { type: 'string', required: false, defaultValue: 'active', input: false },
        suspensionReason: { type: 'string', required: false, input: false },
        dealershipName: { type: 'string', required: false },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      password: passwordHashing(config),
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A dealer an administrator created becomes active by choosing a password through their link.
      // A reset also lifts a lock-out: the owner has proved themselves through their mailbox.
      onPasswordReset: async ({ user }) => {
        await activatePendingUser(db, user.id);
        await clearLoginFailures(db, accountFailureKey(user.email));
      },
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          ...(await renderMail(passwordReset({ name: user.name, link }))),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verifyEmailMail({ name: user.name, link: url }) });
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended account gets no session, whichever way it signs in.
          before: async (session, context) => {
            const user = await context?.context.internalAdapter.findUserById(session.userId);
            if (user && (user as { status?: string }).status === 'suspended') {
              throw new APIError('FORBIDDEN', {
                message: suspendedMessage((user as { suspensionReason?: string | null }).suspensionReason),
                code: 'ACCOUNT_SUSPENDED',
              });
            }
          },
          // The control center's "inactive" dealers: no sign-in for 30 days.
          after: async (session) => {
            await recordSignIn(db, session.userId);
          },
        },
      },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

type Auth = ReturnType<typeof createAuth>;

// One instance per database, configuration and mailer, kept while they live. The instance is the auth
// feature's own: AppDeps does not carry it, because a type of this feature named there would tie every
// feature that takes AppDeps (and that auth reaches: e-mail, webhooks…) to this one in a loop.
const instances = new WeakMap<Config, WeakMap<Database, WeakMap<Mailer, Auth>>>();

/** The Better Auth instance of the app these deps belong to, made on first use. */
export function authFor(deps: AuthDeps): Auth {
  const byDatabase = instances.get(deps.config) ?? new WeakMap<Database, WeakMap<Mailer, Auth>>();
  instances.set(deps.config, byDatabase);
  const byMailer = byDatabase.get(deps.db) ?? new WeakMap<Mailer, Auth>();
  byDatabase.set(deps.db, byMailer);
  const made = byMailer.get(deps.mailer) ?? createAuth(deps);
  byMailer.set(deps.mailer, made);
  return made;
}

export function suspendedMessage(reason: string | null | undefined): string {
  return reason ? `Your account has been suspended: ${reason}` : 'Your account has been suspended.';
}
