import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../../db/schema.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { FIXTURES } from '../../../test/signing-scenario.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The dealer's business mail server in these tests is an in-process one on 127.0.0.1.
  t = await buildTestApp({ SMTP_ALLOW_PRIVATE_HOSTS: 'true' });
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'cc-admin@platform.test',
    password: 'admin password',
  });
  admin = sessionCookie(await login(t.app, 'cc-admin@platform.test', 'admin password'));
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => apiCall(t.app, 'GET', url, { cookie });
const post = (url: string, payload?: object, cookie = admin) =>
  apiCall(t.app, 'POST', url, { cookie, payload });

/** The names and contents of a ZIP's entries, read from its central directory. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((o) => zip.readUInt16LE(at + o));
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength!);
    const local = zip.readUInt32LE(at + 42);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength! + extraLength! + commentLength!;
  }
  return entries;
}

describe('system stats', () => {
  it('answers the machine’s figures and the database’s counts', async () => {
    await registerDealer(t.app);
    const res = await get('/api/admin/system-stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    for (const key of ['cpuUsage', 'memoryUsage', 'diskUsage']) {
      expect(stats[key]).toBeGreaterThanOrEqual(0);
      expect(stats[key]).toBeLessThanOrEqual(100);
    }
    expect(stats.memoryUsage).toBeGreaterThan(0);
    expect(stats.diskUsage).toBeGreaterThan(0);
    expect(stats.systemUptime).toBeGreaterThanOrEqual(0);
    expect(stats.totalDealers).toBeGreaterThanOrEqual(1);
    expect(stats).toMatchObject({ errorCount: expect.any(Number), pendingRequests: 0, totalDocuments: 0 });
  });
});

describe('dealers overview', () => {
  it('searches, filters by derived status and pages, with each dealer’s counts', async () => {
    const quiet = await registerDealer(t.app, { dealershipName: 'Quietwater Autos' });
    const busy = await registerDealer(t.app, { dealershipName: 'Busybody Motors' });
    // No sign-in for 31 days: inactive (derived), though the account is active.
    await t.app.deps.db
      .update(users)
      .set({
        lastSignInAt: new Date(Date.now() - 31 * 86_400_000),
        createdAt: new Date(Date.now() - 60 * 86_400_000),
      })
      .where(eq(users.id, quiet.id));
    await apiCall(t.app, 'POST', '/api/customers', {
      cookie: busy.cookie,
      payload: { name: 'Ann Lee', email: 'ann@example.com', phone: '07700900123', postcode: 'SW1A 1AA' },
    });

    const found = (await get('/api/admin/dealers-overview?search=busybody')).json();
    expect(found.total).toBe(1);
    expect(found.dealers[0]).toMatchObject({
      id: busy.id,
      dealershipName: 'Busybody Motors',
      status: 'active',
      customersCount: 1,
      documentsCount: 0,
      requestsCount: 0,
      smtpEnabled: false,
      errorCount: 0,
    });
    expect(found.dealers[0].lastActive).not.toBeNull();

    const inactive = (await get('/api/admin/dealers-overview?status=inactive')).json();
    expect(inactive.dealers.map((d: { id: string }) => d.id)).toEqual([quiet.id]);
    expect(inactive.dealers[0].status).toBe('inactive');
    const active = (await get('/api/admin/dealers-overview?status=active')).json();
    expect(active.dealers.some((d: { id: string }) => d.id === quiet.id)).toBe(false);
    // Search escapes LIKE's wildcards: "%" matches no one.
    expect((await get('/api/admin/dealers-overview?search=%25')).json().total).toBe(0);

    const all = (await get('/api/admin/dealers-overview')).json();
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await get('/api/admin/dealers-overview?page=2')).json().dealers).toEqual([]);
  });

  it('refuses a status or page it does not know', async () => {
    const bad = await get('/api/admin/dealers-overview?status=asleep');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be all, active, inactive, suspended or pending');
    expect((await get('/api/admin/dealers-overview?page=0')).statusCode).toBe(400);
  });
});

describe('bulk dealer actions', () => {
  it('suspends with a reason (signing the dealers out), then reactivates them', async () => {
    const a = await registerDealer(t.app);
    const b = await registerDealer(t.app);
    const noReason = await post('/api/admin/bulk-dealer-action', { action: 'suspend', dealerIds: [a.id] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('A reason for suspension is required');

    const res = await post('/api/admin/bulk-dealer-action', {
      action: 'suspend',
      dealerIds: [a.id, b.id, 'no-such-dealer'],
      reason: 'Chargeback review',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      action: 'suspend',
      affected: 2,
      message: 'Suspended 2 dealers and signed them out.',
    });
    expect((await get('/api/auth/user', a.cookie)).statusCode).toBe(401);
    const refused = await login(t.app, b.email, b.password);
    expect(refused.json().message).toBe('Your account has been suspended: Chargeback review');
    const [audited] = await t.app.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, a.id));
    expect(audited).toMatchObject({
      action: 'dealer.suspend',
      reason: 'Chargeback review',
      targetType: 'dealer',
    });

    const again = await post('/api/admin/bulk-dealer-action', {
      action: 'reactivate',
      dealerIds: [a.id, b.id],
    });
    expect(again.json()).toMatchObject({ affected: 2, message: 'Reactivated 2 dealers.' });
    expect((await login(t.app, b.email, b.password)).statusCode).toBe(200);
  });

  it('clears a dealer’s own e-mail server settings', async () => {
    const dealer = await registerDealer(t.app);
    const saved = await apiCall(t.app, 'PUT', '/api/dealer/smtp', {
      cookie: dealer.cookie,
      payload: {
        smtpEnabled: true,
        smtpHost: '127.0.0.1',
        smtpPort: 587,
        smtpSecure: false,
        smtpUser: 'sales@example.com',
        smtpPassword: 'secret-pass',
        smtpFromEmail: 'sales@example.com',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await get(`/api/admin/dealers-overview?search=${encodeURIComponent(dealer.email)}`)).json().dealers[0]
        .smtpEnabled,
    ).toBe(true);
    const res = await post('/api/admin/bulk-dealer-action', { action: 'reset-smtp', dealerIds: [dealer.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Cleared the e-mail server settings of 1 dealer: their mail now goes through the platform.',
    );
    const row = (await get(`/api/admin/dealers-overview?search=${encodeURIComponent(dealer.email)}`)).json()
      .dealers[0];
    expect(row.smtpEnabled).toBe(false);
    expect((await get('/api/dealer/smtp', dealer.cookie)).json()).toMatchObject({
      smtpEnabled: false,
      smtpHost: null,
      smtpPasswordSet: false,
    });
  });

  it('streams a ZIP of a dealer’s records and files', async () => {
    const dealer = await registerDealer(t.app, { dealershipName: 'Zipper Cars' });
    const body = await multipartBody([
      {
        field: 'document',
        name: 'HP-agreement-AMF-448120.pdf',
        bytes: readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf')),
      },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const res = await post('/api/admin/bulk-dealer-action', {
      action: 'export-data',
      dealerIds: [dealer.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="docs2sign-dealers-/);
    const entries = readZip(res.rawPayload);
    const names = [...entries.keys()];
    expect(names).toContain('README.txt');
    expect(JSON.parse(entries.get('sealing-certificates.json')!.toString())).toEqual(expect.any(Array));
    const records = names.find((n) => n.endsWith('/records.json'))!;
    expect(records).toMatch(/^Zipper-Cars-/);
    const json = JSON.parse(entries.get(records)!.toString());
    expect(json.account.email).toBe(dealer.email);
    expect(json.documents).toHaveLength(1);
    expect(json.requestSigners).toEqual([]);
    expect(JSON.stringify(json)).not.toMatch(/smtpPasswordSealed|tokenHash|tokenSealed|wrappedKey/);
    const pdf = names.find((n) => n.endsWith('.pdf'))!;
    expect(entries.get(pdf)!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers plain 4xx messages', async () => {
    const none = await post('/api/admin/bulk-dealer-action', { action: 'reactivate', dealerIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose at least one dealer');
    const unknown = await post('/api/admin/bulk-dealer-action', { action: 'delete', dealerIds: ['x'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Unknown action: choose suspend, reactivate, reset-smtp or export-data',
    );
    const nobody = await post('/api/admin/bulk-dealer-action', {
      action: 'reactivate',
      dealerIds: ['nobody'],
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('None of the chosen dealers exists');
  });
});

describe('administrators only', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/admin/system-stats'],
    ['GET', '/api/admin/dealers-overview'],
    ['POST', '/api/admin/bulk-dealer-action', { action: 'reactivate', dealerIds: ['x'] }],
    ['POST', '/api/admin/maintenance/health-check'],
    ['POST', '/api/admin/maintenance/no-such-action'],
    ['GET', '/api/admin/backups/docs2sign-2026-01-01T00-00-00-000Z.dump'],
  ];
  it('answers 401 to a visitor and 403 to a dealer', async () => {
    const dealer = await registerDealer(t.app);
    for (const [method, url, payload] of calls) {
      const visitor = await apiCall(t.app, method as 'GET', url, { payload });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const asDealer = await apiCall(t.app, method as 'GET', url, { payload, cookie: dealer.cookie });
      expect(asDealer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await get('/api/broadcast-message', '')).statusCode).toBe(401);
  });
});
