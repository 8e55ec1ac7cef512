import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

let t: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  admin = { id: user.id, cookie: sessionCookie(await login(t.app, 'admin@platform.test', 'admin password')) };
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });

describe('suspending dealers', () => {
  it('ends the dealer’s sessions, refuses their sign-in with the reason, and reactivation restores access', async () => {
    const dealer = await registerDealer(t.app);
    const res = await post(`/api/admin/dealers/${dealer.id}/suspend`, admin.cookie, {
      reason: 'Unpaid invoice',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The dealer account has been suspended successfully.');

    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: dealer.cookie } })).statusCode,
    ).toBe(401);
    const refused = await login(t.app, dealer.email, dealer.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been suspended: Unpaid invoice');

    expect((await post(`/api/admin/dealers/${dealer.id}/unsuspend`, admin.cookie)).statusCode).toBe(200);
    expect((await login(t.app, dealer.email, dealer.password)).statusCode).toBe(200);
  });

  it('needs a reason, an administrator, and a dealer that exists', async () => {
    const dealer = await registerDealer(t.app);
    const noReason = await post(`/api/admin/dealers/${dealer.id}/suspend`, admin.cookie, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason for suspension is required');

    const other = await registerDealer(t.app);
    expect(
      (await post(`/api/admin/dealers/${other.id}/suspend`, dealer.cookie, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await post('/api/admin/dealers/nobody/suspend', admin.cookie, { reason: 'x' })).statusCode).toBe(
      404,
    );
    // Administrators are not dealers: this route cannot lock one out.
    expect(
      (await post(`/api/admin/dealers/${admin.id}/suspend`, admin.cookie, { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const outboxTo = async (email: string) =>
  (await t.app.inject({ url: '/api/admin/outbox', headers: { cookie: admin.cookie } }))
    .json()
    .filter((m: { to: string }) => m.to === email) as { subject: string; text: string }[];
const setPassword = (url: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset/confirm',
    headers: { origin: TEST_ORIGIN },
    payload: { token: tokenOf(url), password },
  });
const newDealer = {
  email: 'new.dealer@northside.test',
  firstName: 'Sam',
  lastName: 'Patel',
  dealershipName: 'Northside Cars',
  dealershipPhone: '0161 000 0000',
  dealershipWhatsapp: '',
  dealershipWebsite: 'https://northside.test',
};

describe('creating dealers and password links', () => {
  it('creates a pending dealer whose set-password link (answered and mailed) activates the account', async () => {
    const res = await post('/api/admin/dealers', admin.cookie, newDealer);
    expect(res.statusCode, res.body).toBe(201);
    const { id, setPasswordUrl, message } = res.json();
    expect(message).toBe('New dealer account has been created successfully.');
    expect(setPasswordUrl).toMatch(new RegExp(`^${TEST_ORIGIN}/reset-password\\?token=`));
    const mails = await outboxTo(newDealer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Set your Docs2Sign password');
    expect(mails[0]!.text).toContain(setPasswordUrl);

    const list = (
      await t.app.inject({ url: '/api/admin/dealers', headers: { cookie: admin.cookie } })
    ).json();
    // A pending dealer is not suspended: "unsuspend" is refused in words, never a false success.
    const unsuspend = await post(`/api/admin/dealers/${id}/unsuspend`, admin.cookie);
    expect(unsuspend.statusCode).toBe(409);
    expect(unsuspend.json().code).toBe('NOT_SUSPENDED');
    expect(list.find((d: { id: string }) => d.id === id)).toMatchObject({
      accountStatus: 'pending',
      dealershipName: 'Northside Cars',
      firstName: 'Sam',
    });
    expect((await login(t.app, newDealer.email, 'anything at all')).statusCode).toBe(401);

    expect((await setPassword(setPasswordUrl, 'Quiet-Harbour-Lamp-42')).statusCode).toBe(200);
    const signedIn = await login(t.app, newDealer.email, 'Quiet-Harbour-Lamp-42');
    expect(signedIn.statusCode).toBe(200);
    const settings = await t.app.inject({
      url: '/api/dealer/settings',
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(settings.json()).toMatchObject({
      dealershipPhone: '0161 000 0000',
      dealershipWebsite: 'https://northside.test',
    });
    const after = (
      await t.app.inject({ url: '/api/admin/dealers', headers: { cookie: admin.cookie } })
    ).json();
    expect(after.find((d: { id: string }) => d.id === id).accountStatus).toBe('active');
  });

  it('answers 409 to an e-mail that is taken and 400 to a bad form', async () => {
    const taken = await post('/api/admin/dealers', admin.cookie, {
      ...newDealer,
      email: 'ADMIN@platform.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('An account with this email already exists');
    const bad = await post('/api/admin/dealers', admin.cookie, {
      ...newDealer,
      email: 'nope',
      firstName: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Valid email is required');
    const noName = await post('/api/admin/dealers', admin.cookie, {
      ...newDealer,
      email: 'a@b.test',
      dealershipName: ' ',
    });
    expect(noName.json().message).toBe('Dealership name is required');
  });

  it('makes a reset link for a dealer, answered and mailed, that sets a new password', async () => {
    const dealer = await registerDealer(t.app);
    const res = await post(`/api/admin/dealers/${dealer.id}/reset-password`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const { resetUrl, message } = res.json();
    expect(message).toBe('Password reset link has been generated for the dealer.');
    const mails = await outboxTo(dealer.email);
    expect(mails.some((m) => m.text.includes(resetUrl))).toBe(true);
    expect((await setPassword(resetUrl, 'Brand-New-Pass-Word-7')).statusCode).toBe(200);
    expect((await login(t.app, dealer.email, 'Brand-New-Pass-Word-7')).statusCode).toBe(200);
    expect((await post('/api/admin/dealers/nobody/reset-password', admin.cookie)).statusCode).toBe(404);
    expect((await post(`/api/admin/dealers/${admin.id}/reset-password`, admin.cookie)).statusCode).toBe(404);
  });

  it('leaves a suspended dealer suspended when they use a reset link', async () => {
    const dealer = await registerDealer(t.app);
    const { resetUrl } = (await post(`/api/admin/dealers/${dealer.id}/reset-password`, admin.cookie)).json();
    await post(`/api/admin/dealers/${dealer.id}/suspend`, admin.cookie, { reason: 'Fraud check' });
    expect((await setPassword(resetUrl, 'Another-Long-Pass-9')).statusCode).toBe(200);
    const refused = await login(t.app, dealer.email, 'Another-Long-Pass-9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been suspended: Fraud check');
  });

  it('is for administrators only: 401 to a visitor, 403 to a dealer', async () => {
    const dealer = await registerDealer(t.app);
    expect((await post('/api/admin/dealers', '', newDealer)).statusCode).toBe(401);
    expect((await post('/api/admin/dealers', dealer.cookie, newDealer)).statusCode).toBe(403);
    expect((await post(`/api/admin/dealers/${dealer.id}/reset-password`, '')).statusCode).toBe(401);
    expect((await post(`/api/admin/dealers/${dealer.id}/reset-password`, dealer.cookie)).statusCode).toBe(
      403,
    );
  });
});
