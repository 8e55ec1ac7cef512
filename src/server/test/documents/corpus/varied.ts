// A generated corpus of varied UK dealer paperwork: hundreds of documents made in memory
// from a seed, each with its truth written by the same lines that draw it. Kinds, layouts, name
// styles, plates and signing parties are drawn independently, so a rule that only fits the
// project's 35 hand-made documents shows here.
//
// THE SPLIT RULE: every document belongs, by a stable hash of its id, to the tuning part or to the
// held-back part (`part` below). Extraction rules are tuned only by looking at documents of the
// tuning part; the held-back part is scored (bench:extract, varied-corpus.test.ts) but its documents
// are never printed, read or looked at one by one while tuning. Change the seed or the split, and
// the held-back figures no longer measure anything.
import { createHash } from 'node:crypto';
import type { DocumentType } from '../../../../shared/documents/document-types.ts';
import type { SignerSlot } from '../../../../shared/documents/signers.ts';
import { createSheet, type Producer, type Sheet, TERMS, type Truth } from './kit.ts';
import { drawCustomer, drawLetter, type Party } from './varied-blocks.ts';
import {
  address,
  company,
  DEALERS,
  fullName,
  LENDERS,
  type Person,
  PLATE_STYLES,
  person,
  plate,
  type Random,
  STAFF,
  seeded,
  VEHICLES,
} from './varied-parts.ts';

export const VARIED_SEED = 28;
export const VARIED_COUNT = 320;

export type VariedDocument = {
  id: string;
  part: 'tuning' | 'held-back';
  build: () => Promise<{ bytes: Uint8Array; truth: Truth; kind?: 'pdf' | 'docx' | 'doc' }>;
};

/** Half and half by the first byte of the id's SHA-256: stable whatever else changes. */
export function partOf(id: string): VariedDocument['part'] {
  return createHash('sha256').update(id).digest()[0]! % 2 === 0 ? 'tuning' : 'held-back';
}

export type Kind = { key: string; type: DocumentType; titles: string[]; roles: string[]; others: string[] };
export const KINDS: Kind[] = [
  {
    key: 'order',
    type: 'sales_agreement',
    titles: ['VEHICLE ORDER FORM', 'Order for a Used Vehicle', 'VEHICLE SALES ORDER'],
    roles: ['Customer', 'Buyer', 'Purchaser'],
    others: ['Salesperson', 'Dealer', 'Sales Manager'],
  },
  {
    key: 'invoice',
    type: 'sales_agreement',
    titles: ['SALES INVOICE', 'VAT Invoice', 'Retail Sales Invoice'],
    roles: ['Customer', 'Buyer'],
    others: ['Dealer', 'Salesperson'],
  },
  {
    key: 'hp',
    type: 'finance_agreement',
    titles: ['HIRE PURCHASE AGREEMENT', 'Hire-Purchase Agreement regulated by the Consumer Credit Act 1974'],
    roles: ['Hirer', 'Debtor', 'Customer'],
    others: ['Creditor', 'Witness', 'Dealer', 'Supplier', 'Owner'],
  },
  {
    key: 'pcp',
    type: 'finance_agreement',
    titles: ['PERSONAL CONTRACT PURCHASE AGREEMENT', 'Conditional Sale Agreement'],
    roles: ['Customer', 'Debtor', 'Buyer'],
    others: ['Creditor', 'Witness', 'Supplier'],
  },
  {
    key: 'px',
    type: 'trade_in_agreement',
    titles: ['PART EXCHANGE AGREEMENT', 'Part-Exchange Vehicle Declaration'],
    roles: ['Customer'],
    others: ['Dealer', 'Appraiser'],
  },
  {
    key: 'delivery',
    type: 'delivery_receipt',
    titles: ['DELIVERY NOTE', 'Vehicle Handover Receipt', 'Delivery Receipt'],
    roles: ['Customer', 'Buyer'],
    others: ['Transporter', 'Driver', 'Dealer'],
  },
  {
    key: 'warranty',
    type: 'warranty',
    titles: ['USED VEHICLE WARRANTY', 'Warranty Registration Form'],
    roles: ['Customer', 'Warranty holder', 'Purchaser'],
    others: ['Dealer', 'Administrator'],
  },
  {
    key: 'gap',
    type: 'insurance_waiver',
    titles: ['GAP INSURANCE DECLINED', 'Statement of Declined Products'],
    roles: ['Customer', 'Purchaser'],
    others: ['Sales Executive', 'Dealer'],
  },
  {
    key: 'consent',
    type: 'other',
    titles: ['CUSTOMER CONSENT FORM', 'Marketing Consent Form'],
    roles: ['Customer'],
    others: ['Dealer'],
  },
];

