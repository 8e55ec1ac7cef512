// Lenders' print-stream documents: hand-written PostScript, as composition systems emit it, made into PDF
// by Ghostscript. Capitals for names, fixed columns, rules drawn as paths, boxes as rectstroke.
import { createPsSheet } from './ps-writer.ts';
import { type Facts, type Made, truthOf } from './truth.ts';
import { FOS, HP_TERMS } from './wording.ts';

const P = 'producer: PostScript through Ghostscript';
type Sheet = ReturnType<typeof createPsSheet>;

/** Label/value pairs in two fixed columns from `top` down, 14 pt apart. */
function pairs(s: Sheet, list: [string, string][], top: number, x = 50, valueX = 200) {
  let y = top;
  for (const [k, v] of list) {
    s.text(k, x, y, 'FB', 8.5);
    s.text(v, valueX, y, 'F', 8.5);
    y -= 14;
  }
  return y - 6;
}

function banner(s: Sheet, lender: string, title: string, ref: string) {
  s.text(lender, 50, 790, 'FB', 13);
  s.text(title, 50, 770, 'FB', 11);
  s.text(ref, 400, 790, 'F', 8);
  s.line(50, 762, 545, 762, 1);
}

function make(facts: Facts, draw: (s: Sheet) => void): Made {
  const s = createPsSheet();
  draw(s);
  return { file: facts.file, bytes: s.pdf(), truth: truthOf(facts, s.pageCount(), s.places) };
}

