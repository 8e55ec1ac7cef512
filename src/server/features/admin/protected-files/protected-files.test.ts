import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtectedFile } from '../../../../shared/dealer/dealer-files.schema.ts';
import {
  apiCall,
  buildTestApp,
  login,
  registerDealer,
  sessionCookie,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { uploadDealerFile } from '../../../test/dealer-file-upload.ts';
import { makeJpeg } from '../../../test/media-fixtures.ts';
import { createOrPromoteAdministrator } from '../../auth/auth.service.ts';
import { listFileEvents } from '../../dealer-files/dealer-files.repo.ts';

let t: TestApp;
let adminCookie: string;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
let fileId = '';
const passport = makeJpeg(800, 600, Buffer.alloc(1000, 1));

async function uploadProtected(password = 'Blue-Fox-42') {
  const res = await uploadDealerFile(
    t,
    dealer.cookie,
    { fileType: 'passport', filePassword: password, isPasswordProtected: 'true' },
    { name: 'passport.jpg', bytes: passport },
  );
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
}
const tryUpload = (password: string) => uploadProtected(password).catch((error: Error) => error.message);

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
  it('lists protected files across dealers, each with its dealer, with search', async () => {
    const res = await apiCall(t.app, 'GET', '/api/admin/protected-files', { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ProtectedFile[]).map((f) => [f.id, f.dealerName])).toEqual([
      [fileId, 'Kingsway Motors Ltd'],
    ]);
    const byDealer = await apiCall(t.app, 'GET', '/api/admin/protected-files?search=kingsway', {
      cookie: adminCookie,
    });
    expect((byDealer.json() as ProtectedFile[]).map((f) => f.id)).toEqual([fileId]);
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
    expect(
      (await reset('00000000-0000-4000-8000-000000000000', { newPassword: 'Green-Owl-7' })).statusCode,
    ).toBe(404);
  });

  it('needs file passwords of at least 8 characters, at upload and at reset', async () => {
    for (const password of ['1', 'abc1234', ' 1234567 ']) {
      expect(JSON.parse(await tryUpload(password))).toMatchObject({
        message: 'The file password must be at least 8 characters',
      });
      const res = await reset(fileId, { newPassword: password, removeProtection: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The file password must be at least 8 characters');
    }
    expect((await openWith('Blue-Fox-42')).statusCode).toBe(200);
  });

  it('ends the streaming links given out before a reset', async () => {
    const id = await uploadProtected();
    const grant = async (password: string) =>
      (
        await apiCall(t.app, 'POST', `/api/dealer-files/${id}/access`, {
          cookie: dealer.cookie,
          payload: { password },
        })
      ).json().url as string;
    const stream = (url: string) => apiCall(t.app, 'GET', url, { cookie: dealer.cookie });
    const before = await grant('Blue-Fox-42');
    expect((await stream(before)).statusCode).toBe(200);
    expect((await reset(id, { newPassword: 'Green-Owl-7', removeProtection: false })).statusCode).toBe(200);
    const ended = await stream(before);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe('This link has expired: enter the file password again.');
    const after = await grant('Green-Owl-7');
    expect((await stream(after)).statusCode).toBe(200);
    // Removing protection ends them too (the file then opens without a link).
    expect((await reset(id, { removeProtection: true })).statusCode).toBe(200);
    expect((await stream(after)).statusCode).toBe(403);
  });

  it('never opens a locked file: 60 guesses at once, the right one last', async () => {
    const id = await uploadProtected();
    const guess = (password: string) =>
      apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
        cookie: dealer.cookie,
        payload: { password },
      });
    const wrong = Array.from({ length: 59 }, (_, i) => guess(`wrong-guess-${i}`));
    const answers = await Promise.all([...wrong, guess('Blue-Fox-42')]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 200)).toHaveLength(0);
    // Ten tries were compared (nine 401s and the tenth's 429 that locked); every other was refused unread.
    expect(codes.filter((c) => c === 401)).toHaveLength(9);
    expect(codes.filter((c) => c === 429)).toHaveLength(51);
    const events = await listFileEvents(t.app.deps.db, id);
    expect(events.filter((e) => e.kind === 'password_failed')).toHaveLength(10);
    expect(events.filter((e) => e.kind === 'locked')).toHaveLength(1);
    const later = await guess('Blue-Fox-42');
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toMatch(/locked\. Try again in 15 minutes\./);
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
