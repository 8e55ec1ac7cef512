// A small upload that unpacks to gigabytes must be refused without the server's memory following it.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerDealer, TEST_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import { multipartBody } from '../../test/multipart.ts';

const MB = 1024 * 1024;

/**
 * A zlib stream of `size` bytes of zeros (a multiple of 16 MB), made without holding them: one block of
 * 16 MB deflated with a full flush (independent of what came before), repeated, then the final block.
 */
function deflatedZeros(size: number): Buffer {
  const piece = 16 * MB;
  const block = zlib.deflateRawSync(Buffer.alloc(piece), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0); // Adler-32 of zeros: a stays 1, b counts bytes
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: size / piece }, () => block),
    zlib.deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/** A one-page PDF whose content stream is `content`, Flate-compressed as given. */
function pdfWithContent(content: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (body: Buffer | string) => {
    offsets.push(length);
    const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    parts.push(bytes);
    length += bytes.length;
  };
  add('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
  add('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  add(
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents 4 0 R >>\nendobj\n',
  );
  add(
    Buffer.concat([
      Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );
  const xref = length;
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

let t: TestApp;
let dealer: { cookie: string };
beforeAll(async () => {
  t = await buildTestApp();
  dealer = await registerDealer(t.app);
});
afterAll(() => t.close());

async function upload(name: string, bytes: Uint8Array) {
  const body = await multipartBody([{ field: 'document', name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...body.headers, cookie: dealer.cookie, origin: TEST_ORIGIN },
  });
}

describe('a PDF that unpacks to a gigabyte', () => {
  it('is refused, naming the limit, with the server’s memory rising by under 300 MB', async () => {
    const bomb = pdfWithContent(deflatedZeros(1024 * MB));
    expect(bomb.length).toBeLessThan(2 * MB);
    // A sound PDF first, so the reading worker is running before the measurement starts.
    const fine = pdfWithContent(zlib.deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Hello) Tj ET')));
    expect((await upload('fine.pdf', fine)).statusCode).toBe(201);

    globalThis.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const res = await upload('bomb.pdf', bomb);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());

    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/at most 128 MB a stream and 512 MB in all/);
    expect((peak - before) / MB).toBeLessThan(300);
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});
