// OCR runs in the reading pool, beside a server that keeps answering: one A4 page of pixels is read in
// a few seconds while /healthz answers within 100 ms, and an uploaded scan is stored with what OCR read,
// every value below the editor's threshold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from '../../../shared/documents/document-types.ts';
import { buildTestApp, registerDealer, type TestApp, uploadDocument } from '../../test/build-test-app.ts';
import { pollHealth } from '../../test/health-polls.ts';
import { imageOnly, printed, scannedPicture } from '../../test/image-only-pdf.ts';
import { processDocument } from './index.ts';

let t: TestApp;
let scan: Uint8Array;
beforeAll(async () => {
  t = await buildTestApp();
  scan = await imageOnly(await scannedPicture((await printed()).bytes));
  // A warm reading thread, as a running server has: the timing below is the OCR, not the thread's start.
  await processDocument((await printed()).bytes, 'pdf');
});
afterAll(async () => {
  await t?.close();
});

describe('OCR in the reading pool', () => {
  it('reads one A4 page of pixels while /healthz answers within 100 ms', async () => {
    // The same polls with nothing else running first: on a shared machine the scheduler alone can delay an
    // answer, and that is not the reading's doing.
    const idle = await pollHealth(t.app, new Promise((resolve) => setTimeout(resolve, 1000)));
    const idleSorted = [...idle.polls].sort((a, b) => a - b);
    const idleP95 = idleSorted[Math.floor(idleSorted.length * 0.95)]!;
    const started = performance.now();
    const { result, polls } = await pollHealth(
      t.app,
      processDocument(scan.slice(), 'pdf', { fileName: 'scan.pdf' }),
    );
    const took = performance.now() - started;
    const sorted = [...polls].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
    console.log(
      `OCR of one A4 page in the pool: ${Math.round(took)} ms; /healthz ${polls.length} polls meanwhile, 95 % within ${Math.round(p95)} ms, slowest ${Math.round(sorted.at(-1)!)} ms (idle: 95 % within ${Math.round(idleP95)} ms, slowest ${Math.round(idleSorted.at(-1)!)} ms)`,
    );
    // The page was read in the pool: its words came back. Its wall time (under 3 s on an idle machine, about
    // 1.3 s of processor time, most of it tesseract's) is reported by npm run bench:ocr, not asserted on a
    // machine shared with other work.
    expect(result.extractedData.customerName).toBe('Harriet Pemberton');
    expect(polls.length).toBeGreaterThan(5);
    // The event loop never waits on OCR: answers within 100 ms, or within what the machine gave the same
    // polls with nothing running when its load alone is slower than that.
    expect(p95).toBeLessThan(Math.max(100, idleP95 * 2));
    expect(sorted.at(-1)!).toBeLessThan(Math.max(500, idleSorted.at(-1)! * 2));
  });

  it('stores an uploaded scan with what OCR read, each value for the dealer to confirm', async () => {
    const dealer = await registerDealer(t.app);
    const res = await uploadDocument(t.app, dealer.cookie, 'delivery-note-scan.pdf', scan.slice());
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().document.extractedData;
    expect(data).toMatchObject({ customerName: 'Harriet Pemberton', vehicleRegistration: 'KX19LMN' });
    expect(data.signatureFields.length).toBeGreaterThan(0);
    for (const value of Object.values(data.confidence as Record<string, number>))
      expect(value).toBeLessThan(LOW_CONFIDENCE);
  });
});
