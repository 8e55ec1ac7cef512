// The deal's certificate: one PDF that lists every step of the sale with its documents, their fingerprints
// and verification codes, when it was sent, signed and sealed, and the customer's tick on the disclosure
// (quoted as they read it, in Welsh, Polish or Romanian too: a line Helvetica cannot show is drawn in Noto
// Sans, embedded as a subset).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type EmbeddedFont,
  type FontInput,
  layoutText,
  PDF,
  type PDFPage,
  rgb,
  StandardFonts,
} from '@libpdf/core';
import { formatLondonTime } from '../../../shared/london-time.ts';
import type { DealRecord } from './deal-record.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);

const spaced = (text: string) => text.replace(/[\u2000-\u200b\u00a0]/g, ' ');
/** What Helvetica can show (Windows-1252); any other line is drawn in Noto Sans. */
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff€‘’“”•–—…]*$/;
const when = (at: string | null) => (at ? formatLondonTime(new Date(at)) : 'not yet');
const NOTO = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};
const resolve = createRequire(import.meta.url).resolve;
// Read on first need and kept for the life of the process; each certificate embeds its own subset.
const notoFiles = new Map<string, Uint8Array>();

/** The font a line is drawn in, and the line as it can show it: a letter no font has reads as "?". */
function fontFor(pdf: PDF, embedded: Map<string, EmbeddedFont>, text: string, bold: boolean) {
  if (WIN_ANSI.test(text))
    return { font: bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica, text };
  const name = bold ? NOTO.bold : NOTO.regular;
  let font = embedded.get(name);
  if (!font) {
    let bytes = notoFiles.get(name);
    if (!bytes) {
      bytes = new Uint8Array(readFileSync(resolve(name)));
      notoFiles.set(name, bytes);
    }
    font = pdf.embedFont(bytes);
    embedded.set(name, font);
  }
  const missing = new Set(font.getUnencodableCharacters(text));
  const shown = missing.size ? Array.from(text, (ch) => (missing.has(ch) ? '?' : ch)).join('') : text;
  return { font: font as FontInput, text: shown };
}

export async function dealCertificatePdf(record: DealRecord): Promise<Uint8Array> {
  const pdf = PDF.create();
  pdf.setTitle(`Deal certificate ${record.deal.reference ?? record.deal.id}`);
  let page: PDFPage = pdf.addPage({ size: 'a4' });
  let y = A4.height - MARGIN;
  const embedded = new Map<string, EmbeddedFont>();
  const write = (words: string, size = 9.5, bold = false, colour = INK, indent = 0) => {
    const { font, text } = fontFor(pdf, embedded, spaced(words), bold);
    for (const line of layoutText(text, font, size, WIDTH - indent, size * 1.35).lines) {
      if (y - size * 1.35 < MARGIN) {
        page = pdf.addPage({ size: 'a4' });
        y = A4.height - MARGIN;
      }
      y -= size * 1.35;
      page.drawText(line.text, { x: MARGIN + indent, y, size, font, color: colour });
    }
  };
  const { deal } = record;
  write('DEAL CERTIFICATE', 9, true, MUTED);
  write(`${record.dealer}: ${deal.reference ? `agreement ${deal.reference}` : 'sale'}`, 16, true);
  write(`Deal ${deal.id}  ·  issued ${when(record.issuedAt)}`, 8, false, MUTED);
  y -= 6;
  write(
    `Vehicle: ${[deal.registration, deal.vin ? `VIN ${deal.vin}` : null].filter(Boolean).join(', ') || 'not given'}`,
  );
  for (const c of deal.customers)
    write(`${c.role === 'guarantor' ? 'Guarantor' : 'Buyer'}: ${c.name} <${c.email}>`);
  if (deal.lender)
    write(
      `Finance: ${deal.lender}, commission £${deal.commission?.toFixed(2) ?? '—'} disclosed to the customer`,
    );
  write(`Status: ${deal.status}. Sent ${when(deal.sentAt)}; completed ${when(deal.completedAt)}.`);
  for (const [index, step] of record.steps.entries()) {
    y -= 10;
    write(`Step ${index + 1} of ${record.steps.length}: ${step.name}`, 12, true);
    write(
      `Sent ${when(step.sentAt)}  ·  signed ${when(step.completedAt)}  ·  sealed ${when(step.sealedAt)}`,
      9,
      false,
      MUTED,
    );
    if (step.requestId) write(`Signing request ${step.requestId}`, 8, false, MUTED);
    for (const d of step.documents) {
      write(
        `${d.title}${d.generatedDisclosure ? ' (written from the deal’s figures)' : ''}`,
        9.5,
        true,
        INK,
        10,
      );
      write(`Sent as SHA-256 ${d.sha256}`, 7.5, false, MUTED, 10);
      if (d.sealedSha256) write(`Sealed copy SHA-256 ${d.sealedSha256}`, 7.5, false, MUTED, 10);
      if (d.verificationCode) write(`Verification code ${d.verificationCode}`, 7.5, false, MUTED, 10);
    }
    for (const a of step.acknowledgements)
      write(
        `${quotable(a)} at ${when(a.at)} after ${a.openedSeconds} s with the disclosure open (${a.ipAddress ?? 'address unknown'})`,
        9,
        false,
        INK,
        10,
      );
    for (const e of step.trail) write(`${when(e.at)}  ${e.what}`, 8, false, INK, 10);
  }
  y -= 10;
  write(record.retention, 8.5, false, MUTED);
  return pdf.save({ subsetFonts: embedded.size > 0 });
}

/**
 * The tick as the record words it; Noto Sans has no Arabic letters, so a tick read in Urdu or Arabic is
 * named with its language and quoted in English here, its own words in the evidence's trail.json.
 */
function quotable(a: DealRecord['steps'][number]['acknowledgements'][number]) {
  if (!/[\u0600-\u06ff\u0750-\u077f]/.test(a.shownStatement)) return a.ticked;
  return `The signer ticked, in ${a.languageName} (its words as read are in trail.json): "${a.statement}"`;
}
