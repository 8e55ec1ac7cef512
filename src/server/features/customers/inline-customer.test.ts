// DECISIONS.md "Customers": the Customers dialog requires phone and postcode; a customer created inline on
// a send flow needs only name and e-mail. One schema, two variants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

const create = (payload: object) =>
  apiCall(t.app, 'POST', '/api/customers', { cookie: dealer.cookie, payload });

describe('a customer created inline on the send page', () => {
  it('needs a name, an e-mail and a postcode; the phone is kept empty, the registration normalised', async () => {
    const noPostcode = await create({ name: 'Tomasz Nowak', email: 'tomasz@example.co.uk', inline: true });
    expect(noPostcode.statusCode).toBe(400);
    expect(noPostcode.json().message).toBe('Postcode is required');
    const res = await create({
      name: 'Tomasz Nowak',
      email: 'tomasz@example.co.uk',
      postcode: 'b20 1ls',
      vehicleRegistration: 'ln68 xyz',
      inline: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Tomasz Nowak',
      phone: '',
      postcode: 'B20 1LS',
      vehicleRegistration: 'LN68XYZ',
    });
    expect(res.json()).not.toHaveProperty('inline');
  });

  it('still checks a postcode that is given, and still needs a name and an e-mail', async () => {
    const badPostcode = await create({
      name: 'A B',
      email: 'ab@example.co.uk',
      postcode: 'nowhere',
      inline: true,
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().message).toBe('Enter a valid UK postcode');
    const noEmail = await create({ name: 'A B', inline: true });
    expect(noEmail.statusCode).toBe(400);
  });

  it('the Customers dialog’s variant (no `inline`) still requires phone and postcode', async () => {
    const res = await create({ name: 'Tomasz Nowak', email: 'tomasz2@example.co.uk' });
    expect(res.statusCode).toBe(400);
    // Issues are one per field, each naming its field.
    expect(JSON.stringify(res.json().issues)).toContain('Phone is required');
    expect(JSON.stringify(res.json().issues)).toContain('Postcode is required');
  });
});
