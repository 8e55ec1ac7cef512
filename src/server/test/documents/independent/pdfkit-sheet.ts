// A pdfkit page drawer that notes each signing place as it draws it, as dealer systems built on pdfkit
// make their PDFs: text placed by its top (converted here to its baseline), rules as stroked paths, and
// values typed into AcroForm text fields with no appearance drawn (the viewer draws them).
import PDFDocument from 'pdfkit';
import {
  dateOverLine,
  type Facts,
  type Made,
  overLine,
  type Place,
  type TruthBox,
  truthOf,
  type Whose,
} from './truth.ts';

const H = 841.89;
export const LEFT = 50;
export const RIGHT = 545;

export function createKitSheet() {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: true, info: { Producer: 'DMS' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  let formReady = false;
  let page = 1;
  const places: Place[] = [];
  let fieldNo = 0;

  const font = (bold?: boolean, size = 9) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  /** Text with its baseline at `base` (points from the top), returning its width. */
  const text = (s: string, x: number, base: number, o: { bold?: boolean; size?: number } = {}) => {
    font(o.bold, o.size);
    doc.text(s, x, base, { baseline: 'alphabetic', lineBreak: false });
    return doc.widthOfString(s);
  };
  /** A wrapped paragraph from `top`, returning where the next line may start. */
  const para = (s: string, top: number, o: { size?: number; width?: number; x?: number } = {}) => {
    font(false, o.size ?? 7.5);
    doc.text(s, o.x ?? LEFT, top, { width: o.width ?? RIGHT - LEFT, align: 'justify' });
    return doc.y + 3;
  };
  const rule = (x1: number, x2: number, y: number, width = 0.6) =>
    doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor('#000').stroke();
  const rect = (x: number, top: number, w: number, h: number) =>
    doc.rect(x, top, w, h).lineWidth(0.7).strokeColor('#333').stroke();
  /** A value typed into a form field only: nothing is drawn on the page for it. */
  const field = (x: number, top: number, w: number, value: string) => {
    if (!formReady) {
      doc.initForm();
      formReady = true;
    }
    fieldNo += 1;
    doc.formText(`field${fieldNo}`, x, top, w, 13, { value, fontSize: 9 });
    rect(x, top, w, 13);
  };
  const fromTop = (x: number, top: number, w: number, h: number): TruthBox => ({
    x,
    y: H - top - h,
    width: w,
    height: h,
  });

  /** "Caption ______  Date ______" with drawn rules at `base`; the caption's colon is not the label's. */
  const signLine = (
    caption: string,
    whose: Whose,
    base: number,
    o: { x?: number; width?: number; date?: boolean } = {},
  ) => {
    const x = (o.x ?? LEFT) + text(caption, o.x ?? LEFT, base) + 6;
    const width = o.width ?? 220;
    rule(x, x + width, base + 1);
    let dateBox: TruthBox | undefined;
    if (o.date !== false) {
      const dx = x + width + 14 + text('Date:', x + width + 14, base) + 6;
      rule(dx, dx + 90, base + 1);
      dateBox = dateOverLine(dx, H - base - 1, 90);
    }
    places.push({
      page,
      label: caption.replace(/:$/, ''),
      whose,
      box: overLine(x, H - base - 1, width),
      ...(dateBox ? { dateBox } : {}),
    });
  };
  /** Underscores typed as text, as plain report writers print their signature lines. */
  const signUnderscores = (caption: string, whose: Whose, base: number, x = LEFT) => {
    const bars = '_'.repeat(34);
    const at = x + text(`${caption} `, x, base);
    const width = text(bars, at, base);
    const dx = at + width + text('  Date: ', at + width, base);
    const dateWidth = text('_'.repeat(14), dx, base);
    places.push({
      page,
      label: caption.replace(/:$/, ''),
      whose,
      box: overLine(at, H - base, width),
      dateBox: dateOverLine(dx, H - base, dateWidth),
    });
  };
  /** A drawn box with its caption printed above it; the date box beside it. */
  const signBox = (
    caption: string,
    whose: Whose,
    top: number,
    o: { x?: number; width?: number; date?: boolean } = {},
  ) => {
    const x = o.x ?? LEFT;
    const width = o.width ?? 230;
    text(caption, x, top - 3, { size: 8 });
    rect(x, top, width, 38);
    let dateBox: TruthBox | undefined;
    if (o.date !== false) {
      text('Date', x + width + 12, top - 3, { size: 8 });
      rect(x + width + 12, top + 14, 90, 24);
      dateBox = fromTop(x + width + 12, top + 14, 90, 24);
    }
    places.push({
      page,
      label: caption,
      whose,
      box: fromTop(x, top, width, 38),
      ...(dateBox ? { dateBox } : {}),
    });
  };
  const newPage = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    page += 1;
  };
  const heading = (dealer: string, title: string, ref: string) => {
    text(dealer, LEFT, 62, { bold: true, size: 15 });
    text(title, LEFT, 84, { bold: true, size: 12 });
    font(false, 8);
    doc.text(ref, RIGHT - 200, 56, { width: 200, align: 'right' });
    rule(LEFT, RIGHT, 94, 1.2);
  };
  const finish = async () => {
    doc.end();
    return { bytes: await done, places, pages: page };
  };
  return { doc, text, para, rule, rect, field, signLine, signUnderscores, signBox, newPage, heading, finish };
}

export const P = 'producer: pdfkit';
export type Sheet = ReturnType<typeof createKitSheet>;

/** Label and value rows from `top`, 17 pt apart; with `inFields`, every value goes into a form field. */
export function rows(s: Sheet, list: [string, string][], top: number, inFields = false, x = LEFT) {
  let base = top;
  for (const [label, value] of list) {
    s.text(label, x, base, { bold: true });
    if (inFields) s.field(x + 150, base - 10, 220, value);
    else s.text(value, x + 150, base);
    base += 17;
  }
  return base + 6;
}

export const terms = (s: Sheet, clauses: string[], top: number) =>
  clauses.reduce((y, c, i) => s.para(`${i + 1}. ${c}`, y), top);

export async function build(facts: Facts, draw: (s: Sheet) => void): Promise<Made> {
  const s = createKitSheet();
  draw(s);
  const { bytes, places, pages } = await s.finish();
  return { file: facts.file, bytes, truth: truthOf(facts, pages, places) };
}
