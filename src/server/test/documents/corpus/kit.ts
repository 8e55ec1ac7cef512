// Drawing helpers for the project's test documents: each helper that draws a place to sign also
// records where it is, so a document and its truth are written by the same lines of code.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type FontInput,
  grayscale,
  layoutText,
  measureText,
  PDF,
  type PDFPage,
  StandardFonts,
} from '@libpdf/core';
import type { DocumentType } from '../../../../shared/documents/document-types.ts';
import type { SignerSlot } from '../../../../shared/documents/signers.ts';

export type TruthBox = { x: number; y: number; width: number; height: number };
export type TruthField = {
  page: number;
  label: string;
  box?: TruthBox;
  dateBox?: TruthBox;
  /** Which customer's place: absent is any customer's, for truths written before signers. */
  signer?: SignerSlot;
};
/** A place for someone other than a customer: the dealer's, a guarantor's, or null for nobody of ours (a witness). */
export type OtherPlace = Omit<TruthField, 'signer'> & { signer: 'dealer' | 'guarantor' | null };
export type Truth = {
  file: string;
  format: 'pdf' | 'docx';
  /** Word files in this set are scored against the built-in typesetter's rendition. */
  renderedWith?: 'typesetter';
  /** Which of the hard cases the document stands for. */
  kinds: string[];
  documentType: DocumentType;
  customerName: string | null;
  otherCustomers?: string[];
  vehicleRegistration: string | null;
  otherRegistrations: string[];
  pageCount: number;
  hasTextLayer: boolean;
  dealershipName: string;
  /** The customers' places (every customer's, as extraction has always listed them). */
  signatureFields: TruthField[];
  /**
   * Every other signing place the document has, when its truth knows them all: scored for whose
   * each place is, and a place extraction finds for the dealer or a guarantor that is not here is wrong.
   */
  otherPlaces?: OtherPlace[];
};
export type Built = { bytes: Uint8Array; truth: Omit<Truth, 'file' | 'format' | 'kinds'> };
export type TestDocument = { file: string; kinds: string[]; build: () => Promise<Built> };

const A4 = { width: 595.28, height: 841.89 };
const GREY = grayscale(0.35);
const SIGNING_HEIGHT = 30;
const DATE_HEIGHT = 18;

type TextOptions = { size?: number; bold?: boolean };

/**
 * How the file is made, as other systems make theirs: text in an embedded font rather than
 * the standard Helvetica, drawn one glyph at a time at its own position, and the values of labelled
 * lines typed into form fields rather than printed on the page. The default draws as before.
 */
export type Producer = { embeddedFont?: boolean; glyphByGlyph?: boolean; formFields?: boolean };

const NOTO = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};
const fontFiles = new Map<string, Uint8Array>();
const fontFile = (name: string) => {
  let bytes = fontFiles.get(name);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(name)));
    fontFiles.set(name, bytes);
  }
  return bytes;
};

export type Sheet = ReturnType<typeof createSheet>;

