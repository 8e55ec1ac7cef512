// Writes the four sample PDFs that /test-docs opens (public/sample-docs). Every name, address, plate and
// figure in them is fictional: drama-range phone numbers (Ofcom), example.invalid addresses, a made-up FRN.
// Run: npm run make:sample-docs (the output is committed; running again changes only what the code changed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSheet, type Dealer, letterhead } from '../src/server/test/documents/corpus/kit.ts';

const outDir = path.resolve(fileURLToPath(import.meta.url), '../../public/sample-docs');
const dealer: Dealer = {
  name: 'Riverside Motors (Sample) Ltd',
  address: '1 Example Way, Sampletown ST1 2AB',
  phone: '01632 960 001',
  frn: '000000',
};
const customer = {
  name: 'Alex Sample',
  address: '22 Fictional Road, Sampletown ST3 4CD',
  email: 'alex@example.invalid',
};
const vehicle = {
  reg: 'SA25 MPL',
  description: 'Sample Hatchback 1.5 Petrol Manual',
  vin: 'SAMPLE00000000001',
  mileage: '12,345',
};
const FICTION = 'SAMPLE DOCUMENT - every name, vehicle and figure on this page is fictional. Not a contract.';

type Row = [string, string];
type Sample = { file: string; title: string; subtitle: string; rows: Row[]; terms: string[]; signer: string };

const samples: Sample[] = [
  {
    file: 'vehicle-purchase-agreement.pdf',
    title: 'Vehicle Purchase Agreement',
    subtitle: `Order number SMP-1001 for ${customer.name}`,
    rows: [
      ['Customer', `${customer.name}, ${customer.address}`],
      ['Vehicle', vehicle.description],
      ['Registration', vehicle.reg],
      ['VIN', vehicle.vin],
      ['Mileage', vehicle.mileage],
      ['Cash price', '£14,995.00'],
      ['Deposit paid', '£1,000.00'],
      ['Balance due on delivery', '£13,995.00'],
    ],
    terms: [
      'The customer agrees to buy the vehicle described above at the cash price shown.',
      'Ownership passes to the customer when the balance has been paid in full.',
      'Your statutory rights under the Consumer Rights Act 2015 are not affected.',
    ],
    signer: 'Customer Signature',
  },
  {
    file: 'finance-application.pdf',
    title: 'Finance Application',
    subtitle: 'Hire purchase proposal (sample)',
    rows: [
      ['Applicant', customer.name],
      ['Address', customer.address],
      ['E-mail', customer.email],
      ['Vehicle', `${vehicle.description} (${vehicle.reg})`],
      ['Amount of credit', '£12,995.00'],
      ['Term', '48 months'],
      ['Monthly payment', '£312.40'],
      ['Representative APR', '9.9%'],
    ],
    terms: [
      'The applicant confirms that the information given is true and complete.',
      'The lender may search credit reference agencies, which will keep a record of the search.',
      'This application is not an offer of credit; the lender decides whether to lend.',
    ],
    signer: 'Applicant Signature',
  },
  {
    file: 'trade-in-agreement.pdf',
    title: 'Part-Exchange (Trade-In) Agreement',
    subtitle: 'Vehicle offered in part exchange (sample)',
    rows: [
      ['Customer', customer.name],
      ['Trade-in vehicle', 'Sample Estate 2.0 Diesel Automatic'],
      ['Registration', 'EX19 AMP'],
      ['Mileage', '58,210'],
      ['Agreed value', '£6,250.00'],
      ['Outstanding finance', '£0.00'],
      ['Service history', 'Full, stamped'],
    ],
    terms: [
      'The customer confirms they own the trade-in vehicle and may sell it.',
      'The customer has told the dealer of every fault they know of.',
      'The agreed value applies if the vehicle is handed over in the condition inspected.',
    ],
    signer: 'Customer Signature',
  },
  {
    file: 'warranty-agreement.pdf',
    title: 'Used Vehicle Warranty',
    subtitle: '12-month mechanical and electrical cover (sample)',
    rows: [
      ['Customer', customer.name],
      ['Vehicle', `${vehicle.description} (${vehicle.reg})`],
      ['Start date', '1 March 2025'],
      ['Cover', '12 months, claims up to £1,500 each'],
      ['Excess', '£50 per claim'],
      ['Price', '£299.00'],
    ],
    terms: [
      'Covers the failure of listed mechanical and electrical parts; wear and tear is excluded.',
      'Servicing must follow the manufacturer’s schedule for cover to continue.',
      'Claims must be approved before repairs begin.',
    ],
    signer: 'Customer Signature',
  },
];

async function build(sample: Sample): Promise<Uint8Array> {
  const s = createSheet();
  s.text(FICTION, 44, 824, { size: 7.5, bold: true });
  let y = letterhead(s, dealer, sample.title, sample.subtitle) - 10;
  const { bottom } = s.grid(
    44,
    y,
    [150, 357],
    sample.rows.map(([k, v]) => [k, v]),
    18,
    { size: 9 },
  );
  y = bottom - 24;
  s.text('Terms', 44, y, { size: 11, bold: true });
  y -= 16;
  for (const [i, term] of sample.terms.entries()) y = s.para(`${i + 1}. ${term}`, 44, y, 500, { size: 9 });
  y -= 30;
  s.signOnRule(`${sample.signer}:`, 44, y, { date: 'Date:' });
  s.signOnRule('For the dealer:', 44, y - 50, { customer: false, date: 'Date:' });
  return s.save();
}

mkdirSync(outDir, { recursive: true });
for (const sample of samples) {
  const bytes = await build(sample);
  writeFileSync(path.join(outDir, sample.file), bytes);
  console.log(`${sample.file}: ${bytes.length} bytes`);
}
