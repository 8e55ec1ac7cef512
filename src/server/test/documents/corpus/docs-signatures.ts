// Test documents whose hard part is the signature fields: role-only labels, a caption that repeats
// the label, witness, creditor and dealer boxes, a signature table, a joint hirer, date boxes.
import { DEALERS } from './docs-names.ts';
import { createSheet, letterhead, TERMS, type TestDocument } from './kit.ts';

export const signatureDocuments: TestDocument[] = [
  {
    file: 'buyer-under-rule-order-LVA-0601.pdf',
    kinds: ['signature: "Buyer" under a rule, no signature word', 'signature: salesperson not counted'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.lagan, 'ORDER FOR A USED VEHICLE', 'Order LVA-0601');
      y = s.grid(
        44,
        y,
        [120, 387],
        [
          ['Buyer', 'Mr Declan Ó Súilleabháin'],
          ['Address', '3 Wallace Avenue, Lisburn BT27 4AE'],
          ['Vehicle', 'Dacia Duster 1.3 TCe Journey'],
          ['Registration', 'NXZ 6620'],
        ],
      ).bottom;
      y = s.para(TERMS, 44, y - 16);
      s.signUnderRule('Buyer', 44, y - 60);
      s.signUnderRule('Date', 250, y - 60, { customer: false, length: 90 });
      s.signUnderRule('Salesperson', 380, y - 60, { customer: false, length: 150 });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Declan Ó Súilleabháin',
          vehicleRegistration: 'NXZ6620',
          otherRegistrations: [],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.lagan.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'captioned-box-delivery-HCS-D-907.pdf',
    kinds: ['signature: label and caption name one field (no duplicate)'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'DELIVERY RECEIPT', 'Delivery HCS-D-907');
      s.text('Customer name: Mrs Gwen Trevithick', 44, y);
      s.text('Vehicle: Kia Niro 1.6 GDi Hybrid 2   Registration: HJ23 FOA', 44, y - 13);
      y = s.para(
        'I confirm that I have taken delivery of the vehicle above in good condition, with two keys and the documents listed.',
        44,
        y - 36,
      );
      s.signInBox('Customer Signature', 44, y - 16, { date: 'Date' });
      s.text('Signature', 46, y - 56, { size: 6 });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'delivery_receipt',
          customerName: 'Gwen Trevithick',
          vehicleRegistration: 'HJ23FOA',
          otherRegistrations: [],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.harbour.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'joint-hirer-witness-hp-FLM-F-2290.pdf',
    kinds: [
      'name: joint hirer kept as a second customer',
      'signature: witness, creditor and dealer not counted',
      'signature: initials boxes not counted',
    ],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.fenwick,
        'HIRE PURCHASE AGREEMENT',
        'Agreement FLM-F-2290, regulated by the Consumer Credit Act 1974',
      );
      y = s.grid(
        44,
        y,
        [120, 387],
        [
          ['Hirer', 'Mr Stuart Blenkinsop'],
          ['Joint hirer', 'Ms Carys Blenkinsop'],
          ['Address', '22 Brampton Road, Carlisle CA3 9AX'],
          ['Goods', 'Vauxhall Grandland 1.2 Turbo Design, reg. SF21 GZN'],
          ['Amount of credit', '£13,450.00   APR 10.9%   60 monthly payments of £287.14'],
        ],
      ).bottom;
      y = s.para('Sign it only if you want to be legally bound by its terms.', 44, y - 16, 500, {
        bold: true,
      });
      s.signOnRule('Signature of Hirer', 44, y - 30, { date: 'Date' });
      s.signOnRule('Signature of Joint Hirer', 44, y - 70, { date: 'Date' });
      s.signOnRule('Signature of Witness', 44, y - 110, { customer: false });
      s.signOnRule('Signed for the Creditor', 44, y - 150, { customer: false });
      s.signOnRule('Dealer signature', 44, y - 190, { customer: false });
      s.text('Initial here', 420, 60, { size: 8 });
      s.box(470, 52, 40, 20);
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'finance_agreement',
          customerName: 'Stuart Blenkinsop',
          otherCustomers: ['Carys Blenkinsop'],
          vehicleRegistration: 'SF21GZN',
          otherRegistrations: [],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.fenwick.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'signature-table-disclaimer-MVC-TS-55.pdf',
    kinds: ['signature: table with a Customer row', 'type: sold as seen → warranty_disclaimer'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.mercia, 'TRADE SALE — SOLD AS SEEN', 'No warranty is given or implied');
      s.text('Purchaser: Mr Ravi Chaudhry', 44, y);
      s.text('Vehicle: Renault Clio 0.9 TCe Dynamique, registration BD63 KXN, 104,300 miles', 44, y - 13);
      y = s.para(
        'This vehicle is sold as seen, to a motor trader, without any warranty as to its condition or fitness for purpose. The purchaser has inspected it and accepts it with any faults it may have.',
        44,
        y - 36,
      );
      const { cells } = s.grid(
        44,
        y - 10,
        [120, 250, 137],
        [
          ['', 'Signature', 'Date'],
          ['Purchaser', '', ''],
          ['Seller', '', ''],
        ],
        40,
      );
      const c = cells[1]![1]!;
      s.fields.push({
        page: 1,
        label: 'Signature',
        box: { x: c.x + 2, y: c.y + 2, width: c.width - 4, height: c.height - 4 },
      });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'warranty_disclaimer',
          customerName: 'Ravi Chaudhry',
          vehicleRegistration: 'BD63KXN',
          otherRegistrations: [],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.mercia.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'two-page-order-signed-last-HCS-2288.pdf',
    kinds: [
      'signature: "Customer’s signature" on the second page only',
      'registration: mileage and VIN not taken',
    ],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'VEHICLE ORDER FORM', 'Order HCS-2288');
      y = s.grid(
        44,
        y,
        [130, 377],
        [
          ['Customer full name', 'Miss Beatriz Álvarez-Whitfield'],
          ['Vehicle', 'Tesla Model 3 Long Range AWD'],
          ['VIN', '5YJ3E7EB2LF512345'],
          ['Odometer', '36,881 miles'],
          ['Vehicle registration mark', 'LR70 YKB'],
        ],
      ).bottom;
      for (let i = 0; i < 6; i++) y = s.para(TERMS, 44, y - 10);
      s.newPage();
      y = s.para(TERMS, 44, 780);
      s.signOnRule('Customer’s signature', 44, y - 40, { date: 'Date' });
      s.signOnRule('Print name', 44, y - 80, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Beatriz Álvarez-Whitfield',
          vehicleRegistration: 'LR70YKB',
          otherRegistrations: [],
          pageCount: 2,
          hasTextLayer: true,
          dealershipName: DEALERS.harbour.name,
          signatureFields: s.fields,
        },
      };
    },
  },
];
