// node make.mjs [filter] — makes the jsPDF, pdf-lib and pdf-lib-form documents and the pages for the scans.
// Needs jspdf and pdf-lib from npm in a scratch folder: GEN3_MODULES=/tmp/gen3/node_modules/ (the default).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jspdfBackend, layout, pdflibBackend, truthOf } from './engine.mjs';
import { PAPERS } from './papers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const files = join(here, '..', 'files');
const scratch = process.env.GEN3_SCRATCH ?? '/tmp/gen3/scan-src';
mkdirSync(scratch, { recursive: true });
const filter = process.argv[2] ?? '';
for (const d of PAPERS) {
  if (!d.file.includes(filter)) continue;
  const b =
    d.producer === 'jspdf'
      ? jspdfBackend(d.jsFont)
      : await pdflibBackend({ serif: d.serif, form: d.producer === 'pdflib-form' });
  const { places, pageCount } = layout(b, d);
  const pdf = await b.save();
  const truth = truthOf(d, d.file, places, pageCount, { hasTextLayer: !d.scan });
  if (d.scan) {
    // the scan step (scan.py) rasterises this page and turns each box as the page is turned
    writeFileSync(join(scratch, d.file), pdf);
    writeFileSync(
      join(scratch, `${d.file}.truth.json`),
      JSON.stringify({ truth, scan: d.scan, madeBy: d.producer }, null, 2),
    );
  } else {
    writeFileSync(join(files, d.file), pdf);
    writeFileSync(join(files, `${d.file}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
  }
  console.log(d.file, pageCount, places.length);
}
