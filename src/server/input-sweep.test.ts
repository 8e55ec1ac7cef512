// The input sweep: every route the app has (found as they are added, so a new route is swept without anyone
// listing it) gets hostile input — invalid JSON, deep nesting, huge strings, NUL, lone surrogates, RTL
// overrides, CRLF, odd numbers, the wrong shapes — signed in as a dealer or an administrator, and must never
// answer 5xx. It prints its count: "input sweep: N requests, 0 × 5xx".
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdministrator } from './features/auth/auth.service.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from './test/build-test-app.ts';
import { type FakeProviders, lookupsAt, startFakeProviders } from './test/fake-providers.ts';
import { multipartBody } from './test/multipart.ts';
import { FIXTURES } from './test/signing-scenario.ts';

let t: TestApp;
let providers: FakeProviders;
let dealerCookie: string;
let adminCookie: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The lookups configured (against a stand-in), so they answer rather than say 503 "not configured".
  providers = await startFakeProviders();
  t = await buildTestApp(lookupsAt(providers));
  const dealer = await registerDealer(t.app);
  dealerCookie = dealer.cookie;
  // Routes that act on a dealer (suspend, reset password) act on another one, so the sweep's dealer stays.
  ids.dealerId = (await registerDealer(t.app)).id;
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'sweep-admin@platform.test',
    password: 'admin password',
  });
  adminCookie = sessionCookie(await login(t.app, 'sweep-admin@platform.test', 'admin password'));
  const customer = await apiCall(t.app, 'POST', '/api/customers', {
    cookie: dealerCookie,
    payload: {
      name: 'Priya Shah',
      email: 'priya@example.co.uk',
      phone: '07700 900123',
      postcode: 'SW1A 1AA',
    },
  });
  ids.customer = customer.json().id ?? customer.json().customer?.id;
  const form = await multipartBody([
    {
      field: 'document',
      name: 'a.pdf',
      bytes: readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf')),
    },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: form.payload,
    headers: { ...form.headers, cookie: dealerCookie, origin: TEST_ORIGIN },
  });
  ids.document = upload.json().document?.id;
  // Without real rows, the routes that take an id would stop at 404 before reading their input.
  if (!ids.customer || !ids.document) throw new Error(`setup failed: ${customer.body} ${upload.body}`);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await providers?.close();
});

const HUGE = 'x'.repeat(1024 * 1024);
const LARGE = 'x'.repeat(900 * 1024);
const NUL = 'Priya\u0000Shah';
const HIGH = 'Priya\ud800';
const LOW = '\udc00Shah';
const RTL = 'invoice\u202efdp.exe';
const CRLF = 'Priya\r\nBcc: victim@example.com';
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

const OUTBOUND_PROBES = /\/smtp\/test$/;
const ONE_FIELD = { NUL, 'high surrogate': HIGH, 'low surrogate': LOW, RTL, CRLF, large: LARGE };

/** Field names our forms use, so hostile text reaches fields that are read, not only ignored ones. */
const COMMON_KEYS = [
  'name',
  'email',
  'phone',
  'password',
  'newPassword',
  'token',
  'title',
  'text',
  'message',
  'subject',
  'notes',
  'reason',
  'firstName',
  'lastName',
  'dealershipName',
  'customerId',
  'documentIds',
  'documentId',
  'customerName',
  'customerEmail',
  'documentTitle',
  'template',
  'fileType',
  'filePassword',
  'q',
  'search',
  'address',
  'postcode',
  'vehicleRegistration',
  'emailFromName',
  'primaryColor',
  'smtpHost',
  'dealerIds',
  'action',
  'dayNumber',
  'page',
  'limit',
  'signature',
  'fields',
  'companyName',
  'preferredDate',
];

type ZodDef = {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  format?: string;
};
const defOf = (schema: unknown) => (schema as { _zod?: { def?: ZodDef } })?._zod?.def;

/** A plausible valid value for a body schema, so one hostile field at a time reaches the handler. */
function sample(schema: unknown, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([k, v]) => [k, sample(v, k, depth + 1)]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sample(def.innerType, key, depth + 1);
    case 'pipe':
      return sample(def.in, key, depth + 1);
    case 'union':
      return sample(def.options?.[0], key, depth + 1);
    case 'array':
      return [sample(def.element, key, depth + 1)];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      // Off: a switch such as smtpEnabled left on would send the sweep's later mail to a made-up server.
      return false;
    case 'string':
      return sampleText(key, def.format);
    default:
      return sampleText(key, def.format);
  }
}

function sampleText(key: string, format?: string): string {
  const k = key.toLowerCase();
  if (format === 'email' || k.includes('email')) return 'priya@example.co.uk';
  if (format === 'uuid' || k === 'customerid') return ids.customer ?? randomUUID();
  if (k === 'documentid' || k === 'documentids') return ids.document ?? randomUUID();
  if (k.endsWith('id') || k.endsWith('ids')) return ids.dealerId ?? randomUUID();
  if (k.includes('color') || k.includes('colour')) return '#112233';
  if (k.includes('phone')) return '07700 900123';
  if (k.includes('postcode')) return 'SW1A 1AA';
  if (k.includes('password')) return 'Correct horse battery 9';
  if (k.includes('date')) return new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  if (k.includes('registration')) return 'AB12 CDE';
  if (k.includes('host')) return 'mail.example.com';
  return 'Priya Shah';
}

