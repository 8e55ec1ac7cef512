// One contract per call (src/shared/api): every API route is registered from one, the OpenAPI document
// written from them validates, and the web client's fetchers reach the server through the very same objects.
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '../shared/api/auth.ts';
import type { Call } from '../shared/api/contract.ts';
import { customersApi } from '../shared/api/customers.ts';
import { PATHS } from '../shared/api/paths.ts';
import { callApi } from '../web/lib/api.ts';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await registerDealer(t.app)).cookie;
}, 60_000);
afterAll(() => t?.close());

describe('API contracts', () => {
  it('registers every API route from a contract', () => {
    const apiRoutes = (t.routes ?? []).filter((r) => r.url.startsWith('/api/') && !r.method.includes('HEAD'));
    const without = apiRoutes.filter((r) => !r.call).map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
    for (const r of apiRoutes.filter((r) => r.call)) {
      expect(r.call?.path).toBe(r.url);
      expect(r.method).toContain(r.call?.method);
    }
  });

  it('serves an OpenAPI 3.1 document that validates and lists every contract route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    if (!result.valid) expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const calls = (t.routes ?? []).flatMap((r) =>
      r.call && r.method.includes(r.call.method) ? [r.call] : [],
    );
    for (const call of calls) {
      const operation = document.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(operation?.operationId, `${call.method} ${call.path}`).toBe(call.id);
      if (call.body) expect(operation.requestBody.content['application/json'].schema).toBeTypeOf('object');
      if (call.answer)
        expect(operation.responses[String(call.status ?? 200)].content['application/json'].schema).toBeTypeOf(
          'object',
        );
    }
    const dealerCreate = document.paths['/api/customers'].post;
    expect(dealerCreate.requestBody.content['application/json'].schema.required).toEqual(['name', 'email']);
    expect(dealerCreate.security).toEqual([{ session: [] }, { apiKey: [] }]);
  });

  it('lists the operations on a plain reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // A path may wrap after each slash on a phone, never inside a segment.
    expect(res.body).toContain('POST /<wbr>api/<wbr>customers');
    expect(res.body).toContain('href="/api/openapi.json"');
    // Styled in the page itself (the CSP allows inline styles), with a contents list of its sections.
    expect(res.body).toMatch(/<style>body\{[^<]+table\{/);
    expect(res.body).toContain('<nav aria-label="Sections"><a href="#section-');
  });

  it('the web client reaches each route through the contract object the server registered', async () => {
    const fetched: { method: string; url: string }[] = [];
    // The browser's fetch, answered by the app itself, with the dealer's session.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      fetched.push({ method: init.method ?? 'GET', url });
      const res = await t.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        payload: init.body as string | undefined,
        headers: { ...(init.headers as Record<string, string>), cookie, origin: TEST_ORIGIN },
      });
      return new Response(res.statusCode === 204 ? null : res.body, {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    });
    const used: Call[] = [customersApi.create, customersApi.get, customersApi.remove, authApi.user];
    try {
      const created = await callApi(customersApi.create, {
        body: {
          name: 'Priya Shah',
          email: 'priya@example.co.uk',
          phone: '07700 900123',
          postcode: 'SW1A 1AA',
        },
      });
      const one = await callApi(customersApi.get, { params: { id: created.id } });
      expect(one.name).toBe('Priya Shah');
      await callApi(customersApi.remove, { params: { id: created.id } });
      // A screen of the dashboard's first load names the session's call by its zod-free address.
      const me = await callApi<typeof authApi.user>({ method: 'GET', path: PATHS.authUser });
      expect(me.id).toBeTypeOf('string');
    } finally {
      vi.unstubAllGlobals();
    }
    // Each request went to the one route the server registered from the very object the client used.
    used.forEach((call, i) => {
      const registered = (t.routes ?? []).filter((r) => r.call === call);
      const pattern = new RegExp(`^${call.path.replace(/:\w+/g, '[^/?]+')}(\\?|$)`);
      expect(fetched[i]?.method).toBe(call.method);
      expect(fetched[i]?.url).toMatch(pattern);
      expect(registered.some((r) => r.method.includes(call.method) && r.url === call.path)).toBe(true);
    });
  });
});
