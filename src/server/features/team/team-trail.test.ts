// What a member did is named: the certificate of completion, the request's history and its
// notifications say who at the dealership sent it; protected files need the password AND the role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGERS_ONLY } from '../../plugins/session-guard.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { uploadDealerFile } from '../../test/dealer-file-upload.ts';
import { makeJpeg } from '../../test/media-fixtures.ts';
import { pdftotext } from '../../test/poppler.ts';
import { signingScenario } from '../../test/signing-scenario.ts';
import { joinTeam } from '../../test/team.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerDealer>>;
let sales: Awaited<ReturnType<typeof joinTeam>>;
let manager: Awaited<ReturnType<typeof joinTeam>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerDealer(t.app, { dealershipName: 'Oakfield Motors' });
  sales = await joinTeam(t.app, owner.cookie, 'sales', { firstName: 'Priya', lastName: 'Shah' });
  manager = await joinTeam(t.app, owner.cookie, 'manager', { firstName: 'Ben', lastName: 'Okafor' });
});
afterAll(() => t.close());

describe('who acted is named', () => {
  it('the certificate, the history and the notifications name the member who sent the request', async () => {
    const scenario = signingScenario(t, sales);
    const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const { requestId, token } = await scenario.sendRequest('aisha.team@example.co.uk', [documentId]);
    const events = (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json();
    expect(JSON.stringify(events)).toContain(
      'Signing request created by the dealer (sent by Priya Shah, Oakfield Motors)',
    );
    await scenario.signAll(token, [documentId]);
    expect((await scenario.customerCall('POST', `/api/sign/${token}/submit`)).statusCode).toBe(200);
    const sealed = await scenario.sealedCopy(token, documentId);
    const certificate = (await pdftotext(sealed)).replace(/\s+/g, ' ');
    expect(certificate).toContain(
      'Signing request created by the dealer (sent by Priya Shah, Oakfield Motors)',
    );
    const notifications = (
      await apiCall(t.app, 'GET', '/api/notifications', { cookie: owner.cookie })
    ).json();
    expect(notifications.map((n: { message: string }) => n.message)).toContain(
      'Sent by Priya Shah: Aisha Rahman signed and submitted their documents',
    );
  });

  it('a cancellation names who cancelled', async () => {
    const scenario = signingScenario(t, manager);
    const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
    const { requestId } = await scenario.sendRequest('cancel.team@example.co.uk', [documentId]);
    expect((await scenario.dealerCall('POST', `/api/signing-requests/${requestId}/cancel`)).statusCode).toBe(
      200,
    );
    const events = JSON.stringify(
      (await scenario.dealerCall('GET', `/api/signing-requests/${requestId}/events`)).json(),
    );
    expect(events).toContain('Signing request cancelled by the dealer (Ben Okafor, Oakfield Motors)');
  });
});

describe('protected dealer files: the password and the role', () => {
  it('a sales member cannot open or delete a protected file even with its password; a manager can open it', async () => {
    const passport = makeJpeg(800, 600, Buffer.alloc(1000, 1));
    const uploaded = await uploadDealerFile(
      t,
      sales.cookie,
      { fileType: 'passport', filePassword: 'Blue-Fox-42', isPasswordProtected: 'true' },
      { name: 'passport.jpg', bytes: passport },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json().id as string;
    const open = (cookie: string) =>
      apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
        cookie,
        payload: { password: 'Blue-Fox-42' },
      });

    const list = (await apiCall(t.app, 'GET', '/api/dealer-files', { cookie: sales.cookie })).json();
    expect(JSON.stringify(list)).toContain(id);
    const refused = await open(sales.cookie);
    expect(refused.statusCode).toBe(403);
    // The route's door refuses a sales member before the file is looked at (its contract: managers only).
    expect(refused.json().message).toBe(MANAGERS_ONLY);
    expect(
      (
        await apiCall(t.app, 'POST', `/api/dealer-files/${id}/access`, {
          cookie: sales.cookie,
          payload: { password: 'Blue-Fox-42' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await apiCall(t.app, 'DELETE', `/api/dealer-files/${id}`, { cookie: sales.cookie })).statusCode,
    ).toBe(403);
    // A manager still needs the password.
    const wrong = await apiCall(t.app, 'POST', `/api/dealer-files/${id}/download`, {
      cookie: manager.cookie,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    const opened = await open(manager.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(passport)).toBe(true);
  });
});
