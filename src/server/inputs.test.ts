import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from './test/build-test-app.ts';
import { multipartBody } from './test/multipart.ts';
import { FIXTURES } from './test/signing-scenario.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

const UPLOAD_ROUTES = [
  { url: '/api/documents/upload', field: 'document' },
  { url: '/api/documents/upload-multiple', field: 'documents' },
  { url: '/api/dealer/logo', field: 'logo' },
  { url: '/api/dealer/profile-image', field: 'profileImage' },
];

describe('every input is checked where it enters', () => {
  for (const { url, field } of UPLOAD_ROUTES) {
    it(`answers 400, not 500, to a malformed form at ${url}`, async () => {
      const good = await multipartBody([{ field, name: 'a.pdf', bytes: Buffer.alloc(5000, 65) }]);
      const cut = good.payload.subarray(0, good.payload.length - 200);
      const attempts = [
        { payload: cut, type: good.headers['content-type'] },
        { payload: Buffer.from('--x\r\nnonsense'), type: 'multipart/form-data' },
      ];
      for (const { payload, type } of attempts) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type, cookie: dealer.cookie, origin: TEST_ORIGIN },
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message).toMatch(/could not be read|multipart/i);
      }
    });
  }

  it('refuses a line break in a mail subject or sender name', async () => {
    const subject = await apiCall(t.app, 'POST', '/api/signing-requests', {
      cookie: dealer.cookie,
      payload: { customerId: 'x', documentIds: ['y'], subject: 'Hello\r\nBcc: victim@example.com' },
    });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().message).toBe('The subject must be on one line');
    const sender = await apiCall(t.app, 'PUT', '/api/dealer/settings', {
      cookie: dealer.cookie,
      payload: {
        dealershipName: 'Kingsway Motors Ltd',
        primaryColor: '#112233',
        secondaryColor: '#445566',
        emailFromName: 'Kingsway\nBcc: x@example.com',
      },
    });
    expect(sender.statusCode).toBe(400);
  });

  it('strips right-to-left overrides from uploaded file names and edited titles', async () => {
    const spoof = 'invoice\u202efdp.exe.pdf';
    const body = await multipartBody([
      {
        field: 'document',
        name: spoof,
        bytes: readFileSync(path.join(FIXTURES, 'HP-agreement-AMF-448120.pdf')),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(201);
    const document = res.json().document;
    expect(document.fileName).toBe('invoicefdp.exe.pdf');
    expect(document.title).not.toMatch(/[\u202a-\u202e]/);
    const edited = await apiCall(t.app, 'PUT', `/api/documents/${document.id}`, {
      cookie: dealer.cookie,
      payload: {
        title: 'Order \u2067form\u2069 \u202egpj',
        documentType: 'sales_agreement',
        signatureRequired: true,
        extractedData: { ...document.extractedData },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().title).toBe('Order form gpj');
  });
});

describe('a visitor with no session', () => {
  it('is told 401 before any body is looked at', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/customers', { name: '' }],
      ['PUT', '/api/dealer/settings', { primaryColor: 'red' }],
      ['POST', '/api/signing-requests', {}],
      ['PUT', '/api/dealer/smtp', { smtpPort: 'x' }],
    ] as const) {
      const res = await apiCall(t.app, method, url, { payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().issues).toBeUndefined();
    }
  });
});
