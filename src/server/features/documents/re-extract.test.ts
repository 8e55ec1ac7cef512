import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/documents/open-set');

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await registerDealer(t.app)).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

async function uploadHpAgreement(): Promise<string> {
  const name = 'HP-agreement-AMF-448120.pdf';
  const body = await multipartBody([
    // Each test its own copy: the same bytes twice are one document in the library, offered again, not stored twice.
    {
      field: 'document',
      name,
      bytes: Buffer.concat([
        readFileSync(path.join(FIXTURES, name)),
        Buffer.from(`\n% copy ${randomUUID()}\n`),
      ]),
    },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().document.documentType).toBe('finance_agreement');
  return res.json().document.id;
}

// Re-extract once reset a type the dealer had chosen back to the reading's.
describe('re-extract and the document type', () => {
  it('keeps a type the dealer chose in the text editor, and reads the text again', async () => {
    const id = await uploadHpAgreement();
    const saved = await call('PUT', `/api/documents/${id}/text`, {
      text: 'Edited',
      title: 'HP agreement',
      documentType: 'warranty',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call('POST', `/api/documents/${id}/re-extract`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().extractedText).toMatch(/Aisha Rahman/);
    expect(again.json()).toMatchObject({
      documentType: 'warranty',
      extractedData: { documentType: 'warranty' },
    });
    expect((await call('GET', `/api/documents/${id}`)).json().documentType).toBe('warranty');
  });

  it('keeps a type the dealer chose in the document editor, even "Other"', async () => {
    const id = await uploadHpAgreement();
    const saved = await call('PUT', `/api/documents/${id}`, {
      title: 'HP agreement',
      documentType: 'other',
      signatureRequired: true,
      extractedData: { customerName: 'Aisha Rahman', signatureFields: [{ page: 2, label: 'Signature' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await call('POST', `/api/documents/${id}/re-extract`)).json();
    expect(again.documentType).toBe('other');
    // The dealer's "Other" is a choice, not a type the reading failed to recognise.
    expect(again.validation.issues).not.toContain('Document type not recognised');
  });

  it('takes the reading’s type when the dealer saved text without changing the type', async () => {
    // A dealership of its own: the save above taught this form as "Other" (learnt-forms), and the next
    // upload of it there is read that way.
    cookie = (await registerDealer(t.app)).cookie;
    const id = await uploadHpAgreement();
    await call('PUT', `/api/documents/${id}/text`, {
      text: 'Edited',
      title: 'HP agreement',
      documentType: 'finance_agreement',
    });
    expect((await call('POST', `/api/documents/${id}/re-extract`)).json()).toMatchObject({
      documentType: 'finance_agreement',
      extractedText: expect.stringMatching(/Aisha Rahman/),
    });
  });
});
