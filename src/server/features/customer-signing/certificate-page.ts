// The certificate of completion appended to every sealed document: who signed what, the fingerprints
// of each file before and after signing, and the timeline with time, address and browser.
import { type FontInput, layoutText, type PDF, type PDFPage, rgb, StandardFonts } from '@libpdf/core';
import { colourChannels, readableTextOn } from '../../../shared/brand.ts';
import { toWinAnsi } from '../document-processing/typeset-pdf.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const BAND = 64;
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);

export type CertificateInput = {
  requestId: string;
  /** `logo` is the dealer's logo as a PNG (the stored logo always is one). */
  dealer: { name: string; primaryColor: string; logo?: Uint8Array | null };
  customer: { name: string; email: string };
  completedAt: Date;
  documents: {
    title: string;
    pageCount: number;
    originalSha256: string;
    signedSha256: string;
    /** The stamped document is this many bytes at the start of its sealed file. */
    signedLength: number;
  }[];
  events: { at: Date; what: string; ipAddress: string | null; userAgent: string | null }[];
  sealedBy: string;
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});
export const formatLondonTime = (date: Date) => timeFormat.format(date);

type Cursor = { pdf: PDF; page: PDFPage; y: number; pages: PDFPage[] };

export function appendCertificate(pdf: PDF, input: CertificateInput) {
  const first = pdf.addPage({ size: 'a4' });
  const cursor: Cursor = { pdf, page: first, y: A4.height - BAND - 28, pages: [first] };
  drawBand(pdf, first, input.dealer);

  line(cursor, `Request ${input.requestId}`, 8, StandardFonts.Helvetica, MUTED);
  cursor.y -= 6;
  field(cursor, 'Dealer', input.dealer.name);
  field(cursor, 'Customer', `${input.customer.name} <${input.customer.email}>`);
  field(cursor, 'Completed', formatLondonTime(input.completedAt));

  heading(cursor, 'Documents');
  for (const doc of input.documents) {
    room(cursor, 58);
    line(cursor, `${doc.title} (${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'})`, 9, bold);
    line(cursor, `SHA-256 before signing  ${doc.originalSha256}`, 7, StandardFonts.Courier);
    line(cursor, `SHA-256 after signing   ${doc.signedSha256}`, 7, StandardFonts.Courier);
    line(
      cursor,
      `(the first ${doc.signedLength} bytes of that document's sealed file)`,
      7,
      StandardFonts.Helvetica,
      MUTED,
    );
    cursor.y -= 6;
  }

  heading(cursor, 'Timeline');
  for (const event of input.events) {
    room(cursor, 28);
    line(cursor, `${formatLondonTime(event.at)}  ${event.what}`, 8, bold);
    const where = [event.ipAddress && `IP ${event.ipAddress}`, event.userAgent].filter(Boolean).join(' · ');
    if (where) line(cursor, where, 7, StandardFonts.Helvetica, MUTED);
    cursor.y -= 3;
  }

  heading(cursor, 'Seal');
  paragraph(
    cursor,
    `"After signing" is the fingerprint of each document with the signatures stamped, before this certificate was added; those bytes begin its sealed file unchanged. The whole file, certificate included, carries a digital signature by ${input.sealedBy}: a PDF reader reports any change made after sealing.`,
  );

  cursor.pages.forEach((page, i) => {
    page.drawText(`Certificate of completion · page ${i + 1} of ${cursor.pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7,
      font: StandardFonts.Helvetica,
      color: MUTED,
    });
  });
}

const bold = StandardFonts.HelveticaBold;

function drawBand(pdf: PDF, page: PDFPage, dealer: CertificateInput['dealer']) {
  const colour = hexToRgb(dealer.primaryColor);
  const text = onColour(dealer.primaryColor);
  page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: colour });
  if (dealer.logo) drawLogo(pdf, page, dealer.logo);
  page.drawText('Certificate of Completion', {
    x: MARGIN,
    y: A4.height - 32,
    size: 18,
    font: bold,
    color: text,
  });
  page.drawText(toWinAnsi(dealer.name), {
    x: MARGIN,
    y: A4.height - 50,
    size: 10,
    font: StandardFonts.Helvetica,
    color: text,
  });
}

/** The logo on a white tile at the band's right, so a dark logo stays visible on a dark colour. */
function drawLogo(pdf: PDF, page: PDFPage, png: Uint8Array) {
  const image = pdf.embedPng(png);
  const box = { width: 150, height: BAND - 20 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = A4.width - MARGIN - width;
  const y = A4.height - BAND / 2 - height / 2;
  page.drawRectangle({ x: x - 4, y: y - 4, width: width + 8, height: height + 8, color: rgb(1, 1, 1) });
  page.drawImage(image, { x, y, width, height });
}

function room(cursor: Cursor, height: number) {
  if (cursor.y - height >= MARGIN) return;
  cursor.page = cursor.pdf.addPage({ size: 'a4' });
  cursor.pages.push(cursor.page);
  cursor.y = A4.height - MARGIN;
}

/** One line, cut to the width (a browser's user agent can be long). */
function line(cursor: Cursor, text: string, size: number, font: FontInput, color = INK) {
  room(cursor, size * 1.5);
  cursor.y -= size * 1.45;
  const [first] = layoutText(toWinAnsi(text), font, size, WIDTH, size * 1.45).lines;
  cursor.page.drawText(first?.text ?? '', { x: MARGIN, y: cursor.y, size, font, color });
}

function paragraph(cursor: Cursor, text: string) {
  for (const l of layoutText(toWinAnsi(text), StandardFonts.Helvetica, 8, WIDTH, 11).lines) {
    line(cursor, l.text, 8, StandardFonts.Helvetica, MUTED);
  }
}

function field(cursor: Cursor, label: string, value: string) {
  room(cursor, 16);
  cursor.y -= 15;
  cursor.page.drawText(label, { x: MARGIN, y: cursor.y, size: 9, font: bold, color: MUTED });
  const [first] = layoutText(toWinAnsi(value), StandardFonts.Helvetica, 10, WIDTH - 80, 12).lines;
  cursor.page.drawText(first?.text ?? '', {
    x: MARGIN + 80,
    y: cursor.y,
    size: 10,
    font: StandardFonts.Helvetica,
    color: INK,
  });
}

function heading(cursor: Cursor, text: string) {
  room(cursor, 60);
  cursor.y -= 14;
  line(cursor, text, 12, bold);
  cursor.y -= 4;
}

const hexToRgb = (hex: string) => rgb(...colourChannels(hex));

function onColour(hex: string) {
  return readableTextOn(hex) === '#000000' ? rgb(0, 0, 0) : rgb(1, 1, 1);
}
