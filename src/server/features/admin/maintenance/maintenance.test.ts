import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailOutbox, sessions, systemErrors, verifications } from '../../../db/schema.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, { email: 'ops@platform.test', password: 'admin password' });
  admin = sessionCookie(await login(t.app, 'ops@platform.test', 'admin password'));
});
afterAll(() => t.close());

const run = (action: string, payload?: object, cookie = admin) =>
  apiCall(t.app, 'POST', `/api/admin/maintenance/${action}`, { cookie, payload });
const DAY = 86_400_000;

describe('maintenance actions', () => {
  it('cleanup deletes expired sessions and tokens, and outbox mail older than 90 days', async () => {
    const dealer = await registerDealer(t.app);
    const { db } = t.app.deps;
    const past = new Date(Date.now() - DAY);
    await db.insert(sessions).values({ id: 'old-s', token: 'old-token', userId: dealer.id, expiresAt: past });
    await db.insert(verifications).values({ id: 'old-v', identifier: 'x', value: 'y', expiresAt: past });
    await db.insert(mailOutbox).values([
      {
        to: 'a@b.test',
        from: 'c@d.test',
        subject: 'old',
        text: 'old',
        createdAt: new Date(Date.now() - 91 * DAY),
      },
      {
        to: 'a@b.test',
        from: 'c@d.test',
        subject: 'recent',
        text: 'recent',
        createdAt: new Date(Date.now() - 89 * DAY),
      },
    ]);
    const res = await run('cleanup');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      action: 'cleanup',
      message:
        'Deleted 1 expired session, 1 expired verification token and 1 outbox message older than 90 days.',
    });
    expect((await apiCall(t.app, 'GET', '/api/auth/user', { cookie: dealer.cookie })).statusCode).toBe(200);
  });

  it('broadcast-message shows a banner to every dealer until it is withdrawn', async () => {
    const dealer = await registerDealer(t.app);
    const empty = await run('broadcast-message', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('A message is required');
    const long = await run('broadcast-message', { message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('At most 500 characters');

    const res = await run('broadcast-message', { message: 'Planned maintenance tonight 22:00–22:30' });
    expect(res.json().message).toBe('Every dealer now sees this message as a banner until they dismiss it.');
    const banner = (await apiCall(t.app, 'GET', '/api/broadcast-message', { cookie: dealer.cookie })).json();
    expect(banner).toMatchObject({
      id: expect.any(String),
      message: 'Planned maintenance tonight 22:00–22:30',
    });

    expect((await run('broadcast-message', { clear: true })).json().message).toBe(
      'The broadcast banner is withdrawn: dealers no longer see it.',
    );
    const none = await apiCall(t.app, 'GET', '/api/broadcast-message', { cookie: dealer.cookie });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('force-logout-all signs out every dealer and no administrator', async () => {
    const a = await registerDealer(t.app);
    const b = await registerDealer(t.app);
    const res = await run('force-logout-all');
    expect(res.json().message).toMatch(
      /^Signed out every dealer: \d+ sessions ended\. Administrators stay signed in\.$/,
    );
    for (const dealer of [a, b])
      expect((await apiCall(t.app, 'GET', '/api/auth/user', { cookie: dealer.cookie })).statusCode).toBe(401);
    expect((await apiCall(t.app, 'GET', '/api/auth/user', { cookie: admin })).statusCode).toBe(200);
    expect((await login(t.app, a.email, a.password)).statusCode).toBe(200);
  });

  it('clear-cache, optimize-database and restart-services say what they did', async () => {
    expect((await run('clear-cache')).json().message).toMatch(
      /^Emptied the in-memory caches: the session cache \(on every app instance\) and \d+ cached vehicle or postcode lookups?\.$/,
    );
    const vacuum = await run('optimize-database');
    expect(vacuum.statusCode, vacuum.body).toBe(200);
    expect(vacuum.json().message).toMatch(/^Ran VACUUM ANALYZE on the whole database in [\d.]+ s/);
    const restart = await run('restart-services');
    expect(restart.statusCode, restart.body).toBe(200);
    expect(restart.json().details.queues).toEqual(expect.arrayContaining(['mail.retry', 'seal']));
    expect(restart.json().message).toMatch(/^Restarted the job workers of \d+ queues \(.*mail\.retry.*\)/);
    // The restarted workers still work: a health check sees the queue answer.
    const health = (await run('health-check')).json();
    expect(health.details.results.map((r: { name: string }) => r.name)).toHaveLength(6);
  });

  it('backup-database writes a dump to storage and offers it for download', async () => {
    const res = await run('backup-database');
    expect(res.statusCode, res.body).toBe(200);
    const { message, downloadUrl, details } = res.json();
    expect(message).toMatch(/^Backup docs2sign-.+ written to storage \([\d.]+ MB\) by /);
    const file = await apiCall(t.app, 'GET', downloadUrl, { cookie: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(details.name);
    expect(file.rawPayload.length).toBe(details.size);
    if (t.app.deps.databaseKind === 'pglite')
      expect(file.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    else expect(file.rawPayload.subarray(0, 5).toString()).toBe('PGDMP');
    const missing = await apiCall(t.app, 'GET', '/api/admin/backups/..%2Fsecret', { cookie: admin });
    expect(missing.statusCode).toBe(404);
    // A backup holds every dealer's data: its download is audited (the missing one is not a download).
    const downloads = await t.app.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'backup.download'));
    expect(downloads).toEqual([
      expect.objectContaining({
        targetType: 'backup',
        targetId: details.name,
        details: { size: details.size },
      }),
    ]);
  });

  it('cleanup-orphaned deletes stored files no row names, never sealed copies or recent files', async () => {
    const root = path.join(t.app.deps.config.dataDir, 'files');
    const put = (key: string, ageMs: number) => {
      const file = path.join(root, key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'x');
      const at = new Date(Date.now() - ageMs);
      utimesSync(file, at, at);
      return key;
    };
    const orphan = put('documents/gone-dealer/gone-doc/original.pdf', 2 * DAY);
    const fresh = put('documents/new-dealer/uploading/original.pdf', 60_000);
    const sealed = put('sealed/gone-dealer/gone-request/doc-abc.pdf', 2 * DAY);
    const pageImage = put('page-images/deadbeef/1-800.webp', 2 * DAY);
    const res = await run('cleanup-orphaned');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({ deleted: 2, documents: 1, pageImages: 1 });
    expect(res.json().message).toContain('Sealed copies are never touched.');
    const storage = t.app.deps.storage;
    expect(await storage.size(orphan)).toBeNull();
    expect(await storage.size(pageImage)).toBeNull();
    expect(await storage.size(fresh)).toBe(1);
    expect(await storage.size(sealed)).toBe(1);
  });

  it('reset-error-logs archives resolved errors only', async () => {
    await t.app.deps.db.insert(systemErrors).values([
      {
        severity: 'low',
        errorType: 'request_error',
        source: 'GET /x',
        message: 'old',
        resolvedAt: new Date(),
      },
      { severity: 'high', errorType: 'request_error', source: 'GET /y', message: 'open' },
    ]);
    const res = await run('reset-error-logs');
    expect(res.json().message).toBe(
      'Archived 1 resolved error: they leave the System Errors list; unresolved errors stay.',
    );
    expect((await run('reset-error-logs')).json().details).toEqual({ archived: 0 });
  });

  it('health-check runs the system checks and names each', async () => {
    const res = await run('health-check');
    expect(res.statusCode, res.body).toBe(200);
    const { message, details } = res.json();
    expect(details.results).toHaveLength(6);
    expect(message).toMatch(/^(All 6 checks passed|\d+ checks? of 6 failed)/);
  });

  it('answers 404 to an action it does not know', async () => {
    const res = await run('reboot-the-world');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unknown maintenance action: reboot-the-world');
  });

  it('records each run in the audit log', async () => {
    await run('optimize-database');
    const rows = await t.app.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'maintenance.optimize-database'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ targetType: 'system', ipAddress: expect.any(String) });
  });
});
