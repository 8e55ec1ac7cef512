import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/documents/open-set');
const SCAN = 'scan-delivery-note-0193.pdf';
const truth = JSON.parse(readFileSync(path.join(FIXTURES, `${SCAN}.truth.json`), 'utf8'));

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await registerDealer(t.app)).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  apiCall(t.app, method, url, { cookie, payload });

async function upload(name: string): Promise<string> {
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
  return res.json().document.id;
}

type Extracted = {
  customerName: string | null;
  vehicleRegistration: string | null;
  documentType: string;
  signatureFields: { page: number; label: string }[];
  otherCustomers?: string[];
  confidence?: Record<'customerName' | 'vehicleRegistration' | 'documentType' | 'signatureFields', number>;
  documentTypeReasons?: string[];
};

async function extracted(id: string): Promise<Extracted> {
  const res = await call('GET', `/api/documents/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().extractedData;
}

/** The editor's Save Changes: the fields it sends, with `changes` over what GET answered. */
async function save(id: string, documentType: string, changes: Partial<Extracted> = {}) {
  const { customerName, vehicleRegistration, signatureFields } = await extracted(id);
  const res = await call('PUT', `/api/documents/${id}`, {
    title: 'Delivery note, scanned',
    documentType,
    signatureRequired: true,
    extractedData: { customerName, vehicleRegistration, documentType, signatureFields, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().extractedData as Extracted;
}

// The editor's notes (unsure values, other buyers, why this type) come from these fields: the API used
// to drop them from its answer and from the stored reading on every save.
describe('what extraction found, in GET /api/documents/{id}', () => {
  it('answers the reading’s confidence and type reasons, and keeps them when the dealer saves other fields', async () => {
    const id = await upload(SCAN);
    const read = await extracted(id);
    // An image-only scan, read by OCR: what it says is a guess the dealer confirms, each below the threshold.
    expect(read.documentType).toBe(truth.documentType);
    expect(read.confidence).toBeDefined();
    expect(read.confidence!.customerName).toBeLessThan(LOW_CONFIDENCE);
    expect(read.confidence!.documentType).toBeLessThan(LOW_CONFIDENCE);
    expect(read.documentTypeReasons).toContainEqual(expect.stringMatching(/DELIVERY NOTE/));

    // A new title only: the reading's notes are all still there. (The signature fields the editor sends
    // back are the dealer's, their signers chosen, so their confidence is theirs: not compared.)
    const { signatureFields: _fields, ...values } = read.confidence!;
    expect(await save(id, truth.documentType)).toMatchObject({
      confidence: values,
      documentTypeReasons: read.documentTypeReasons,
    });
    expect(await extracted(id)).toMatchObject({
      confidence: values,
      documentTypeReasons: read.documentTypeReasons,
    });
  });

  it('a value the dealer typed is no longer in doubt; the rest of the reading stays', async () => {
    const id = await upload(SCAN);
    const read = await extracted(id);
    const { signatureFields: _fields, ...values } = read.confidence!;
    // Corrections: OCR read the scan's own name and registration, so the dealer types others.
    await save(id, truth.documentType, {
      customerName: 'Declan Patrick O’Rourke',
      otherCustomers: ['Niamh O’Rourke'],
    });
    const after = await extracted(id);
    expect(after).toMatchObject({
      customerName: 'Declan Patrick O’Rourke',
      otherCustomers: ['Niamh O’Rourke'],
      documentTypeReasons: read.documentTypeReasons,
      confidence: { ...values, customerName: 1 },
    });

    // A later save that does not send the other buyers keeps them.
    await save(id, truth.documentType, { vehicleRegistration: 'MF20LNX' });
    expect(await extracted(id)).toMatchObject({
      vehicleRegistration: 'MF20LNX',
      otherCustomers: ['Niamh O’Rourke'],
      confidence: { ...values, customerName: 1, vehicleRegistration: 1 },
    });
  });

  it('a type the dealer chose drops the reading’s reasons for the old one', async () => {
    const id = await upload(SCAN);
    const read = await extracted(id);
    const after = await save(id, 'sales_agreement');
    expect(after.documentType).toBe('sales_agreement');
    expect(after.documentTypeReasons).toBeUndefined();
    expect(after.confidence).toEqual({ ...read.confidence, documentType: 1 });
    expect((await extracted(id)).documentTypeReasons).toBeUndefined();
  });
});
