// Builds a small Word template (order form or letter) and fills it with docxtemplater (npm), as dealer systems
// that merge data into a .docx do: node fill.mjs <order|letter> <data.json> <out.docx>.
// The template is written here once; everything in the finished file's body is docxtemplater's output.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(process.env.PDFJS_HOME ? `${process.env.PDFJS_HOME}/` : import.meta.url);
const PizZip = require('pizzip');
const Docxtemplater = require('docxtemplater');
const [kind, dataFile, out] = process.argv.slice(2);

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = (t, o = {}) =>
  `<w:r><w:rPr>${o.b ? '<w:b/>' : ''}${o.sz ? `<w:sz w:val="${o.sz}"/>` : ''}</w:rPr><w:t xml:space="preserve">${t}</w:t></w:r>`;
const para = (runs, o = {}) =>
  `<w:p><w:pPr>${o.jc ? `<w:jc w:val="${o.jc}"/>` : ''}<w:spacing w:after="${o.after ?? 120}"/></w:pPr>${runs}</w:p>`;
const cell = (w, body, shade) =>
  `<w:tc><w:tcPr><w:tcW w:w="${w}" w:type="dxa"/>${shade ? '<w:shd w:val="clear" w:color="auto" w:fill="E7E7E7"/>' : ''}</w:tcPr>${body}</w:tc>`;
const borders = `<w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((s) => `<w:${s} w:val="single" w:sz="4" w:space="0" w:color="555555"/>`)
  .join('')}</w:tblBorders>`;
const table = (widths, rows) =>
  `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b)}" w:type="dxa"/>${borders}</w:tblPr><w:tblGrid>${widths
    .map((w) => `<w:gridCol w:w="${w}"/>`)
    .join('')}</w:tblGrid>${rows}</w:tbl>`;
const row = (cells, h) => `<w:tr>${h ? `<w:trPr><w:trHeight w:val="${h}"/></w:trPr>` : ''}${cells}</w:tr>`;

const header =
  para(run('{dealer}', { b: true, sz: 32 }), { after: 0 }) +
  para(run('{dealerAddress}', { sz: 18 }), { after: 240 }) +
  para(run('{title}', { b: true, sz: 28 })) +
  para(run('{ref}', { sz: 18 }), { after: 200 });

const bodies = {
  order:
    header +
    table(
      [2600, 6400],
      row(
        cell(2600, para(run('{#details}{k}'), { after: 0 }), true) +
          cell(6400, para(run('{v}{/details}'), { after: 0 })),
      ),
    ) +
    para('', { after: 120 }) +
    para(run('{#paras}'), { after: 0 }) +
    para(run('{.}', { sz: 20 })) +
    para(run('{/paras}'), { after: 0 }) +
    para(run('Signatures', { b: true }), { after: 80 }) +
    table(
      [2200, 3400, 2200, 1200],
      row(
        ['Signed by', 'Signature', 'Print name', 'Date']
          .map((h, i) => cell([2200, 3400, 2200, 1200][i], para(run(h, { b: true }), { after: 0 }), true))
          .join(''),
      ) +
        row(
          cell(2200, para(run('{#signers}{role}'), { after: 0 })) +
            cell(3400, para('', { after: 0 })) +
            cell(2200, para(run('{name}'), { after: 0 })) +
            cell(1200, para(run('{/signers}'), { after: 0 })),
          700,
        ),
    ),
  letter:
    header +
    para(run('{#paras}'), { after: 0 }) +
    para(run('{.}', { sz: 21 }), { after: 160 }) +
    para(run('{/paras}'), { after: 0 }) +
    para('', { after: 240 }) +
    para(run('{sign}', { sz: 21 }), { after: 360 }) +
    para(
      run('________________________________________', { sz: 21 }) +
        run('        Date ______________', { sz: 21 }),
      { after: 240 },
    ) +
    para(run('Please keep a copy of this form with your vehicle documents.', { sz: 16 })),
};

const files = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${bodies[kind]}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr></w:body></w:document>`,
};
const zip = new PizZip();
for (const [name, text] of Object.entries(files)) zip.file(name, text);
const doc = new Docxtemplater(new PizZip(zip.generate({ type: 'nodebuffer' })), {
  paragraphLoop: true,
  linebreaks: true,
});
doc.render(JSON.parse(readFileSync(dataFile, 'utf8')));
writeFileSync(out, doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }));
