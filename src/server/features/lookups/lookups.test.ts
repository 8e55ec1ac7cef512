import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import {
  FAKE_DVLA_KEY,
  FAKE_POSTCODE_KEY,
  type FakeProviders,
  lookupsAt,
  startFakeProviders,
} from '../../test/fake-providers.ts';

let providers: FakeProviders;
let t: TestApp;
let unconfigured: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  providers = await startFakeProviders();
  t = await buildTestApp(lookupsAt(providers));
  unconfigured = await buildTestApp();
  cookie = (await registerDealer(t.app)).cookie;
  otherCookie = (await registerDealer(unconfigured.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await providers.close();
});

const get = (url: string, app = t.app, c = cookie) => app.inject({ url, headers: { cookie: c } });

describe('vehicle lookup (DVLA Vehicle Enquiry Service)', () => {
  it('maps the DVLA answer and sends the documented request', async () => {
    const res = await get('/api/vehicle/aa19%20aaa');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registration: 'AA19AAA',
      make: 'Rover',
      model: null,
      yearOfManufacture: 2019,
      colour: 'Blue',
      fuelType: 'Petrol',
      motStatus: 'Valid',
    });
    expect(providers.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/vehicle-enquiry/v1/vehicles',
      apiKey: FAKE_DVLA_KEY,
      body: { registrationNumber: 'AA19AAA' },
    });
  });

  it('answers again from its cache for five minutes', async () => {
    await get('/api/vehicle/BF21KHW');
    const before = providers.calls.length;
    expect((await get('/api/vehicle/bf21khw')).json().registration).toBe('BF21KHW');
    expect(providers.calls.length).toBe(before);
  });

  it('maps the provider’s 404 to 404, and 429 and 500 to a plain 502', async () => {
    const missing = await get('/api/vehicle/ER19NFD');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vehicle not found');
    for (const reg of ['ER19THR', 'ER19ERR']) {
      const res = await get(`/api/vehicle/${reg}`);
      expect(res.statusCode, reg).toBe(502);
      expect(res.json().message).toBe(
        'Vehicle lookup is unavailable right now. Please enter the details by hand.',
      );
    }
  });

  it('checks the registration before calling anyone', async () => {
    const before = providers.calls.length;
    const res = await get('/api/vehicle/NOT-A-PLATE!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a valid UK registration');
    expect(providers.calls.length).toBe(before);
  });

  it('answers 503 when no key is configured', async () => {
    const res = await get('/api/vehicle/AA19AAA', unconfigured.app, otherCookie);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Vehicle lookup is not configured');
  });

  it('is for signed-in dealers', async () => {
    expect((await t.app.inject('/api/vehicle/AA19AAA')).statusCode).toBe(401);
  });
});

describe('postcode lookup (Ideal Postcodes)', () => {
  it('returns each address as line1, town and county', async () => {
    const res = await get('/api/postcode/id11qd');
    expect(res.statusCode).toBe(200);
    expect(res.json().addresses).toEqual([
      { line1: '2 Barons Court Road', town: 'LONDON', county: 'Greater London' },
      { line1: 'Flat 1, 3 Barons Court Road', town: 'LONDON', county: 'Greater London' },
      { line1: '4 Barons Court Road', town: 'LONDON', county: 'Greater London' },
    ]);
    expect(providers.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/postcodes/ID1%201QD',
      apiKey: FAKE_POSTCODE_KEY,
    });
    const before = providers.calls.length;
    await get('/api/postcode/ID1%201QD');
    expect(providers.calls.length).toBe(before);
  });

  it('maps not found to 404 and the provider’s failures to 502', async () => {
    expect((await get('/api/postcode/ZZ9%209ZZ')).statusCode).toBe(404);
    expect((await get('/api/postcode/ZZ9%209ZZ')).json().message).toBe('Postcode not found');
    for (const postcode of ['TE1%201ST', 'RL1%201MT', 'PY1%201MT']) {
      const res = await get(`/api/postcode/${postcode}`);
      expect(res.statusCode, postcode).toBe(502);
      expect(res.json().message).toMatch(/^Postcode lookup is unavailable right now/);
    }
  });

  it('validates the postcode, and answers 503 without a key', async () => {
    const bad = await get('/api/postcode/12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid UK postcode');
    const off = await get('/api/postcode/ID11QD', unconfigured.app, otherCookie);
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toBe('Postcode lookup is not configured');
  });

  it('reports a provider that cannot be reached as 502', async () => {
    const dead = await buildTestApp({ POSTCODE_API_URL: 'http://127.0.0.1:9', POSTCODE_API_KEY: 'x' });
    const c = (await registerDealer(dead.app)).cookie;
    const res = await get('/api/postcode/SW1A%201AA', dead.app, c);
    expect(res.statusCode).toBe(502);
    await dead.close();
  });
});
