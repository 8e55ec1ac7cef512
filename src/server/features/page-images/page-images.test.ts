import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let scenario: ReturnType<typeof signingScenario>;
let documentIds: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const dealer = await registerDealer(t.app, { dealershipName: 'Brindley & Hart Cars Ltd' });
  scenario = signingScenario(t, dealer);
  documentIds = [
    await scenario.uploadFixture('HP-agreement-AMF-448120.pdf'),
    await scenario.uploadFixture('Warranty-Certificate-RD-W-30281.pdf'),
  ];
});
afterAll(() => t.close());

const session = async (token: string) =>
  (await scenario.customerCall('GET', `/api/sign/${token}`)).json() as SigningSession;

/** The session once every document's pages are drawn (the job runs in a worker thread). */
const whenDrawn = (token: string) =>
  eventually(
    async () => {
      const s = await session(token);
      return s.documents.every((d) => d.pageImages.status === 'ready') && s;
    },
    { timeoutMs: 90_000, everyMs: 500, what: 'the page images' },
  );

describe('pages as images', () => {
  it('draws every page of each document when the request is sent, with sizes and text, for the link holder', async () => {
    const { token } = await scenario.sendRequest('pages@example.co.uk', documentIds);
    const drawn = await whenDrawn(token);
    const [hp, warranty] = drawn.documents;
    expect(hp!.pageImages.pages).toHaveLength(4);
    expect(warranty!.pageImages.pages).toHaveLength(warranty!.pageCount);
    for (const page of hp!.pageImages.pages) {
      expect(page.ready).toBe(true);
      // A4 portrait, in points.
      expect(page.width).toBeCloseTo(595.28, 0);
      expect(page.height).toBeCloseTo(841.89, 0);
    }
    expect(hp!.pageImages.pages[0]!.text).toMatch(/^HIRE-PURCHASE AGREEMENT/);

    for (const [w, width] of [
      [390, 800],
      [800, 800],
      [1400, 1400],
      [2000, 1400],
    ] as const) {
      const res = await scenario.customerCall(
        'GET',
        `/api/sign/${token}/documents/${documentIds[0]}/pages/1?w=${w}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private/);
      const image = await loadImage(res.rawPayload);
      expect(image.width).toBe(width);
      expect(image.height).toBe(Math.round((width * 841.89) / 595.28));
    }
    const last = await scenario.customerCall('GET', `/api/sign/${token}/documents/${documentIds[0]}/pages/4`);
    expect(last.statusCode).toBe(200);
  }, 120_000);

  it('sends the phone its page as AVIF when the browser accepts it: as sharp as the WebP in fewer bytes', async () => {
    const { token } = await scenario.sendRequest('avif@example.co.uk', [documentIds[0]!]);
    await whenDrawn(token);
    const url = `/api/sign/${token}/documents/${documentIds[0]}/pages/1?w=800`;
    const ask = (accept: string) => t.app.inject({ url, headers: { accept } });
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    // The AVIF pass follows the drawing of every page; until it reaches a page, that page is WebP.
    const avif = await eventually(
      async () => {
        const res = await ask(chrome);
        return res.headers['content-type'] === 'image/avif' && res;
      },
      { timeoutMs: 90_000, everyMs: 500, what: 'the AVIF of page 1' },
    );
    expect(avif.headers.vary).toMatch(/accept/i);
    const webp = await ask('image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    // The desktop's width stays WebP.
    const wide = await t.app.inject({ url: url.replace('w=800', 'w=1400'), headers: { accept: chrome } });
    expect(wide.headers['content-type']).toBe('image/webp');
    // A phone that shows the page under 640 device pixels wide is sent the narrower AVIF, a browser that
    // does not take AVIF the 800 px WebP.
    const phone = url.replace('w=800', 'w=390');
    const narrow = await t.app.inject({ url: phone, headers: { accept: chrome } });
    expect(narrow.headers['content-type']).toBe('image/avif');
    expect((await pixels(narrow.rawPayload)).width).toBe(640);
    expect(narrow.rawPayload.length).toBeLessThan(avif.rawPayload.length);
    expect(
      (await t.app.inject({ url: phone, headers: { accept: 'image/webp' } })).headers['content-type'],
    ).toBe('image/webp');
    // Only the first pages are worth the AVIF's cost: once the second is AVIF, the pass is over and the
    // third stays WebP.
    await eventually(
      async () =>
        (await t.app.inject({ url: url.replace('/pages/1', '/pages/2'), headers: { accept: chrome } }))
          .headers['content-type'] === 'image/avif',
      { timeoutMs: 90_000, everyMs: 500, what: 'the AVIF of page 2' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const third = await t.app.inject({
      url: url.replace('/pages/1', '/pages/3'),
      headers: { accept: chrome },
    });
    expect(third.statusCode).toBe(200);
    expect(third.headers['content-type']).toBe('image/webp');

    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length * 0.75);
    // The same picture: an encoder whose quality scale turned round would show as smudges here.
    const [a, b] = await Promise.all([pixels(avif.rawPayload), pixels(webp.rawPayload)]);
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    expect(psnr(a.data, b.data)).toBeGreaterThan(36);
  }, 120_000);

  it("leaves the first page's image to the drawn page and sends a page drawn before packed at brotli's best", async () => {
    const { dataDir } = t.app.deps.config;
    writeFileSync(path.join(dataDir, 'client', 'sign.html'), '<!doctype html><div id="root"></div>');
    // The page is drawn on the server (the build's renderer; a stand-in here): the session goes in the
    // page, and the drawn page preloads the first page's image itself (document-pages.tsx), so no Link
    // header takes 600 bytes of the connection's first window.
    mkdirSync(path.join(dataDir, 'ssr'), { recursive: true });
    writeFileSync(
      path.join(dataDir, 'ssr', 'signing-ssr.js'),
      `export const renderSigningPage = () => "<main>${'Page text for a screen reader. '.repeat(100)}</main>";`,
    );
    const { token } = await scenario.sendRequest('preload@example.co.uk', documentIds);
    await whenDrawn(token);
    const ask = () => t.app.inject({ url: `/sign/${token}`, headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    expect(first.headers.link).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(first.rawPayload).toString();
    expect(page).toContain('id="signing-data"');
    // Packed behind the first answer; the same page asked again is the packed one, byte for byte the page.
    const packed = await eventually(
      async () => {
        const again = await ask();
        return again.rawPayload.length < first.rawPayload.length ? again : undefined;
      },
      { what: 'the packed page' },
    );
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(page);
    // An invented link names no image: the browser draws the page, and its session call says what is wrong.
    const invented = String((await t.app.inject({ url: `/sign/${'x'.repeat(43)}` })).headers.link);
    expect(invented).not.toContain('as=image');
    expect(invented).toContain(`as=fetch`);
  }, 120_000);

  it('answers 404 for another link, a document outside the set, a page past the end and an invented link', async () => {
    const mine = await scenario.sendRequest('mine@example.co.uk', [documentIds[0]!]);
    const theirs = await scenario.sendRequest('theirs@example.co.uk', [documentIds[1]!]);
    await whenDrawn(mine.token);
    await whenDrawn(theirs.token);
    const status = async (url: string) => (await scenario.customerCall('GET', url)).statusCode;
    expect(await status(`/api/sign/${mine.token}/documents/${documentIds[0]}/pages/1`)).toBe(200);
    // The other request's document through this link, and this document through the other link.
    expect(await status(`/api/sign/${mine.token}/documents/${documentIds[1]}/pages/1`)).toBe(404);
    expect(await status(`/api/sign/${theirs.token}/documents/${documentIds[0]}/pages/1`)).toBe(404);
    expect(
      await status(`/api/sign/${mine.token}/documents/00000000-0000-4000-8000-000000000000/pages/1`),
    ).toBe(404);
    expect(await status(`/api/sign/${mine.token}/documents/${documentIds[0]}/pages/5`)).toBe(404);
    expect(await status(`/api/sign/${'x'.repeat(43)}/documents/${documentIds[0]}/pages/1`)).toBe(404);
    expect(await status(`/api/sign/${mine.token}/documents/${documentIds[0]}/pages/0`)).toBe(404);
    expect(await status(`/api/sign/${mine.token}/documents/${documentIds[0]}/pages/1?w=abc`)).toBe(400);
    // The images of a page share one look-up of the link: a cancelled link shows none from that moment.
    const requestId = (await session(mine.token)).id;
    await scenario.dealerCall('POST', `/api/signing-requests/${requestId}/cancel`);
    expect(await status(`/api/sign/${mine.token}/documents/${documentIds[0]}/pages/1`)).toBe(410);
  }, 120_000);

  it('draws on demand the pages of a request sent before pages were images', async () => {
    const older = await scenario.uploadFixture('vehicle-order-form-KV24117.pdf');
    // As a request sent before this change: no drawing queued when it was created.
    const { jobs } = t.app.deps;
    const send = jobs.send;
    jobs.send = (name, data, options) =>
      name === 'page-images' ? Promise.resolve() : send(name, data, options);
    const { token } = await scenario.sendRequest('older@example.co.uk', [older]).finally(() => {
      jobs.send = send;
    });
    const first = await session(token);
    expect(first.documents[0]!.pageImages).toEqual({ status: 'pending', pages: [] });
    expect(
      (await scenario.customerCall('GET', `/api/sign/${token}/documents/${older}/pages/1`)).statusCode,
    ).toBe(404);
    const later = await whenDrawn(token);
    expect(later.documents[0]!.pageImages.pages).toHaveLength(later.documents[0]!.pageCount);
  }, 120_000);

  it('stops a drawing under way when the app closes, and writes nothing after the close', async () => {
    const closing = await buildTestApp();
    const own = signingScenario(closing, await registerDealer(closing.app));
    const document = await own.uploadFixture('Warranty-Certificate-RD-W-30281.pdf');
    const { storage } = closing.app.deps;
    const put = storage.put;
    let closed = false;
    const drawn: string[] = [];
    const afterClose: string[] = [];
    storage.put = (key, bytes) => {
      if (key.startsWith('page-images/')) (closed ? afterClose : drawn).push(key);
      return put(key, bytes);
    };
    await own.sendRequest('closing@example.co.uk', [document]);
    await eventually(async () => drawn.some((key) => key.endsWith('.webp')), {
      timeoutMs: 60_000,
      everyMs: 20,
      what: 'the first page image',
    });
    await closing.close();
    closed = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(afterClose).toEqual([]);
  }, 120_000);
});

async function pixels(bytes: Buffer) {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return {
    width: image.width,
    height: image.height,
    data: context.getImageData(0, 0, image.width, image.height).data,
  };
}

/** Peak signal-to-noise ratio of two pictures' colour channels, in dB (identical: Infinity). */
function psnr(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    if (i % 4 === 3) continue;
    sum += (a[i]! - b[i]!) ** 2;
    count++;
  }
  return 10 * Math.log10((255 * 255) / (sum / count));
}
