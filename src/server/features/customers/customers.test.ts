import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingRequests } from '../../db/schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
let rival: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  rival = await registerDealer(t.app, { dealershipName: 'Rival Cars' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

const valid = {
  name: 'Aisha Rahman',
  email: 'Aisha.Rahman@Example.co.uk',
  phone: '07700 900123',
  postcode: 'b33 8th',
  address: '12 Hollybush Lane, Birmingham, West Midlands',
  vehicleRegistration: 'bf21 khw',
  vehicleData: {
    make: 'Ford',
    model: 'Focus',
    yearOfManufacture: 2021,
    colour: 'Blue',
    fuelType: 'Petrol',
    motStatus: 'Valid',
  },
};

describe('customers', () => {
  it('creates a customer with normalised postcode, registration and e-mail, and lists it', async () => {
    const res = await call('POST', '/api/customers', dealer.cookie, valid);
    expect(res.statusCode).toBe(201);
    const customer = res.json();
    expect(customer).toMatchObject({
      name: 'Aisha Rahman',
      email: 'aisha.rahman@example.co.uk',
      postcode: 'B33 8TH',
      vehicleRegistration: 'BF21KHW',
      vehicleData: valid.vehicleData,
    });
    const list = await call('GET', '/api/customers', dealer.cookie);
    expect(list.json().map((c: { id: string }) => c.id)).toContain(customer.id);
    expect((await call('GET', '/api/customers', rival.cookie)).json()).toEqual([]);
  });

  it('keeps optional fields optional', async () => {
    const res = await call('POST', '/api/customers', dealer.cookie, {
      name: 'Tom Ellis',
      email: 'tom@example.com',
      phone: '0121 496 0000',
      postcode: 'M1 1AE',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ address: null, vehicleRegistration: null, vehicleData: null });
  });

  it('answers every invalid field with the spec’s message', async () => {
    const res = await call('POST', '/api/customers', dealer.cookie, {
      name: ' ',
      email: 'nope',
      phone: '',
      postcode: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Valid email is required' },
        { path: 'phone', message: 'Phone is required' },
        { path: 'postcode', message: 'Postcode is required' },
      ]),
    );
    const bad = await call('POST', '/api/customers', dealer.cookie, {
      ...valid,
      postcode: '12345',
      vehicleRegistration: 'NOT A REG',
    });
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'postcode', message: 'Enter a valid UK postcode' },
        { path: 'vehicleRegistration', message: 'Enter a valid UK registration' },
      ]),
    );
  });

  it('a missing field is named in plain words, never in zod’s wording', async () => {
    const res = await call('POST', '/api/customers', dealer.cookie, {});
    expect(res.statusCode).toBe(400);
    const messages = (res.json().issues as { message: string }[]).map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Name is required', 'Email is required']));
    expect(JSON.stringify(res.json())).not.toMatch(/Invalid input|expected string|received undefined/);
  });

  it('updates a customer', async () => {
    const created = (await call('POST', '/api/customers', dealer.cookie, valid)).json();
    const res = await call('PUT', `/api/customers/${created.id}`, dealer.cookie, {
      ...valid,
      phone: '07700 900999',
      vehicleRegistration: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, phone: '07700 900999', vehicleRegistration: null });
  });

  it('deletes a customer without signing records', async () => {
    const created = (await call('POST', '/api/customers', dealer.cookie, valid)).json();
    const res = await call('DELETE', `/api/customers/${created.id}`, dealer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Customer deleted', archived: false });
    expect((await call('GET', `/api/customers/${created.id}`, dealer.cookie)).statusCode).toBe(404);
  });

  // A completed set within its 7 years refuses the delete instead (features/retention/retention.test.ts).
  it('archives a customer with signing records instead of destroying them', async () => {
    const created = (await call('POST', '/api/customers', dealer.cookie, valid)).json();
    const [request] = await t.app.deps.db
      .insert(signingRequests)
      .values({ dealerId: dealer.id, customerId: created.id, status: 'cancelled' })
      .returning();
    const res = await call('DELETE', `/api/customers/${created.id}`, dealer.cookie);
    expect(res.json()).toMatchObject({ archived: true });
    const list = (await call('GET', '/api/customers', dealer.cookie)).json() as { id: string }[];
    expect(list.map((c) => c.id)).not.toContain(created.id);
    const requests = (await call('GET', '/api/signing-requests', dealer.cookie)).json();
    expect(requests.find((r: { id: string }) => r.id === request!.id)).toMatchObject({
      customer: { name: 'Aisha Rahman' },
    });
  });

  describe('another dealer’s customer answers 404', () => {
    let theirs: { id: string };
    beforeAll(async () => {
      theirs = (await call('POST', '/api/customers', rival.cookie, valid)).json();
    });
    it('for read', async () => {
      expect((await call('GET', `/api/customers/${theirs.id}`, dealer.cookie)).statusCode).toBe(404);
    });
    it('for update, leaving it unchanged', async () => {
      const res = await call('PUT', `/api/customers/${theirs.id}`, dealer.cookie, {
        ...valid,
        name: 'Hijacked',
      });
      expect(res.statusCode).toBe(404);
      expect((await call('GET', `/api/customers/${theirs.id}`, rival.cookie)).json().name).toBe(
        'Aisha Rahman',
      );
    });
    it('for delete, leaving it in place', async () => {
      expect((await call('DELETE', `/api/customers/${theirs.id}`, dealer.cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/customers/${theirs.id}`, rival.cookie)).statusCode).toBe(200);
    });
    it('and a malformed id is as unknown', async () => {
      expect((await call('GET', '/api/customers/123', dealer.cookie)).statusCode).toBe(404);
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/customers' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });
});
