import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

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
});
