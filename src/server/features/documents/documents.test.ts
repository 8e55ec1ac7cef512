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
import { blankScan } from '../../test/image-only-pdf.ts';
import { multipartBody } from '../../test/multipart.ts';
import { buildZip, deflatedZeros, storedOrDeflated } from '../../test/zip-builder.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/documents/open-set');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** A "DOCX" whose document.xml inflates to 300 MB of zeros from a few hundred KB. */
async function docxZipBomb() {
  const zeros = await deflatedZeros(300);
  return buildZip([
    storedOrDeflated('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    {
      name: 'word/document.xml',
      data: zeros.data,
      method: 8,
      uncompressedSize: 300 * 1024 * 1024,
      crc: zeros.crc,
    },
  ]);
}

let t: TestApp;
let dealer: { cookie: string; id: string };
let rival: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  rival = await registerDealer(t.app);
});
afterAll(() => t.close());

async function upload(
  files: { name: string; bytes: Uint8Array; field?: string }[],
  url = '/api/documents/upload',
  cookie = dealer.cookie,
) {
  const body = await multipartBody(
    files.map((f) => ({ field: f.field ?? 'document', name: f.name, bytes: f.bytes })),
  );
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
  });
}
const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  cookie = dealer.cookie,
  payload?: object,
) => apiCall(t.app, method, url, { cookie, payload });

