// The commission disclosure the product writes for a financed deal: one page in plain English, shaped like a
// phone's screen so it reads without zooming, stating what the dealer is paid, its share of what the
// customer borrows and of what the credit costs them, and every tie the dealer has with a lender.
import { layoutText, PDF, rgb, StandardFonts } from '@libpdf/core';

/** A phone-shaped page (points): about 12 cm by 22 cm, text at a size a phone shows without zooming. */
const PAGE = { width: 340, height: 640 };
const MARGIN = 22;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.13, 0.2);
const MUTED = rgb(0.36, 0.4, 0.48);
/** Where the customer signs: the rule's box, from the bottom-left. */
export const DISCLOSURE_SIGNATURE_LINE = { x: 120, y: 54, width: 190 };

export type DisclosureInput = {
  dealerName: string;
  customerNames: string[];
  registration: string | null;
  reference: string | null;
  lender: { name: string; tie: string; tieDetails: string | null; commissionBasis: string };
  /** Every lender of the panel (the deal's among them), for the ties and the breadth of the panel. */
  panel: { name: string; tie: string; tieDetails: string | null }[];
  commissionPence: number;
  amountOfCreditPence: number | null;
  totalChargeForCreditPence: number | null;
};

export const poundsText = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A share as a person reads it: "4.2%" (one decimal), "less than 0.1%" rather than "0.0%". */
export function shareText(part: number, whole: number): string {
  const share = (part / whole) * 100;
  if (share > 0 && share < 0.1) return 'less than 0.1%';
  return `${share.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`;
}

const BASIS: Record<string, string> = {
  fixed: 'a fixed fee agreed with the lender for arranging the finance',
  percentage: 'a percentage of the amount you borrow',
  discretionary: 'an amount that depends on the interest rate we arrange (within limits the lender sets)',
};

/** The disclosure's paragraphs, in order: also what the tests read back from the PDF. */
export function disclosureParagraphs(input: DisclosureInput): { text: string; bold?: boolean }[] {
  const commission = poundsText(input.commissionPence);
  const out: { text: string; bold?: boolean }[] = [
    {
      text: `${input.dealerName} is a credit broker, not a lender. We are introducing you to ${input.lender.name} for this finance.`,
    },
    { text: `${input.lender.name} will pay us ${commission} commission for arranging it.`, bold: true },
  ];
  if (input.amountOfCreditPence)
    out.push({
      text: `That is ${shareText(input.commissionPence, input.amountOfCreditPence)} of the amount of credit (${poundsText(input.amountOfCreditPence)}, the amount you borrow).`,
    });
  if (input.totalChargeForCreditPence)
    out.push({
      text: `It is ${shareText(input.commissionPence, input.totalChargeForCreditPence)} of the total charge for credit (${poundsText(input.totalChargeForCreditPence)}, the interest and fees you pay).`,
    });
  out.push({
    text: `How we are paid: ${BASIS[input.lender.commissionBasis] ?? BASIS.fixed}. You do not pay the commission separately.`,
  });
  const tied = input.panel.filter((l) => l.tie !== 'none');
  if (tied.length === 0) {
    out.push({
      text: 'Ties with lenders: none. No lender has a right to see your application first.',
      bold: true,
    });
  } else {
    out.push({ text: 'Ties with lenders:', bold: true });
    for (const l of tied) {
      const kind =
        l.tie === 'first_refusal'
          ? `${l.name} has a right of first refusal: we offer your application to them before any other lender.`
          : `We have a contractual tie with ${l.name}.`;
      out.push({ text: l.tieDetails ? `${kind} ${l.tieDetails}` : kind });
    }
  }
  const others = input.panel.length;
  out.push({
    text:
      others > 1
        ? `We work with ${others} lenders: ${input.panel.map((l) => l.name).join(', ')}.`
        : `We work with one lender: ${input.panel[0]?.name ?? input.lender.name}.`,
  });
  out.push({
    text: 'You may ask us for more about this before you sign. Signing below confirms you have read it.',
  });
  return out;
}

export async function disclosurePdf(input: DisclosureInput): Promise<Uint8Array> {
  const pdf = PDF.create();
  pdf.setTitle('Commission disclosure');
  const page = pdf.addPage({ width: PAGE.width, height: PAGE.height });
  let y = PAGE.height - MARGIN;
  const write = (text: string, size: number, bold = false, colour = INK) => {
    const font = bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica;
    for (const line of layoutText(text, font, size, WIDTH, size * 1.3).lines) {
      y -= size * 1.3;
      page.drawText(line.text, { x: MARGIN, y, size, font, color: colour });
    }
  };
  write('COMMISSION DISCLOSURE', 9, true, MUTED);
  write('How we are paid for arranging your finance', 15, true);
  y -= 4;
  const about = [
    input.customerNames.length ? `For ${input.customerNames.join(' and ')}` : null,
    input.registration ? `Vehicle ${input.registration}` : null,
    input.reference ? `Agreement ${input.reference}` : null,
  ].filter(Boolean);
  if (about.length) write(about.join('  ·  '), 8.5, false, MUTED);
  for (const p of disclosureParagraphs(input)) {
    y -= 6;
    write(p.text, 10.5, p.bold);
  }
  const line = DISCLOSURE_SIGNATURE_LINE;
  page.drawText('Customer signature', {
    x: MARGIN,
    y: line.y + 2,
    size: 9,
    font: StandardFonts.Helvetica,
    color: INK,
  });
  page.drawLine({
    start: { x: line.x, y: line.y },
    end: { x: line.x + line.width, y: line.y },
    thickness: 0.8,
  });
  page.drawText(`Written by Docs2Sign for ${input.dealerName}`, {
    x: MARGIN,
    y: 22,
    size: 7,
    font: StandardFonts.Helvetica,
    color: MUTED,
  });
  return pdf.save();
}
