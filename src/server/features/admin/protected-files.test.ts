import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerFile } from '../../../shared/dealer-files.schema.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { makeJpeg } from '../../test/media-fixtures.ts';
import { createOrPromoteAdministrator } from '../auth/auth.service.ts';

let t: TestApp;
let adminCookie: string;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let fileId = '';
const passport = makeJpeg(800, 600, Buffer.alloc(1000, 1));

async function uploadProtected() {
  const form = new FormData();
  form.append('fileType', 'passport');
  form.append('filePassword', 'Blue-Fox-42');
  form.append('isPasswordProtected', 'true');
  form.append('file', new Blob([new Uint8Array(passport)]), 'passport.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dealer-files/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type')!,
      cookie: dealer.cookie,
      origin: TEST_ORIGIN,
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  await createOrPromoteAdministrator(t.app.deps, {
    email: 'admin@platform.test',
    password: 'admin password',
  });
  adminCookie = sessionCookie(await login(t.app, 'admin@platform.test', 'admin password'));
  dealer = await registerDealer(t.app);
  fileId = await uploadProtected();
});
afterAll(() => t.close());

const reset = (id: string, payload: object, cookie = adminCookie) =>
  apiCall(t.app, 'POST', `/api/admin/reset-file-password/${id}`, { cookie, payload });
const openWith = (password: string) =>
  apiCall(t.app, 'POST', `/api/dealer-files/${fileId}/download`, {
    cookie: dealer.cookie,
    payload: { password },
  });

describe('admin password reset of protected files', () => {
  it('lists protected files across dealers, with search', async () => {
    const res = await apiCall(t.app, 'GET', '/api/admin/protected-files', { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DealerFile[]).map((f) => f.id)).toEqual([fileId]);
    const none = await apiCall(t.app, 'GET', '/api/admin/protected-files?search=zzz-nothing', {
      cookie: adminCookie,
    });
    expect(none.json()).toEqual([]);
  });

  it('needs a new password or the choice to remove protection', async () => {
    for (const payload of [{ newPassword: '   ', removeProtection: false }, { newPassword: null }]) {
      const res = await reset(fileId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a new password or choose to remove protection');
    }
    expect((await reset('00000000-0000-4000-8000-000000000000', { newPassword: 'x' })).statusCode).toBe(404);
  });

  it('sets a new password the file then opens with, and removes protection', async () => {
    const res = await reset(fileId, { newPassword: 'Green-Owl-7', removeProtection: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isPasswordProtected: true,
      message: 'The file password has been reset.',
    });
    expect((await openWith('Blue-Fox-42')).statusCode).toBe(401);
    const opened = await openWith('Green-Owl-7');
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(passport)).toBe(true);

    const removed = await reset(fileId, { newPassword: null, removeProtection: true });
    expect(removed.json()).toMatchObject({ isPasswordProtected: false });
    const plain = await apiCall(t.app, 'GET', `/api/dealer-files/${fileId}/download`, {
      cookie: dealer.cookie,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(passport)).toBe(true);
  });

  it('is for administrators only: 401 to a visitor, 403 to a dealer', async () => {
    expect((await apiCall(t.app, 'GET', '/api/admin/protected-files', {})).statusCode).toBe(401);
    expect(
      (await apiCall(t.app, 'GET', '/api/admin/protected-files', { cookie: dealer.cookie })).statusCode,
    ).toBe(403);
    expect((await reset(fileId, { removeProtection: true }, '')).statusCode).toBe(401);
    expect((await reset(fileId, { removeProtection: true }, dealer.cookie)).statusCode).toBe(403);
  });
});
