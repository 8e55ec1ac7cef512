import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '../../db/schema.ts';
import { buildTestApp, login, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../admin/outbox/outbox.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin: TEST_ORIGIN } });

async function mailsTo(email: string) {
  return (await listOutbox(t.app.deps.db, 100)).filter((m) => m.to === email);
}

describe('password reset', () => {
  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const res = await post('/api/password-reset/request', { email: 'ghost@nowhere.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists/);
    expect(await mailsTo('ghost@nowhere.test')).toHaveLength(0);
  });

  it('mails a link whose page sets a new password once, and signs out other sessions', async () => {
    const dealer = await registerDealer(t.app);
    expect((await post('/api/password-reset/request', { email: dealer.email })).statusCode).toBe(200);

    const [mail] = await mailsTo(dealer.email);
    expect(mail?.subject).toBe('Reset your Docs2Sign password');
    const link = mail!.text.match(/http:\/\/localhost:5000\/reset-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    // Only the token's hash is stored: nothing in the database holds the link's token.
    const stored = await t.app.deps.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);

    // The link opens the client's page.
    const page = await t.app.inject(`/reset-password?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);

    const tooShort = await post('/api/password-reset/confirm', { token, password: 'short' });
    expect(tooShort.statusCode).toBe(400);

    const done = await post('/api/password-reset/confirm', { token, password: 'a brand new password' });
    expect(done.statusCode).toBe(200);
    expect((await login(t.app, dealer.email, 'a brand new password')).statusCode).toBe(200);
    expect((await login(t.app, dealer.email, dealer.password)).statusCode).toBe(401);
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: dealer.cookie } });
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/password-reset/confirm', { token, password: 'yet another password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an invented token', async () => {
    const res = await post('/api/password-reset/confirm', {
      token: 'not-a-real-token',
      password: 'a brand new password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the e-mail', async () => {
    const res = await post('/api/password-reset/request', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Valid email is required');
  });
});
