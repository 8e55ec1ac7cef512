import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

describe('with a real mail server', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Docs2Sign <accounts@docs2sign.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a new dealer confirms their e-mail before signing in', async () => {
    const email = 'verify.me@kingsway.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: TEST_ORIGIN },
      payload: {
        email,
        password: TEST_PASSWORD,
        dealershipName: 'Kingsway',
        firstName: 'Vera',
        lastName: 'Fy',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailVerificationRequired).toBe(true);
    expect(res.cookies.filter((c) => c.name.endsWith('session_token') && c.value)).toHaveLength(0);

    const refused = await login(t.app, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/confirm your e-mail/);

    await expect.poll(() => smtp.messages.length).toBeGreaterThan(0);
    const mail = smtp.messages.find((m) => m.subject === 'Confirm your e-mail address for Docs2Sign');
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Docs2Sign', address: 'accounts@docs2sign.test' });
    const link = mail?.text?.match(/http:\/\/localhost:5000(\/api\/auth\/verify-email\?token=\S+)/)?.[1];
    expect(link).toBeTruthy();

    // Following the link confirms the address and signs the dealer in.
    const confirmed = await t.app.inject({ url: link! });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.cookies.some((c) => c.name.endsWith('session_token') && c.value)).toBe(true);
    expect((await login(t.app, email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('with an OpenID Connect provider', () => {
  let issuer: Server;
  let issuerUrl: string;
  let t: TestApp;
  beforeAll(async () => {
    // Only the discovery document is needed to start the round trip.
    issuer = createServer((req, res) => {
      if (req.url !== '/.well-known/openid-configuration') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer: issuerUrl,
          authorization_endpoint: `${issuerUrl}/authorize`,
          token_endpoint: `${issuerUrl}/token`,
          userinfo_endpoint: `${issuerUrl}/userinfo`,
          jwks_uri: `${issuerUrl}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    await new Promise<void>((resolve) => issuer.listen(0, '127.0.0.1', resolve));
    issuerUrl = `http://127.0.0.1:${(issuer.address() as { port: number }).port}`;
    t = await buildTestApp({
      OIDC_ISSUER: issuerUrl,
      OIDC_CLIENT_ID: 'docs2sign',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_PROVIDER_NAME: 'Kingsway Group SSO',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => issuer.close(resolve));
  });

  it('offers "Continue with …" and starts the round trip at the provider', async () => {
    expect((await t.app.inject('/api/auth/options')).json().oidcProviderName).toBe('Kingsway Group SSO');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { provider: 'oidc', callbackURL: '/dashboard' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuerUrl}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('docs2sign');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5000/api/auth/callback/oidc');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('serves no other Better Auth endpoint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'x@y.test', password: TEST_PASSWORD, name: 'X' },
    });
    expect(res.statusCode).toBe(404);
  });
});
