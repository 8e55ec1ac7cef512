import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageImages } from '../../../shared/documents/page-images.ts';
import { apiCall, buildTestApp, registerDealer, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { signingScenario } from '../../test/signing-scenario.ts';

let t: TestApp;
let dealer: { cookie: string };
let rival: { cookie: string };
let documentId: string;

beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
  rival = await registerDealer(t.app);
  documentId = await signingScenario(t, dealer).uploadFixture('HP-agreement-AMF-448120.pdf');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => apiCall(t.app, 'GET', url, cookie ? { cookie } : {});

describe("a dealer's own document as page images (the field editor)", () => {
  it('queues the drawing on first ask and answers the pages as they arrive, sized in PDF points', async () => {
    const first = await get(`/api/documents/${documentId}/page-images`, dealer.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((first.json() as PageImages).status).not.toBe('failed');
    const drawn = await eventually(
      async () => {
        const view = (
          await get(`/api/documents/${documentId}/page-images`, dealer.cookie)
        ).json() as PageImages;
        return view.status === 'ready' && view;
      },
      { timeoutMs: 90_000, everyMs: 500, what: 'the page images' },
    );
    expect(drawn.pages).toHaveLength(4);
    expect(drawn.pages[1]!.width).toBeCloseTo(595.28, 0);
    expect(drawn.pages[1]!.height).toBeCloseTo(841.89, 0);

    const image = await get(`/api/documents/${documentId}/page-images/2?w=1400`, dealer.cookie);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=86400');
    expect((await loadImage(image.rawPayload)).width).toBe(1400);
    // Drawing four pages in a worker takes seconds on an idle machine, much longer on a busy one.
  }, 120_000);

  it("answers 404 for another dealer's document, an unknown or malformed id, and a page beyond the end", async () => {
    for (const url of [
      `/api/documents/${documentId}/page-images`,
      `/api/documents/${documentId}/page-images/1`,
    ]) {
      const res = await get(url, rival.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Document not found');
    }
    for (const url of [
      '/api/documents/00000000-0000-4000-8000-000000000000/page-images',
      '/api/documents/not-an-id/page-images',
      '/api/documents/not-an-id/page-images/1',
    ]) {
      expect((await get(url, dealer.cookie)).statusCode, url).toBe(404);
    }
    const beyond = await get(`/api/documents/${documentId}/page-images/5`, dealer.cookie);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe('That page does not exist.');
  });

  it('asks a stranger to sign in first', async () => {
    expect((await get(`/api/documents/${documentId}/page-images`)).statusCode).toBe(401);
    expect((await get(`/api/documents/${documentId}/page-images/1`)).statusCode).toBe(401);
  });
});
