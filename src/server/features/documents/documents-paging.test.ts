import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let dealer: { cookie: string; id: string };
let rival: { cookie: string; id: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  rival = await registerDealer(t.app, { dealershipName: 'Rival Cars' });
  const row = (dealerId: string, title: string, at: number) => ({
    dealerId,
    title,
    fileName: `${title}.pdf`,
    format: 'pdf' as const,
    originalKey: `k/${title}`,
    pdfKey: `k/${title}`,
    sizeBytes: 1000,
    sha256: 'a'.repeat(64),
    pageCount: 1,
    extractedData: { signatureFields: [] },
    uploadedAt: new Date(at),
  });
  const base = Date.parse('2026-11-01T09:00:00Z');
  await t.app.deps.db
    .insert(documents)
    .values([
      ...Array.from({ length: 12 }, (_, i) =>
        row(dealer.id, `Invoice ${i}`, base + Math.floor(i / 2) * 1000),
      ),
      row(dealer.id, 'Gap Insurance Declined', base),
      row(rival.id, 'Rival Invoice', base),
    ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = dealer.cookie) => apiCall(t.app, 'GET', url, { cookie });
const nextOf = (link: unknown) =>
  typeof link === 'string' ? link.match(/^<([^>]+)>; rel="next"$/)?.[1] : undefined;

describe('GET /api/documents, a page at a time', () => {
  it('pages with a Link header and reaches every document once', async () => {
    const first = await get('/api/documents');
    expect(first.json()).toHaveLength(13);
    expect(first.headers.link).toBeUndefined();
    const titles: string[] = [];
    let url: string | undefined = '/api/documents?limit=5';
    while (url) {
      const res = await get(url);
      titles.push(...res.json().map((d: { title: string }) => d.title));
      url = nextOf(res.headers.link);
    }
    expect(titles).toHaveLength(13);
    expect(new Set(titles).size).toBe(13);
    expect(titles).not.toContain('Rival Invoice');
  });

  it('searches titles, only among the dealer’s own', async () => {
    expect((await get('/api/documents?q=gap')).json().map((d: { title: string }) => d.title)).toEqual([
      'Gap Insurance Declined',
    ]);
    expect((await get('/api/documents?q=invoice', rival.cookie)).json()).toHaveLength(1);
    const page = await get('/api/documents?q=invoice&limit=4');
    expect(page.json()).toHaveLength(4);
    expect(nextOf(page.headers.link)).toContain('q=invoice');
  });

  it('answers each document exactly as GET /api/documents/{id} does, less the text', async () => {
    await t.app.deps.db.insert(documents).values({
      dealerId: dealer.id,
      title: 'Signed Order',
      fileName: 'order.docx',
      format: 'docx',
      originalKey: 'k/order',
      pdfKey: 'k/order.pdf',
      sizeBytes: 2048,
      sha256: 'b'.repeat(64),
      pageCount: 3,
      documentType: 'invoice',
      extractedData: {
        customerName: 'Aisha Rahman',
        signatureFields: [{ page: 2, label: 'Customer', box: { x: 1, y: 2, width: 30, height: 10 } }],
      },
      validation: { issues: ['No registration found'] },
    });
    const list = (await get('/api/documents?limit=500')).json() as { id: string }[];
    expect(list).toHaveLength(14);
    expect(list[0]).toMatchObject({ isWord: true, extractedData: { signatureFields: [{ page: 2 }] } });
    for (const item of list) {
      const { extractedText: _text, ...summary } = (await get(`/api/documents/${item.id}`)).json();
      expect(item).toStrictEqual(summary);
    }
  });
});
