// Retention and the customer's rights, on real sealed sets: 7 years from completion nothing of a sealed set
// can be deleted (409 with the date), the operator's legal hold outlasts the period, a customer's data comes
// out as a ZIP and is erased where no duty holds, and the erasure is recorded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerErasures,
  signingEvents,
  signingRequestDocuments,
  signingRequests,
} from '../../db/schema.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../test/build-test-app.ts';
import { readZip } from '../../test/read-zip.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

let t: TestApp;
let admin: string;
let scenario: ReturnType<typeof signingScenario>;
let other: Awaited<ReturnType<typeof registerDealer>>;
let documentIds: string[];
let dealerCookie: string;

const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
const plusSevenYears = (d: Date) => {
  const until = new Date(d);
  until.setUTCFullYear(until.getUTCFullYear() + 7);
  return until;
};

/** A new customer who signs and submits; answers once the set is sealed. */
async function sealedSet(email: string) {
  const sent = await scenario.sendRequest(email, documentIds);
  await scenario.customerCall('GET', `/api/sign/${sent.token}`);
  await scenario.signAll(sent.token, documentIds);
  const submitted = await scenario.customerCall('POST', `/api/sign/${sent.token}/submit`);
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  const copy = await scenario.sealedCopy(sent.token, documentIds[0]!);
  return { ...sent, copy };
}

async function completedAt(requestId: string) {
  const [row] = await t.app.deps.db
    .select({ completedAt: signingRequests.completedAt })
    .from(signingRequests)
    .where(eq(signingRequests.id, requestId));
  return row!.completedAt!;
}

/** Moves a set's completion back by 7 years and a day: its period is over. */
async function backdate(requestId: string) {
  const past = new Date(Date.now() - (7 * 365 + 3) * 86_400_000);
  await t.app.deps.db
    .update(signingRequests)
    .set({ completedAt: past })
    .where(eq(signingRequests.id, requestId));
}

const hold = (requestId: string, held: boolean, cookie = admin) =>
  apiCall(t.app, 'POST', '/api/admin/legal-hold', {
    cookie,
    payload: { requestId, hold: held, reason: 'Customer dispute, FOS ref 123' },
  });

beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'ret-admin@platform.test',
    password: 'admin password',
  });
  admin = sessionCookie(await login(t.app, 'ret-admin@platform.test', 'admin password'));
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  dealerCookie = dealer.cookie;
  other = await registerDealer(t.app, { dealershipName: 'Other Motors Ltd' });
  scenario = signingScenario(t, dealer);
  documentIds = [await scenario.uploadFixture('HP-agreement-AMF-448120.pdf')];
}, 60_000);
afterAll(() => t.close());