export const makePostscriptDocs = async (): Promise<Made[]> => [
  make(
    {
      file: 'hp-regulated-3page-postscript-BMF-330871.pdf',
      kinds: [
        P,
        'doc: regulated hire purchase, lender print stream',
        'name: capitals with titles, joint debtors, apostrophe',
        'signature: on page 3 of 3, creditor not the customer',
      ],
      documentType: 'finance_agreement',
      customerName: 'James O’Sullivan',
      otherCustomers: ['Roisin O’Sullivan'],
      vehicleRegistration: 'OU15NBV',
      otherRegistrations: [],
      dealershipName: 'Cherwell Valley Motors',
    },
    (s) => {
      banner(
        s,
        'BLACKSTONE MOTOR FINANCE LIMITED',
        'HIRE PURCHASE AGREEMENT REGULATED BY THE CONSUMER CREDIT ACT 1974',
        'AGREEMENT NO. 330871',
      );
      let y = pairs(
        s,
        [
          ['DEBTOR 1', 'MR JAMES O’SULLIVAN'],
          ['DEBTOR 2', 'MRS ROISIN O’SULLIVAN'],
          ['ADDRESS', '11 HEADINGTON ROAD, OXFORD OX3 7PT'],
          ['DEALER', 'CHERWELL VALLEY MOTORS, BANBURY OX16 1RU'],
          ['GOODS', 'LAND ROVER DISCOVERY SPORT 2.0 TD4 SE'],
          ['REGISTRATION NO.', 'OU15 NBV'],
          ['CHASSIS NO.', 'SALCA2AN4FH512345'],
        ],
        740,
      );
      y = pairs(
        s,
        [
          ['CASH PRICE', '13,750.00'],
          ['ADVANCE PAYMENT', '2,000.00'],
          ['AMOUNT OF CREDIT', '11,750.00'],
          ['CHARGE FOR CREDIT', '2,533.80'],
          ['TOTAL AMOUNT PAYABLE', '16,283.80'],
          ['REPAYMENTS', '48 MONTHLY OF 297.58'],
          ['APR', '10.9%'],
        ],
        y - 10,
      );
      for (const c of HP_TERMS.slice(0, 4)) y = s.para(c, 50, y);
      s.text('PAGE 1 OF 3', 500, 40, 'F', 7);
      s.newPage();
      y = 790;
      for (const c of [...HP_TERMS, ...HP_TERMS.slice(0, 3)]) y = s.para(c, 50, y);
      s.text('PAGE 2 OF 3', 500, 40, 'F', 7);
      s.newPage();
      y = s.para(FOS, 50, 790);
      y = s.para(
        'THIS IS A HIRE PURCHASE AGREEMENT REGULATED BY THE CONSUMER CREDIT ACT 1974. SIGN IT ONLY IF YOU WANT TO BE LEGALLY BOUND BY ITS TERMS.',
        50,
        y - 10,
        100,
        8.5,
        'FB',
      );
      s.text('SIGNATURE(S) OF DEBTOR(S)', 50, 680, 'FB', 10);
      s.signLine('Signature of Debtor 1', 'customer', { x: 50, lineX: 170, y: 640, width: 210, dateX: 440 });
      s.signLine('Signature of Debtor 2', 'customer2', { x: 50, lineX: 170, y: 595, width: 210, dateX: 440 });
      s.text('SIGNED BY OR ON BEHALF OF THE CREDITOR', 50, 540, 'FB', 10);
      s.signLine('Signature of Creditor', 'creditor', { x: 50, lineX: 170, y: 505, width: 210, dateX: 440 });
      s.text('PAGE 3 OF 3', 500, 40, 'F', 7);
    },
  ),
  make(
    {
      file: 'conditional-sale-guarantor-postscript-CS-10442.pdf',
      kinds: [P, 'doc: conditional sale agreement', 'signature: guarantor and witness in boxes'],
      documentType: 'finance_agreement',
      customerName: 'Harriet Lindqvist',
      vehicleRegistration: 'SV19ZRT',
      otherRegistrations: [],
      dealershipName: 'Forth Bridge Motors',
    },
    (s) => {
      banner(s, 'Caledonian Credit Ltd', 'Conditional Sale Agreement', 'CS-10442');
      let y = pairs(
        s,
        [
          ['Buyer', 'LINDQVIST, HARRIET (MS)'],
          ['Address', '7 Comely Bank Row, Edinburgh EH4 1DZ'],
          ['Guarantor', 'LINDQVIST, ERIK (MR)'],
          ['Supplier', 'Forth Bridge Motors, South Queensferry EH30 9SF'],
          ['Vehicle', 'Mini Cooper S 2.0 Exclusive'],
          ['Registration', 'SV19 ZRT'],
          ['Total amount payable', '£15,902.40'],
          ['Monthly instalment', '£331.30 x 48'],
        ],
        740,
      );
      for (const c of HP_TERMS.slice(0, 6)) y = s.para(c.replace(/hire/g, 'buy'), 50, y);
      y = s.para(FOS, 50, y - 4);
      s.signBox(
        'Buyer’s signature',
        'customer',
        { x: 50, y: 250, width: 250, height: 40 },
        { x: 320, y: 250, width: 110, height: 40 },
      );
      s.signBox(
        'Guarantor’s signature',
        'guarantor',
        { x: 50, y: 190, width: 250, height: 40 },
        { x: 320, y: 190, width: 110, height: 40 },
      );
      s.signBox('Witness', 'witness', { x: 50, y: 130, width: 250, height: 40 });
    },
  ),
  make(
    {
      file: 'satisfaction-note-postscript-SN-6640.pdf',
      kinds: [
        P,
        'doc: lender satisfaction note → delivery_receipt',
        'registration: plate-shaped proposal number',
      ],
      documentType: 'delivery_receipt',
      customerName: 'Chidi Okeke',
      vehicleRegistration: 'NG70TCF',
      otherRegistrations: [],
      dealershipName: 'Aire Valley Car Sales',
    },
    (s) => {
      banner(s, 'Pennant Auto Finance', 'Delivery and Satisfaction Note', 'Proposal number PN21 KLM');
      let y = pairs(
        s,
        [
          ['Customer', 'Mr Chidi Okeke'],
          ['Dealer', 'Aire Valley Car Sales, Keighley BD21 4PQ'],
          ['Vehicle', 'Volkswagen Polo 1.0 TSI Match'],
          ['Registration number', 'NG70 TCF'],
          ['Proposal number', 'PN21 KLM'],
        ],
        740,
      );
      y = s.para(
        'I confirm that the vehicle described above, which is the subject of my agreement with Pennant Auto Finance, was delivered to me today in a satisfactory condition, and that I have received a copy of the executed agreement. I understand that the dealer will now be paid and that my payments will start one month from today.',
        50,
        y,
        100,
        9,
        'F',
      );
      s.signBox(
        'Signature of customer',
        'customer',
        { x: 50, y: y - 60, width: 260, height: 42 },
        { x: 330, y: y - 60, width: 120, height: 42 },
      );
    },
  ),
  make(
    {
      file: 'commission-disclosure-postscript-CD-2291.pdf',
      kinds: [P, 'doc: commission disclosure → other', 'signature: one line, date on the same row'],
      documentType: 'other',
      customerName: 'Zara Bellingham',
      vehicleRegistration: 'GJ71UYW',
      otherRegistrations: [],
      dealershipName: 'Weald Motor House',
    },
    (s) => {
      banner(s, 'Weald Motor House', 'Disclosure of Commission and Consent', 'CD-2291');
      let y = pairs(
        s,
        [
          ['Customer', 'Miss Zara Bellingham'],
          ['Vehicle', 'Fiat 500 1.0 Mild Hybrid Dolcevita, GJ71 UYW'],
          ['Lender introduced', 'Pennant Auto Finance'],
        ],
        740,
      );
      y = s.para(
        'We are a credit broker, not a lender. We work with a panel of lenders and will receive a commission from the lender for introducing you. The commission may be a fixed fee or a percentage of the amount you borrow, and the lender may pay us more commission if the interest rate is higher. You are entitled to ask us how much commission we will receive.',
        50,
        y,
        100,
        9,
        'F',
      );
      y = s.para(
        'I have read and understood this disclosure and consent to my details being passed to the lender named above.',
        50,
        y - 6,
        100,
        9,
        'F',
      );
      s.signLine('Customer signature', 'customer', { x: 50, lineX: 150, y: y - 40, width: 220, dateX: 430 });
    },
  ),
  make(
    {
      file: 'fixed-sum-loan-postscript-FSL-7781.pdf',
      kinds: [
        P,
        'doc: fixed-sum loan agreement',
        'name: initial in the signature block, full name in the details',
        'signature: on page 2 of 2',
      ],
      documentType: 'finance_agreement',
      customerName: 'Stanislaw Kaczmarek',
      vehicleRegistration: 'MX14PLO',
      otherRegistrations: [],
      dealershipName: 'Irwell Motors',
    },
    (s) => {
      banner(s, 'Mancunian Personal Loans', 'Fixed Sum Loan Agreement', 'FSL-7781');
      let y = pairs(
        s,
        [
          ['Borrower', 'Stanislaw Kaczmarek'],
          ['Address', '40 Lapwing Lane, Manchester M20 2NT'],
          ['Purpose of loan', 'Purchase of used vehicle MX14 PLO from Irwell Motors'],
          ['Amount of credit', '£6,000.00'],
          ['Total amount payable', '£7,236.00'],
          ['Repayments', '36 monthly of £201.00'],
          ['APR', '12.9%'],
        ],
        740,
      );
      for (const c of HP_TERMS.slice(3)) y = s.para(c, 50, y);
      s.newPage();
      y = s.para(FOS, 50, 790);
      s.text('Borrower: Mr S. Kaczmarek', 50, 690, 'FB', 9);
      s.signLine('Signature of Borrower', 'customer', { x: 50, lineX: 170, y: 650, width: 220, dateX: 450 });
      s.signLine('Signed for the Lender', 'creditor', { x: 50, lineX: 170, y: 600, width: 220 });
    },
  ),
];
