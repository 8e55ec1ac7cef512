// Writes a page description (lay17.py) as a PDF with muhammara (the PDF-Writer/Hummus C++ library as a Node
// addon): Liberation TrueType fonts embedded by muhammara, text by writeText, lines and boxes by the content
// context's own operators. usage: node muhammara17.mjs DESC.json OUT.pdf [SCAN.jpg]
// With SCAN.jpg the page is the image alone, drawn over the A4 page (the wrapper of a scan).

import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(process.env.MUHAMMARA_DIR ?? '/tmp/gen17/npm/');
const muhammara = require('muhammara');

const [descPath, out, scan] = process.argv.slice(2);
const desc = JSON.parse(fs.readFileSync(descPath, 'utf8'));
const LIB = '/usr/share/fonts/truetype/liberation/';
const FILES = {
  R: 'LiberationSans-Regular.ttf',
  B: 'LiberationSans-Bold.ttf',
  I: 'LiberationSans-Italic.ttf',
  TR: 'LiberationSerif-Regular.ttf',
  TB: 'LiberationSerif-Bold.ttf',
  TI: 'LiberationSerif-Italic.ttf',
  M: 'LiberationMono-Regular.ttf',
  MB: 'LiberationMono-Bold.ttf',
};
const w = muhammara.createWriter(out, { version: muhammara.ePDFVersion14 });
const fonts = {};
const font = (k) => (fonts[k] ??= w.getFontForFile(LIB + FILES[k]));
const hex = (c) => (Math.round(c[0] * 255) << 16) | (Math.round(c[1] * 255) << 8) | Math.round(c[2] * 255);

if (scan) {
  const page = w.createPage(0, 0, 595.28, 841.89);
  const cxt = w.startPageContentContext(page);
  cxt.drawImage(0, 0, scan, { transformation: { width: 595.28, height: 841.89, proportional: false } });
  w.writePage(page);
} else {
  for (const pg of desc.pages) {
    const page = w.createPage(0, 0, pg.w, pg.h);
    const cxt = w.startPageContentContext(page);
    for (const op of pg.ops) {
      if (op[0] === 't') {
        const [, x, y, size, f, s, c] = op;
        cxt.writeText(s, x, y, { font: font(f), size, colorspace: 'rgb', color: hex(c) });
      } else if (op[0] === 'l') {
        const [, x1, y1, x2, y2, lw, c, dash] = op;
        cxt.q();
        if (dash) cxt.d(dash, 0).J(1);
        cxt.RG(c[0], c[1], c[2]).w(lw).m(x1, y1).l(x2, y2).S().Q();
      } else if (op[0] === 'r') {
        const [, x, y, rw, rh, lw, st, fi] = op;
        if (fi) cxt.q().rg(fi[0], fi[1], fi[2]).re(x, y, rw, rh).f().Q();
        if (st) cxt.q().RG(st[0], st[1], st[2]).w(lw).re(x, y, rw, rh).S().Q();
      }
    }
    w.writePage(page);
  }
}
w.end();