/** Every path in a sampled body that holds text, for one hostile value at a time. */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => textPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => textPaths(v, [...path, k]));
  return [];
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

const filled = (keys: string[], value: unknown) =>
  JSON.stringify(Object.fromEntries(keys.map((k) => [k, value])));

/** Every hostile JSON body, as raw text: some (1e309, invalid JSON) cannot come from JSON.stringify. */
function hostileBodies(keys: string[]): { label: string; body: string }[] {
  const withKeys = (raw: string) => `{${keys.map((k) => `${JSON.stringify(k)}:${raw}`).join(',')}}`;
  return [
    { label: 'invalid JSON', body: '{"name": "Priya",' },
    { label: 'invalid JSON (bare word)', body: 'undefined' },
    { label: 'deep array', body: DEEP_ARRAY },
    { label: 'deep object', body: DEEP_OBJECT },
    { label: 'huge string', body: filled(keys.slice(0, 2), HUGE) },
    { label: 'large string', body: JSON.stringify({ [keys[0] ?? 'name']: LARGE }) },
    { label: 'NUL', body: filled(keys, NUL) },
    { label: 'high surrogate', body: filled(keys, HIGH) },
    { label: 'low surrogate', body: filled(keys, LOW) },
    { label: 'NUL in a key', body: JSON.stringify({ 'na\u0000me': 'x', [keys[0] ?? 'a']: ['\u0000'] }) },
    { label: 'surrogate in a list', body: filled(keys, [HIGH, LOW]) },
    { label: 'RTL', body: filled(keys, RTL) },
    { label: 'CRLF', body: filled(keys, CRLF) },
    { label: 'NaN as text', body: filled(keys, 'NaN') },
    { label: '1e309', body: withKeys('1e309') },
    { label: '-0', body: withKeys('-0') },
    { label: 'huge integer', body: withKeys('123456789012345678901234567890') },
    { label: 'negative huge', body: withKeys('-9007199254740993') },
    { label: 'array for object', body: '[1,2,3]' },
    { label: 'array of objects', body: JSON.stringify([Object.fromEntries(keys.map((k) => [k, 'x']))]) },
    { label: 'arrays in fields', body: filled(keys, [[1], { a: 1 }]) },
    { label: 'objects in fields', body: filled(keys, { a: NUL }) },
    { label: 'string body', body: '"Priya"' },
    { label: 'null body', body: 'null' },
    { label: 'booleans', body: filled(keys, true) },
  ];
}

