import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authApi as api } from '../../../shared/api/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { sendClientPage } from '../../plugins/client.ts';
import { requestHeaders, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './auth.service.ts';
import { authFor } from './auth.ts';
import { readSessionCookie } from './session-lookup.ts';

const SIGN_OUT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out · Docs2Sign</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.5rem">Sign out of Docs2Sign?</h1>
<form method="post" action="${api.logout.path}"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem;min-height:44px">Sign out</button></form>
<p><a href="/">Stay signed in and go back</a></p></body></html>`;

const HANDED_OVER_SIGN_OUT =
  'This device is handed to a customer to sign. Take it back with your password before signing out.';

export async function authRoutes(app: FastifyInstance) {
  const deps = app.deps;
  const withCookies = (reply: FastifyReply, cookies: string[]) =>
    cookies.length ? reply.header('set-cookie', cookies) : reply;

  // The sign-in page is a screen of the client app; a full-page navigation here loads it.
  route(app, api.loginPage, {}, (_request, reply) => sendClientPage(reply));

  // Two limits: nine failures a minute per address and account (in the service), and here thirty tries a
  // minute per address whatever the accounts, so one machine cannot spray passwords across many.
  route(app, api.login, {}, async (request, reply) => {
    const { user, setCookies } = await service.login(deps, request.body, request.ip, requestHeaders(request));
    return withCookies(reply, setCookies).send(user);
  });

  route(app, api.register, {}, async (request, reply) => {
    const result = await service.register(deps, request.body, requestHeaders(request));
    return withCookies(reply.status(201), result.setCookies).send({
      user: result.user,
      emailVerificationRequired: result.emailVerificationRequired,
    });
  });

  route(app, api.setupAdmin, {}, async (request, reply) => {
    const { user, setCookies } = await service.setupAdministrator(
      deps,
      request.body,
      requestHeaders(request),
    );
    return withCookies(reply.status(201), setCookies).send(user);
  });

  route(app, api.requestPasswordReset, {}, async (request) => {
    await service.requestPasswordReset(deps, request.body.email);
    return { message: 'If an account exists for that email, we have sent a link to reset its password.' };
  });

  route(app, api.confirmPasswordReset, {}, async (request) => {
    await service.confirmPasswordReset(deps, request.body);
    return { message: 'Your password has been changed. Please sign in with your new password.' };
  });

  // Signing out changes state, so it is a POST (refused from another site like every API POST): a link
  // or image elsewhere that loads GET /api/logout must not sign anyone out. The GET answers a small page
  // whose button makes the POST; without a session it just returns to /.
  // A device handed to a customer cannot be signed out from: the dealer takes it back with their password
  // first, or the customer could end the lock by signing the dealer out.
  const refuseWhileHandedOver = async (cookie: string | undefined) => {
    const user = await deps.currentUser(cookie);
    if (user?.handoverLocked && (await deps.handoverHolds(cookie))) {
      throw new AppError(423, HANDED_OVER_SIGN_OUT, { code: 'HANDED_OVER' });
    }
  };
  route(app, api.logoutPage, {}, async (request, reply) => {
    if (!readSessionCookie(request.headers.cookie)) return reply.redirect('/');
    return reply.header('cache-control', 'no-store').type('text/html').send(SIGN_OUT_PAGE);
  });
  await app.register(async (logout) => {
    // The page's form posts an empty urlencoded body; nothing in it is read.
    logout.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, {}),
    );
    route(logout, api.logout, {}, async (request, reply) => {
      await refuseWhileHandedOver(request.headers.cookie);
      const cookies = await service.logout(deps, requestHeaders(request));
      return withCookies(reply, cookies).redirect('/', 303);
    });
  });

  route(app, api.user, { onRequest: requireUser }, async (request) => signedInUser(request));

  route(app, api.options, {}, async () => ({
    needsAdministrator: await service.needsAdministrator(deps.db),
    oidcProviderName: deps.config.oidc?.providerName ?? null,
  }));

  // Better Auth's own HTTP handler serves only what a browser must reach directly: the e-mail confirmation
  // link and, when configured, the OpenID Connect round trip. Everything else goes through our routes.
  const auth = authFor(deps);
  const passThrough = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!deps.config.oidc && request.routeOptions.config.call !== api.verifyEmail) {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    const response = await auth.handler(
      new Request(new URL(request.url, deps.config.appUrl), {
        method: request.method,
        headers: requestHeaders(request),
        body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    withCookies(reply, response.headers.getSetCookie());
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };
  route(app, api.verifyEmail, {}, passThrough);
  route(app, api.signInWithProvider, {}, passThrough);
  route(app, api.providerCallback, {}, passThrough);
  route(app, api.providerCallbackPost, {}, passThrough);
}
