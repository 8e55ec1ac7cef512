import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
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
});
