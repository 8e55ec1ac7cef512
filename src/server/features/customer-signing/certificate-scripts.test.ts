// Names in every script come out of the certificate of completion and the signature caption as written,
// read back by poppler's pdftotext (an independent reader), and every time on the certificate says its zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { pdftotext } from '../../test/poppler.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

const NAMES = [
  'Zoë Đặng',
  'Zażółć Gęślą',
  'Дмитрий Иванов',
  'Γιώργος Παπαδόπουλος',
  'محمد العلي',
  '王小明',
  'José Ñúñez',
];
const ARABIC = 'محمد العلي';
// pdftotext writes a right-to-left run between RIGHT-TO-LEFT EMBEDDING and POP DIRECTIONAL FORMATTING marks
// (U+202B … U+202C) in the order it was written (logical order). The marks are poppler's, not the PDF's.
const RTL_MARKS = /[\u202a-\u202e]/g;

let t: TestApp;
const sealed = new Map<string, { pdf: Buffer }>();

beforeAll(async () => {
  t = await buildTestApp();
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  const scenario = signingScenario(t, dealer);
  const documentId = await scenario.uploadFixture('HP-agreement-AMF-448120.pdf');
  // One set per name, all submitted before any copy is awaited, so the seals run side by side.
  const sets = [];
  for (const [i, name] of NAMES.entries()) {
    const { token } = await scenario.sendRequest(`script${i}@example.co.uk`, [documentId], name);
    await scenario.signAll(token, [documentId]);
    const submitted = await scenario.customerCall('POST', `/api/sign/${token}/submit`);
    if (submitted.statusCode !== 200) throw new Error(submitted.body);
    sets.push({ name, token });
  }
  for (const { name, token } of sets) {
    sealed.set(name, { pdf: await scenario.sealedCopy(token, documentId) });
  }
}, 180_000);
afterAll(() => t.close());

/** The certificate's pages: the ones after the document's own (it starts with its title). */
async function certificateText(pdf: Buffer) {
  const whole = await pdftotext(pdf);
  const at = whole.indexOf('Certificate of Completion');
  expect(at).toBeGreaterThan(0);
  return whole.slice(at);
}

describe('the certificate of completion in every script', () => {
  it.each(NAMES.filter((n) => n !== ARABIC))('shows "%s" exactly', async (name) => {
    const text = await certificateText(sealed.get(name)!.pdf);
    expect(text).toContain(`${name} <`);
    expect(text).not.toMatch(/\?\?/);
  });

  it('shows the Arabic name in the order it was written, with its letters, not their drawn shapes', async () => {
    const text = await certificateText(sealed.get(ARABIC)!.pdf);
    // The glyphs are drawn shaped and right to left; pdftotext gives the letters back in logical order (it
    // reorders right-to-left runs itself) between its direction marks, and with -layout on a line of their
    // own under "Customer" (the Naskh font's taller line box). Compared without poppler's marks, after NFC:
    // no presentation forms (U+FB50–U+FEFF), no reversed letters, nothing replaced.
    const lines = text.replace(RTL_MARKS, '').normalize('NFC').split('\n');
    const customer = lines.findIndex((l) => l.trim().startsWith('Customer'));
    expect(lines.slice(customer, customer + 2).map((l) => l.trim())).toContain(ARABIC.normalize('NFC'));
    expect(text).not.toMatch(/[\ufb50-\ufeff]/);
  });

  it('puts the name in the signature caption on the signed page, in any script', async () => {
    for (const name of ['Zoë Đặng', 'Дмитрий Иванов', '王小明', ARABIC]) {
      const { pdf } = sealed.get(name)!;
      const signedPage = (await pdftotext(pdf, 2, 2)).replace(RTL_MARKS, '').normalize('NFC');
      expect(signedPage).toContain(name.normalize('NFC'));
    }
  });

  it('says the zone of every time it prints (UK time: GMT or BST)', async () => {
    const text = await certificateText(sealed.get('Zoë Đặng')!.pdf);
    const times = text.match(/\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}:\d{2}( \w+)?/g) ?? [];
    expect(times.length).toBeGreaterThanOrEqual(4);
    for (const time of times) expect(time).toMatch(/ (GMT|BST)$/);
  });

  it('embeds only the glyphs it uses: a Chinese name costs kilobytes, not the 10 MB font', async () => {
    const chinese = sealed.get('王小明')!.pdf.length;
    const latin = sealed.get('José Ñúñez')!.pdf.length;
    expect(chinese - latin).toBeLessThan(200_000);
  });

  it('carries the verification link and a code of 10 characters', async () => {
    const text = await certificateText(sealed.get('José Ñúñez')!.pdf);
    expect(text).toMatch(/http:\/\/localhost:\d+\/verify\s+·\s+code [0-9A-Z]{10}/);
  });
});
