// Draws a document description (JSON, see ../specs/pdfjs_docs.py) with rkusa's pdfjs 2.5 (npm `pdfjs`):
// node render.mjs <description.json> <out.pdf>. Every signing mark is drawn in its place's tag colour.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(process.env.PDFJS_HOME ? `${process.env.PDFJS_HOME}/` : import.meta.url);
const pdf = require('pdfjs');
const font = (n) => require(`pdfjs/font/${n}`);
const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const serif = spec.serif;
const F = {
  r: font(serif ? 'Times-Roman' : 'Helvetica'),
  b: font(serif ? 'Times-Bold' : 'Helvetica-Bold'),
  i: font(serif ? 'Times-Italic' : 'Helvetica-Oblique'),
};
const tag = (k) => Math.round(2.55 * k);
const base = spec.size ?? 9;
const doc = new pdf.Document({
  font: F.r,
  fontSize: base,
  padding: spec.margin ?? 50,
  width: 595.28,
  height: 841.89,
});
const GREY = 0x444444;

function runs(target, text, o = {}) {
  // **bold** spans inside a paragraph
  const t = target.text({ fontSize: o.size ?? base, alignment: o.align ?? 'left', lineHeight: o.lh ?? 1.2 });
  String(text)
    .split(/(\*\*[^*]+\*\*)/)
    .forEach((part) => {
      if (!part) return;
      if (part.startsWith('**')) t.add(part.slice(2, -2), { font: F.b });
      else t.add(part, { font: o.bold ? F.b : o.italic ? F.i : F.r });
    });
}

function mark(cell, p) {
  // a place: a box (tagged border all round) or a rule (tagged bottom border), label above or below
  const h = p.height ?? 34;
  if (p.labelPos !== 'below') runs(cell, p.label, { size: p.labelSize ?? base, bold: p.boldLabel });
  const box =
    p.style === 'box'
      ? cell.cell({ minHeight: h, borderWidth: 0.8, borderColor: tag(p.tag), paddingTop: 2 })
      : cell.cell({ minHeight: h, borderBottomWidth: 0.7, borderBottomColor: tag(p.tag) });
  if (p.inner) box.text(p.inner, { fontSize: 6, color: 0x777777 });
  if (p.labelPos === 'below') runs(cell, p.label, { size: p.labelSize ?? base, bold: p.boldLabel });
  if (p.dateTag) {
    cell.cell({ minHeight: 5 });
    runs(cell, 'Date', { size: base });
    const w = p.dateWidth ?? 90;
    cell.cell(
      p.style === 'box'
        ? { width: w, minHeight: 20, borderWidth: 0.8, borderColor: tag(p.dateTag) }
        : { width: w, minHeight: 18, borderBottomWidth: 0.7, borderBottomColor: tag(p.dateTag) },
    );
  }
}

if (spec.footer) doc.footer().text(spec.footer, { fontSize: 7, color: 0x555555, alignment: 'center' });
for (const b of spec.blocks) {
  switch (b.t) {
    case 'h':
      doc
        .cell({ paddingTop: b.before ?? 6, paddingBottom: 4 })
        .text(b.text, { font: F.b, fontSize: b.size ?? base + 4, alignment: b.align ?? 'left' });
      break;
    case 'p':
      runs(doc.cell({ paddingBottom: b.after ?? 5 }), b.text, b);
      break;
    case 'space':
      doc.cell({ minHeight: b.h });
      break;
    case 'rule':
      doc.cell({
        borderBottomWidth: b.w ?? 1,
        borderBottomColor: b.colour ?? 0x000000,
        paddingBottom: 2,
        minHeight: 2,
      });
      doc.cell({ minHeight: 6 });
      break;
    case 'break':
      doc.pageBreak();
      break;
    case 'header2': {
      const row = doc.table({ widths: b.widths ?? [null, null], borderWidth: 0 }).row();
      b.cols.forEach((lines, i) => {
        const c = row.cell({ paddingBottom: 6 });
        lines.forEach((line, j) => {
          c.text(line, {
            font: j === 0 && !b.plainFirst ? F.b : F.r,
            fontSize: j === 0 ? (b.firstSize ?? base + 5) : base,
            alignment: i === b.cols.length - 1 && b.rightAlign !== false ? 'right' : 'left',
          });
        });
      });
      break;
    }
    case 'table': {
      const t = doc.table({
        widths: b.widths,
        borderWidth: b.border ?? 0.5,
        borderColor: GREY,
        padding: b.pad ?? 3,
      });
      b.rows.forEach((r, ri) => {
        const row = t.row();
        r.forEach((v, ci) => {
          const shade = (b.shadeFirstCol && ci % 2 === 0 && !b.headerOnly) || (b.header && ri === 0);
          runs(row.cell(shade ? { backgroundColor: 0xe6e6e6 } : {}), v, {
            size: b.size ?? base,
            bold: b.header && ri === 0,
          });
        });
      });
      doc.cell({ minHeight: b.after ?? 8 });
      break;
    }
    case 'places': {
      const widths = b.widths ?? b.places.map(() => null);
      const row = doc.table({ widths, borderWidth: 0 }).row();
      b.places.forEach((p) => {
        const c = row.cell({ paddingRight: 18, paddingBottom: 4 });
        if (p) mark(c, p);
      });
      doc.cell({ minHeight: b.after ?? 10 });
      break;
    }
    case 'signtable': {
      // a signing grid: header row, then one row per place whose signature and date cells are the marks (each cell
      // drawn as its own bordered box inside a borderless table, so that each can carry its own colour)
      const t = doc.table({ widths: b.widths, borderWidth: 0, padding: 0 });
      const hr = t.row();
      b.head.forEach((h) => {
        hr.cell()
          .cell({ minHeight: 16, borderWidth: 0.5, borderColor: GREY, backgroundColor: 0xe6e6e6, padding: 4 })
          .text(h, { font: F.b });
      });
      const h = b.h ?? 36;
      b.rows.forEach((r) => {
        const row = t.row();
        row.cell().cell({ minHeight: h, borderWidth: 0.5, borderColor: GREY, padding: 4 }).text(r.label);
        row.cell().cell({ minHeight: h, borderWidth: 0.9, borderColor: tag(r.tag) });
        row.cell().cell({ minHeight: h, borderWidth: 0.9, borderColor: tag(r.dateTag) });
      });
      doc.cell({ minHeight: 10 });
      break;
    }
    default:
      throw new Error(`unknown block ${b.t}`);
  }
}
const buf = await doc.asBuffer();
writeFileSync(process.argv[3], buf);
