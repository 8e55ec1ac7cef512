import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('answers /healthz with the database reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: t.app.deps.databaseKind,
      release: expect.any(String),
      schema: { applied: expect.any(String), release: expect.any(String) },
    });
  });

  it('answers /readyz with the database, storage and queue each checked, and 503 when storage fails', async () => {
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, storage: { ok: true }, queue: { ok: true } },
    });
    const { size } = t.app.deps.storage;
    t.app.deps.storage.size = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
    };
    try {
      const down = await t.app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        status: 'not ready',
        checks: { storage: { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:9000' } },
      });
    } finally {
      t.app.deps.storage.size = size;
    }
  });

  it('answers an unknown API path with JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/nope', headers: { origin: TEST_ORIGIN } })).statusCode,
    ).toBe(404);
  });

  it('serves the client page for every other page path, and the sign-in page at /api/login', async () => {
    for (const url of ['/', '/dashboard', '/some/unknown/page', '/api/login']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    expect((await t.app.inject('/missing-file.js')).statusCode).toBe(404);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over the limit with 413 and an empty JSON body with 400', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Request body is too large');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('configuration', () => {
  it('stops with a message naming a bad variable', async () => {
    const { loadConfig } = await import('./config.ts');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID/);
  });
});
