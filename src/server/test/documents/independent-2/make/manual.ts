// Hand placement for the producers that take coordinates (ReportLab, cairo, librsvg): the description is laid
// out here into text, lines and rectangles (top-left origin, points, A4), then written as a Python script or as
// SVG pages. Widths are estimated from the character count, so labels and rules keep a safe distance.
import { type Block, esc, hex, type Paper, TAG } from './spec.ts';

export type Op =
  | { op: 'text'; x: number; y: number; size: number; bold: boolean; s: string; field?: number }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; grey: number; w: number }
  | { op: 'rect'; x: number; y: number; w: number; h: number; grey: number };

export type House = { left: number; right: number; top: number; size: number; charWidth: number };
const W = 595.28;
const H = 841.89;

/** The description laid out into pages of drawing operations. */
export function layOut(paper: Paper, house: House): Op[][] {
  const pages: Op[][] = [[]];
  let ops = pages[0]!;
  let y = house.top;
  const width = house.right - house.left;
  const est = (s: string, size: number, bold = false) =>
    s.length * size * house.charWidth * (bold ? 1.08 : 1);
  const text = (s: string, x: number, at: number, size = house.size, bold = false) =>
    ops.push({ op: 'text', x, y: at, size, bold, s });
  const line = (x1: number, y1: number, x2: number, y2: number, grey = 120, w = 0.5) =>
    ops.push({ op: 'line', x1, y1, x2, y2, grey, w });
  const wrap = (s: string, size: number, w: number) => {
    const perLine = Math.floor(w / (size * house.charWidth));
    const out: string[] = [];
    let cur = '';
    for (const word of s.split(' ')) {
      if (cur && `${cur} ${word}`.length > perLine) {
        out.push(cur);
        cur = word;
      } else cur = cur ? `${cur} ${word}` : word;
    }
    if (cur) out.push(cur);
    return out;
  };
  let field = 0;
  // Moves down the page by n points and answers the new line's position.
  const down = (n: number) => {
    y += n;
    return y;
  };
  const block = (b: Block) => {
    const s = house.size;
    switch (b.t) {
      case 'head':
        text(b.dealer, house.left, y + 14, 15, true);
        y += 20;
        for (const l of b.lines) text(l, house.left, down(10), s - 1.5);
        line(house.left, y + 6, house.right, y + 6, 60, 1.2);
        y += 16;
        return;
      case 'title':
        text(b.text, house.left, down(16), 15, true);
        if (b.sub) text(b.sub, house.left, down(14), s + 0.5);
        y += 10;
        return;
      case 'h':
        y += 8;
        text(b.text.toUpperCase(), house.left, down(s + 2), s + 0.5, true);
        line(house.left, y + 3, house.right, y + 3, 150, 0.4);
        y += 6;
        return;
      case 'kv':
        for (const [k, v] of b.rows) {
          y += s + 4;
          text(`${k}:`, house.left, y, s);
          if (paper.formFields)
            ops.push({ op: 'text', x: house.left + 150, y, size: s, bold: false, s: v, field: ++field });
          else text(v, house.left + 150, y, s, true);
        }
        y += 4;
        return;
      case 'table': {
        const cols = b.head.length;
        const lens = b.head.map((h, i) => Math.max(h.length, ...b.rows.map((r) => r[i]!.length)) + 2);
        const total = lens.reduce((a, c) => a + c, 0);
        const ws = lens.map((l) => (l / total) * width);
        const rowH = s + 8;
        const rows = [b.head, ...b.rows];
        rows.forEach((r, ri) => {
          let x = house.left;
          r.forEach((c, i) => {
            text(c, x + 3, y + rowH - 4, s - 0.5, ri === 0);
            x += ws[i]!;
          });
          line(house.left, y, house.right, y);
          y += rowH;
        });
        line(house.left, y, house.right, y);
        let x = house.left;
        for (let i = 0; i <= cols; i++) {
          line(x, y - rowH * rows.length, x, y);
          x += ws[i] ?? 0;
        }
        y += 6;
        return;
      }
      case 'p': {
        const size = b.small ? s - 1.5 : s;
        for (const l of wrap(b.text, size, width)) text(l, house.left, down(size * 1.35), size);
        y += 4;
        return;
      }
      case 'sig': {
        const colW = width / b.items.length;
        const tall = b.items.some((i) => i.style === 'box')
          ? 62
          : b.items.some((i) => i.style === 'under')
            ? 44
            : 34;
        y += tall;
        b.items.forEach((it, i) => {
          const x = house.left + i * colW;
          if (it.style === 'rule') {
            const lw = est(it.label, s, true);
            const start = x + Math.max(lw + 8, b.items.length > 1 ? 0 : 140);
            const len = b.items.length > 1 ? Math.min(150, colW - (start - x) - 10) : 190;
            text(it.label, x, y, s, true);
            line(start, y + 2, start + len, y + 2, TAG.signRule, 0.7);
            if (it.date) {
              const dx = start + len + 14;
              text(it.date, dx, y, s);
              const ds = dx + est(it.date, s) + 8;
              line(ds, y + 2, ds + 90, y + 2, TAG.dateRule, 0.7);
            }
          } else if (it.style === 'under') {
            const len = Math.min(190, colW - 20);
            line(x, y - 10, x + len, y - 10, TAG.signRule, 0.7);
            text(it.label, x, y + 2, s);
          } else {
            text(it.label, x, y - 46, s, true);
            const bw = b.items.length > 1 ? Math.min(200, colW - 20) : 220;
            ops.push({ op: 'rect', x, y: y - 40, w: bw, h: 44, grey: TAG.signBox });
            if (it.date) {
              text(it.date, x + bw + 16, y - 46, s, true);
              ops.push({ op: 'rect', x: x + bw + 16, y: y - 40, w: 90, h: 22, grey: TAG.dateBox });
            }
          }
        });
        y += 12;
        return;
      }
      case 'page':
        ops = [];
        pages.push(ops);
        y = house.top;
        return;
    }
  };
  for (const b of paper.blocks) block(b);
  pages.forEach((p, i) => {
    p.push({
      op: 'text',
      x: house.right - 50,
      y: H - 24,
      size: 7,
      bold: false,
      s: `Page ${i + 1} of ${pages.length}`,
    });
  });
  return pages;
}