/** A hand-written form, so a field value and a file name can carry bytes a browser would not send. */
function hostileForm(
  fields: Record<string, string | Buffer>,
  fileName: Buffer,
): { payload: Buffer; type: string } {
  const boundary = `sweep${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from('\r\n'));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
    fileName,
    Buffer.from('"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 not really\r\n'),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** A concrete URL for a route pattern: ids of real rows where the sweep has them, else unknown ones. */
function concreteUrl(url: string): string {
  return url
    .replace(/\*$/, url.startsWith('/api/auth/') ? 'verify-email' : 'anything')
    .replace(/:(\w+)/g, (_match, name: string) => {
      if (name === 'id' && url.startsWith('/api/customers')) return ids.customer ?? randomUUID();
      if (name === 'id' && url.startsWith('/api/documents')) return ids.document ?? randomUUID();
      if (name === 'dealerId') return ids.dealerId!;
      if (name === 'page' || name === 'n') return '1';
      if (name === 'postcode') return 'SW1A1AA';
      if (name === 'registration') return 'AB12CDE';
      return randomUUID();
    });
}

const cookieFor = (url: string) =>
  url === '/api/logout' ? undefined : url.startsWith('/api/admin') ? adminCookie : dealerCookie;

type Sent = { route: string; label: string; status: number; body: string };

describe('input sweep', () => {
  it('answers every hostile input to every route without a 5xx', { timeout: 240_000 }, async () => {
    const sent: Sent[] = [];
    let address = 0;
    const send = async (
      route: string,
      label: string,
      options: { method: string; url: string; payload?: string | Buffer; type?: string; cookie?: string },
    ) => {
      address++;
      const res = await t.app.inject({
        method: options.method as 'GET',
        url: options.url,
        payload: options.payload,
        // A fresh address each time: the per-address limits would otherwise answer 429 before the input is read.
        remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
        headers: {
          origin: TEST_ORIGIN,
          ...(options.type && { 'content-type': options.type }),
          ...(options.cookie && { cookie: options.cookie }),
        },
      });
      sent.push({
        route,
        label,
        status: res.statusCode,
        body: res.body.slice(0, 300),
      });
    };

    const routes = (t.routes ?? []).filter((r) => r.url.startsWith('/api/') || r.url === '/metrics');
    // Deleting routes last, so the rows they remove are there for every other route first.
    // The dealer's own SMTP settings after every route that sends mail, so those send through the platform.
    const order = (methods: string[], url: string) =>
      methods.includes('DELETE') ? 2 : url.includes('/smtp') ? 1 : 0;
    const writes = routes
      .flatMap((r) =>
        r.method.filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)).map((m) => ({ ...r, m })),
      )
      .sort((a, b) => order([a.m], a.url) - order([b.m], b.url));
    expect(writes.length).toBeGreaterThan(40);

    for (const route of writes) {
      const name = `${route.m} ${route.url}`;
      const url = concreteUrl(route.url);
      const cookie = cookieFor(route.url);
      const valid = sample(route.bodySchema);
      const keys = [...new Set([...Object.keys(valid ?? {}), ...COMMON_KEYS])];
      // One hostile value at a time in an otherwise valid body: it reaches the handler, not only validation.
      // The SMTP test connects to the host it is given and waits for it (business-smtp.test.ts covers that):
      // only the inputs refused before any connection are swept there.
      if (valid && typeof valid === 'object' && !OUTBOUND_PROBES.test(route.url)) {
        await send(name, 'valid sample', {
          method: route.m,
          url,
          payload: JSON.stringify(valid),
          type: 'application/json',
          cookie,
        });
        for (const at of textPaths(valid)) {
          for (const [label, value] of Object.entries(ONE_FIELD)) {
            const body = JSON.stringify(withValueAt(valid, at, value));
            await send(name, `${label} in ${at.join('.')}`, {
              method: route.m,
              url,
              payload: body,
              type: 'application/json',
              cookie,
            });
          }
        }
      }
      for (const { label, body } of hostileBodies(keys)) {
        await send(name, label, { method: route.m, url, payload: body, type: 'application/json', cookie });
      }
      for (const query of [
        '?q=%00',
        '?q=%ud800',
        '?q=%E0%A4%A',
        '?q=%ZZ',
        '?limit=1e309&page=-0&offset=NaN',
      ]) {
        await send(name, `query ${query}`, {
          method: route.m,
          url: `${url}${query}`,
          payload: '{}',
          type: 'application/json',
          cookie,
        });
      }
      if (/upload|logo|profile-image/.test(route.url)) {
        const forms = [
          hostileForm({ fileType: 'other', notes: NUL, customerId: NUL }, Buffer.from('a\u0000b.pdf')),
          hostileForm(
            { fileType: NUL, notes: Buffer.from([0x61, 0xed, 0xa0, 0x80]) },
            Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x2e, 0x70]),
          ),
          hostileForm(
            { fileType: 'other', notes: CRLF, vehicleRegistration: RTL },
            Buffer.from(`${RTL}.pdf`),
          ),
          hostileForm({ fileType: 'other', notes: LARGE }, Buffer.from('a\r\nb.pdf')),
        ];
        for (const [i, form] of forms.entries()) {
          await send(name, `form ${i}`, {
            method: route.m,
            url,
            payload: form.payload,
            type: form.type,
            cookie,
          });
        }
      }
    }

    // The live event stream answers a good request with a stream that never ends; its checks are in
    // features/events/events.test.ts.
    const reads = routes.filter((r) => r.method.includes('GET') && r.url !== '/api/events');
    for (const route of reads) {
      const name = `GET ${route.url}`;
      const url = concreteUrl(route.url);
      const cookie = cookieFor(route.url);
      const queries = [
        '?q=%00',
        '?search=%00',
        '?q=%ud800',
        '?q=%E0%A4%A',
        '?q=%',
        '?q=%ZZ',
        '?q=%F0%9F',
        '?limit=1e309&page=-0&offset=NaN&cursor=%00',
        '?limit=123456789012345678901234567890',
        '?status=%0D%0A',
      ];
      for (const query of queries)
        await send(name, `query ${query}`, { method: 'GET', url: `${url}${query}`, cookie });
      if (route.url.includes(':')) {
        for (const bad of ['%00', '%E0%A4%A', '%ZZ', '%', 'a%00b', '%ED%A0%80']) {
          const badUrl = concreteUrl(route.url.replace(/:\w+/, bad));
          await send(name, `path ${bad}`, { method: 'GET', url: badUrl, cookie });
        }
      }
    }

    const failures = sent.filter((s) => s.status >= 500);
    const byStatus = new Map<number, number>();
    for (const s of sent) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(`input sweep: ${sent.length} requests, ${failures.length} × 5xx (${statuses.join(', ')})`);
    expect(
      failures.map((f) => `${f.route} [${f.label}] → ${f.status} ${f.body}`),
      'no hostile input may answer 5xx',
    ).toEqual([]);
    // Nothing hostile ever left a SQL statement or its parameters in an answer.
    expect(sent.filter((s) => /Failed query|params:|insert into|select .* from/i.test(s.body))).toEqual([]);
  });
});
