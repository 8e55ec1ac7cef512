// A lender's standard agreement as dealers receive it every day: the same fixed wording and layout, filled
// in with each deal's values. Its labels are the lender's own ("Party A", "VRM", "Executed by"), which the
// generic reading does not know, so a form learnt from one corrected copy is what reads the next one right.
import { PDF, StandardFonts } from '@libpdf/core';

export type LenderDeal = {
  name: string;
  /** As printed, e.g. "YK19 BNF". */
  registration: string;
  address: string;
  reference: string;
  cashPrice: string;
};

export const FIRST_DEAL: LenderDeal = {
  name: 'Olivia Bennett',
  registration: 'YK19 BNF',
  address: '14 Mill Lane, Headingley, Leeds LS6 2AB',
  reference: 'NMF-204411',
  cashPrice: '14,995.00',
};

export const SECOND_DEAL: LenderDeal = {
  name: 'Tomasz Wisniewski-Hart',
  registration: 'BD21 XKM',
  address: '7 Orchard Close, Whitby YO21 3EN',
  reference: 'NMF-318902',
  cashPrice: '9,250.00',
};

/** Where Party A executes the agreement, in PDF points from the bottom-left of page 2. */
export const PARTY_A_BOX = { x: 60, y: 300, width: 220, height: 50 };
/** Where the lender executes it, on page 2. */
export const LENDER_BOX = { x: 320, y: 300, width: 220, height: 50 };

const CLAUSES = [
  'Northgate Motor Finance agrees to supply the goods to Party A on the terms set out in this agreement.',
  'Title in the goods remains with Northgate until every instalment and the option fee have been paid.',
  'Party A must keep the goods insured, in good repair and in the United Kingdom at all times.',
  'Party A may end this agreement by notice in writing as set out in the statutory notice overleaf.',
  'Late instalments carry default interest at the rate stated in the schedule of charges.',
];

/** Changed wording: the form a lender issued after a revision, which a learnt form must not vouch for. */
const REVISED_CLAUSES = [
  'The lender will provide the vehicle to the customer under a hire purchase arrangement described here.',
  'Ownership passes to the customer only once all monthly payments and any purchase fee are received.',
  'The customer is responsible for comprehensive insurance and servicing at approved garages only.',
  'Either side may terminate early subject to the voluntary termination rights explained in section 9.',
  'Payments received after their due date attract an administration charge and arrears interest.',
];

export async function lenderFormPdf(deal: LenderDeal, options: { revised?: boolean } = {}) {
  const pdf = PDF.create();
  pdf.setTitle(
    options.revised ? 'Northgate Hire Purchase Agreement' : 'Northgate Conditional Sale Agreement',
  );
  const first = pdf.addPage({ size: 'a4' });
  const write = (page: typeof first, s: string, x: number, y: number, size = 9, bold = false) =>
    page.drawText(s, { x, y, size, font: bold ? StandardFonts.HelveticaBold : StandardFonts.Helvetica });
  write(first, 'NORTHGATE MOTOR FINANCE PLC', 56, 790, 14, true);
  write(
    first,
    options.revised ? 'Hire Purchase Agreement (revised)' : 'Conditional Sale Agreement',
    56,
    770,
    12,
    true,
  );
  write(first, 'Regulated by the Consumer Credit Act 1974', 56, 754, 8);
  write(first, 'Our ref', 400, 790, 8);
  write(first, deal.reference, 440, 790, 8);
  // The parties: a table of the lender's own labels, each value in the cell to its right.
  const rows: [string, string][] = [
    ['Party A', deal.name],
    ['Residing at', deal.address],
    ['VRM', deal.registration],
    ['Goods', 'Motor vehicle as described in the schedule'],
    ['Cash price', `GBP ${deal.cashPrice}`],
  ];
  rows.forEach(([label, value], i) => {
    const y = 700 - i * 24;
    first.drawRectangle({
      x: 56,
      y: y - 8,
      width: 480,
      height: 24,
      borderColor: undefined,
      borderWidth: 0.5,
    });
    write(first, label, 62, y, 9, true);
    write(first, value, 200, y, 10);
  });
  (options.revised ? REVISED_CLAUSES : CLAUSES).forEach((clause, i) => {
    write(first, `${i + 1}. ${clause}`, 56, 540 - i * 16, 8);
  });
  write(first, 'The schedule of charges and the statutory notices form part of this agreement.', 56, 440, 8);

  const second = pdf.addPage({ size: 'a4' });
  write(second, 'Execution', 56, 780, 12, true);
  write(second, 'This is a credit agreement regulated by the Consumer Credit Act 1974.', 56, 760, 8);
  write(second, 'Sign it only if you want to be legally bound by its terms.', 56, 746, 8);
  write(second, 'Executed by Party A', PARTY_A_BOX.x, PARTY_A_BOX.y + PARTY_A_BOX.height + 6, 9, true);
  write(second, 'Executed for Northgate', LENDER_BOX.x, LENDER_BOX.y + LENDER_BOX.height + 6, 9, true);
  for (const box of [PARTY_A_BOX, LENDER_BOX]) second.drawRectangle({ ...box, borderWidth: 0.8 });
  write(second, 'Northgate Motor Finance PLC, 1 Quay Street, Newcastle NE1 3AF', 56, 80, 7);
  return pdf.save();
}
