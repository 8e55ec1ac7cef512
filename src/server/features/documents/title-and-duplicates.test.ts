import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementPdf, SAMPLE_CUSTOMER } from '../../test/agreement-pdf.ts';
import { buildTestApp, registerDealer, type TestApp, uploadDocument } from '../../test/build-test-app.ts';
import { headingFromReasons, readableCase, sensibleTitle } from './document-title.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

const upload = (name: string, bytes: Uint8Array, cookie = dealer.cookie) =>
  uploadDocument(t.app, cookie, name, bytes);

describe("a document's title", () => {
  it("is the PDF's own Title; the file name is kept beside it", async () => {
    const bytes = await agreementPdf({
      title: 'Vehicle Sales Agreement KV-2001',
      customer: SAMPLE_CUSTOMER,
      reference: 'KV-2001',
    });
    const res = await upload('KV-2001_final.pdf', bytes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document).toMatchObject({
      title: 'Vehicle Sales Agreement KV-2001',
      fileName: 'KV-2001_final.pdf',
    });
  });

  it('is the first heading when the Title is what Word wrote, and the file name when nothing is sensible', async () => {
    const word = await agreementPdf({
      title: 'Microsoft Word - agreement.docx',
      customer: SAMPLE_CUSTOMER,
      reference: 'KV-2002',
    });
    const res = await upload('HP-agreement-AMF-2002.pdf', word);
    expect(res.json().document.title).toBe('Vehicle Sales Agreement');
    expect(sensibleTitle('HP-agreement-AMF-448120', 'x.pdf')).toBeNull();
    expect(sensibleTitle('agreement.pdf', 'x.pdf')).toBeNull();
    expect(sensibleTitle('   ', 'x.pdf')).toBeNull();
    expect(sensibleTitle('Vehicle order form', 'vehicle_order_form.pdf')).toBeNull();
    expect(readableCase('HIRE PURCHASE AGREEMENT')).toBe('Hire Purchase Agreement');
    expect(headingFromReasons(['Words in the text: "x"'])).toBeNull();
  });
});

describe('the same file uploaded again', () => {
  it('answers 200 with the document already in the library, and stores no copy', async () => {
    const bytes = await agreementPdf({
      title: 'Vehicle Sales Agreement KV-2003',
      customer: SAMPLE_CUSTOMER,
      reference: 'KV-2003',
    });
    const first = await upload('agreement.pdf', bytes);
    expect(first.statusCode).toBe(201);
    const again = await upload('agreement (1).pdf', bytes);
    expect(again.statusCode, again.body).toBe(200);
    const id = first.json().document.id;
    expect(again.json()).toMatchObject({
      duplicateOf: id,
      document: { id },
      message: 'This file is already in your library as Vehicle Sales Agreement KV-2003',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/documents?q=agreement',
      headers: { cookie: dealer.cookie },
    });
    const listed = JSON.parse(list.body) as { items?: { id: string }[] } | { id: string }[];
    const rows = Array.isArray(listed) ? listed : (listed.items ?? []);
    expect(rows.filter((d) => d.id === id)).toHaveLength(1);
    expect(
      rows.filter((d) => (d as { sha256?: string }).sha256 === first.json().document.sha256),
    ).toHaveLength(1);
    // Another dealer's library is theirs: the same bytes are a new document there.
    const rival = await registerDealer(t.app);
    expect((await upload('agreement.pdf', bytes, rival.cookie)).statusCode).toBe(201);
  });
});
