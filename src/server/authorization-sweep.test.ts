// The authorization sweep: every route the app registers (found as it is added, so a new route is swept
// without anyone listing it) is called as every kind of caller — nobody; a removed member's old session; a
// revoked key; a sales member, a manager, the owner; a read key and a read-write key; the platform's
// administrator; the owner's own session while its device is handed to a customer; another dealership on
// this one's records — and every answer must be one the route's declared door allows (src/shared/api:
// access, apiKey, duringHandover). It prints "authorization sweep: R routes × P callers, N requests, 0 outside
// the declaration" and fails on any answer outside it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, DEALER_ACCESS } from '../shared/api/contract.ts';
import { ADMIN_ONLY, HANDED_OVER, KEY_NEVER, OWNER_ONLY } from './plugins/route-door.ts';
import { MANAGERS_ONLY, READ_ONLY_KEY } from './plugins/session-guard.ts';
import { agreementPdf, SAMPLE_CUSTOMER } from './test/agreement-pdf.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
  uploadDocument,
} from './test/build-test-app.ts';
import { type FakeProviders, lookupsAt, startFakeProviders } from './test/fake-providers.ts';
import { joinTeam, signedInAdmin } from './test/team.ts';

type Caller = {
  name: string;
  headers: Record<string, string>;
  /** What this caller may reach: the declaration's verdict for a call. */
  allowed: (call: Call) => boolean | 'locked' | 'skip';
};

const calls: Call[] = [];
const uncontracted: string[] = [];
let t: TestApp;
let providers: FakeProviders;
const callers: Caller[] = [];
/** Another dealership's real records: their ids must answer 404 to this dealership. */
const theirs: Record<string, string> = {};

const DOOR_REFUSALS = new Set([MANAGERS_ONLY, OWNER_ONLY, KEY_NEVER, READ_ONLY_KEY, ADMIN_ONLY]);
const isDealerCall = (call: Call) => (DEALER_ACCESS as readonly string[]).includes(call.access);
const roleRank = { sales: 0, manager: 1, owner: 2 } as const;
const memberMay = (role: keyof typeof roleRank) => (call: Call) =>
  call.access === 'public' ||
  call.access === 'signer' ||
  (isDealerCall(call) && roleRank[call.access as keyof typeof roleRank] <= roleRank[role]);
const keyMay = (scope: 'read' | 'write') => (call: Call) =>
  call.access === 'public' ||
  call.access === 'signer' ||
  (isDealerCall(call) && (call.apiKey === 'read' || (scope === 'write' && call.apiKey === 'write')));
const nobodyMay = (call: Call) => call.access === 'public' || call.access === 'signer';

async function newKey(cookie: string, scope: 'read' | 'read-write') {
  const made = await apiCall(t.app, 'POST', '/api/api-keys', { cookie, payload: { name: scope, scope } });
  if (made.statusCode !== 201) throw new Error(`key: ${made.body}`);
  return made.json() as { id: string; key: string };
}

