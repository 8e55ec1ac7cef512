// A small page-layout engine shared by the jsPDF, pdf-lib and pdf-lib AcroForm producers.
// Coordinates are PDF points, origin bottom-left. Every signing place is recorded where it is drawn,
// so the truth box is the producer's own coordinate (the jsPDF backend flips y only when it draws).
import { createRequire } from 'node:module';

const require = createRequire(process.env.GEN3_MODULES ?? '/tmp/gen3/node_modules/');
export const W = 595.28;
export const H = 841.89;
const M = 50; // margin

// ---------- backends ----------
export function jspdfBackend(fontFamily = 'helvetica') {
  const { jsPDF } = require('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: 'Document', creator: 'Dealer DMS (jsPDF)' });
  let pages = 1;
  const font = (bold, size) => {
    doc.setFont(fontFamily, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
  };
  return {
    name: 'jspdf',
    width(str, size, bold) {
      font(bold, size);
      return doc.getTextWidth(str);
    },
    text(str, x, y, size, bold) {
      font(bold, size);
      doc.text(str, x, H - y);
    },
    line(x1, y1, x2, y2, w = 0.6) {
      doc.setLineWidth(w);
      doc.line(x1, H - y1, x2, H - y2);
    },
    rect(x, y, w, h, lw = 0.8, fill = null) {
      doc.setLineWidth(lw);
      if (fill) {
        doc.setFillColor(225, 229, 236);
        doc.rect(x, H - y - h, w, h, 'F');
      } else doc.rect(x, H - y - h, w, h, 'S');
    },
    field(_name, value, x, y, _w, h, size) {
      this.text(value, x + 2, y + (h - size) / 2 + 2, size, false);
    },
    addPage() {
      doc.addPage();
      pages++;
    },
    get pages() {
      return pages;
    },
    async save() {
      return Buffer.from(doc.output('arraybuffer'));
    },
  };
}

export async function pdflibBackend({ serif = false, form = false } = {}) {
  const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setProducer(form ? 'pdf-lib forms' : 'pdf-lib');
  pdf.setCreator('Dealer back office');
  const regular = await pdf.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await pdf.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  let page = pdf.addPage([W, H]);
  const acro = form ? pdf.getForm() : null;
  return {
    name: form ? 'pdflib-form' : 'pdflib',
    width(str, size, b) {
      return (b ? bold : regular).widthOfTextAtSize(str, size);
    },
    text(str, x, y, size, b) {
      page.drawText(str, { x, y, size, font: b ? bold : regular, color: rgb(0, 0, 0) });
    },
    line(x1, y1, x2, y2, w = 0.6) {
      page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: w, color: rgb(0, 0, 0) });
    },
    rect(x, y, w, h, lw = 0.8, fill = null) {
      if (fill) page.drawRectangle({ x, y, width: w, height: h, color: rgb(0.88, 0.9, 0.93) });
      else page.drawRectangle({ x, y, width: w, height: h, borderWidth: lw, borderColor: rgb(0, 0, 0) });
    },
    field(name, value, x, y, w, h, size) {
      if (!acro) return this.text(value, x + 2, y + (h - size) / 2 + 2, size, false);
      const f = acro.createTextField(name);
      f.setText(value);
      f.addToPage(page, {
        x,
        y,
        width: w,
        height: h,
        font: regular,
        borderWidth: 0.5,
        borderColor: rgb(0.5, 0.5, 0.5),
      });
      f.setFontSize(size);
      f.updateAppearances(regular);
    },
    addPage() {
      page = pdf.addPage([W, H]);
    },
    get pages() {
      return pdf.getPageCount();
    },
    async save() {
      return Buffer.from(await pdf.save());
    },
  };
}

