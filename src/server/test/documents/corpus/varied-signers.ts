// Paperwork with several signers, made from a seed like varied.ts: joint hire-purchase
// agreements (Hirer 1 / Hirer 2 and the creditor's box, the lender's own), guarantees (the guarantor, a
// witness, the creditor) and order forms signed "for and on behalf of the dealer", each lender and dealer
// with its own wording, in rows or in columns under headings. The truth names whose every place is.
// Same split rule as varied.ts: by a hash of the id, half held back and never looked at while tuning.
import type { SignerSlot } from '../../../../shared/documents/signers.ts';
import { createSheet, TERMS, type Truth } from './kit.ts';
import { partOf, type VariedDocument } from './varied.ts';
import { DEALERS, fullName, LENDERS, person, type Random, seeded } from './varied-parts.ts';

export const SIGNERS_SEED = 31;
export const SIGNERS_COUNT = 150;

export function signerDocuments(seed = SIGNERS_SEED, count = SIGNERS_COUNT): VariedDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `signers-${seed}-${String(i).padStart(3, '0')}`;
    return { id, part: partOf(id), build: () => buildSigners(id, seeded(seed * 100_019 + i)) };
  });
}

type Place = { label: string; whose: SignerSlot | null };
type Family = {
  key: string;
  titles: string[];
  places: (r: Random, lender: string, dealer: string) => Place[];
};

// How each lender words its boxes: the two hirers', then the creditor's.
const HIRER_PAIRS: [string, string][] = [
  ['Signature of Hirer 1', 'Signature of Hirer 2'],
  ['Hirer 1 signature', 'Hirer 2 signature'],
  ['First hirer signature', 'Joint hirer signature'],
  ['Signature of Debtor 1', 'Signature of Debtor 2'],
  ['Signed by the Hirer', 'Signed by the Joint Hirer'],
  ['Signature of Applicant', 'Signature of Second Applicant'],
  ['Borrower signature', 'Co-borrower signature'],
  ['Signature of Customer (1)', 'Signature of Customer (2)'],
];
const creditorLabels = (lender: string) => [
  'Signature on behalf of the Creditor',
  'Signed for and on behalf of the Creditor',
  `Signed for and on behalf of ${lender}`,
  'Creditor signature',
  'Authorised signatory for the Creditor',
  'Signature of Creditor',
];
const dealerLabels = (dealer: string) => [
  'Signed for and on behalf of the dealer',
  `For and on behalf of ${dealer}`,
  'Dealer signature',
  'Salesperson signature',
  'Authorised signatory',
  'Signature of Sales Executive',
  'Supplier signature',
  'Signed for the Supplier',
];

const FAMILIES: Family[] = [
  {
    key: 'joint-hp',
    titles: [
      'HIRE PURCHASE AGREEMENT',
      'Hire-Purchase Agreement (Joint Hirers)',
      'Conditional Sale Agreement',
    ],
    places: (r, lender, dealer) => {
      const [one, two] = r.pick(HIRER_PAIRS);
      return [
        { label: one, whose: 'customer' },
        { label: two, whose: 'customer2' },
        { label: r.pick(creditorLabels(lender)), whose: null },
        ...(r.chance(0.3) ? [{ label: r.pick(dealerLabels(dealer)), whose: 'dealer' as const }] : []),
        ...(r.chance(0.3) ? [{ label: 'Witness signature', whose: null }] : []),
      ];
    },
  },
  {
    key: 'guarantee',
    titles: ['GUARANTEE AND INDEMNITY', 'Deed of Guarantee', 'Guarantor Agreement'],
    places: (r, lender) => [
      ...(r.chance(0.6)
        ? [
            {
              label: r.pick(['Signature of Hirer', 'Customer signature', 'Signed by the Debtor']),
              whose: 'customer' as const,
            },
          ]
        : []),
      {
        label: r.pick([
          'Signature of Guarantor',
          'Guarantor signature',
          'Signed by the Guarantor',
          "Guarantor's signature",
        ]),
        whose: 'guarantor',
      },
      ...(r.chance(0.5)
        ? [{ label: r.pick(['Witness signature', 'Signature of witness']), whose: null }]
        : []),
      ...(r.chance(0.6) ? [{ label: r.pick(creditorLabels(lender)), whose: null }] : []),
    ],
  },
  {
    key: 'order',
    titles: ['VEHICLE ORDER FORM', 'Order for a Used Vehicle', 'Joint Purchase Order'],
    places: (r, _lender, dealer) => {
      const joint = r.chance(0.5);
      const pair = r.pick<[string, string]>([
        ['Buyer 1 signature', 'Buyer 2 signature'],
        ['Customer signature', 'Joint customer signature'],
        ['Purchaser signature', 'Second purchaser signature'],
      ]);
      return [
        { label: pair[0], whose: 'customer' },
        ...(joint ? [{ label: pair[1], whose: 'customer2' as const }] : []),
        { label: r.pick(dealerLabels(dealer)), whose: 'dealer' },
      ];
    },
  },
];

