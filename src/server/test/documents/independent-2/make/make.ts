// Makes the second independent set: each description typeset by its producer, then measured (measure.py) for
// where the signing rules and boxes landed; the truth file is written from the description and that measure.
// Needs the producers (see README.md beside the files); the tests read only the committed PDFs and truths.
//   npx node src/server/test/documents/independent-2/make/make.ts [file-name-filter]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OtherPlace, Truth, TruthBox, TruthField } from '../../corpus/kit.ts';
import { toFods } from './calc.ts';
import { toHtml } from './html.ts';
import { toLatex } from './latex.ts';
import { layOut, toCairo, toReportlab, toSvgPages } from './manual.ts';
import { PAPERS } from './papers.ts';
import { cleanLabel, type Paper, placesOf } from './spec.ts';

const here = import.meta.dirname;
const out = path.join(here, '..', 'files');
const PYTHON = '/usr/bin/python3';
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });

const titleOf = (paper: Paper) => {
  const t = paper.blocks.find((b) => b.t === 'title');
  return t?.t === 'title' ? t.text : '';
};

/** Typesets one description into `pdf`. */
function produce(paper: Paper, dir: string, pdf: string) {
  switch (paper.producer) {
    case 'pdflatex':
      writeFileSync(path.join(dir, 'doc.tex'), toLatex(paper));
      run('pdflatex', ['-interaction=nonstopmode', 'doc.tex'], dir);
      run('cp', ['doc.pdf', pdf], dir);
      return;
    case 'weasyprint':
      writeFileSync(path.join(dir, 'doc.html'), toHtml(paper, 'weasyprint'));
      run('weasyprint', ['doc.html', pdf], dir);
      return;
    case 'wkhtmltopdf':
      writeFileSync(path.join(dir, 'doc.html'), toHtml(paper, 'wkhtmltopdf'));
      run(
        'wkhtmltopdf',
        [
          '-q',
          '-s',
          'A4',
          '--disable-smart-shrinking',
          '--footer-right',
          'Page [page] of [topage]',
          '--footer-font-size',
          '7',
          'doc.html',
          pdf,
        ],
        dir,
      );
      return;
    case 'reportlab':
      writeFileSync(path.join(dir, 'doc.py'), toReportlab(layOut(paper, RL), pdf, titleOf(paper)));
      run(PYTHON, ['doc.py'], dir);
      return;
    case 'cairo':
      writeFileSync(path.join(dir, 'doc.py'), toCairo(layOut(paper, CAIRO), pdf, titleOf(paper)));
      run(PYTHON, ['doc.py'], dir);
      return;
    case 'rsvg': {
      const pages = toSvgPages(layOut(paper, SVG));
      const names = pages.map((svg, i) => {
        writeFileSync(path.join(dir, `p${i + 1}.svg`), svg);
        return `p${i + 1}.svg`;
      });
      run('rsvg-convert', ['-f', 'pdf', '-o', pdf, ...names], dir);
      return;
    }
    case 'calc':
      writeFileSync(path.join(dir, 'doc.fods'), toFods(paper));
      run(
        'soffice',
        [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', 'doc.fods'],
        dir,
      );
      run('cp', ['doc.pdf', pdf], dir);
      return;
  }
}

const RL = { left: 48, right: 547, top: 40, size: 9, charWidth: 0.5 };
const CAIRO = { left: 42, right: 553, top: 46, size: 8.5, charWidth: 0.56 };
const SVG = { left: 56, right: 540, top: 50, size: 10, charWidth: 0.47 };

type Mark = { tag: string; page: number; x0: number; y0: number; x1: number; y1: number };
const r1 = (n: number) => Math.round(n * 10) / 10;
const box = (b: TruthBox): TruthBox => ({ x: r1(b.x), y: r1(b.y), width: r1(b.width), height: r1(b.height) });
/**
 * A rule: the signing height above it, from its start; a box: inside its frame. WeasyPrint fills a bottom
 * border as the block's whole area less its inside, so a tall rule mark is its block: the line is its foot.
 */
const placeBox = (m: Mark, height: number): TruthBox =>
  m.tag.endsWith('Rule')
    ? box({ x: m.x0, y: m.y1 - m.y0 > 2 ? m.y0 + 0.35 : (m.y0 + m.y1) / 2, width: m.x1 - m.x0, height })
    : box({ x: m.x0 + 2, y: m.y0 + 2, width: m.x1 - m.x0 - 4, height: m.y1 - m.y0 - 4 });

/** Sorted as a reader goes: page, then rows from the top (marks within 8 pt are one row), then left first. */
function readingOrder(marks: Mark[]): Mark[] {
  const sorted = [...marks].sort((a, b) => a.page - b.page || b.y1 - a.y1);
  const rows: Mark[][] = [];
  for (const m of sorted) {
    const last = rows.at(-1);
    if (last && last[0]!.page === m.page && Math.abs(last[0]!.y1 - m.y1) < 8) last.push(m);
    else rows.push([m]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x0 - b.x0));
}

function truthOf(paper: Paper, measured: { pages: number; marks: Mark[] }): Truth {
  const signs = readingOrder(measured.marks.filter((m) => m.tag.startsWith('sign')));
  const dates = measured.marks.filter((m) => m.tag.startsWith('date'));
  const places = placesOf(paper);
  if (signs.length !== places.length)
    throw new Error(`${paper.file}: ${places.length} places described, ${signs.length} drawn`);
  const signatureFields: TruthField[] = [];
  const otherPlaces: OtherPlace[] = [];
  let datesUsed = 0;
  places.forEach((p, i) => {
    const m = signs[i]!;
    const field: TruthField = { page: m.page, label: cleanLabel(p.label), box: placeBox(m, 30) };
    if (p.style === 'box' && !m.tag.endsWith('Box'))
      throw new Error(`${paper.file}: place ${i} is not a box`);
    if (p.date) {
      const mid = (x: Mark) => (x.y0 + x.y1) / 2;
      const d = dates
        .filter((x) => x.page === m.page && x.x0 >= m.x1 - 1 && Math.abs(x.y1 - m.y1) < 12)
        .sort((a, b) => Math.abs(mid(a) - mid(m)) - Math.abs(mid(b) - mid(m)) || a.x0 - b.x0)[0];
      if (!d) throw new Error(`${paper.file}: no date blank beside ${p.label}`);
      field.dateBox = placeBox(d, 18);
      datesUsed += 1;
    }
    if (p.whose === null || p.whose === 'dealer' || p.whose === 'guarantor')
      otherPlaces.push({ ...field, signer: p.whose });
    else signatureFields.push({ ...field, signer: p.whose });
  });
  if (datesUsed !== dates.length)
    throw new Error(`${paper.file}: ${dates.length} date blanks drawn, ${datesUsed} described`);
  return {
    file: paper.file,
    format: 'pdf',
    kinds: [`producer: ${paper.producer}`, `kind: ${paper.kind}`, ...paper.kinds],
    documentType: paper.documentType,
    customerName: paper.customerName,
    ...(paper.otherCustomers ? { otherCustomers: paper.otherCustomers } : {}),
    vehicleRegistration: paper.vehicleRegistration,
    otherRegistrations: paper.otherRegistrations,
    pageCount: measured.pages,
    hasTextLayer: true,
    dealershipName: paper.dealershipName,
    signatureFields,
    otherPlaces,
  };
}

mkdirSync(out, { recursive: true });
const only = process.argv[2];
for (const paper of PAPERS.filter((p) => !only || p.file.includes(only))) {
  const dir = mkdtempSync(path.join(tmpdir(), 'independent-2-'));
  try {
    const pdf = path.join(out, paper.file);
    produce(paper, dir, pdf);
    const measured = JSON.parse(String(run(PYTHON, [path.join(here, 'measure.py'), pdf], dir)));
    const truth = truthOf(paper, measured);
    writeFileSync(`${pdf}.truth.json`, `${JSON.stringify(truth, null, 2)}\n`);
    console.log(
      `${paper.file}: ${truth.pageCount} page(s), ${truth.signatureFields.length + (truth.otherPlaces?.length ?? 0)} places`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
