// A bulk-send upload never holds the server: the file is read in the CSV worker by a linear parser, so
// /healthz keeps answering while a 1 MB file made of quotes is read, and the upload answers a clear 4xx (or
// its preview, when the file is a valid list). The parser this replaced trimmed the growing cell at every
// quote on the event loop: a 1 MB cell of quotes held every request for 158 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_SEND_MAX_BYTES, type BulkSend } from '../../../shared/api/bulk-sends.ts';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { idleHealthP99, p99, pollHealth } from '../../test/health-polls.ts';
import { multipartBody } from '../../test/multipart.ts';
import { readCustomerListInWorker } from './csv-in-worker.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await registerDealer(t.app));
  // One small list first, as a dealer's first upload of the day: the CSV worker's one-time start (loading
  // its modules takes it half a second of processor time) is not the reading measured below. It runs on its
  // own thread, but on a loaded two-core machine it competes with the event loop for a core.
  const first = await (await uploadOf('name,email\nPriya Shah,priya@example.co.uk'))();
  expect(first.statusCode, first.body).toBe(201);
});
afterAll(() => t.close());

/** The upload, its body made first, so the test's own work on the 1 MB is not counted as the server's. */
async function uploadOf(text: string) {
  const bytes = new TextEncoder().encode(text);
  expect(bytes.length).toBeLessThanOrEqual(BULK_SEND_MAX_BYTES);
  const body = await multipartBody([{ field: 'file', name: 'customers.csv', bytes, type: 'text/csv' }]);
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/bulk-sends',
      payload: body.payload,
      headers: { ...body.headers, cookie, origin: TEST_ORIGIN },
    });
}

/**
 * How long /healthz may take while a file is read: half a second beyond an idle server's own p99 just
 * before. A loaded machine's wait for a core is not blamed on the reading (in CI, with both database runs
 * beside, an idle poll took up to 180 ms and one during the hand-over of the megabyte to the worker 280 ms);
 * a reading on the event loop holds it for the whole read (the parser this replaced: 158 s).
 */
async function healthBound(): Promise<number> {
  return 500 + (await idleHealthP99(t.app));
}

const MB = 1_000_000;

describe('a 1 MB bulk-send file made of quotes', () => {
  const files: [string, string, number][] = [
    // Quotes inside an unquoted cell are text: each one made the old parser trim the whole cell so far.
    [
      'a cell of bare quotes',
      `name,email\nPriya Shah,"priya@example.co.uk"\nx${'"'.repeat(MB - 60)},a@b.uk\n`,
      3,
    ],
    // A quoted cell of escaped quotes ("" pairs): valid CSV, one cell of half a million quotes.
    ['a quoted cell of "" pairs', `name,email\nPriya Shah,"${'""'.repeat((MB - 60) / 2)}"\n`, 2],
  ];

  for (const [what, text, line] of files) {
    it(`${what}: refused with a 400 naming the line while /healthz keeps answering`, async () => {
      const bound = await healthBound();
      const { result: res, polls, ms } = await pollHealth(t.app, (await uploadOf(text))());
      console.log(
        `hostile CSV (${what}, ${(text.length / MB).toFixed(2)} MB): answered ${res.statusCode} in ${ms.toFixed(0)} ms; /healthz ${polls.length} polls, p99 ${p99(polls).toFixed(1)} ms (bound ${bound.toFixed(0)} ms), max ${Math.max(...polls).toFixed(1)} ms`,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_CSV',
        message: expect.stringMatching(new RegExp(`^Line ${line}: a cell holds more than 32,767 characters`)),
      });
      expect(polls.length).toBeGreaterThan(0);
      expect(p99(polls)).toBeLessThan(bound);
    });
  }

  it('a valid 1 MB list full of quoted, escaped and multi-line cells is read whole, as fast', async () => {
    const note = `"He said ""call me after 5"", then ""no, Friday"""`.repeat(33);
    const lines = ['Name,Email,Notes'];
    for (let i = 1; i <= 500; i++)
      lines.push(`"Shah, ""Priya"" ${i}",p${i}@example.co.uk,"${note.replace(/"/g, '""')}\r\nline two"`);
    const text = lines.join('\r\n');
    expect(text.length).toBeGreaterThan(0.9 * MB);
    const bound = await healthBound();
    const { result: res, polls, ms } = await pollHealth(t.app, (await uploadOf(text))());
    console.log(
      `quote-heavy valid CSV (${(text.length / MB).toFixed(2)} MB, 500 rows): answered ${res.statusCode} in ${ms.toFixed(0)} ms; /healthz ${polls.length} polls, p99 ${p99(polls).toFixed(1)} ms (bound ${bound.toFixed(0)} ms), max ${Math.max(...polls).toFixed(1)} ms`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json() as BulkSend;
    expect(preview).toMatchObject({ total: 500, good: 500, ignoredColumns: ['Notes'] });
    // Each row starts two lines after the last: its Notes cell holds a line break.
    expect(preview.rows[0]).toMatchObject({ line: 2, name: 'Shah, "Priya" 1', email: 'p1@example.co.uk' });
    expect(preview.rows[499]).toMatchObject({ line: 1000, name: 'Shah, "Priya" 500' });
    expect(p99(polls)).toBeLessThan(bound);
  });

  it('a read over its time is stopped: the worker is ended and the upload told so in words (422)', async () => {
    // 500 rows of 2 KB cells: tens of milliseconds of reading, far over a 1 ms limit.
    const text = `name,email,notes\n${`Priya Shah,priya@example.co.uk,"${'x'.repeat(2000)}"\n`.repeat(500)}`;
    await expect(
      readCustomerListInWorker(new TextEncoder().encode(text), { timeoutMs: 1 }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'CSV_TOO_SLOW',
      message: expect.stringMatching(/took longer than 5 seconds to read, so it was stopped/),
    });
    // The next file gets a fresh worker.
    const next = await readCustomerListInWorker(
      new TextEncoder().encode('name,email\nPriya,p@example.co.uk'),
    );
    expect(next.rows).toHaveLength(1);
  });
});
