// The certificate of completion appended to every sealed document: who signed what, the fingerprints
// of each file before and after signing, and the timeline with time, address and browser.
// Every line is drawn through lib/pdf-text, so names in any script come out as written.
import { type PDF, type PDFPage, type RGB, rgb, StandardFonts } from '@libpdf/core';
import { colourChannels, readableTextOn } from '../../../shared/dealer/brand.ts';
import { formatLondonTime } from '../../../shared/london-time.ts';
import { drawLine, fitLine, lineWidth, prepareLine, type Weight } from '../../lib/pdf-text/pdf-text.ts';
import { embedPrepared, type PreparedPng, preparePng } from './prepared-png.ts';

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
  /** Every signer of a request with several, in order, with their role ("Customer 2", "Dealer"). */
  signers?: { name: string; email: string; role: string }[];
  /**
   * Each signer who read the signing page in a language other than English (the certificate's own): the
   * language's English name and the consent sentence beside the signature pad as they saw it and in English.
   */
  languages?: { who: string | null; language: string; consent: string; consentInEnglish: string }[];
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
  /** How each signer showed it was them: a one-time code, or signing in person (signing-code-certificate.ts). */
  identity?: string[];
  sealedBy: string;
  /** Where and with what code anyone holding this file can ask whether it is unmodified. */
  verification?: { url: string; code: string };
};

type Cursor = { pdf: PDF; page: PDFPage; y: number; pages: PDFPage[] };

/** `logo`: the dealer's logo already prepared for the set (else it is prepared here). */
export function appendCertificate(pdf: PDF, input: CertificateInput, logo?: PreparedPng) {
  const first = pdf.addPage({ size: 'a4' });
  const cursor: Cursor = { pdf, page: first, y: A4.height - BAND - 28, pages: [first] };
  drawBand(pdf, first, input.dealer, logo);

  line(cursor, `Request ${input.requestId}`, 8, 'regular', MUTED);
  cursor.y -= 6;
  field(cursor, 'Dealer', input.dealer.name);
  if (input.signers) {
    for (const s of input.signers) field(cursor, s.role, s.email ? `${s.name} <${s.email}>` : s.name);
  } else field(cursor, 'Customer', `${input.customer.name} <${input.customer.email}>`);
  field(cursor, 'Completed', formatLondonTime(input.completedAt));
  for (const identity of input.identity ?? []) wrappedField(cursor, 'Identity', identity);
  if (input.verification) {
    field(cursor, 'Verify', `${input.verification.url}  ·  code ${input.verification.code}`);
  }

  if (input.languages?.length) {
    heading(cursor, 'Language');
    for (const used of input.languages) {
      const who = used.who ? `${used.who}: the signer` : 'The signer';
      paragraph(cursor, `${who} used the page in ${used.language}.`, 9, 'regular', INK);
      paragraph(cursor, `Consent as shown, in ${used.language}: "${used.consent}"`, 8);
      paragraph(cursor, `The same in English: "${used.consentInEnglish}"`, 8);
      cursor.y -= 3;
    }
  }

  heading(cursor, 'Documents');
  for (const doc of input.documents) {
    room(cursor, 58);
    line(cursor, `${doc.title} (${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'})`, 9, 'bold');
    hashLine(cursor, `SHA-256 before signing  ${doc.originalSha256}`);
    hashLine(cursor, `SHA-256 after signing   ${doc.signedSha256}`);
    line(cursor, `(the first ${doc.signedLength} bytes of that document's sealed file)`, 7, 'regular', MUTED);
    cursor.y -= 6;
  }

  heading(cursor, 'Timeline');
  for (const event of input.events) {
    room(cursor, 28);
    // Wrapped, never cut: the timeline is the evidence (a long name or e-mail, a long browser string).
    paragraph(cursor, `${formatLondonTime(event.at)}  ${event.what}`, 8, 'bold', INK);
    const where = [event.ipAddress && `IP ${event.ipAddress}`, event.userAgent].filter(Boolean).join(' · ');
    if (where) paragraph(cursor, where, 7);
    cursor.y -= 3;
  }

  heading(cursor, 'Seal');
  paragraph(
    cursor,
    `"After signing" is the fingerprint of each document with the signatures stamped, before this certificate was added; those bytes begin its sealed file unchanged. The whole file, certificate included, carries a digital signature by ${input.sealedBy}: a PDF reader reports any change made after sealing.${input.verification ? ` Anyone holding a copy can check it at ${input.verification.url}.` : ''}`,
  );

  cursor.pages.forEach((page, i) => {
    const footer = prepareLine(pdf, `Certificate of completion · page ${i + 1} of ${cursor.pages.length}`);
    drawLine(page, footer, { x: MARGIN, y: MARGIN / 2, size: 7, color: MUTED });
  });
}