/** Whose place another party's row is: the dealer signs for itself and the supplier; the lender signs its own. */
export const OTHER_SIGNER: Record<string, 'dealer' | null> = {
  Salesperson: 'dealer',
  Dealer: 'dealer',
  'Sales Manager': 'dealer',
  'Sales Executive': 'dealer',
  Supplier: 'dealer',
  Creditor: null,
  Witness: null,
  Owner: null,
  Appraiser: null,
  Transporter: null,
  Driver: null,
  Administrator: null,
};

// Sentences that name other kinds of document: the type must come from the title, not from these.
const DISTRACTORS = [
  'Any part exchange allowance is shown on the order and is subject to inspection on delivery.',
  'A used vehicle warranty may be offered separately; it is not part of this document unless stated.',
  'If you pay by finance, the hire purchase agreement with the creditor sets out your rights.',
  'GAP insurance and other products are optional and you may buy them elsewhere.',
];

export function variedDocuments(seed = VARIED_SEED, count = VARIED_COUNT): VariedDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `varied-${seed}-${String(i).padStart(3, '0')}`;
    return { id, part: partOf(id), build: () => buildOne(id, seeded(seed * 100_003 + i)) };
  });
}

/** One varied document drawn by `producer` (varied-made.ts makes files the ways other systems do). */
export async function buildOne(
  id: string,
  r: Random,
  producer: Producer = {},
): Promise<{ bytes: Uint8Array; truth: Truth }> {
  const kind = r.pick(KINDS);
  const dealer = r.pick(DEALERS);
  const s = createSheet(producer);
  const buyer = person(r);
  const joint = kind.key !== 'consent' && r.chance(0.15) ? person(r) : null;
  const business =
    !joint && ['order', 'invoice', 'hp'].includes(kind.key) && r.chance(0.12) ? company(r) : null;
  const style = r.pick(PLATE_STYLES);
  const shownPlate = plate(r, style);
  const printed = r.chance(0.2) ? shownPlate.replace(' ', '') : shownPlate;
  const pxPlate = kind.key === 'px' || (kind.key === 'order' && r.chance(0.3)) ? plate(r, 'current') : null;
  const title = r.pick(kind.titles);
  const party: Party = { buyer, joint, business, address: address(r), role: r.pick(kind.roles) };
  const letter =
    !joint && !business && ['delivery', 'warranty', 'gap', 'consent'].includes(kind.key) && r.chance(0.35);

  let y: number;
  if (letter) {
    y = drawLetter(s, r, dealer, title, party, printed, r.pick(VEHICLES));
  } else {
    y = drawHeader(s, r, dealer, title, id);
    y = drawCustomer(s, r, y, party, r.pick([r.pick(STAFF), dealer.name]));
    y = drawVehicle(s, r, y, printed, pxPlate);
  }
  y = s.para(`${r.pick(DISTRACTORS)} ${TERMS}`, 44, y - 10, 500);
  if (r.chance(0.25) || y < 340) {
    s.newPage();
    y = s.para(`${TERMS} ${r.pick(DISTRACTORS)}`, 44, 790, 500) - 10;
  }
  drawSigning(s, r, y, kind, party, kind.key === 'hp' || kind.key === 'pcp' ? r.pick(LENDERS) : dealer.name);
  const bytes = await s.save();
  const name = (p: Person) => fullName(p);
  return {
    bytes,
    truth: {
      file: id,
      format: 'pdf',
      kinds: [kind.key, style, letter ? 'letter' : 'form', joint ? 'joint' : business ? 'company' : 'person'],
      documentType: kind.type,
      customerName: name(buyer),
      ...(joint ? { otherCustomers: [name(joint)] } : {}),
      vehicleRegistration: shownPlate.replace(/\s/g, ''),
      otherRegistrations: pxPlate ? [pxPlate.replace(/\s/g, '')] : [],
      pageCount: s.pdf.getPageCount(),
      hasTextLayer: true,
      dealershipName: dealer.name,
      signatureFields: s.fields,
      otherPlaces: s.otherPlaces,
    },
  };
}

