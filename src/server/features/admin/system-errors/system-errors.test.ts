import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobHandler, JobQueue } from '../../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../../lib/mail/mailer.ts';
import {
  type ErrorReport,
  JobFailure,
  withJobFailureCapture,
} from '../../../lib/observability/observability.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { eventually } from '../../../test/eventually.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';

let t: TestApp;
let admin: string;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, { email: 'ops@platform.test', password: 'ops password 1' });
  admin = sessionCookie(await login(t.app, 'ops@platform.test', 'ops password 1'));
  dealer = await registerDealer(t.app, { dealershipName: 'Failing Motors' });
});
afterAll(() => t.close());

type Listed = { id: string; source: string; severity: string; resolved: boolean } & Record<string, unknown>;
const list = async (query = '') => {
  const res = await apiCall(t.app, 'GET', `/api/admin/system-errors${query}`, { cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
};
const fromNotifications = (rows: Listed[]) => rows.filter((e) => e.source.includes('/api/notifications'));

describe('system errors', () => {
  it('records a route that throws, with the dealer, and lets an administrator find and resolve it', async () => {
    // A real failure inside a real route: the table it reads has gone.
    await t.app.deps.db.execute(sql`alter table notifications rename to notifications_away`);
    let failed: Awaited<ReturnType<typeof apiCall>>;
    try {
      failed = await apiCall(t.app, 'GET', '/api/notifications', { cookie: dealer.cookie });
    } finally {
      await t.app.deps.db.execute(sql`alter table notifications_away rename to notifications`);
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Internal Server Error', code: 'INTERNAL' });

    const [error] = await eventually(async () => {
      const rows = fromNotifications(await list());
      return rows.length > 0 && rows;
    });
    expect(error).toMatchObject({
      severity: 'high',
      errorType: 'request_error',
      source: 'GET /api/notifications → 500',
      dealerId: dealer.id,
      dealerName: 'Failing Motors',
      resolved: false,
      resolvedAt: null,
    });
    expect(String(error!.message)).toContain('notifications');
    expect(String(error!.stackTrace)).toMatch(/at /);
    expect(Date.parse(String(error!.timestamp))).toBeGreaterThan(Date.now() - 60_000);

    expect(fromNotifications(await list('?search=notifications'))).toHaveLength(1);
    expect(fromNotifications(await list('?search=no-such-words'))).toHaveLength(0);
    expect(fromNotifications(await list('?severity=high'))).toHaveLength(1);
    expect(fromNotifications(await list('?severity=low'))).toHaveLength(0);
    expect(fromNotifications(await list('?resolved=true'))).toHaveLength(0);

    const resolved = await apiCall(t.app, 'POST', `/api/admin/resolve-error/${error!.id}`, { cookie: admin });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().message).toBe('The error has been marked as resolved.');
    expect(fromNotifications(await list())).toHaveLength(0);
    expect(fromNotifications(await list('?resolved=true'))[0]).toMatchObject({ resolved: true });
    expect(fromNotifications(await list('?resolved=all'))).toHaveLength(1);

    const audit = await apiCall(t.app, 'GET', `/api/admin/audit-log?targetType=system_error`, {
      cookie: admin,
    });
    expect(audit.json()[0]).toMatchObject({ action: 'error.resolve', targetId: error!.id });
  });

  it('does not record answers that are not failures (4xx)', async () => {
    const before = (await list('?resolved=all')).length;
    expect(
      (await apiCall(t.app, 'GET', '/api/documents/not-a-uuid', { cookie: dealer.cookie })).statusCode,
    ).toBe(404);
    expect((await apiCall(t.app, 'GET', '/api/customers')).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await list('?resolved=all')).length).toBe(before);
  });

  it('answers plain 4xx messages, 403 to a dealer and 401 to a visitor', async () => {
    const bad = await apiCall(t.app, 'GET', '/api/admin/system-errors?severity=urgent', { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Severity must be critical, high, medium or low');
    const badResolved = await apiCall(t.app, 'GET', '/api/admin/system-errors?resolved=maybe', {
      cookie: admin,
    });
    expect(badResolved.json().message).toBe('Resolved must be true, false or all');
    const unknown = await apiCall(t.app, 'POST', `/api/admin/resolve-error/${crypto.randomUUID()}`, {
      cookie: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Error not found');
    expect(
      (await apiCall(t.app, 'POST', '/api/admin/resolve-error/nope', { cookie: admin })).statusCode,
    ).toBe(404);

    for (const [method, url] of [
      ['GET', '/api/admin/system-errors'],
      ['POST', `/api/admin/resolve-error/${crypto.randomUUID()}`],
    ] as const) {
      expect((await apiCall(t.app, method, url, { cookie: dealer.cookie })).statusCode).toBe(403);
      expect((await apiCall(t.app, method, url)).statusCode).toBe(401);
    }
  });
});

describe('failed jobs', () => {
  it('reports every failed attempt (the last one as high severity) and still fails the job', async () => {
    let registered: JobHandler | undefined;
    const queue = {
      work: async (_name: string, handler: JobHandler) => {
        registered = handler;
      },
    };
    const reports: ErrorReport[] = [];
    const jobs = withJobFailureCapture(queue as unknown as JobQueue, (r) => reports.push(r));
    await jobs.work('seal', async () => {
      throw new Error('sealing broke');
    });
    const data = { dealerId: 'dealer-7', requestId: 'r1' };
    await expect(registered!(data, { retryCount: 0, retryLimit: 2 })).rejects.toThrow('sealing broke');
    await expect(registered!(data, { retryCount: 2, retryLimit: 2 })).rejects.toThrow('sealing broke');
    expect(reports.map((r) => [r.severity, r.errorType, r.source, r.dealerId])).toEqual([
      ['low', 'job_failed', 'job seal (attempt 1 of 3)', 'dealer-7'],
      ['high', 'job_failed', 'job seal (attempt 3 of 3)', 'dealer-7'],
    ]);
  });

  it('takes the dealer from a worded failure, and leaves out a "look again later"', async () => {
    let registered: JobHandler | undefined;
    const queue = {
      work: async (_name: string, handler: JobHandler) => {
        registered = handler;
      },
    };
    const reports: ErrorReport[] = [];
    const jobs = withJobFailureCapture(queue as unknown as JobQueue, (r) => reports.push(r));
    let failure = new JobFailure('The e-mail “Reminder” could not be sent: 550 No such user.', {
      dealerId: 'dealer-9',
    });
    await jobs.work('mail.retry', async () => {
      throw failure;
    });
    await expect(registered!({ deliveryId: 'd1' }, { retryCount: 0, retryLimit: 2 })).rejects.toBe(failure);
    failure = new JobFailure('E-mail d1 is being sent elsewhere; looking again later', { quiet: true });
    await expect(registered!({ deliveryId: 'd1' }, { retryCount: 1, retryLimit: 2 })).rejects.toBe(failure);
    expect(reports.map((r) => [r.dealerId, (r.error as Error).message])).toEqual([
      ['dealer-9', 'The e-mail “Reminder” could not be sent: 550 No such user.'],
    ]);
  });

  it('words a mail the server could not send, with its dealer', async () => {
    const bounce = async () => {
      throw Object.assign(new Error('550 5.1.1 No such user here'), {
        response: '550 5.1.1 No such user here',
      });
    };
    // Labelled the outbox so a new dealer signs in without verifying their address, as in the other tests.
    const bouncing: Mailer = {
      transport: 'outbox',
      send: bounce,
      sendThrough: bounce,
      verify: async () => {},
      close: async () => {},
    };
    const failing = await buildTestApp({}, bouncing);
    try {
      await createOrPromoteAdministrator(failing.app.deps, {
        email: 'ops2@platform.test',
        password: 'ops password 1',
      });
      const ops = sessionCookie(await login(failing.app, 'ops2@platform.test', 'ops password 1'));
      await registerDealer(failing.app, { dealershipName: 'Bounced Motors' });
      const rows = await eventually(
        async () => {
          const res = await apiCall(failing.app, 'GET', '/api/admin/system-errors?search=mail.retry', {
            cookie: ops,
          });
          const found = (res.json() as Listed[]).filter((e) => e.dealerName === 'Bounced Motors');
          return found.length > 0 && found;
        },
        { what: 'the failed mail in System Errors' },
      );
      expect(rows[0]!.message).toMatch(/^The e-mail “.+” could not be sent: 550 5\.1\.1 No such user here\./);
    } finally {
      await failing.close();
    }
  });

  it('stores a real failed job of the app’s queue', async () => {
    // A page-images job for a file that does not exist fails in its worker.
    // Its payload is checked against the queue's schema: a drawing job names a file, not a dealer.
    await t.app.deps.jobs.send('page-images', {
      pdfKey: 'missing/nothing.pdf',
      sha256: 'a'.repeat(64),
    });
    const rows = await eventually(
      async () => {
        const found = (await list('?search=page-images')).filter((e) => e.errorType === 'job_failed');
        return found.length > 0 && found;
      },
      { what: 'a failed page-images job in System Errors' },
    );
    expect(rows[0]).toMatchObject({ dealerId: null, errorType: 'job_failed' });
  });
});
