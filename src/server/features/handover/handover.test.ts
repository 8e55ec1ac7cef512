import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { pdftotext } from '../../test/poppler.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let rival: Awaited<ReturnType<typeof registerDealer>>;
let scenario: ReturnType<typeof signingScenario>;
let documentId: string;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app, { firstName: 'Priya', lastName: 'Shah' });
  rival = await registerDealer(t.app);
  scenario = signingScenario(t, dealer);
  documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
});
afterAll(() => t.close());

describe('signing in person on the dealer’s device', () => {
  it('limits unlock guesses on the handed-over session itself, whatever the address or other cookies', async () => {
    const device = await registerDealer(t.app);
    const own = signingScenario(t, device);
    const { requestId } = await own.sendRequest('guesser@example.co.uk', [
      await own.uploadFixture('HP-agreement-AMF-448120.pdf'),
    ]);
    expect(
      (await call('POST', `/api/signing-requests/${requestId}/handover`, device.cookie)).statusCode,
    ).toBe(200);
    const guess = (n: number) =>
      apiCall(t.app, 'POST', '/api/handover/unlock', {
        cookie: `${device.cookie}; extra${n}=x`,
        remoteAddress: `10.55.0.${n}`,
        payload: { password: `guess ${n}` },
      });
    for (let n = 1; n <= 5; n++) expect((await guess(n)).statusCode).toBe(401);
    expect((await guess(6)).statusCode).toBe(429);
  });

  it('locks only this session until the password is typed again; the link stays valid', async () => {
    const { requestId, token } = await scenario.sendRequest('walk-in@example.co.uk', [documentId]);

    const refused = await call('POST', `/api/signing-requests/${requestId}/handover`, rival.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Signing request not found');
    expect((await call('GET', '/api/handover', rival.cookie)).json()).toEqual({ active: false });

    const started = await call('POST', `/api/signing-requests/${requestId}/handover`, dealer.cookie);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().signUrl).toBe(`/sign/${token}?handover=1`);
    expect((await call('GET', '/api/handover', dealer.cookie)).json()).toMatchObject({
      active: true,
      requestId,
      customerName: 'Aisha Rahman',
    });

    const wrong = await call('POST', '/api/handover/unlock', dealer.cookie, { password: 'not my password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await call('GET', '/api/handover', dealer.cookie)).json().active).toBe(true);

    const empty = await call('POST', '/api/handover/unlock', dealer.cookie, { password: '' });
    expect(empty.statusCode).toBe(400);

    const right = await call('POST', '/api/handover/unlock', dealer.cookie, { password: TEST_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    expect((await call('GET', '/api/handover', dealer.cookie)).json()).toEqual({ active: false });

    // The customer who stopped can still sign later from their own link.
    expect((await scenario.customerCall('GET', `/api/sign/${token}`)).statusCode).toBe(200);
  });

  it('a stranger cannot unlock or hand over; a closed request cannot be handed over', async () => {
    expect(
      (await apiCall(t.app, 'POST', '/api/handover/unlock', { payload: { password: 'x' } })).statusCode,
    ).toBe(401);
    const { requestId } = await scenario.sendRequest('cancelled@example.co.uk', [documentId]);
    await call('POST', `/api/signing-requests/${requestId}/cancel`, dealer.cookie);
    const closed = await call('POST', `/api/signing-requests/${requestId}/handover`, dealer.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This request is no longer open for signing.');
    expect((await call('POST', '/api/signing-requests/not-a-uuid/handover', dealer.cookie)).statusCode).toBe(
      404,
    );
  });

  it('a submit on the handed-over session ends the lock and the certificate says who handed it over', async () => {
    const { requestId, token } = await scenario.sendRequest('in-person@example.co.uk', [documentId]);
    await call('POST', `/api/signing-requests/${requestId}/handover`, dealer.cookie);
    await scenario.signAll(token, [documentId]);
    const submitted = await apiCall(t.app, 'POST', `/api/sign/${token}/submit`, { cookie: dealer.cookie });
    expect(submitted.statusCode, submitted.body).toBe(200);

    expect((await call('GET', '/api/handover', dealer.cookie)).json()).toEqual({ active: false });
    const events = (await call('GET', `/api/signing-requests/${requestId}/events`, dealer.cookie)).json();
    const line = `Signed in person on the dealer's device, handed over by Priya Shah (${dealer.email})`;
    expect(events.map((e: { description: string }) => e.description)).toContain(line);

    const text = (await pdftotext(await scenario.sealedCopy(token, documentId))).replace(/\s+/g, ' ');
    expect(text).toContain('Signed in person');
    expect(text).toContain(`handed over by Priya Shah`);
  });

  it('a submit from the customer’s own phone is not recorded as in person', async () => {
    const { requestId, token } = await scenario.sendRequest('own-phone@example.co.uk', [documentId]);
    await call('POST', `/api/signing-requests/${requestId}/handover`, dealer.cookie);
    await scenario.signAll(token, [documentId]);
    expect((await scenario.customerCall('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);
    const events = (await call('GET', `/api/signing-requests/${requestId}/events`, dealer.cookie)).json();
    expect(events.some((e: { type: string }) => e.type === 'signed_in_person')).toBe(false);
    // The dealer's lock ends all the same: the request is no longer open.
    expect((await call('GET', '/api/handover', dealer.cookie)).json()).toEqual({ active: false });
  });
});