function drawHeader(
  s: Sheet,
  r: Random,
  dealer: (typeof DEALERS)[number],
  title: string,
  id: string,
): number {
  const centred = r.chance(0.4);
  s.text(dealer.name, 44, 800, { size: 13, bold: true });
  s.text(`${dealer.address}   Tel ${dealer.phone}`, 44, 786, { size: 7.5 });
  s.rule(44, 551, 778, 1);
  const size = r.pick([13, 15, 17]);
  const x = centred ? Math.max(44, 297 - s.width(title, { size, bold: true }) / 2) : 44;
  s.text(title, x, 752, { size, bold: true });
  s.text(
    `Reference ${id.slice(-3)}/${r.int(1000, 9999)}   Date ${r.int(1, 28)}/0${r.int(1, 9)}/2025`,
    44,
    736,
    { size: 8 },
  );
  return 716;
}

function drawVehicle(s: Sheet, r: Random, y: number, printed: string, pxPlate: string | null): number {
  const vehicle = r.pick(VEHICLES);
  const label = r.pick(['Registration', 'Registration No.', 'Reg. No.', 'VRM', 'Registration mark']);
  const vin = `WF0${r.int(10_000_000, 99_999_999)}${r.int(100_000, 999_999)}`;
  if (!s.producer.formFields && r.chance(0.5)) {
    // A vehicle table: headings across, values under them.
    y = s.grid(
      44,
      y - 8,
      [200, 100, 207],
      [
        ['Vehicle', label, 'VIN'],
        [vehicle, printed, vin],
      ],
    ).bottom;
  } else {
    s.text(`Vehicle: ${vehicle}`, 44, y - 14);
    s.labelled(label, printed, 44, y - 27);
    s.text(
      `Mileage: ${r.int(8, 95)},${r.int(100, 999)}   Colour: ${r.pick(['Blue', 'Grey', 'White'])}`,
      300,
      y - 27,
    );
    y -= 34;
  }
  if (pxPlate) {
    s.text('Part-exchange vehicle', 44, y - 16, { bold: true });
    s.text(`Registration of vehicle taken in part exchange: ${pxPlate}`, 44, y - 29);
    s.text(`Settlement figure: £${r.int(1000, 9000)}.00`, 44, y - 42);
    y -= 48;
  }
  return y;
}

/** The signing block: a heading, the customer's rows and the other parties' rows, in some order. */
function drawSigning(s: Sheet, r: Random, y: number, kind: Kind, party: Party, otherName: string) {
  const heading = r.pick([
    'SIGNATURES',
    'Signature of this agreement',
    'Signature table',
    'Signatures required below',
    '',
  ]);
  if (heading) {
    s.text(heading, 44, y - 6, { bold: true, size: 10 });
    y -= 24;
  }
  const role = party.role.split(' ')[0]!;
  const customerLabels = party.joint
    ? r.pick([
        [`${role} 1 signature`, `${role} 2 signature`],
        [`Signature of ${role} 1`, `Signature of ${role} 2`],
      ])
    : [
        r.pick([
          `${role} signature`,
          `Signature of ${role}`,
          `Signed by the ${role.toLowerCase()}`,
          'Customer signature',
          role,
        ]),
      ];
  const others = r.pick([[], [r.pick(kind.others)], [r.pick(kind.others), r.pick(kind.others)]]);
  const rows = [
    ...customerLabels.map((label, i) => ({ label, customer: true, whose: i ? 'customer2' : 'customer' })),
    ...[...new Set(others)].map((o) => ({
      label: r.pick([`${o} signature`, `Signature of ${o}`, `Signed for the ${o}`]),
      customer: false,
      whose: OTHER_SIGNER[o],
    })),
  ];
  if (r.chance(0.3)) rows.reverse();
  const how = r.pick(['onRule', 'underRule', 'inBox'] as const);
  const date = r.chance(0.5) ? 'Date' : undefined;
  for (const row of rows) {
    // A bare role ("Buyer") marks a place only under a rule; elsewhere it reads "Buyer signature".
    const label = !/sign/i.test(row.label) && how !== 'underRule' ? `${row.label} signature` : row.label;
    const label2 = !row.customer && r.chance(0.3) ? `${label} (for ${otherName})` : label;
    const o = {
      customer: row.customer,
      whose: row.whose as SignerSlot | null,
      date: how === 'underRule' ? undefined : date,
    };
    if (how === 'onRule') {
      s.signOnRule(label2, 44, y - 14, { ...o, length: 180 });
      y -= 40;
    } else if (how === 'underRule') {
      s.signUnderRule(label2, 44, y - 30, { ...o, length: 200 });
      if (date) s.signUnderRule('Date', 300, y - 30, { customer: false, length: 90 });
      y -= 52;
    } else {
      s.signInBox(label2, 44, y - 12, { ...o, length: 220, height: 36 });
      y -= 64;
    }
  }
}