describe('deleting within the retention period', () => {
  it('answers 409 with the date for the signed set and for its customer', async () => {
    const set = await sealedSet('kept@example.co.uk');
    const until = longDate(plusSevenYears(await completedAt(set.requestId)));
    const request = await scenario.dealerCall('DELETE', `/api/signing-requests/${set.requestId}`);
    expect(request.statusCode).toBe(409);
    expect(request.json().message).toBe(
      `This signed set cannot be deleted until ${until}: signed documents and their history are kept for 7 years from completion.`,
    );
    const customer = await scenario.dealerCall('DELETE', `/api/customers/${set.customerId}`);
    expect(customer.statusCode).toBe(409);
    expect(customer.json().message).toContain(`This customer cannot be deleted until ${until}`);
    // Nothing went: the request, its history and the sealed copy are all still there.
    expect((await scenario.dealerCall('GET', `/api/signing-requests/${set.requestId}`)).statusCode).toBe(200);
    expect(
      (await scenario.customerCall('GET', `/api/sign/${set.token}/documents/${documentIds[0]}/download`))
        .statusCode,
    ).toBe(200);
  }, 60_000);

  it('asks for an open request to be cancelled first, and hides other dealers’ requests', async () => {
    const sent = await scenario.sendRequest('open@example.co.uk', documentIds);
    const open = await scenario.dealerCall('DELETE', `/api/signing-requests/${sent.requestId}`);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/cancel it/);
    const foreign = await apiCall(t.app, 'DELETE', `/api/signing-requests/${sent.requestId}`, {
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    await scenario.dealerCall('POST', `/api/signing-requests/${sent.requestId}/cancel`);
    const cancelled = await scenario.dealerCall('DELETE', `/api/signing-requests/${sent.requestId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe('after the period', () => {
  it('deletes the set with its history and sealed files', async () => {
    const set = await sealedSet('expired@example.co.uk');
    const [row] = await t.app.deps.db
      .select({ key: signingRequestDocuments.sealedKey })
      .from(signingRequestDocuments)
      .where(eq(signingRequestDocuments.requestId, set.requestId));
    const sealedKey = row!.key!;
    expect(await t.app.deps.storage.size(sealedKey)).toBe(set.copy.length);
    await backdate(set.requestId);
    const res = await scenario.dealerCall('DELETE', `/api/signing-requests/${set.requestId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await scenario.dealerCall('GET', `/api/signing-requests/${set.requestId}`)).statusCode).toBe(404);
    const events = await t.app.deps.db
      .select()
      .from(signingEvents)
      .where(eq(signingEvents.requestId, set.requestId));
    expect(events).toEqual([]);
    expect(await t.app.deps.storage.size(sealedKey)).toBeNull();
  }, 60_000);

  it('keeps a set under legal hold, recorded in the audit log, until the operator releases it', async () => {
    const set = await sealedSet('held@example.co.uk');
    await backdate(set.requestId);
    expect((await hold(set.requestId, true, dealerCookie)).statusCode).toBe(403);
    const placed = await hold(set.requestId, true);
    expect(placed.statusCode, placed.body).toBe(200);
    const refused = await scenario.dealerCall('DELETE', `/api/signing-requests/${set.requestId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/legal hold/);
    expect((await scenario.dealerCall('DELETE', `/api/customers/${set.customerId}`)).statusCode).toBe(409);

    const released = await hold(set.requestId, false);
    expect(released.json().message).toMatch(/may now delete/);
    const audit = await apiCall(
      t.app,
      'GET',
      `/api/admin/audit-log?targetType=signing_request&targetId=${set.requestId}`,
      {
        cookie: admin,
      },
    );
    expect(
      audit
        .json()
        .map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['signing_request.legal_hold', 'signing_request.legal_hold_release']);
    expect(audit.json()[0].reason).toBe('Customer dispute, FOS ref 123');
    expect((await scenario.dealerCall('DELETE', `/api/signing-requests/${set.requestId}`)).statusCode).toBe(
      200,
    );
  }, 60_000);

  it('refuses a hold from a dealer, and a bad one from the operator', async () => {
    const dealerTry = await apiCall(t.app, 'POST', '/api/admin/legal-hold', {
      cookie: other.cookie,
      payload: { requestId: crypto.randomUUID(), hold: true, reason: 'mine' },
    });
    expect(dealerTry.statusCode).toBe(403);
    expect((await hold(crypto.randomUUID(), true)).statusCode).toBe(404);
    const noReason = await apiCall(t.app, 'POST', '/api/admin/legal-hold', {
      cookie: admin,
      payload: { requestId: crypto.randomUUID(), hold: 'yes' },
    });
    expect(noReason.statusCode).toBe(400);
  });
});

describe('a customer’s data', () => {
  it('exports as a ZIP with their record, history and signed copies, for their own dealer only', async () => {
    const set = await sealedSet('export@example.co.uk');
    const res = await scenario.dealerCall('GET', `/api/customers/${set.customerId}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = readZip(res.rawPayload);
    const names = [...zip.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'customer.json',
        `requests/${set.requestId}/request.json`,
        'erasures.json',
      ]),
    );
    const pdfs = names.filter((n) => n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(1);
    expect(zip.get(pdfs[0]!)!.equals(set.copy)).toBe(true);
    expect(JSON.parse(zip.get('customer.json')!.toString())).toMatchObject({ email: 'export@example.co.uk' });
    const request = JSON.parse(zip.get(`requests/${set.requestId}/request.json`)!.toString());
    expect(request.status).toBe('completed');
    expect(request.history.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['created', 'opened', 'signed', 'submitted', 'sealed']),
    );
    const foreign = await apiCall(t.app, 'GET', `/api/customers/${set.customerId}/export`, {
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  }, 60_000);

  it('erases what no duty holds, keeps the sealed set with its date, and records it', async () => {
    const set = await sealedSet('erase-me@example.co.uk');
    const until = longDate(plusSevenYears(await completedAt(set.requestId)));
    // A second, cancelled request for the same customer: nothing keeps it.
    const second = await scenario.dealerCall('POST', '/api/signing-requests', {
      customerId: set.customerId,
      documentIds,
      mismatchConfirmed: true,
    });
    await scenario.dealerCall('POST', `/api/signing-requests/${second.json().id}/cancel`);
    expect(
      (await apiCall(t.app, 'POST', `/api/customers/${set.customerId}/erase`, { cookie: other.cookie }))
        .statusCode,
    ).toBe(404);

    const res = await scenario.dealerCall('POST', `/api/customers/${set.customerId}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toContain(
      `1 signed set is kept (signed set kept until ${until} (7 years from completion))`,
    );
    expect(answer.removed).toMatchObject({
      signingRequests: 1,
      customerRecord: 'phone, postcode, address and vehicle cleared',
    });
    expect(answer.kept.signingRequests).toEqual([expect.objectContaining({ requestId: set.requestId })]);

    // What remains: the sealed set and the name and e-mail; the cancelled request is gone.
    expect((await scenario.dealerCall('GET', `/api/signing-requests/${set.requestId}`)).statusCode).toBe(200);
    expect((await scenario.dealerCall('GET', `/api/signing-requests/${second.json().id}`)).statusCode).toBe(
      404,
    );
    const exported = readZip(
      (await scenario.dealerCall('GET', `/api/customers/${set.customerId}/export`)).rawPayload,
    );
    const customer = JSON.parse(exported.get('customer.json')!.toString());
    expect(customer).toMatchObject({
      name: 'Aisha Rahman',
      email: 'erase-me@example.co.uk',
      phone: '',
      postcode: '',
    });
    expect(customer.archivedAt).not.toBeNull();
    const erasures = JSON.parse(exported.get('erasures.json')!.toString());
    expect(erasures).toHaveLength(1);
    expect([...exported.keys()].filter((n) => n.startsWith('requests/'))).toEqual(
      expect.arrayContaining([`requests/${set.requestId}/request.json`]),
    );
    expect([...exported.keys()].some((n) => n.includes(second.json().id))).toBe(false);
  }, 60_000);

  it('erases a customer entirely once nothing must be kept, and keeps the record of it', async () => {
    const set = await sealedSet('gone@example.co.uk');
    await backdate(set.requestId);
    const res = await scenario.dealerCall('POST', `/api/customers/${set.customerId}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Customer erased: nothing is kept.',
      removed: { customerRecord: 'deleted', signingRequests: 1, sealedFiles: 1 },
      kept: { customerRecord: null, signingRequests: [] },
    });
    expect((await scenario.dealerCall('GET', `/api/customers/${set.customerId}`)).statusCode).toBe(404);
    const records = await t.app.deps.db
      .select()
      .from(customerErasures)
      .where(eq(customerErasures.customerId, set.customerId));
    expect(records).toHaveLength(1);
    expect(JSON.stringify(records[0])).not.toContain('gone@example.co.uk');
  }, 60_000);
});
