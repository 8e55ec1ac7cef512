import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema.ts';
import { OWNER_ONLY } from '../../plugins/route-door.ts';
import { READ_ONLY_KEY } from '../../plugins/session-guard.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { joinTeam } from '../../test/team.ts';
import { hashToken } from '../signing-requests/signing-requests.service.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
let other: Awaited<ReturnType<typeof registerDealer>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const withKey = (key: string, method: Method, url: string, payload?: object) =>
  // An integration is no browser: no Origin, no cookie, only the key.
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
const newKey = async (cookie: string, scope: 'read' | 'read-write', name = 'Dealer system') => {
  const res = await apiCall(t.app, 'POST', '/api/api-keys', { cookie, payload: { name, scope } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string; prefix: string };
};
const customer = {
  name: 'Aisha Rahman',
  email: 'aisha@example.co.uk',
  phone: '07700 900123',
  postcode: 'B33 8TH',
};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  other = await registerDealer(t.app, { dealershipName: 'Elsewhere Cars' });
});
afterAll(() => t.close());

describe('API keys', () => {
  it('shows a new key once and keeps only its hash', async () => {
    const created = await newKey(owner.cookie, 'read');
    expect(created.key).toMatch(/^d2s_/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [stored] = await t.app.deps.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(stored?.keyHash).toBe(hashToken(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const list = await apiCall(t.app, 'GET', '/api/api-keys', { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'Dealer system', scope: 'read', lastUsedAt: null, revokedAt: null });
    expect(listed).not.toHaveProperty('key');
    expect(list.body).not.toContain(created.key);
  });

  it('lets a key-authenticated client create a customer and read it back, and shows the last use', async () => {
    const { id, key } = await newKey(owner.cookie, 'read-write');
    const made = await withKey(key, 'POST', '/api/customers', customer);
    expect(made.statusCode).toBe(201);
    const read = await withKey(key, 'GET', `/api/customers/${made.json().id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Aisha Rahman', email: 'aisha@example.co.uk' });
    // The owner sees it in the app too: the key acted for this dealership.
    const seen = await apiCall(t.app, 'GET', `/api/customers/${made.json().id}`, { cookie: owner.cookie });
    expect(seen.statusCode).toBe(200);
    const list = (await apiCall(t.app, 'GET', '/api/api-keys', { cookie: owner.cookie })).json();
    expect(list.find((k: { id: string }) => k.id === id).lastUsedAt).not.toBeNull();
  });

  it('answers 403 with a plain message when a read key writes, and lets it read', async () => {
    const { key } = await newKey(owner.cookie, 'read');
    const post = await withKey(key, 'POST', '/api/customers', customer);
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe(READ_ONLY_KEY);
    expect((await withKey(key, 'GET', '/api/customers')).statusCode).toBe(200);
  });

  it("answers 404 for another dealer's ids with a key", async () => {
    const theirs = await apiCall(t.app, 'POST', '/api/customers', {
      cookie: other.cookie,
      payload: customer,
    });
    expect(theirs.statusCode).toBe(201);
    const { key } = await newKey(owner.cookie, 'read-write');
    expect((await withKey(key, 'GET', `/api/customers/${theirs.json().id}`)).statusCode).toBe(404);
    const theirKey = await newKey(other.cookie, 'read');
    const revoke = await apiCall(t.app, 'DELETE', `/api/api-keys/${theirKey.id}`, { cookie: owner.cookie });
    expect(revoke.statusCode).toBe(404);
  });

  it('answers 401 for a revoked key, an unknown key and a malformed header', async () => {
    const { id, key } = await newKey(owner.cookie, 'read-write');
    expect((await withKey(key, 'GET', '/api/customers')).statusCode).toBe(200);
    const revoke = await apiCall(t.app, 'DELETE', `/api/api-keys/${id}`, { cookie: owner.cookie });
    expect(revoke.statusCode).toBe(200);
    const after = await withKey(key, 'GET', '/api/customers');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This API key is not valid or has been revoked');
    expect((await withKey('d2s_nothing-like-a-real-key', 'GET', '/api/customers')).statusCode).toBe(401);
    const bare = await t.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: { authorization: 'Bearer' },
    });
    expect(bare.statusCode).toBe(401);
    const list = (await apiCall(t.app, 'GET', '/api/api-keys', { cookie: owner.cookie })).json();
    expect(list.find((k: { id: string }) => k.id === id).revokedAt).not.toBeNull();
  });

  it('is managed by the owner only, and never with a key', async () => {
    const sales = await joinTeam(t.app, owner.cookie, 'manager', { firstName: 'Sam', lastName: 'Lee' });
    const byManager = await apiCall(t.app, 'POST', '/api/api-keys', {
      cookie: sales.cookie,
      payload: { name: 'Mine', scope: 'read-write' },
    });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toBe(OWNER_ONLY);
    const { key } = await newKey(owner.cookie, 'read-write');
    const byKey = await withKey(key, 'POST', '/api/api-keys', { name: 'Another', scope: 'read-write' });
    expect(byKey.statusCode).toBe(403);
    expect((await withKey(key, 'GET', '/api/api-keys')).statusCode).toBe(403);
  });

  it('refuses a key without a name or scope with a plain message', async () => {
    const res = await apiCall(t.app, 'POST', '/api/api-keys', {
      cookie: owner.cookie,
      payload: { name: ' ', scope: 'admin' },
    });
    expect(res.statusCode).toBe(400);
  });
});