// Headings over a bare "Signature" in the column layout: whose the box under each is.
const HEADINGS: Record<string, string[]> = {
  customer: ['THE HIRER', 'Hirer 1', 'The Customer', 'BUYER'],
  customer2: ['Hirer 2', 'JOINT HIRER', 'Second Buyer'],
  guarantor: ['GUARANTOR', 'The Guarantor'],
  dealer: ['For the Dealer', 'THE SUPPLIER', 'Signed on behalf of the Supplier', 'DEALER'],
};

async function buildSigners(id: string, r: Random): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const family = r.pick(FAMILIES);
  const lender = r.pick(LENDERS);
  const dealer = r.pick(DEALERS);
  const title = r.pick(family.titles);
  const hirer = person(r);
  const s = createSheet();
  s.text(family.key === 'order' ? dealer.name : lender, 44, 800, { size: 13, bold: true });
  s.text(title, 44, 770, { size: 15, bold: true });
  s.text(`Agreement No. ${id.slice(-3)}-${r.int(1000, 9999)}`, 44, 754, { size: 8 });
  s.labelled('Name', fullName(hirer), 44, 736);
  let y = s.para(TERMS, 44, 716, 500) - 10;
  const places = family.places(r, lender, dealer.name);
  if (r.chance(0.3)) places.reverse();
  const columns = r.chance(0.3) && places.every((p) => p.whose && HEADINGS[p.whose]);
  s.text(r.pick(['SIGNATURES', 'Signature of this agreement', 'Execution']), 44, y, { bold: true, size: 10 });
  y -= 28;
  if (columns) {
    // Two to a row, each under a heading saying whose it is, with a bare "Signature" over the box.
    places.forEach((p, i) => {
      const x = i % 2 ? 310 : 44;
      const top = y - Math.floor(i / 2) * 90;
      s.text(r.pick(HEADINGS[p.whose!]!), x, top, { bold: true, size: 10 });
      s.signInBox('Signature', x, top - 16, { length: 220, height: 36, whose: p.whose, ...owner(p) });
    });
    return done(s, id, family.key, hirer, dealer.name);
  }
  const how = r.pick(['onRule', 'underRule', 'inBox'] as const);
  for (const p of places) {
    const o = { whose: p.whose, ...owner(p) };
    if (how === 'onRule') {
      s.signOnRule(p.label, 44, y - 14, { ...o, length: 200 });
      y -= 40;
    } else if (how === 'underRule') {
      s.signUnderRule(p.label, 44, y - 30, { ...o, length: 220 });
      y -= 52;
    } else {
      s.signInBox(p.label, 44, y - 12, { ...o, length: 240, height: 36 });
      y -= 64;
    }
  }
  return done(s, id, family.key, hirer, dealer.name);
}

/** A customer's place goes to the truth's fields, anyone else's to its other places. */
const owner = (p: Place) => ({ customer: !!p.whose?.startsWith('customer') });

async function done(
  s: ReturnType<typeof createSheet>,
  id: string,
  family: string,
  hirer: ReturnType<typeof person>,
  dealershipName: string,
): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const bytes = await s.save();
  return {
    bytes,
    truth: {
      file: id,
      format: 'pdf',
      kinds: [family, 'signers'],
      documentType: 'finance_agreement',
      customerName: fullName(hirer),
      vehicleRegistration: null,
      otherRegistrations: [],
      pageCount: s.pdf.getPageCount(),
      hasTextLayer: true,
      dealershipName,
      signatureFields: s.fields,
      otherPlaces: s.otherPlaces,
    },
  };
}
