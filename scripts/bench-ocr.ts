// npm run bench:ocr — reading a scanned page (a 150 dpi grey picture as the page's only content) the way an
// upload does (readUnreadPages: poppler's pdftoppm draws it, tesseract reads it as hOCR, the words and the
// picture's rules are placed on the page), beside its floor from the same run: the `tesseract` command line
// alone on the same page's picture, drawn beforehand. Each of our runs is followed by one floor run, both at
// the same priority (OCR_NICE=0). Prints the medians of BENCH_RUNS (default 5).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readUnreadPages } from '../src/server/features/document-processing/ocr.ts';
import { readPdfLayout } from '../src/server/features/document-processing/pdf-layout.ts';
import { imageOnly, printed, scannedPicture } from '../src/server/test/image-only-pdf.ts';
import { median, recordFloor } from './lib/floor-rows.ts';

process.env.OCR_NICE = '0';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const run = promisify(execFile);

const dir = mkdtempSync(path.join(os.tmpdir(), 'd2s-bench-ocr-'));
try {
  const picture = await scannedPicture((await printed()).bytes);
  const scan = await imageOnly(picture);
  const layout = await readPdfLayout(scan);
  // The floor's picture: the page as our OCR draws it (pdftoppm, grey, 200 dpi), made once and not timed.
  const pdfFile = path.join(dir, 'scan.pdf');
  writeFileSync(pdfFile, scan);
  await run('pdftoppm', ['-r', '200', '-gray', '-singlefile', pdfFile, path.join(dir, 'page')]);
  const ours: number[] = [];
  const floor: number[] = [];
  let words = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const started = performance.now();
    const read = await readUnreadPages(scan, layout);
    const took = performance.now() - started;
    words = read.layout.pages[0]!.lines.length;
    const f0 = performance.now();
    await run('tesseract', [path.join(dir, 'page.pgm'), '-', '-l', 'eng', '--dpi', '200', 'hocr'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const floorTook = performance.now() - f0;
    // The first run loads tesseract's language data from disk: left out.
    if (i > 0) {
      ours.push(took);
      floor.push(floorTook);
    }
  }
  console.log(`OCR of one scanned A4 page (${words} lines read), ${RUNS} runs after one unmeasured`);
  console.log(`  ours (pdftoppm + tesseract + placing): ${ours.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`  tesseract command line alone: ${floor.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(
    `  medians: ours ${median(ours).toFixed(0)} ms, floor ${median(floor).toFixed(0)} ms (${(median(ours) / median(floor)).toFixed(2)}×)`,
  );
  recordFloor({
    step: 'OCR of a scanned page',
    ms: median(ours),
    floor: '`tesseract` command line, same page',
    floorMs: median(floor),
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
