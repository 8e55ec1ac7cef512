import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSystemErrors } from '../features/admin/system-errors/system-errors.service.ts';
import { scrubText } from '../lib/security/log-redaction.ts';
import { apiCall, buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { registerErrorCapture } from './error-capture.ts';
import { registerErrorHandler } from './error-handler.ts';

let t: TestApp;
let cookie: string;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, undefined, logLines);
  cookie = (await registerDealer(t.app)).cookie;
});
afterAll(() => t.close());

describe('one rule for text at the edge', () => {
  it('refuses a NUL in a JSON field with a 400 naming the field', async () => {
    const res = await apiCall(t.app, 'POST', '/api/customers', {
      cookie,
      payload: { name: 'Priya\u0000Shah', email: 'priya@example.co.uk' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Name contains a character that is not allowed (a NUL byte or broken Unicode)',
      code: 'VALIDATION',
      issues: [{ path: 'name', message: expect.stringContaining('Name contains') }],
    });
  });

  it('refuses lone surrogates, nested fields and keys, in any route, schema or not', async () => {
    for (const name of ['Priya\ud800', '\udc00Shah', 'a\udbff\u0041']) {
      const res = await apiCall(t.app, 'PUT', '/api/dealer/settings', {
        cookie,
        payload: { dealershipName: name, primaryColor: '#112233', secondaryColor: '#445566' },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().issues[0].path).toBe('dealershipName');
    }
    const nested = await apiCall(t.app, 'POST', '/api/login', {
      payload: { email: 'a@example.com', password: 'x', extra: [{ deep: 'x\u0000' }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().issues[0].path).toBe('extra.0.deep');
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await apiCall(t.app, 'POST', '/api/customers', {
      cookie,
      payload: {
        name: 'Priya 🚗 Shah',
        email: 'priya.emoji@example.co.uk',
        phone: '07700 900123',
        postcode: 'SW1A 1AA',
      },
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('refuses NUL in a query and in a route parameter, and a body nested 10,000 deep', async () => {
    const search = await apiCall(t.app, 'GET', '/api/customers?q=%00', { cookie });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toBe(
      '"q" contains a character that is not allowed (a NUL byte or broken Unicode)',
    );
    const param = await apiCall(t.app, 'GET', '/api/customers/a%00b', { cookie });
    expect(param.statusCode).toBe(400);
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/nested more than 64 levels/);
  });

  it('refuses a NUL in a text field of a form upload and leaves nothing stored', async () => {
    const boundary = 'textrule';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nother\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\nhello\u0000there\r\n`,
      ),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      Buffer.from(
        '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
        'hex',
      ),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dealer-files/upload',
      payload,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues[0].path).toBe('notes');
    const list = await apiCall(t.app, 'GET', '/api/dealer-files', { cookie });
    expect(JSON.stringify(list.json())).not.toContain('a.png');
  });
});

describe('what logs and System Errors keep of a failed query', () => {
  it('logs a failing query without its e-mail parameter, its detail or its NUL', async () => {
    const email = 'priya.secret@example.co.uk';
    const failed = await t.app.deps.db.execute(sql`select ${email}::int`).catch((error: unknown) => error);
    expect(String((failed as Error).message)).toContain(email);
    Object.assign(failed as object, { detail: `Key (email)=(${email}) already exists.` });
    logLines.length = 0;
    t.app.log.error({ err: failed }, 'request failed');
    t.app.log.error(failed);
    t.app.log.warn({ reason: `550 <${email}> mailbox unavailable`, params: [email] }, 'e-mail not delivered');
    expect(logLines).toHaveLength(3);
    const logged = logLines.join('\n');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('already exists');
    expect(logged).toContain('[email]');
    expect(logged).toContain('request failed');
  });

  it('scrubs parameters, e-mail addresses, NUL and lone surrogates from a text', () => {
    expect(scrubText('Failed query: select $1\nparams: priya@example.co.uk,abc\n    at x (y.ts:1:1)')).toBe(
      'Failed query: select $1\nparams: [redacted]\n    at x (y.ts:1:1)',
    );
    expect(scrubText('a\u0000b\ud800c 🚗')).toBe('a\ufffdb\ufffdc 🚗');
  });

  it('records a forced 500 whose message holds a NUL and a lone surrogate', async () => {
    const { createErrorCapture } = await import('../features/admin/system-errors/system-errors.service.ts');
    const errors = createErrorCapture(t.app.deps.db, t.app.log);
    const app = Fastify();
    registerErrorHandler(app);
    registerErrorCapture(app, errors.capture);
    app.get('/boom', async () => {
      throw new Error(
        'Failed query: insert into customers\nparams: broken\u0000name\ud800,priya@example.co.uk',
      );
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Failed query');
    await errors.flush();
    await app.close();
    const stored = await listSystemErrors(t.app.deps.db, {
      resolved: 'all',
      search: 'insert into customers',
      limit: 5,
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.source).toBe('GET /boom → 500');
    expect(stored[0]!.message).toBe('Failed query: insert into customers\nparams: [redacted]');
  });
});