/** A PDF being drawn, page by page, with the customer's signature fields noted as they are drawn. */
export function createSheet(producer: Producer = {}) {
  const pdf = PDF.create();
  const fields: TruthField[] = [];
  const otherPlaces: OtherPlace[] = [];
  let page: PDFPage = pdf.addPage({ size: 'a4' });
  let pageNo = 1;
  let formFields = 0;

  const embedded = producer.embeddedFont
    ? { regular: pdf.embedFont(fontFile(NOTO.regular)), bold: pdf.embedFont(fontFile(NOTO.bold)) }
    : undefined;
  const fontOf = (bold?: boolean): FontInput =>
    embedded
      ? embedded[bold ? 'bold' : 'regular']
      : bold
        ? StandardFonts.HelveticaBold
        : StandardFonts.Helvetica;
  const draw = (s: string, x: number, y: number, size: number, font: FontInput) => {
    if (!producer.glyphByGlyph) {
      page.drawText(s, { x, y, size, font });
      return;
    }
    // One show-text per glyph, each placed by its own text matrix, as some report writers do.
    let at = x;
    for (const glyph of s) {
      if (glyph !== ' ') page.drawText(glyph, { x: at, y, size, font });
      at += measureText(glyph, font, size);
    }
  };
  const width = (s: string, o: TextOptions = {}) => measureText(s, fontOf(o.bold), o.size ?? 9);
  const text = (s: string, x: number, y: number, o: TextOptions = {}) => {
    draw(s, x, y, o.size ?? 9, fontOf(o.bold));
    return width(s, o);
  };
  const rule = (x1: number, x2: number, y: number, thickness = 0.6) =>
    page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color: GREY });
  const vrule = (x: number, y1: number, y2: number) =>
    page.drawLine({ start: { x, y: y1 }, end: { x, y: y2 }, thickness: 0.6, color: GREY });
  const box = (x: number, y: number, w: number, h: number) =>
    page.drawRectangle({ x, y, width: w, height: h, borderColor: GREY, borderWidth: 0.7 });
  // A customer's place goes to the fields; another signer's (o.whose given) to the other places.
  const note = (label: string, b: TruthBox, dateBox: TruthBox | undefined, o: SignOptions) => {
    const place = { page: pageNo, label, box: round(b), ...(dateBox ? { dateBox: round(dateBox) } : {}) };
    if (o.customer !== false) fields.push({ ...place, ...(o.whose ? { signer: o.whose } : {}) });
    else if (o.whose !== undefined && !o.whose?.startsWith('customer'))
      otherPlaces.push({ ...place, signer: o.whose as OtherPlace['signer'] });
  };

  return {
    pdf,
    fields,
    otherPlaces,
    producer,
    get page() {
      return pageNo;
    },
    width,
    text,
    rule,
    vrule,
    box,
    newPage() {
      page = pdf.addPage({ size: 'a4' });
      pageNo += 1;
    },
    /** "Label: value" on one line; with form fields, the value is typed into a field beside the label. */
    labelled(label: string, value: string, x: number, y: number, o: TextOptions = {}) {
      if (!producer.formFields) return text(`${label}: ${value}`, x, y, o);
      const labelWidth = text(`${label}:`, x, y, o);
      const size = o.size ?? 9;
      const field = pdf.getOrCreateForm().createTextField(`field_${++formFields}`, { fontSize: size });
      field.setValue(value);
      const fieldWidth = Math.max(120, width(value, o) + 24);
      page.drawField(field, { x: x + labelWidth + 4, y: y - 4, width: fieldWidth, height: size + 7 });
      return labelWidth + 4 + fieldWidth;
    },
    /** Wrapped body text from `y` down; returns the y under it. */
    para(s: string, x: number, y: number, w = 500, o: TextOptions = {}) {
      const size = o.size ?? 8.5;
      const lines = layoutText(s, fontOf(o.bold), size, w, size * 1.3).lines;
      for (const line of lines) {
        draw(line.text, x, y, size, fontOf(o.bold));
        y -= size * 1.3;
      }
      return y - 4;
    },
    /** A ruled table; each cell's text at its top left (a "\n" breaks a line). Returns cell boxes. */
    grid(x: number, top: number, widths: number[], rows: string[][], rowHeight = 16, o: TextOptions = {}) {
      const size = o.size ?? 8.5;
      const cells: TruthBox[][] = [];
      let y = top;
      rows.forEach((row) => {
        const lines = Math.max(...row.map((c) => c.split('\n').length));
        const h = Math.max(rowHeight, lines * size * 1.25 + 6);
        let cx = x;
        cells.push(
          row.map((cell, i) => {
            const w = widths[i]!;
            cell.split('\n').forEach((t, k) => {
              if (t)
                text(t, cx + 4, y - 4 - size * 0.85 - k * size * 1.25, { size, bold: o.bold && i === 0 });
            });
            const b = { x: cx, y: y - h, width: w, height: h };
            cx += w;
            return b;
          }),
        );
        rule(x, cx, y);
        rule(x, cx, y - h);
        let vx = x;
        for (const w of widths) {
          vrule(vx, y - h, y);
          vx += w;
        }
        vrule(vx, y - h, y);
        y -= h;
      });
      return { cells, bottom: y };
    },
    /** "Label ________   Date ______": the label, a rule to sign on, perhaps a date rule. */
    signOnRule(label: string, x: number, y: number, o: SignOptions = {}) {
      const labelWidth = text(label, x, y, { bold: o.bold ?? true });
      const x1 = x + labelWidth + 6;
      const len = o.length ?? 200;
      rule(x1, x1 + len, y - 2);
      let dateBox: TruthBox | undefined;
      if (o.date) {
        const dx = x1 + len + 14;
        const dw = text(o.date, dx, y);
        rule(dx + dw + 6, dx + dw + 96, y - 2);
        dateBox = { x: dx + dw + 6, y: y - 2, width: 90, height: DATE_HEIGHT };
      }
      note(cleanLabel(label), { x: x1, y: y - 2, width: len, height: SIGNING_HEIGHT }, dateBox, o);
    },
    /** A rule with the label printed under it, as at the foot of a letter. */
    signUnderRule(label: string, x: number, y: number, o: SignOptions = {}) {
      const len = o.length ?? 180;
      rule(x, x + len, y + 12);
      text(label, x, y, { bold: o.bold });
      note(cleanLabel(label), { x, y: y + 12, width: len, height: SIGNING_HEIGHT }, undefined, o);
    },
    /** The label over an empty box to sign in. */
    signInBox(label: string, x: number, y: number, o: SignOptions & { height?: number } = {}) {
      const w = o.length ?? 220;
      const h = o.height ?? 40;
      text(label, x, y, { bold: o.bold ?? true });
      box(x, y - 6 - h, w, h);
      let dateBox: TruthBox | undefined;
      if (o.date) {
        text(o.date, x + w + 16, y, { bold: o.bold ?? true });
        box(x + w + 16, y - 6 - 20, 90, 20);
        dateBox = { x: x + w + 18, y: y - 24, width: 86, height: 16 };
      }
      note(cleanLabel(label), { x: x + 2, y: y - 4 - h, width: w - 4, height: h - 4 }, dateBox, o);
    },
    /** One letter per box, as on a printed form filled in by hand in capitals. */
    charBoxes(x: number, y: number, value: string, count: number, pitch = 14) {
      for (let i = 0; i < count; i++) {
        box(x + i * pitch, y - 4, pitch, 16);
        const c = value[i];
        if (c && c !== ' ') text(c, x + i * pitch + (pitch - width(c, { size: 10 })) / 2, y, { size: 10 });
      }
      return x + count * pitch;
    },
    async save(): Promise<Uint8Array> {
      // Fixed dates so that running the generator again changes only what the code changed.
      pdf.setCreationDate(new Date('2025-03-01T09:00:00Z'));
      pdf.setModificationDate(new Date('2025-03-01T09:00:00Z'));
      const pages = pdf.getPages();
      pages.forEach((p, i) => {
        p.drawText(`Page ${i + 1} of ${pages.length}`, { x: A4.width - 100, y: 24, size: 7 });
      });
      return pdf.save();
    },
  };
}