beforeAll(async () => {
  // The lookups configured (against a stand-in), so they answer rather than say 503 "not configured".
  providers = await startFakeProviders();
  t = await buildTestApp(lookupsAt(providers));
  for (const route of t.routes ?? []) {
    // A GET's twin HEAD route carries the same contract: one call each.
    if (route.call) {
      if (!calls.includes(route.call)) calls.push(route.call);
    } else if (route.url.startsWith('/api/') && !route.method.every((m) => m === 'HEAD')) {
      uncontracted.push(`${route.method.join(',')} ${route.url}`);
    }
  }
  const owner = await registerDealer(t.app);
  const manager = await joinTeam(t.app, owner.cookie, 'manager');
  const sales = await joinTeam(t.app, owner.cookie, 'sales');
  const removed = await joinTeam(t.app, owner.cookie, 'sales');
  const gone = await apiCall(t.app, 'DELETE', `/api/team/${removed.userId}`, { cookie: owner.cookie });
  if (gone.statusCode !== 200) throw new Error(`remove: ${gone.body}`);
  const readKey = await newKey(owner.cookie, 'read');
  const writeKey = await newKey(owner.cookie, 'read-write');
  const revoked = await newKey(owner.cookie, 'read-write');
  await apiCall(t.app, 'DELETE', `/api/api-keys/${revoked.id}`, { cookie: owner.cookie });
  const admin = await signedInAdmin(t);

  // The owner's second session hands its device to a customer for an open request.
  const upload = await uploadDocument(
    t.app,
    owner.cookie,
    'agreement.pdf',
    await agreementPdf({ title: 'Vehicle Order Form', customer: SAMPLE_CUSTOMER }),
  );
  const documentId = upload.json().document.id as string;
  const customer = await apiCall(t.app, 'POST', '/api/customers', {
    cookie: owner.cookie,
    payload: {
      name: SAMPLE_CUSTOMER.name,
      email: SAMPLE_CUSTOMER.email,
      phone: SAMPLE_CUSTOMER.phone,
      postcode: SAMPLE_CUSTOMER.postcode,
    },
  });
  if (customer.statusCode !== 201) throw new Error(`customer: ${customer.body}`);
  const request = await apiCall(t.app, 'POST', '/api/signing-requests', {
    cookie: owner.cookie,
    payload: { customerId: customer.json().id, documentIds: [documentId], mismatchConfirmed: true },
  });
  if (request.statusCode !== 201) throw new Error(`request: ${request.body}`);
  const device = sessionCookie(await login(t.app, owner.email, TEST_PASSWORD, '10.66.0.1'));
  const handed = await apiCall(t.app, 'POST', `/api/signing-requests/${request.json().id}/handover`, {
    cookie: device,
  });
  if (handed.statusCode !== 200) throw new Error(`handover: ${handed.body}`);
  theirs.customers = customer.json().id;
  theirs.documents = documentId;
  theirs['signing-requests'] = request.json().id;
  // A deal and a lender of the panel: another dealership's calls on them answer 404.
  const deal = await apiCall(t.app, 'POST', '/api/deals', {
    cookie: owner.cookie,
    payload: { registration: 'YK19BNF', customers: [{ customerId: customer.json().id, role: 'buyer' }] },
  });
  if (deal.statusCode !== 201) throw new Error(`deal: ${deal.body}`);
  theirs.deals = deal.json().id;
  const lender = await apiCall(t.app, 'POST', '/api/lender-panel', {
    cookie: owner.cookie,
    payload: { name: 'Northway Motor Finance' },
  });
  if (lender.statusCode !== 201) throw new Error(`lender: ${lender.body}`);
  theirs['lender-panel'] = lender.json().id;

  const other = await registerDealer(t.app);
  const cookie = (value: string) => ({ cookie: value });
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  callers.push(
    { name: 'nobody', headers: {}, allowed: nobodyMay },
    { name: 'a removed member', headers: cookie(removed.cookie), allowed: nobodyMay },
    { name: 'a revoked key', headers: bearer(revoked.key), allowed: nobodyMay },
    { name: 'sales', headers: cookie(sales.cookie), allowed: memberMay('sales') },
    { name: 'manager', headers: cookie(manager.cookie), allowed: memberMay('manager') },
    { name: 'owner', headers: cookie(owner.cookie), allowed: memberMay('owner') },
    { name: 'a read key', headers: bearer(readKey.key), allowed: keyMay('read') },
    { name: 'a read-write key', headers: bearer(writeKey.key), allowed: keyMay('write') },
    {
      name: 'the administrator',
      headers: cookie(admin),
      // Administrators may use the dealer screens of their own (empty) account: not a door this sweep judges.
      allowed: (call) => (isDealerCall(call) ? 'skip' : call.access !== 'owner'),
    },
    {
      name: 'the owner’s handed-over device',
      headers: cookie(device),
      allowed: (call) =>
        isDealerCall(call) ? (call.duringHandover ? memberMay('owner')(call) : 'locked') : nobodyMay(call),
    },
    { name: 'another dealership', headers: cookie(other.cookie), allowed: memberMay('owner') },
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

/** A concrete URL: unknown ids (so nothing is changed), or this dealership's real ones for `another dealership`. */
function urlOf(call: Call, real: boolean): string {
  const area = call.path.split('/')[2] ?? '';
  return call.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (real && name === 'id' && theirs[area]) return theirs[area]!;
    if (name === 'page' || name === 'n') return '1';
    if (name === 'postcode') return 'SW1A1AA';
    if (name === 'registration') return 'AB12CDE';
    if (name === 'action') return 'clear-cache';
    return randomUUID();
  });
}

/** Calls that change the caller's own session or hold a stream open are judged only where refused. */
const onlyRefusals = (call: Call) =>
  call.path === '/api/logout' || call.file === 'text/event-stream' || call.path === '/api/handover/unlock';

/** Whether `another dealership` is given this dealership's real id for the call. */
const realId = (call: Call) =>
  /^\/api\/[\w-]+\/:id/.test(call.path) && Boolean(theirs[call.path.split('/')[2] ?? '']);

/**
 * Let in: no door refused (a 400, 404 or 409 from the handler is the call's own business); refused: 401, or
 * 403 with a door's words; locked: 423. Another dealership's call on this one's record never succeeds.
 */
function fitsDoor(verdict: boolean | 'locked', status: number, message: string, onTheirs: boolean) {
  const refused = status === 401 || (status === 403 && DOOR_REFUSALS.has(message));
  const locked = status === 423 && message === HANDED_OVER;
  if (verdict === 'locked') return locked;
  if (!verdict) return refused;
  if (refused || locked) return false;
  return !onTheirs || status >= 400;
}

/** The answer, or status 0 when none came within 5 s (a stream a refused caller was let into). */
async function answerOf(pending: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const none = { statusCode: 0, body: 'no answer: held open or destroyed', json: () => ({}) };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof none>((resolve) => {
    timer = setTimeout(() => resolve(none), 5000);
  });
  try {
    return await Promise.race([pending.catch(() => none), late]);
  } finally {
    clearTimeout(timer);
  }
}

type Outside = { caller: string; call: string; status: number; body: string; expected: string };

/** A person's own acts: a key may make them only with a reason written beside the declaration. */
const PERSON_ONLY =
  /\/(link|countersign-link|link-shared|countersign|handover|team|api-keys|webhooks|erase|signature)(\/|$)/;

describe('authorization sweep', () => {
  it('declares signing links, the team, keys, webhooks and erasure person-only, or says why not', () => {
    const keyed = calls.filter(
      (call) => PERSON_ONLY.test(call.path) && call.apiKey && call.apiKey !== 'never' && !call.apiKeyReason,
    );
    expect(keyed.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('answers every caller of every route as its declaration allows', { timeout: 300_000 }, async () => {
    expect(uncontracted, 'every /api route is registered from a contract').toEqual([]);
    const outside: Outside[] = [];
    let sent = 0;
    for (const call of calls) {
      for (const caller of callers) {
        const verdict = caller.allowed(call);
        if (verdict === 'skip') continue;
        if (
          verdict === true &&
          (onlyRefusals(call) || call.access === 'public' || call.access === 'signer')
        ) {
          // Public and link calls are the input sweep's; here only the doors that refuse someone.
          if (caller.name !== 'nobody' || onlyRefusals(call)) continue;
        }
        const real = caller.name === 'another dealership';
        sent++;
        const res = await answerOf(
          t.app.inject({
            method: call.method,
            url: urlOf(call, real),
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            headers: { origin: TEST_ORIGIN, ...caller.headers },
          }),
        );
        const message = (() => {
          try {
            return (res.json() as { message?: string }).message ?? '';
          } catch {
            return '';
          }
        })();
        const fits =
          res.statusCode > 0 &&
          res.statusCode < 500 &&
          fitsDoor(verdict, res.statusCode, message, real && realId(call));
        if (!fits) {
          outside.push({
            caller: caller.name,
            call: `${call.method} ${call.path}`,
            status: res.statusCode,
            body: res.body.slice(0, 160),
            expected: verdict === 'locked' ? '423' : verdict ? 'let in' : 'refused (401/403)',
          });
        }
      }
    }
    if (outside.length)
      console.log(
        JSON.stringify(
          outside.map((o) => [o.caller, o.call, o.status, o.expected, o.body.slice(0, 90)]),
        ).replaceAll('],[', '],\n['),
      );
    console.log(
      `authorization sweep: ${calls.length} routes × ${callers.length} callers, ${sent} requests, ${outside.length} outside the declaration`,
    );
    expect(outside).toEqual([]);
  });
});
