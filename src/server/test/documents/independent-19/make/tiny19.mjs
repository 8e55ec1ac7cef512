// Draws a set-19 page description with tinypdf (npm): Helvetica text, filled rectangles, lines, JPEG images.
// node tiny19.mjs meta/NAME.json out.pdf        a layout's pages
// node tiny19.mjs --jpeg page.jpg out.pdf        an A4 page holding one scanned image
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(process.env.GEN19_NODE ?? '/tmp/gen19/package.json');
const { pdf } = require('tinypdf');
const doc = pdf();
const [a, b, c] = process.argv.slice(2);
if (a === '--jpeg') {
  const jpeg = new Uint8Array(readFileSync(b));
  doc.page(595.28, 841.89, (ctx) => ctx.image(jpeg, 0, 0, 595.28, 841.89));
  writeFileSync(c, doc.build());
} else {
  const meta = JSON.parse(readFileSync(a, 'utf8'));
  for (const ops of meta.pages) {
    doc.page(595.28, 841.89, (ctx) => {
      for (const o of ops) {
        if (o[0] === 't') ctx.text(o[6], o[1], o[2], o[3], { color: o[5] });
        else if (o[0] === 'l') ctx.line(o[1], o[2], o[3], o[4], o[6], o[5]);
        else if (o[0] === 'f') ctx.rect(o[1], o[2], o[3], o[4], o[5]);
        else if (o[0] === 'r') {
          const [, x, y, w, h, lw, col] = o;
          ctx.line(x, y, x + w, y, col, lw); ctx.line(x + w, y, x + w, y + h, col, lw);
          ctx.line(x + w, y + h, x, y + h, col, lw); ctx.line(x, y + h, x, y, col, lw);
        }
      }
    });
  }
  writeFileSync(b, doc.build());
}
