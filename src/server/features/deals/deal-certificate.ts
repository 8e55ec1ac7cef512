// The deal's certificate: one PDF that lists every step of the sale with its documents, their fingerprints
// and verification codes, when it was sent, signed and sealed, and the customer's tick on the disclosure
// (quoted as they read it, in any of the page's languages: lines are drawn through lib/pdf-text, which
// embeds Noto fonts for what Helvetica cannot show and shapes Urdu and Arabic right to left).
import { PDF, type PDFPage, rgb } from '@libpdf/core';
import { formatLondonTime } from '../../../shared/london-time.ts';
import { drawLine, embedsFonts, lineWidth, prepareLine, type TextLine } from '../../lib/pdf-text/pdf-text.ts';
import type { DealRecord } from './deal-record.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);

const when = (at: string | null) => (at ? formatLondonTime(new Date(at)) : 'not yet');

/** Wrapped at spaces to the width; a single word wider than the line stands on its own line. */
function wrap(pdf: PDF, text: string, size: number, weight: 'regular' | 'bold', width: number) {
  const lines: TextLine[] = [];
  let current = '';
  let prepared: TextLine | null = null;
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    const line = prepareLine(pdf, next, weight);
    if (current && prepared && lineWidth(line, size) > width) {
      lines.push(prepared);
      current = word;
      prepared = prepareLine(pdf, word, weight);
    } else {
      current = next;
      prepared = line;
    }
  }
  if (prepared) lines.push(prepared);
  return lines;
}

export async function dealCertificatePdf(record: DealRecord): Promise<Uint8Array> {
  const pdf = PDF.create();
  pdf.setTitle(`Deal certificate ${record.deal.reference ?? record.deal.id}`);
  let page: PDFPage = pdf.addPage({ size: 'a4' });
  let y = A4.height - MARGIN;
  const write = (words: string, size = 9.5, bold = false, colour = INK, indent = 0) => {
    for (const line of wrap(pdf, words, size, bold ? 'bold' : 'regular', WIDTH - indent)) {
      if (y - size * 1.35 < MARGIN) {
        page = pdf.addPage({ size: 'a4' });
        y = A4.height - MARGIN;
      }
      y -= size * 1.35;
      drawLine(page, line, { x: MARGIN + indent, y, size, color: colour });
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
        `${a.ticked} at ${when(a.at)} after ${a.openedSeconds} s with the disclosure open (${a.ipAddress ?? 'address unknown'})`,
        9,
        false,
        INK,
        10,
      );
    for (const e of step.trail) write(`${when(e.at)}  ${e.what}`, 8, false, INK, 10);
  }
  y -= 10;
  write(record.retention, 8.5, false, MUTED);
  return pdf.save({ subsetFonts: embedsFonts(pdf) });
}
