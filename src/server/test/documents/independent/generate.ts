// Writes the independent extraction set: about 30 UK dealer and lender documents made by producers the
// project corpus never used (Chromium printing HTML, pdfkit with AcroForm fields, hand-written PostScript
// through Ghostscript, groff, enscript), each with the truth its generator knows from where it drew things.
// The files are committed, so the scoring test needs none of these tools:
//   npx node src/server/test/documents/independent/generate.ts
// Needs /usr/bin/chromium (CHROMIUM_PATH), gs, groff, enscript and pdfinfo (Debian: chromium ghostscript groff
// enscript poppler-utils); PDFs carry their making time, so a rerun changes them even when the truths do not.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeEnscriptDocs } from './enscript-docs.ts';
import { makeGroffDocs } from './groff-docs.ts';
import { FINANCE_HTML } from './html-finance.ts';
import { SALES_HTML } from './html-sales.ts';
import { makePdfkitDocs } from './pdfkit-docs.ts';
import { makePostscriptDocs } from './postscript-docs.ts';
import { printHtmlDocs } from './print-html.ts';
import type { Made } from './truth.ts';

const here = import.meta.dirname;
const only = process.argv[2];

const producers: [string, () => Promise<Made[]>][] = [
  ['chromium', () => printHtmlDocs([...SALES_HTML, ...FINANCE_HTML])],
  ['pdfkit', makePdfkitDocs],
  ['postscript', makePostscriptDocs],
  ['groff', makeGroffDocs],
  ['enscript', makeEnscriptDocs],
];

for (const [name, make] of producers) {
  if (only && only !== name) continue;
  const made = await make();
  // A producer's old files go first, so a renamed document leaves no orphan behind.
  for (const old of readdirSync(here).filter((f) => f.includes(`-${name}-`) && !f.endsWith('.ts'))) {
    rmSync(path.join(here, old));
  }
  for (const doc of made) {
    const file = path.join(here, doc.file);
    writeFileSync(file, doc.bytes);
    // The page count the truth states must be the one the file has.
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    if (pages !== doc.truth.pageCount) {
      throw new Error(`${doc.file}: truth says ${doc.truth.pageCount} pages, the file has ${pages}`);
    }
    writeFileSync(`${file}.truth.json`, `${JSON.stringify(doc.truth, null, 2)}\n`);
  }
  console.log(`${name}: ${made.length} documents`);
}
// The truth files in the repository's JSON style (short arrays on one line), so a rerun shows no noise.
execFileSync('npx', ['biome', 'format', '--write', here], { stdio: 'inherit' });
