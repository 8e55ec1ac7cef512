// A small dealer's agreement made in the test: a Title in its document information, the customer's name,
// address, postcode, phone and e-mail as a dealer system prints them, and a "Customer signature" line.
import { PDF, StandardFonts } from '@libpdf/core';

export type AgreementCustomer = {
  name: string;
  address: string;
  postcode: string;
  phone: string;
  email: string;
  registration: string;
};

/** The customer the tests' agreements name. */
export const SAMPLE_CUSTOMER: AgreementCustomer = {
  name: 'Olivia Bennett',
  address: '14 Mill Lane, Headingley, Leeds',
  postcode: 'LS6 2AB',
  phone: '07700 900456',
  email: 'olivia.bennett@example.co.uk',
  registration: 'YK19 BNF',
};

/** Where the customer signs: the rule's box, in PDF points from the bottom-left of page 1. */
export const SIGNATURE_LINE = { x: 170, y: 200, width: 260 };

export async function agreementPdf(options: {
  title: string;
  customer: AgreementCustomer;
  /** false: no signature line at all (a document with no place to sign). */
  signatureLine?: boolean;
  /** A different agreement number makes different bytes. */
  reference?: string;
  /** The heading that says what kind of document it is (a sale pack's order, finance agreement, …). */
  heading?: string;
}): Promise<Uint8Array> {
  const { customer: c } = options;
  const pdf = PDF.create();
  pdf.setTitle(options.title);
  const page = pdf.addPage({ size: 'a4' });
  const text = (s: string, x: number, y: number, size = 10, bold = false) =>
    page.drawText(s, { x, y, size, font: bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica });
  text('Kestrel Vale Motors Ltd, 2 Station Road, Harrogate HG1 1AA. Tel 01423 500100', 56, 800, 8);
  text(options.heading ?? 'VEHICLE SALES AGREEMENT', 56, 760, 18, true);
  text(`Agreement No. ${options.reference ?? 'KV-1001'}`, 56, 740);
  text('Customer details', 56, 700, 12, true);
  text(`Customer name: ${c.name}`, 56, 680);
  text(`Address: ${c.address}`, 56, 664);
  text(`Postcode: ${c.postcode}`, 56, 648);
  text(`Telephone: ${c.phone}`, 56, 632);
  text(`Email: ${c.email}`, 56, 616);
  text('Vehicle', 56, 580, 12, true);
  text(`Registration: ${c.registration}    Make and model: Ford Focus 1.0 EcoBoost Titanium`, 56, 560);
  text('Cash price: £14,995.00    Deposit: £1,500.00    Balance due on delivery: £13,495.00', 56, 544);
  text('The customer agrees to buy the vehicle described above on the terms overleaf.', 56, 500);
  if (options.signatureLine !== false) {
    text('Customer signature', 56, SIGNATURE_LINE.y + 2);
    page.drawLine({
      start: { x: SIGNATURE_LINE.x, y: SIGNATURE_LINE.y },
      end: { x: SIGNATURE_LINE.x + SIGNATURE_LINE.width, y: SIGNATURE_LINE.y },
      thickness: 0.8,
    });
    text('Date', 450, SIGNATURE_LINE.y + 2);
  }
  return pdf.save();
}
