import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('dealer settings', () => {
  it('start from the registered name and the default colours, never cached', async () => {
    const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
    const res = await t.app.inject({ url: '/api/dealer/settings', headers: { cookie: dealer.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      dealershipName: 'Brindley & Hart Cars Ltd',
      dealershipLogo: null,
      primaryColor: '#667eea',
      secondaryColor: '#764ba2',
    });
    expect((await t.app.inject('/api/dealer/settings')).statusCode).toBe(401);
  });

  it('keep the default way to send signing links until the dealer changes it, and refuse a wrong one', async () => {
    const dealer = await registerDealer(t.app);
    const put = (payload: object) =>
      apiCall(t.app, 'PUT', '/api/dealer/settings', { cookie: dealer.cookie, payload });
    const get = async () =>
      (await apiCall(t.app, 'GET', '/api/dealer/settings', { cookie: dealer.cookie })).json();
    const { dealershipName, primaryColor, secondaryColor, defaultChannels } = await get();
    expect(defaultChannels).toEqual(['email']);
    const base = { dealershipName, primaryColor, secondaryColor };

    const saved = await put({ ...base, defaultChannels: ['sms'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).defaultChannels).toEqual(['sms']);

    // The form without the control (an older page, say) leaves the choice as it was.
    expect((await put({ ...base, dealershipPhone: '01632 960001' })).statusCode).toBe(200);
    expect((await get()).defaultChannels).toEqual(['sms']);

    for (const wrong of [[], ['fax'], 'sms']) {
      const res = await put({ ...base, defaultChannels: wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().message).toMatch(/e-mail|channel/i);
    }
    expect((await get()).defaultChannels).toEqual(['sms']);
  });

  it("rename the dealership in the dealer's own session at once (kept sessions forget on a settings change)", async () => {
    const dealer = await registerDealer(t.app, { dealershipName: 'Old Name Motors' });
    const user = async () =>
      (await apiCall(t.app, 'GET', '/api/auth/user', { cookie: dealer.cookie })).json().dealershipName;
    expect(await user()).toBe('Old Name Motors');
    const { primaryColor, secondaryColor } = (
      await apiCall(t.app, 'GET', '/api/dealer/settings', { cookie: dealer.cookie })
    ).json();
    const saved = await apiCall(t.app, 'PUT', '/api/dealer/settings', {
      cookie: dealer.cookie,
      payload: { dealershipName: 'New Name Motors', primaryColor, secondaryColor },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await eventually(async () => (await user()) === 'New Name Motors', {
      what: 'the new name in the session',
    });
  });
});