type SignOptions = {
  customer?: boolean;
  length?: number;
  date?: string;
  bold?: boolean;
  /** Whose place it is; a place with `customer: false` is noted only when this is given. */
  whose?: SignerSlot | null;
};

/** The label as the extractor reports it: no trailing colon, dashes or pointing marks. */
export function cleanLabel(label: string): string {
  return label.replace(/[\s:–—×✗✕>→-]+$/, '').trim();
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const round = (b: TruthBox): TruthBox => ({
  x: r1(b.x),
  y: r1(b.y),
  width: r1(b.width),
  height: r1(b.height),
});

export type Dealer = { name: string; address: string; phone: string; frn: string };

/** The dealership's letterhead and the document's title; returns the y under the title. */
export function letterhead(s: Sheet, dealer: Dealer, title: string, subtitle?: string): number {
  s.text(dealer.name, 44, 800, { size: 14, bold: true });
  s.text(dealer.address, 44, 786, { size: 8 });
  s.text(`Tel ${dealer.phone}   Authorised and regulated by the FCA, FRN ${dealer.frn}`, 44, 776, {
    size: 8,
  });
  s.rule(44, 551, 768, 1);
  s.text(title, 44, 742, { size: 16, bold: true });
  if (!subtitle) return 724;
  s.text(subtitle, 44, 726, { size: 10 });
  return 708;
}

export const TERMS =
  'You have checked the vehicle and its description above. The dealer will not be responsible for any fault that was pointed out to you before you signed or that you could reasonably have seen on inspection. Your statutory rights under the Consumer Rights Act 2015 are not affected. Please read the terms overleaf before signing.';
