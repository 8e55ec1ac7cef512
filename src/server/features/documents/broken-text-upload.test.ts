// A NUL or a lone surrogate in a file never fails its upload: PostgreSQL stores neither in a text or jsonb
// column, so the whole insert failed and the dealer saw "Internal Server Error". Run on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, whose refusal was the one reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenTextPdf } from '../../test/broken-text-pdf.ts';
import {
  apiCall,
  buildTestApp,
  registerDealer,
  type TestApp,
  uploadDocument,
} from '../../test/build-test-app.ts';
import { insertDocument } from './documents.repo.ts';

let t: TestApp;
let dealer: Awaited<ReturnType<typeof registerDealer>>;
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(async () => {
  await t?.close();
});

const unsafe = (s: string) => s.includes('\u0000') || !s.isWellFormed();

describe('an upload whose text holds a NUL or broken Unicode', () => {
  it('is stored without them, read as if they were not there', async () => {
    const res = await uploadDocument(t.app, dealer.cookie, 'broken\u0000-text.pdf', brokenTextPdf());
    expect(res.statusCode).toBe(201);
    const { document } = res.json();
    // The Title's NUL and lone surrogate are gone; what is left reads as a title.
    expect(document.title).toBe('Hire Purchase Agreement');
    expect(document.extractedData.customerName).toBe('Olivia Bennett');
    const detail = await apiCall(t.app, 'GET', `/api/documents/${document.id}`, { cookie: dealer.cookie });
    expect(detail.statusCode).toBe(200);
    const text = await apiCall(t.app, 'GET', `/api/documents/${document.id}/text`, { cookie: dealer.cookie });
    const stored = JSON.stringify([detail.json(), text.statusCode === 200 ? text.json() : null]);
    expect(stored).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}(?!\\ud[c-f])/i);
    expect(JSON.stringify(detail.json())).toContain('Ford Focus');
  });

  it('keeps every text a document row stores safe, whoever read it (Word, OCR, a learnt form)', async () => {
    const row = await insertDocument(t.app.deps.db, {
      id: crypto.randomUUID(),
      dealerId: dealer.id,
      title: 'Sales\u0000 Invoice\ud800',
      fileName: 'invoice\udc00.docx',
      format: 'docx',
      originalKey: 'k',
      pdfKey: 'k',
      sizeBytes: 1,
      sha256: 'a'.repeat(64),
      pdfSha256: 'b'.repeat(64),
      pageCount: 1,
      documentType: 'sales_agreement',
      signatureRequired: true,
      extractedText: 'Customer\u0000 name: Olivia Bennett\ud800',
      extractedData: {
        customerName: 'Olivia\u0000 Bennett',
        vehicleRegistration: null,
        documentType: 'sales_agreement',
        signatureFields: [{ page: 1, label: 'Customer\ud800 signature' }],
        otherCustomers: ['Ben\u0000 Okafor'],
        confidence: { customerName: 1, vehicleRegistration: 0, documentType: 1, signatureFields: 1 },
        documentTypeReasons: ['First line: "Sales\u0000 Invoice"'],
      },
      validation: { issues: [] } as never,
    });
    expect(row.title).toBe('Sales Invoice');
    expect(row.fileName).toBe('invoice.docx');
    expect(row.extractedText).toBe('Customer name: Olivia Bennett');
    expect(row.extractedData.customerName).toBe('Olivia Bennett');
    expect(row.extractedData.signatureFields?.[0]?.label).toBe('Customer signature');
    expect(JSON.stringify(row.extractedData).includes('\\u0000')).toBe(false);
    expect(unsafe(JSON.stringify(row))).toBe(false);
  });
});