function drawBand(pdf: PDF, page: PDFPage, dealer: CertificateInput['dealer'], logo?: PreparedPng) {
  const colour = hexToRgb(dealer.primaryColor);
  const text = onColour(dealer.primaryColor);
  page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: colour });
  if (dealer.logo) drawLogo(pdf, page, logo ?? preparePng(dealer.logo));
  drawLine(page, prepareLine(pdf, 'Certificate of Completion', 'bold'), {
    x: MARGIN,
    y: A4.height - 32,
    size: 18,
    color: text,
  });
  const name = fitLine(pdf, dealer.name, WIDTH - 170, 10, 10);
  drawLine(page, name.line, { x: MARGIN, y: A4.height - 50, size: 10, color: text });
}

/** The logo on a white tile at the band's right, so a dark logo stays visible on a dark colour. */
function drawLogo(pdf: PDF, page: PDFPage, logo: PreparedPng) {
  const image = embedPrepared(pdf, logo);
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
function line(cursor: Cursor, text: string, size: number, weight: Weight = 'regular', color: RGB = INK) {
  room(cursor, size * 1.5);
  cursor.y -= size * 1.45;
  const { line: fitted } = fitLine(cursor.pdf, text, WIDTH, size, size, weight);
  drawLine(cursor.page, fitted, { x: MARGIN, y: cursor.y, size, color });
}

/** A fingerprint in Courier (hex digits only), so the two lines' digits stand in columns. */
function hashLine(cursor: Cursor, text: string) {
  room(cursor, 11);
  cursor.y -= 7 * 1.45;
  cursor.page.drawText(text, { x: MARGIN, y: cursor.y, size: 7, font: StandardFonts.Courier, color: INK });
}

/** Wrapped at spaces to the width (a single word wider than the line is cut, as `line` cuts). */
function paragraph(cursor: Cursor, text: string, size = 8, weight: Weight = 'regular', color: RGB = MUTED) {
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && lineWidth(prepareLine(cursor.pdf, next, weight), size) > WIDTH) {
      line(cursor, current, size, weight, color);
      current = word;
    } else current = next;
  }
  if (current) line(cursor, current, size, weight, color);
}

/** A field whose value wraps at spaces instead of being cut: evidence (who, how) is never shortened. */
function wrappedField(cursor: Cursor, label: string, value: string) {
  const width = WIDTH - 80;
  const lines: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && lineWidth(prepareLine(cursor.pdf, next), 10) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  const [first = '', ...rest] = lines;
  field(cursor, label, first);
  for (const text of rest) {
    room(cursor, 14);
    cursor.y -= 13;
    drawLine(cursor.page, fitLine(cursor.pdf, text, width, 10, 10).line, {
      x: MARGIN + 80,
      y: cursor.y,
      size: 10,
      color: INK,
    });
  }
}

function field(cursor: Cursor, label: string, value: string) {
  room(cursor, 16);
  cursor.y -= 15;
  drawLine(cursor.page, prepareLine(cursor.pdf, label, 'bold'), {
    x: MARGIN,
    y: cursor.y,
    size: 9,
    color: MUTED,
  });
  const { line: fitted } = fitLine(cursor.pdf, value, WIDTH - 80, 10, 10);
  drawLine(cursor.page, fitted, { x: MARGIN + 80, y: cursor.y, size: 10, color: INK });
}

function heading(cursor: Cursor, text: string) {
  room(cursor, 60);
  cursor.y -= 14;
  line(cursor, text, 12, 'bold');
  cursor.y -= 4;
}

const hexToRgb = (hex: string) => rgb(...colourChannels(hex));

function onColour(hex: string) {
  return readableTextOn(hex) === '#000000' ? rgb(0, 0, 0) : rgb(1, 1, 1);
}
