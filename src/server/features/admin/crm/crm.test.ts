import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CrmSummary,
  CustomerProgress,
  DealerCrmRow,
} from '../../../../shared/admin/admin-crm.schema.ts';
import {
  customers,
  documents,
  requestSigners,
  signatures,
  signingRequestDocuments,
  signingRequests,
} from '../../../db/schema.ts';
import { linkTokenBox } from '../../../lib/security/secret-box.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';
import { refreshCrm } from './crm.service.ts';

let t: TestApp;
let adminCookie: string;
type Dealer = Awaited<ReturnType<typeof registerDealer>>;
let red: Dealer; // 1 of 4 completed: 25 %
let green: Dealer; // 5 of 5: 100 %
let amber: Dealer; // 3 of 5: 60 %
const ids: Record<string, string> = {};
const overdueToken = 'overdue-link-token-0123456789abcdefghijklmnop';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function addCustomer(dealerId: string, name: string) {
  const [row] = await t.app.deps.db
    .insert(customers)
    .values({
      dealerId,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@customer.test`,
      phone: '1',
      postcode: 'M1 1AE',
    })
    .returning();
  ids[name] = row!.id;
  return row!.id;
}

type RequestValues = typeof signingRequests.$inferInsert;
async function addRequest(values: Omit<RequestValues, 'customerId'> & { customer: string }, docs = 0) {
  const { db } = t.app.deps;
  const [request] = await db
    .insert(signingRequests)
    .values({ ...values, customerId: ids[values.customer]! })
    .returning();
  for (let i = 0; i < docs; i++) {
    const [doc] = await db
      .insert(documents)
      .values({
        dealerId: values.dealerId,
        title: `Doc ${i + 1}`,
        fileName: 'a.pdf',
        format: 'pdf',
        originalKey: 'k',
        pdfKey: 'k',
        sizeBytes: 1,
        sha256: 'x',
        pageCount: 1,
      })
      .returning();
    await db.insert(signingRequestDocuments).values({
      requestId: request!.id,
      documentId: doc!.id,
      position: i,
      title: i === 0 ? 'Vehicle Sales Invoice' : 'Hire-Purchase Agreement',
      documentType: 'other',
      pdfKey: 'k',
      sha256: 'x',
      pageCount: 1,
    });
  }
  return request!;
}

async function completedRequests(dealer: Dealer, completed: number, open: number) {
  const customer = await addCustomer(dealer.id, `Buyer of ${dealer.id}`);
  const base = { dealerId: dealer.id, customerId: customer, sentAt: daysAgo(1) };
  await t.app.deps.db.insert(signingRequests).values([
    ...Array.from({ length: completed }, () => ({
      ...base,
      status: 'completed' as const,
      completedAt: new Date(),
    })),
    ...Array.from({ length: open }, () => ({ ...base, status: 'sent' as const })),
  ]);
}

beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  adminCookie = sessionCookie(await login(t.app, 'admin@platform.test', 'admin password'));
  red = await registerDealer(t.app, { dealershipName: 'Kingsway Motors' });
  green = await registerDealer(t.app, { dealershipName: 'Greenfield Cars' });
  amber = await registerDealer(t.app, { dealershipName: 'Amberley Autos' });

  const sealed = linkTokenBox(t.app.deps.config.appSecret).seal(overdueToken);
  const dealerId = red.id;
  for (const name of [
    'Olive Overdue',
    'Ivan Inprogress',
    'Cara Complete',
    'Nina New',
    'Eli Expired',
    'Jude Joint',
  ]) {
    await addCustomer(dealerId, name);
  }
  const expiresAt = new Date(Date.now() + 25 * 86_400_000);
  await addRequest(
    {
      dealerId,
      customer: 'Olive Overdue',
      status: 'sent',
      sentAt: daysAgo(5),
      expiresAt,
      tokenSealed: sealed,
    },
    2,
  );
  const inProgress = await addRequest(
    {
      dealerId,
      customer: 'Ivan Inprogress',
      status: 'in_progress',
      sentAt: daysAgo(1),
      expiresAt,
      tokenSealed: sealed,
    },
    2,
  );
  const [part] = await t.app.deps.db
    .select()
    .from(signingRequestDocuments)
    .where(eq(signingRequestDocuments.requestId, inProgress.id));
  // Jude signs beside Ivan (a joint hirer): Ivan's request is Jude's latest too.
  await t.app.deps.db.insert(requestSigners).values([
    {
      requestId: inProgress.id,
      position: 0,
      slot: 'customer',
      role: 'customer',
      customerId: ids['Ivan Inprogress'],
    },
    {
      requestId: inProgress.id,
      position: 1,
      slot: 'customer2',
      role: 'customer',
      customerId: ids['Jude Joint'],
    },
  ]);
  await t.app.deps.db.insert(signatures).values({
    requestId: inProgress.id,
    documentId: part!.documentId,
    image: Buffer.from('png'),
    pageNumber: 1,
  });
  await addRequest(
    { dealerId, customer: 'Cara Complete', status: 'completed', sentAt: daysAgo(3), completedAt: daysAgo(2) },
    1,
  );
  await addRequest({
    dealerId,
    customer: 'Nina New',
    status: 'cancelled',
    sentAt: daysAgo(9),
    cancelledAt: daysAgo(8),
  });
  await addRequest({
    dealerId,
    customer: 'Eli Expired',
    status: 'sent',
    sentAt: daysAgo(40),
    expiresAt: daysAgo(10),
    tokenSealed: sealed,
  });
  await completedRequests(green, 5, 0);
  await completedRequests(amber, 3, 2);
  await refreshCrm(t.app.deps);
});
afterAll(() => t.close());

const get = (url: string, cookie = adminCookie) => apiCall(t.app, 'GET', url, { cookie });
const post = (url: string, payload: object, cookie = adminCookie) =>
  apiCall(t.app, 'POST', url, { cookie, payload });

describe('dealer CRM: access', () => {
  it('answers 401 to a visitor and 403 to a dealer on every CRM call', async () => {
    const calls = [
      () => ['GET', '/api/admin/dealers-crm', undefined] as const,
      () => ['GET', '/api/admin/dealers-crm/summary', undefined] as const,
      () => ['GET', `/api/admin/customer-progress/${red.id}`, undefined] as const,
      () =>
        [
          'POST',
          '/api/admin/send-reminders',
          { dealerId: red.id, customerIds: [ids['Olive Overdue']] },
        ] as const,
      () => ['POST', '/api/admin/nudge-dealer', { dealerId: red.id, type: 'overdue_reminder' }] as const,
    ];
    for (const call of calls) {
      const [method, url, payload] = call();
      expect((await apiCall(t.app, method, url, { payload })).statusCode, url).toBe(401);
      const forbidden = await apiCall(t.app, method, url, { payload, cookie: red.cookie });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().message).toBe('Administrator access required');
    }
  });
});

describe('dealer CRM: list and cards', () => {
  it('lists every dealer with figures and a colour by completion rate, lowest first', async () => {
    const res = await get('/api/admin/dealers-crm');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json() as DealerCrmRow[];
    expect(rows.map((r) => [r.dealershipName, r.status, r.completionRate])).toEqual([
      ['Kingsway Motors', 'red', 25],
      ['Amberley Autos', 'amber', 60],
      ['Greenfield Cars', 'green', 100],
    ]);
    expect(rows[0]).toMatchObject({
      id: red.id,
      email: red.email,
      firstName: 'Priya',
      accountStatus: 'active',
      smtpEnabled: false,
      totalCustomers: 6,
      completedSigns: 1,
      pendingSigns: 3,
      overdueReminders: 1, // Olive; Eli's link has expired
      avgTimeToSign: 24,
    });
    expect(Date.parse(rows[0]!.lastActive!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by colour, searches, sorts and pages on the server', async () => {
    const green = (await get('/api/admin/dealers-crm?status=green')).json() as DealerCrmRow[];
    expect(green.map((r) => r.dealershipName)).toEqual(['Greenfield Cars']);
    const found = (await get('/api/admin/dealers-crm?search=amberLEY')).json() as DealerCrmRow[];
    expect(found.map((r) => r.dealershipName)).toEqual(['Amberley Autos']);
    const byEmail = (await get(`/api/admin/dealers-crm?search=${encodeURIComponent(red.email)}`)).json();
    expect(byEmail).toHaveLength(1);
    const none = await get('/api/admin/dealers-crm?search=%25_nothing');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    const best = (await get('/api/admin/dealers-crm?sort=best')).json() as DealerCrmRow[];
    expect(best[0]!.dealershipName).toBe('Greenfield Cars');
    const byName = (await get('/api/admin/dealers-crm?sort=name')).json() as DealerCrmRow[];
    expect(byName.map((r) => r.dealershipName)).toEqual([
      'Amberley Autos',
      'Greenfield Cars',
      'Kingsway Motors',
    ]);

    const first = await get('/api/admin/dealers-crm?sort=name&limit=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers.link).toBe('</api/admin/dealers-crm?sort=name&limit=2&offset=2>; rel="next"');
    const second = await get('/api/admin/dealers-crm?sort=name&limit=2&offset=2');
    expect(second.json().map((r: DealerCrmRow) => r.dealershipName)).toEqual(['Kingsway Motors']);
    expect(second.headers.link).toBeUndefined();
  });

  it('refuses a bad status, sort or limit with a plain message', async () => {
    const cases: [string, string][] = [
      ['status=purple', 'Status must be green, amber, red or all'],
      ['sort=random', 'Sort must be one of urgent, best, overdue, customers, name, newest'],
      ['limit=0', 'Limit must be at least 1'],
      ['limit=abc', 'Limit must be a number'],
      ['offset=-1', 'Offset cannot be negative'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/dealers-crm?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('counts the status cards over every dealer', async () => {
    const res = await get('/api/admin/dealers-crm/summary');
    expect(res.statusCode).toBe(200);
    const summary = res.json() as CrmSummary;
    expect(summary).toMatchObject({ totalDealers: 3, green: 1, amber: 1, red: 1, overdueReminders: 1 });
    expect(Date.parse(summary.refreshedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(summary.refreshing).toBe(false);
  });

  it('says when it answers figures past their interval, which it recomputes behind', async () => {
    let old: CrmSummary;
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      old = (await get('/api/admin/dealers-crm/summary')).json() as CrmSummary;
    } finally {
      vi.useRealTimers();
    }
    expect(old.refreshing).toBe(true);
    // The recompute it started: the next reads bring its figures, no longer marked.
    await vi.waitFor(
      async () => {
        const now = (await get('/api/admin/dealers-crm/summary')).json() as CrmSummary;
        expect(now.refreshedAt).not.toBe(old.refreshedAt);
        expect(now.refreshing).toBe(false);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

describe('dealer CRM: customer progress, reminders and nudges', () => {
  it('shows each customer’s latest request, overdue first', async () => {
    const res = await get(`/api/admin/customer-progress/${red.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as CustomerProgress[];
    const by = Object.fromEntries(list.map((c) => [c.name, c]));
    expect(list.map((c) => c.name)).toEqual([
      'Eli Expired',
      'Olive Overdue',
      'Ivan Inprogress',
      'Jude Joint',
      'Nina New',
      'Cara Complete',
    ]);
    expect(by['Olive Overdue']).toMatchObject({
      status: 'overdue',
      totalDocuments: 2,
      completedDocuments: 0,
      daysSinceSent: 5,
      remindersSent: 0,
      canRemind: true,
    });
    expect(by['Eli Expired']).toMatchObject({ status: 'overdue', canRemind: false, daysSinceSent: 40 });
    expect(by['Ivan Inprogress']).toMatchObject({
      status: 'in_progress',
      completedDocuments: 1,
      totalDocuments: 2,
    });
    expect(by['Jude Joint']).toMatchObject({
      status: 'in_progress',
      completedDocuments: 1,
      totalDocuments: 2,
      signers: { signed: 0, total: 2 },
    });
    expect(by['Cara Complete']).toMatchObject({
      status: 'completed',
      completedDocuments: 1,
      totalDocuments: 1,
    });
    // Only a cancelled request: nothing has been started.
    expect(by['Nina New']).toMatchObject({ status: 'not_started', totalDocuments: 0, daysSinceSent: null });
  });

  it('keeps a dealer’s progress until that dealer’s data changes, then answers it afresh', async () => {
    const names = async () =>
      ((await get(`/api/admin/customer-progress/${green.id}`)).json() as CustomerProgress[]).map(
        (c) => c.name,
      );
    const before = await names();
    expect(await names()).toEqual(before);
    // A customer added by any writer (here straight into the table): the kept answer goes at once.
    await addCustomer(green.id, 'Gail Newcomer');
    expect(await names()).toEqual(['Gail Newcomer', ...before]);
    // Another dealer's change leaves it as it was, and shows nothing of theirs.
    await addCustomer(amber.id, 'Abe Elsewhere');
    expect(await names()).toEqual(['Gail Newcomer', ...before]);
  });

  it('answers 404 for an unknown dealer or an administrator’s id', async () => {
    const res = await get('/api/admin/customer-progress/no-such-dealer');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Dealer not found');
  });

  it('sends a reminder with the request’s own link through the mail queue, once a day', async () => {
    const res = await post('/api/admin/send-reminders', {
      dealerId: red.id,
      customerIds: [ids['Olive Overdue'], ids['Eli Expired']],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Reminder sent to 1 customer.', sent: 1, skipped: 1 });

    await vi.waitFor(
      async () => {
        const outbox = (await get('/api/admin/outbox?q=olive@customer.test')).json();
        expect(outbox).toHaveLength(1);
        expect(outbox[0].subject).toBe('Reminder: please sign your documents from Kingsway Motors');
        expect(outbox[0].text).toContain(`${TEST_ORIGIN}/sign/${overdueToken}`);
        expect(outbox[0].text).toContain('Vehicle Sales Invoice');
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(((await get('/api/admin/outbox?q=eli@customer.test')).json() as unknown[]).length).toBe(0);

    const progress = (await get(`/api/admin/customer-progress/${red.id}`)).json() as CustomerProgress[];
    const olive = progress.find((c) => c.name === 'Olive Overdue')!;
    expect(olive.remindersSent).toBe(1);
    // Reminded now, so no reminder is offered for a day (the screen shows no box to tick).
    expect(olive).toMatchObject({ canRemind: false, remindedRecently: true });

    const again = await post('/api/admin/send-reminders', {
      dealerId: red.id,
      customerIds: [ids['Olive Overdue']],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('These customers were reminded in the last 24 hours');

    const audit = (await get(`/api/admin/audit-log?targetType=dealer&targetId=${red.id}`)).json();
    expect(JSON.stringify(audit)).toContain('crm.send_reminders');
  });

  it('reminds two hirers of one overdue request once each, both ticked', async () => {
    const box = linkTokenBox(t.app.deps.config.appSecret);
    for (const name of ['Hana Joint', 'Omar Joint']) await addCustomer(amber.id, name);
    const request = await addRequest(
      {
        dealerId: amber.id,
        customer: 'Hana Joint',
        status: 'sent',
        sentAt: daysAgo(5),
        expiresAt: new Date(Date.now() + 25 * 86_400_000),
        tokenSealed: box.seal('hana-joint-link-token-0123456789abcdefghijk'),
      },
      1,
    );
    await t.app.deps.db.insert(requestSigners).values(
      ['Hana Joint', 'Omar Joint'].map((name, position) => ({
        requestId: request.id,
        position,
        slot: position === 0 ? 'customer' : 'customer2',
        role: 'customer' as const,
        customerId: ids[name]!,
        tokenSealed: box.seal(`${name.split(' ')[0]!.toLowerCase()}-joint-link-token-0123456789abcdefghijk`),
        sentAt: daysAgo(5),
      })),
    );
    const res = await post('/api/admin/send-reminders', {
      dealerId: amber.id,
      customerIds: [ids['Hana Joint'], ids['Omar Joint']],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sent: 2, skipped: 0 });
    const reminders = async (email: string) =>
      ((await get(`/api/admin/outbox?q=${email}`)).json() as { text: string }[]).length;
    await vi.waitFor(
      async () => {
        expect(await reminders('hana@customer.test')).toBe(1);
        expect(await reminders('omar@customer.test')).toBe(1);
      },
      { timeout: 15_000, interval: 200 },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await reminders('hana@customer.test')).toBe(1);
    expect(await reminders('omar@customer.test')).toBe(1);
  });

  it('refuses reminders that cannot be sent, with a plain message', async () => {
    const cases: [object, number, string][] = [
      [{ dealerId: red.id, customerIds: [] }, 400, 'Choose at least one customer'],
      [{ dealerId: red.id }, 400, 'Choose at least one customer'],
      [{ customerIds: [ids['Olive Overdue']] }, 400, 'Dealer id is required'],
      [{ dealerId: red.id, customerIds: ['not-a-uuid'] }, 400, 'Customer not found'],
      [
        { dealerId: red.id, customerIds: [ids['Cara Complete']] },
        400,
        'None of these customers has a request overdue by more than 3 days with a link that still works',
      ],
      // Another dealer's customer is not found, and nothing is sent.
      [
        { dealerId: red.id, customerIds: [ids['Olive Overdue'], ids[`Buyer of ${green.id}`]] },
        404,
        'Customer not found',
      ],
      [{ dealerId: 'no-such-dealer', customerIds: [ids['Olive Overdue']] }, 404, 'Dealer not found'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/admin/send-reminders', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('nudges the dealer about their overdue customers by e-mail', async () => {
    const res = await post('/api/admin/nudge-dealer', { dealerId: red.id, type: 'overdue_reminder' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Nudge sent to ${red.email}.`);
    await vi.waitFor(
      async () => {
        const outbox = (await get(`/api/admin/outbox?q=${encodeURIComponent(red.email)}`)).json() as {
          subject: string;
          text: string;
        }[];
        const nudge = outbox.find((m) => m.subject === '2 customers have not signed after 3 days');
        expect(nudge?.text).toContain('Olive Overdue (5 days)');
        expect(nudge?.text).toContain('Eli Expired (40 days)');
      },
      { timeout: 15_000, interval: 200 },
    );
    const again = await post('/api/admin/nudge-dealer', { dealerId: red.id, type: 'overdue_reminder' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This dealer was nudged in the last 24 hours');
    const audit = (await get(`/api/admin/audit-log?targetType=dealer&targetId=${red.id}`)).json();
    expect(JSON.stringify(audit)).toContain('crm.nudge_dealer');
  });

  it('refuses a nudge that makes no sense, with a plain message', async () => {
    const cases: [object, number, string][] = [
      [{ dealerId: red.id, type: 'party' }, 400, 'Type must be overdue_reminder'],
      [{ dealerId: red.id }, 400, 'Type must be overdue_reminder'],
      [
        { dealerId: green.id, type: 'overdue_reminder' },
        400,
        'This dealer has no overdue customers to follow up',
      ],
      [{ dealerId: 'nobody', type: 'overdue_reminder' }, 404, 'Dealer not found'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post('/api/admin/nudge-dealer', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });
});