describe('uploading', () => {
  it('reads a PDF: customer, registration, type, pages and signature fields, with size and hash', async () => {
    const bytes = fixture('HP-agreement-AMF-448120.pdf');
    const res = await upload([{ name: 'HP-agreement-AMF-448120.pdf', bytes }]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.extractedData).toMatchObject({
      customerName: 'Aisha Rahman',
      vehicleRegistration: 'BF21KHW',
      documentType: 'finance_agreement',
    });
    // The debtor's box and the hirer's; the creditor's box is the lender's own (decision 0104), not read.
    expect(
      body.extractedData.signatureFields.map((f: { page: number; signer?: string }) => [
        f.page,
        f.signer ?? 'customer',
      ]),
    ).toEqual([
      [2, 'customer'],
      [4, 'customer'],
    ]);
    expect(body.document).toMatchObject({
      format: 'pdf',
      isWord: false,
      pageCount: 4,
      sizeBytes: bytes.length,
    });
    expect(body.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.validation.isValid).toBe(true);

    const download = await call('GET', `/api/documents/${body.document.id}/download`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^inline/);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps a Word original for download and makes a PDF to view and sign', async () => {
    const bytes = fixture('Part-Exchange-Agreement_Llewellyn-Price.docx');
    const res = await upload([{ name: 'Part-Exchange-Agreement_Llewellyn-Price.docx', bytes }]);
    expect(res.statusCode, res.body).toBe(201);
    const { document } = res.json();
    expect(document).toMatchObject({ format: 'docx', isWord: true });
    expect(document.extractedData.documentType).toBe('trade_in_agreement');

    const original = await call('GET', `/api/documents/${document.id}/download`);
    expect(original.headers['content-type']).toBe('application/octet-stream');
    expect(original.headers['content-disposition']).toContain(
      `attachment; filename="${document.title}.docx"`,
    );
    expect(original.rawPayload.equals(bytes)).toBe(true);

    const pdf = await call('GET', `/api/documents/${document.id}/download?as=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reports a scanned PDF’s missing text layer instead of failing', async () => {
    const res = await upload([{ name: 'scan.pdf', bytes: fixture('scan-delivery-note-0193.pdf') }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().validation.issues.join(' ')).toMatch(/text layer/i);
  });

  it('clears "Document type not recognised" once the dealer picks the type, and keeps the scan reported', async () => {
    // A scan with nothing OCR can read (a delivery note's heading would name its type).
    const res = await upload([{ name: 'scan.pdf', bytes: Buffer.from(await blankScan()) }]);
    const scan = res.json().document;
    expect(scan.validation.issues).toContain('Document type not recognised');
    const edited = await call('PUT', `/api/documents/${scan.id}`, dealer.cookie, {
      title: scan.title,
      documentType: 'delivery_receipt',
      signatureRequired: true,
      extractedData: { ...scan.extractedData, customerName: 'Jo Bloggs', vehicleRegistration: 'KV24ABC' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { issues } = edited.json().validation;
    expect(issues).not.toContain('Document type not recognised');
    expect(issues).not.toContain('No customer name found');
    expect(issues.join(' ')).toMatch(/text layer/i);
    const reread = (await call('GET', `/api/documents/${scan.id}`, dealer.cookie)).json();
    expect(reread.validation).toEqual(edited.json().validation);
  });

  it('answers every hostile upload with a clear 4xx and keeps serving', async () => {
    const pdf = fixture('vehicle-order-form-KV24117.pdf');
    const cases: [string, Awaited<ReturnType<typeof upload>>, number, RegExp][] = [
      [
        'PNG named .pdf',
        await upload([{ name: 'x.pdf', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') }]),
        400,
        /PNG image/,
      ],
      [
        'plain text',
        await upload([{ name: 'notes.docx', bytes: Buffer.from('just some words') }]),
        400,
        /Invalid File/,
      ],
      ['truncated PDF', await upload([{ name: 'cut.pdf', bytes: pdf.subarray(0, 600) }]), 422, /.+/],
      ['zip bomb', await upload([{ name: 'bomb.docx', bytes: await docxZipBomb() }]), 422, /.+/],
      ['empty file', await upload([{ name: 'empty.pdf', bytes: new Uint8Array() }]), 400, /empty/],
      [
        'wrong field',
        await upload([{ name: 'a.pdf', bytes: pdf, field: 'file' }]),
        400,
        /form field "document"/,
      ],
      [
        '51 MB',
        await upload([{ name: 'big.pdf', bytes: Buffer.alloc(51 * 1024 * 1024, 0x20) }]),
        413,
        /larger than 50 MB/,
      ],
    ];
    for (const [name, res, status, message] of cases) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().message, name).toMatch(message);
    }
    const notMultipart = await call('POST', '/api/documents/upload', dealer.cookie, { document: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const titles = (await call('GET', '/api/documents')).json().map((d: { title: string }) => d.title);
    expect(titles).not.toContain('bomb');
  });

  it('uploads several files, keeping the good ones and reporting the bad', async () => {
    const res = await upload(
      [
        { field: 'documents', name: 'warranty.pdf', bytes: fixture('Warranty-Certificate-RD-W-30281.pdf') },
        { field: 'documents', name: 'photo.pdf', bytes: Buffer.from('ffd8ffe000104a464946', 'hex') },
        { field: 'documents', name: 'gap.docx', bytes: fixture('GAP-Insurance-Declined-ALM-D-30716.docx') },
      ],
      '/api/documents/upload-multiple',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 of 3 documents uploaded');
    expect(body.results.map((r: { fileName: string }) => r.fileName)).toEqual(['warranty.pdf', 'gap.docx']);
    expect(body.errors).toEqual([
      { fileName: 'photo.pdf', success: false, error: expect.stringMatching(/JPEG image/) },
    ]);
  });
});

describe('editing and scoping', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload([{ name: 'order.pdf', bytes: fixture('vehicle-order-form-KV24117.pdf') }])).json()
      .document.id;
  });

  it('saves the editor’s changes and checks signature pages against the document', async () => {
    const body = {
      title: 'Order form',
      documentType: 'sales_agreement',
      signatureRequired: true,
      extractedData: {
        customerName: 'Jo Bloggs',
        vehicleRegistration: 'kv24 abc',
        signatureFields: [{ page: 1, label: 'Customer Signature' }],
      },
    };
    const res = await call('PUT', `/api/documents/${id}`, dealer.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Order form',
      extractedData: { customerName: 'Jo Bloggs', vehicleRegistration: 'KV24ABC' },
    });

    const tooFar = await call('PUT', `/api/documents/${id}`, dealer.cookie, {
      ...body,
      extractedData: { ...body.extractedData, signatureFields: [{ page: 99, label: 'Customer Signature' }] },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toMatch(/page 99/);
  });

  it('saves edited text, and re-extract reads the file again', async () => {
    const saved = await call('PUT', `/api/documents/${id}/text`, dealer.cookie, {
      text: 'Edited',
      title: 'Order form',
      documentType: 'sales_agreement',
    });
    expect(saved.json().extractedText).toBe('Edited');
    const again = await call('POST', `/api/documents/${id}/re-extract`);
    expect(again.statusCode).toBe(200);
    expect(again.json().extractedText.length).toBeGreaterThan(100);
  });

  it('turns on signatures for every document at once', async () => {
    await call('PUT', `/api/documents/${id}`, dealer.cookie, {
      title: 'Order form',
      documentType: 'sales_agreement',
      signatureRequired: false,
      extractedData: { signatureFields: [] },
    });
    const res = await call('POST', '/api/documents/bulk-enable-signatures');
    expect(res.json().updated).toBe(1);
    expect((await call('GET', `/api/documents/${id}`)).json().signatureRequired).toBe(true);
  });

  it('answers 404 to another dealer for every call, and nothing changes', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/documents/${id}`],
      ['GET', `/api/documents/${id}/download`],
      [
        'PUT',
        `/api/documents/${id}`,
        {
          title: 'x',
          documentType: 'other',
          signatureRequired: true,
          extractedData: { signatureFields: [] },
        },
      ],
      ['PUT', `/api/documents/${id}/text`, { text: 'x', title: 'x', documentType: 'other' }],
      ['POST', `/api/documents/${id}/re-extract`],
      ['DELETE', `/api/documents/${id}`],
    ] as const) {
      expect((await call(method, url, rival.cookie, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/api/documents', rival.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/documents/${id}`)).json().title).toBe('Order form');
  });

  it('deletes a document and its files', async () => {
    const res = await call('DELETE', `/api/documents/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/documents/${id}/download`)).statusCode).toBe(404);
  });
});
