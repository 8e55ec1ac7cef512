// The deal's certificate: one PDF that lists every step of the sale with its documents, their fingerprints
// and verification codes, when it was sent, signed and sealed, and the customer's tick on the disclosure.
import { layoutText, PDF, type PDFPage, rgb, StandardFonts } from '@libpdf/core';
import { formatLondonTime } from '../../../shared/london-time.ts';
import type { DealRecord } from './deal-record.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.12, 0.16, 0.23);
const MUTED = rgb(0.39, 0.45, 0.55);

/** The standard fonts cover Windows-1252 only: anything else is shown as "?" rather than failing. */
const latin = (text: string) =>
  text.replace(/[\u2000-\u200b\u00a0]/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff€‘’“”•–—…]/g, '?');
const when = (at: string | null) => (at ? formatLondonTime(new Date(at)) : 'not yet');

export async function dealCertificatePdf(record: DealRecord): Promise<Uint8Array> {
  const pdf = PDF.create();
  pdf.setTitle(`Deal certificate ${record.deal.reference ?? record.deal.id}`);
  let page: PDFPage = pdf.addPage({ size: 'a4' });
  let y = A4.height - MARGIN;
  const write = (text: string, size = 9.5, bold = false, colour = INK, indent = 0) => {
    const font = bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica;
    for (const line of layoutText(latin(text), font, size, WIDTH - indent, size * 1.35).lines) {
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
        `Acknowledged "${a.statement}" at ${when(a.at)} after ${a.openedSeconds} s with the disclosure open (${a.ipAddress ?? 'address unknown'})`,
        9,
        false,
        INK,
        10,
      );
    for (const e of step.trail) write(`${when(e.at)}  ${e.what}`, 8, false, INK, 10);
  }
  y -= 10;
  write(record.retention, 8.5, false, MUTED);
  return pdf.save();
}
