// pdfmake documents: the dealer-management-system style (invoices, order forms, plans).
// Run: NODE_PATH=/tmp/gen4/node_modules node pdfmake_docs.cjs  (pdfmake@0.2 installed in /tmp/gen4)
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const PdfPrinter = require('pdfmake/src/printer');

const FILES = path.join(__dirname, '..', 'files');
const BUILD = process.env.GEN4_BUILD || '/tmp/gen4/build';
fs.mkdirSync(BUILD, { recursive: true });
const printer = new PdfPrinter({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
  Times: {
    normal: 'Times-Roman',
    bold: 'Times-Bold',
    italics: 'Times-Italic',
    bolditalics: 'Times-BoldItalic',
  },
});

function placesKit() {
  const items = [];
  let next = 1;
  const add = (label, signer, role = 'sig', of = null) => {
    const tag = next++;
    items.push({ tag, label, signer, role, of });
    return tag;
  };
  return { items, add, date: (of, label = 'Date') => add(label, null, 'date', of) };
}
const tagColour = (tag) => `#0000${tag.toString(16).padStart(2, '0')}`;
// A signing rule drawn as a canvas line, with a little air above it to sign in.
const ruleLine = (tag, width, above = 34) => ({
  canvas: [
    { type: 'line', x1: 0, y1: above, x2: width, y2: above, lineWidth: 0.7, lineColor: tagColour(tag) },
  ],
  margin: [0, 0, 0, 2],
});
const drawnBox = (tag, width, height) => ({
  canvas: [{ type: 'rect', x: 0, y: 0, w: width, h: height, lineWidth: 0.8, lineColor: tagColour(tag) }],
});
const kv = (rows, widths = [140, '*']) => ({
  table: {
    widths,
    body: rows.map((r) =>
      r.map((c, i) => ({ text: c, bold: i % 2 === 0, fillColor: i % 2 === 0 ? '#f0f0f0' : null })),
    ),
  },
  layout: {
    hLineWidth: () => 0.4,
    vLineWidth: () => 0.4,
    hLineColor: () => '#999999',
    vLineColor: () => '#999999',
  },
  margin: [0, 0, 0, 6],
});
const FOS = 'Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567)';

function render(name, doc, spec) {
  const out = path.join(FILES, name);
  return new Promise((resolve) => {
    const pdf = printer.createPdfKitDocument({
      pageSize: 'A4',
      defaultStyle: { font: 'Helvetica', fontSize: 8.5 },
      info: { Creator: 'DealerDesk DMS', Producer: 'pdfmake' },
      ...doc,
    });
    const stream = fs.createWriteStream(out);
    pdf.pipe(stream);
    pdf.end();
    stream.on('finish', () => {
      const specPath = path.join(BUILD, `${name}.spec.json`);
      fs.writeFileSync(specPath, JSON.stringify({ file: name, ...spec }, null, 2));
      execFileSync(
        '/usr/bin/python3',
        [path.join(__dirname, 'measure.py'), specPath, out, `${out}.truth.json`],
        { stdio: 'inherit' },
      );
      resolve();
    });
  });
}

const docs = [require('./pdfmake_sales.cjs'), require('./pdfmake_plans.cjs')].flatMap((m) => m.docs);
module.exports = { placesKit, tagColour, ruleLine, drawnBox, kv, FOS };

(async () => {
  const wanted = process.argv.slice(2);
  for (const make of docs) {
    if (wanted.length && !wanted.includes(make.name)) continue;
    const { name, doc, spec } = make({ placesKit, tagColour, ruleLine, drawnBox, kv, FOS });
    await render(name, doc, spec);
  }
})();