const py = (s: string) => JSON.stringify(s);

/** A ReportLab canvas script (Helvetica; the labelled values as AcroForm text fields when the paper says so). */
export function toReportlab(pages: Op[][], out: string, title: string): string {
  const lines = [
    'from reportlab.pdfgen import canvas',
    'from reportlab.lib.colors import Color',
    `c = canvas.Canvas(${py(out)}, pagesize=(${W}, ${H}), invariant=1)`,
    `c.setTitle(${py(title)}); c.setAuthor("DMS Reporting Service")`,
  ];
  for (const ops of pages) {
    for (const o of ops) {
      if (o.op === 'text' && o.field) {
        lines.push(
          `c.acroForm.textfield(name="f${o.field}", value=${py(o.s)}, x=${o.x}, y=${H - o.y - 4}, width=200, height=${o.size + 7}, fontName="Helvetica", fontSize=${o.size}, borderWidth=0.5, borderColor=Color(0.6,0.6,0.6), fillColor=Color(0.93,0.95,1))`,
        );
      } else if (o.op === 'text') {
        lines.push(
          `c.setFont(${py(o.bold ? 'Helvetica-Bold' : 'Helvetica')}, ${o.size}); c.drawString(${o.x}, ${H - o.y}, ${py(o.s)})`,
        );
      } else if (o.op === 'line') {
        lines.push(
          `c.setLineWidth(${o.w}); c.setStrokeGray(${o.grey / 255}); c.line(${o.x1}, ${H - o.y1}, ${o.x2}, ${H - o.y2})`,
        );
      } else {
        lines.push(
          `c.setLineWidth(0.7); c.setStrokeGray(${o.grey / 255}); c.rect(${o.x}, ${H - o.y - o.h}, ${o.w}, ${o.h}, stroke=1, fill=0)`,
        );
      }
    }
    lines.push('c.showPage()');
  }
  lines.push('c.save()');
  return lines.join('\n');
}

/** A pycairo script drawing into a PDF surface (DejaVu Sans through cairo's toy text API). */
export function toCairo(pages: Op[][], out: string, title: string): string {
  const lines = [
    'import cairo',
    `s = cairo.PDFSurface(${py(out)}, ${W}, ${H})`,
    `s.set_metadata(cairo.PDFMetadata.TITLE, ${py(title)}); s.set_metadata(cairo.PDFMetadata.CREATOR, "Showroom Desk 4.2")`,
    'c = cairo.Context(s)',
  ];
  for (const ops of pages) {
    for (const o of ops) {
      if (o.op === 'text') {
        const weight = o.bold ? 'cairo.FONT_WEIGHT_BOLD' : 'cairo.FONT_WEIGHT_NORMAL';
        lines.push(
          `c.set_source_rgb(0.07, 0.07, 0.07); c.select_font_face("DejaVu Sans", cairo.FONT_SLANT_NORMAL, ${weight}); c.set_font_size(${o.size}); c.move_to(${o.x}, ${o.y}); c.show_text(${py(o.s)})`,
        );
      } else if (o.op === 'line') {
        const g = o.grey / 255;
        lines.push(
          `c.set_source_rgb(${g}, ${g}, ${g}); c.set_line_width(${o.w}); c.move_to(${o.x1}, ${o.y1}); c.line_to(${o.x2}, ${o.y2}); c.stroke()`,
        );
      } else {
        const g = o.grey / 255;
        lines.push(
          `c.set_source_rgb(${g}, ${g}, ${g}); c.set_line_width(0.7); c.rectangle(${o.x}, ${o.y}, ${o.w}, ${o.h}); c.stroke()`,
        );
      }
    }
    lines.push('c.show_page()');
  }
  lines.push('s.finish()');
  return lines.join('\n');
}

/** One SVG document per page, for rsvg-convert (Liberation Serif). */
export function toSvgPages(pages: Op[][]): string[] {
  return pages.map((ops) => {
    const body = ops.map((o) => {
      if (o.op === 'text')
        return `<text x="${o.x}" y="${o.y}" font-family="Liberation Serif" font-size="${o.size}"${o.bold ? ' font-weight="bold"' : ''} fill="#111">${esc(o.s)}</text>`;
      if (o.op === 'line')
        return `<line x1="${o.x1}" y1="${o.y1}" x2="${o.x2}" y2="${o.y2}" stroke="${hex(o.grey)}" stroke-width="${o.w}"/>`;
      return `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${o.h}" fill="none" stroke="${hex(o.grey)}" stroke-width="0.7"/>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}pt" height="${H}pt" viewBox="0 0 ${W} ${H}">
${body.join('\n')}
</svg>`;
  });
}