// ---------- layout ----------
function wrap(b, str, size, bold, maxW) {
  const words = str.split(' ');
  const lines = [];
  let cur = '';
  for (const w of words) {
    const t = cur ? `${cur} ${w}` : w;
    if (b.width(t, size, bold) > maxW && cur) {
      lines.push(cur);
      cur = w;
    } else cur = t;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Lays out a document description; returns { places, pageCount }. */
export function layout(b, d) {
  const places = [];
  let y = H - M;
  let page = 1;
  const need = (h) => {
    if (y - h < M + 20) {
      footer();
      b.addPage();
      page++;
      y = H - M;
    }
  };
  const footer = () => {
    b.text(`${d.footer ?? d.dealer.name} - Ref ${d.ref} - page ${page}`, M, 30, 7, false);
  };
  // header
  const hd = d.header ?? 'left';
  if (hd === 'band') {
    b.rect(0, H - 80, W, 80, 0, 'fill');
    b.text(d.dealer.name, M, H - 38, 17, true);
    b.text(d.dealer.lines.join('  |  '), M, H - 56, 8, false);
    y = H - 110;
  } else {
    b.text(d.dealer.name, M, y - 4, 15, true);
    y -= 18;
    for (const l of d.dealer.lines) {
      b.text(l, M, y, 8, false);
      y -= 10;
    }
    b.line(M, y - 2, W - M, y - 2, 1.2);
    y -= 28;
  }
  b.text(d.title, M, y, 14, true);
  const refStr = `${d.refLabel ?? 'Ref'}: ${d.ref}`;
  b.text(refStr, W - M - b.width(refStr, 9, false), y, 9, false);
  y -= 10;
  if (d.subtitle) {
    y -= 6;
    for (const l of wrap(b, d.subtitle, 8.5, false, W - 2 * M)) {
      b.text(l, M, y, 8.5, false);
      y -= 11;
    }
  }
  y -= 8;
  let fieldN = 0;
  for (const s of d.sections) {
    if (s.type === 'heading') {
      need(30);
      y -= 4;
      b.text(s.text, M, y, 10.5, true);
      y -= 14;
    } else if (s.type === 'para') {
      const size = s.size ?? 8.5;
      const lines = wrap(b, s.text, size, false, W - 2 * M);
      for (const l of lines) {
        need(12);
        b.text(l, M, y, size, false);
        y -= size + 2.5;
      }
      y -= 6;
    } else if (s.type === 'kv') {
      // two-column grid of label/value cells
      const cols = s.cols ?? 2;
      const cw = (W - 2 * M) / cols;
      const rh = 17;
      const rows = Math.ceil(s.rows.length / cols);
      need(rows * rh + 4);
      for (let i = 0; i < s.rows.length; i++) {
        const [k, v] = s.rows[i];
        const c = i % cols;
        const r = Math.floor(i / cols);
        const x = M + c * cw;
        const yy = y - (r + 1) * rh;
        b.rect(x, yy, cw, rh, 0.4);
        b.text(k, x + 4, yy + 5.5, 7.5, true);
        const lw = s.labelW ?? 95;
        if (s.form && v)
          b.field(`f${++fieldN}_${k.replace(/\W+/g, '')}`, v, x + lw, yy + 2, cw - lw - 3, rh - 4, 9);
        else b.text(v, x + lw, yy + 5.5, 9, false);
      }
      y -= rows * rh + 12;
    } else if (s.type === 'table') {
      const widths = s.widths;
      const rh = 15;
      need((s.rows.length + 1) * rh + 4);
      let x = M;
      b.rect(M, y - rh, W - 2 * M, rh, 0, 'fill');
      for (let c = 0; c < s.head.length; c++) {
        b.text(s.head[c], x + 4, y - rh + 4.5, 8, true);
        x += widths[c];
      }
      y -= rh;
      for (const row of s.rows) {
        x = M;
        for (let c = 0; c < row.length; c++) {
          b.text(row[c], x + 4, y - rh + 4.5, 8.5, false);
          x += widths[c];
        }
        b.line(M, y - rh, W - M, y - rh, 0.3);
        y -= rh;
      }
      y -= 12;
    } else if (s.type === 'checks') {
      for (const [label, ticked] of s.items) {
        need(14);
        b.rect(M, y - 2, 8, 8, 0.6);
        if (ticked) b.text('X', M + 1.5, y - 0.5, 7.5, true);
        b.text(label, M + 14, y, 8.5, false);
        y -= 13;
      }
      y -= 6;
    } else if (s.type === 'sign') {
      // places: [{label, signer, style:'rule'|'box', date:true, name?}] in rows of s.perRow (1 or 2)
      const per = s.perRow ?? 1;
      const colW = (W - 2 * M) / per;
      if (s.caption) {
        need(70);
        const lines = wrap(b, s.caption, 8.5, false, W - 2 * M);
        for (const l of lines) {
          b.text(l, M, y, 8.5, false);
          y -= 11;
        }
        y -= 4;
      }
      for (let i = 0; i < s.places.length; i += per) {
        const row = s.places.slice(i, i + per);
        need(s.places[i].style === 'box' ? 90 : 62);
        let rowH = 0;
        row.forEach((p, c) => {
          const x0 = M + c * colW;
          const gap = 12;
          const usable = colW - gap;
          if (p.style === 'box') {
            // label above, signature box, date box beside
            b.text(p.label, x0, y - 10, 8.5, true);
            const bh = 40;
            const bw = p.date ? usable * 0.66 : usable;
            const by = y - 16 - bh;
            b.rect(x0, by, bw, bh, 1);
            const place = {
              page,
              label: p.label,
              signer: p.signer,
              box: { x: x0 + 1, y: by + 1, width: bw - 2, height: bh - 2 },
            };
            if (p.date) {
              const dx = x0 + bw + 8;
              b.text('Date', dx, y - 10, 8.5, true);
              const dh = 20;
              b.rect(dx, by + bh - dh, usable - bw - 8, dh, 1);
              place.dateBox = { x: dx + 1, y: by + bh - dh + 1, width: usable - bw - 10, height: dh - 2 };
            }
            if (p.name) b.text(p.name, x0, by - 11, 8, false);
            places.push(place);
            rowH = Math.max(rowH, 16 + bh + (p.name ? 22 : 12));
          } else {
            // rule style: caption under the rule, date rule beside it
            const ry = y - 36;
            const rw = p.date ? usable * 0.64 : usable;
            b.line(x0, ry, x0 + rw, ry, 0.7);
            b.text(p.label, x0, ry - 10, 8, true);
            if (p.name) b.text(p.name, x0, ry - 20, 8, false);
            const place = {
              page,
              label: p.label,
              signer: p.signer,
              box: { x: x0, y: ry, width: rw, height: 30 },
            };
            if (p.date) {
              const dx = x0 + rw + 10;
              const dw = usable - rw - 10;
              b.line(dx, ry, dx + dw, ry, 0.7);
              b.text('Date', dx, ry - 10, 8, true);
              place.dateBox = { x: dx, y: ry, width: dw, height: 18 };
            }
            places.push(place);
            rowH = Math.max(rowH, 36 + (p.name ? 30 : 20));
          }
        });
        y -= rowH + 8;
      }
      y -= 4;
    } else if (s.type === 'pagebreak') {
      footer();
      b.addPage();
      page++;
      y = H - M;
    } else if (s.type === 'space') {
      y -= s.h;
    }
  }
  footer();
  return { places, pageCount: page };
}

const r1 = (n) => Math.round(n * 10) / 10;
const roundBox = (bx) => ({ x: r1(bx.x), y: r1(bx.y), width: r1(bx.width), height: r1(bx.height) });

/** The truth object for a description and its laid-out places. */
export function truthOf(d, file, places, pageCount, { hasTextLayer = true, kindsExtra = [] } = {}) {
  const asField = (p) => {
    const o = { page: p.page, label: p.label, box: roundBox(p.box) };
    if (p.dateBox) o.dateBox = roundBox(p.dateBox);
    o.signer = p.signer;
    return o;
  };
  const isCustomer = (p) => p.signer === 'customer' || p.signer === 'customer2';
  return {
    file,
    format: 'pdf',
    kinds: [...d.kinds, ...kindsExtra],
    documentType: d.documentType,
    customerName: d.customerName,
    vehicleRegistration: d.reg,
    otherRegistrations: d.otherRegs ?? [],
    pageCount,
    hasTextLayer,
    dealershipName: d.dealer.name,
    signatureFields: places.filter(isCustomer).map(asField),
    otherPlaces: places
      .filter((p) => !isCustomer(p))
      .map((p) => {
        const o = asField(p);
        delete o.dateBox;
        return o;
      }),
  };
}
