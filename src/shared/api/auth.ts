// Signing in and out, registering, the first administrator, password resets and the session. The screens of
// the dashboard's first load name the session's path from paths.ts (they carry no zod).
import { z } from 'zod';
import {
  authOptionsSchema,
  currentUserSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  setupAdminSchema,
} from '../auth.schema.ts';
import { calls, messageAnswer } from './contract.ts';
import { PATHS } from './paths.ts';

const open = { access: 'public' } as const;

export const authApi = calls('Auth', {
  loginPage: {
    ...open,
    method: 'GET',
    path: PATHS.login,
    summary: 'The sign-in page (?mode=register, ?mode=forgot; ?next= where to go once signed in)',
    file: 'text/html',
  },
  login: {
    ...open,
    method: 'POST',
    path: PATHS.login,
    summary: 'Sign in with e-mail and password; the answer sets the session cookie',
    body: loginSchema,
    answer: currentUserSchema,
  },
  register: {
    ...open,
    method: 'POST',
    path: '/api/register',
    summary: 'Register a dealership (its owner’s account); signed in at once unless e-mail must be confirmed',
    body: registerSchema,
    answer: z.object({ user: currentUserSchema, emailVerificationRequired: z.boolean() }),
    status: 201,
  },
  setupAdmin: {
    ...open,
    method: 'POST',
    path: '/api/setup/admin',
    summary: 'Create the first platform administrator of a new installation (with the set-up link’s token)',
    body: setupAdminSchema,
    answer: currentUserSchema,
    status: 201,
  },
  requestPasswordReset: {
    ...open,
    method: 'POST',
    path: '/api/password-reset/request',
    summary: 'Mail a link to reset the password (the same answer whether or not the account exists)',
    body: passwordResetRequestSchema,
    answer: messageAnswer,
  },
  confirmPasswordReset: {
    ...open,
    method: 'POST',
    path: '/api/password-reset/confirm',
    summary: 'Set a new password with the reset link’s token',
    body: passwordResetConfirmSchema,
    answer: messageAnswer,
  },
  logoutPage: {
    ...open,
    method: 'GET',
    path: PATHS.logout,
    summary:
      'A page whose button signs out (a link elsewhere cannot sign anyone out); without a session, to /',
    file: 'text/html',
  },
  logout: {
    ...open,
    method: 'POST',
    path: PATHS.logout,
    summary: 'Sign out: the session ends and the answer redirects to / (303)',
    status: 303,
  },
  user: {
    method: 'GET',
    path: PATHS.authUser,
    summary: 'Who is signed in: the dealership’s id, the person, their role (401 when signed out)',
    access: 'dealer',
    answer: currentUserSchema,
  },
  options: {
    ...open,
    method: 'GET',
    path: PATHS.authOptions,
    summary: 'What the sign-in page needs: whether the first administrator is still to be made, and SSO',
    answer: authOptionsSchema,
  },
  // Better Auth's own handler, for what a browser must reach directly: the e-mail confirmation link and,
  // when configured, the OpenID Connect round trip (404 otherwise).
  verifyEmail: {
    ...open,
    method: 'GET',
    path: '/api/auth/verify-email',
    summary: 'The e-mail confirmation link: confirms the address and redirects',
  },
  signInWithProvider: {
    ...open,
    method: 'POST',
    path: '/api/auth/sign-in/social',
    summary: 'Begin signing in with the configured OpenID Connect provider: the answer names where to go',
    body: z.looseObject({
      provider: z.string().max(100),
      callbackURL: z.string().max(2000).optional(),
      errorCallbackURL: z.string().max(2000).optional(),
    }),
    answer: z.looseObject({ url: z.string() }),
  },
  providerCallback: {
    ...open,
    method: 'GET',
    path: '/api/auth/callback/:provider',
    summary: 'Where the OpenID Connect provider returns the browser; it signs in and redirects',
    params: z.object({ provider: z.string().max(100) }),
  },
  providerCallbackPost: {
    ...open,
    method: 'POST',
    path: '/api/auth/callback/:provider',
    summary: 'The provider’s return by form post (response_mode=form_post); it signs in and redirects',
    params: z.object({ provider: z.string().max(100) }),
  },
});
