// Test documents whose hard part is the customer's name: a company buyer, surname first, a name
// wrapped in a narrow cell, a character-box form, initials and titles, diacritics, joint buyers.
import { createSheet, letterhead, TERMS, type TestDocument } from './kit.ts';

export const DEALERS = {
  fenwick: {
    name: 'Fenwick Lane Motors Ltd',
    address: 'Unit 4, Riverside Trading Estate, Carlisle CA2 5UB',
    phone: '01228 904 117',
    frn: '671204',
  },
  harbour: {
    name: 'Harbourside Car Sales',
    address: '88 Quay Road, Poole BH15 1HJ',
    phone: '01202 773 410',
    frn: '702231',
  },
  mercia: {
    name: 'Mercia Vehicle Centre Ltd',
    address: 'Coventry Road, Solihull B92 0EQ',
    phone: '0121 496 0872',
    frn: '655019',
  },
  lagan: {
    name: 'Lagan Valley Autos',
    address: '12 Hillsborough Road, Lisburn BT28 1JD',
    phone: '028 9267 0145',
    frn: '690332',
  },
} as const;

export const nameDocuments: TestDocument[] = [
  {
    file: 'company-buyer-order-FLM-5120.pdf',
    kinds: ['name: company buyer, signatory is the customer'],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.fenwick,
        'VEHICLE ORDER FORM',
        'Business customer order  Order No. FLM-5120',
      );
      const { bottom } = s.grid(
        44,
        y,
        [120, 387],
        [
          ['Customer', 'Northgate Roofing Ltd, represented by Daniel Price'],
          ['Company number', '09817342'],
          ['Address', '3 Kingmoor Park, Carlisle CA6 4SJ'],
          ['Vehicle', 'Ford Transit Custom 2.0 EcoBlue 130 Limited, Moondust Silver'],
          ['Registration', 'CA71 NRV'],
          ['VIN', 'WF0YXXTTGYLA12345'],
          ['Mileage', '24,118'],
          ['Cash price', '£21,995.00 plus VAT'],
        ],
      );
      y = s.para(TERMS, 44, bottom - 20, 500);
      s.text('Signed for the customer by Daniel Price (Director)', 44, y - 10, { size: 8.5 });
      s.signOnRule('Customer signature', 44, y - 50, { date: 'Date' });
      s.signOnRule('Salesperson signature', 44, y - 100, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Daniel Price',
          vehicleRegistration: 'CA71NRV',
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
    file: 'surname-first-invoice-HCS-2207.pdf',
    kinds: ['name: surname first'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'SALES INVOICE', 'Invoice No. HCS-2207   Tax point 14/03/2025');
      s.text('Invoiced to', 44, y, { bold: true });
      s.text('HOLLOWAY, Megan', 44, y - 13);
      s.text('27 Sandbanks Road', 44, y - 25);
      s.text('Poole BH14 8AQ', 44, y - 37);
      s.text('Vehicle', 320, y, { bold: true });
      s.text('Mazda CX-30 2.0 e-Skyactiv-G Sport Lux', 320, y - 13);
      s.text('Reg. No. YH20 KWE   Mileage 18,402', 320, y - 25);
      y = s.grid(
        44,
        y - 60,
        [380, 127],
        [
          ['Description', 'Amount'],
          ['Mazda CX-30 2.0 Sport Lux, YH20 KWE', '£17,450.00'],
          ['Road fund licence (12 months)', '£190.00'],
          ['Total payable', '£17,640.00'],
        ],
      ).bottom;
      y = s.para(TERMS, 44, y - 16, 500);
      s.signOnRule('Customer signature', 44, y - 40, { date: 'Date' });
      s.text('Name in capitals: MEGAN HOLLOWAY', 44, y - 60);
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Megan Holloway',
          vehicleRegistration: 'YH20KWE',
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
    file: 'wrapped-name-hp-MVC-77310.pdf',
    kinds: ['name: broken over two lines', 'signature: "Hirer" with no signature word'],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.mercia,
        'HIRE PURCHASE AGREEMENT',
        'Regulated by the Consumer Credit Act 1974',
      );
      const { bottom } = s.grid(
        44,
        y,
        [90, 150, 90, 177],
        [
          [
            'Name of Hirer',
            'Mr Christopher\nWainwright-Baptiste',
            'Creditor',
            'Solihull Motor Finance plc\nFRN 311842',
          ],
          ['Address', '9 Elmdon Lane,\nMarston Green B37 7DL', 'Dealer', DEALERS.mercia.name],
          ['Goods', 'Skoda Octavia 1.5 TSI SE L', 'Registration', 'LB69 TZU'],
        ],
      );
      y = s.para(
        'Amount of credit £14,200.00. Total amount payable £17,318.40. 48 monthly repayments of £360.80. APR 9.9%. ' +
          'The goods remain the property of the creditor until all payments have been made.',
        44,
        bottom - 16,
      );
      s.text(
        'This is a Hire Purchase agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
        44,
        y - 8,
        { size: 7.5 },
      );
      s.signUnderRule('Hirer', 44, y - 60);
      s.signUnderRule('Date', 260, y - 60, { customer: false, length: 90 });
      s.signUnderRule('Signed on behalf of the Creditor', 44, y - 120, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'finance_agreement',
          customerName: 'Christopher Wainwright-Baptiste',
          vehicleRegistration: 'LB69TZU',
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
    file: 'character-box-order-LVA-0417.pdf',
    kinds: ['name: one letter per box', 'registration: one character per box'],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.lagan,
        'VEHICLE ORDER FORM',
        'Please complete in BLOCK CAPITALS, one letter per box',
      );
      s.text('CUSTOMER DETAILS', 44, y, { bold: true });
      s.text('Title', 44, y - 22);
      s.charBoxes(110, y - 22, 'MRS', 4);
      s.text('Surname', 44, y - 44);
      s.charBoxes(110, y - 44, 'FERGUSON', 18);
      s.text('Forenames', 44, y - 66);
      s.charBoxes(110, y - 66, 'ROISIN', 18);
      s.text('Postcode', 44, y - 88);
      s.charBoxes(110, y - 88, 'BT27 4RF', 8);
      s.text('VEHICLE BEING PURCHASED', 44, y - 120, { bold: true });
      s.text('Make / model', 44, y - 142);
      s.text('Kia Sportage 1.6 T-GDi GT-Line', 110, y - 142);
      s.text('Registration', 44, y - 164);
      s.charBoxes(110, y - 164, 'PFZ 7392', 8);
      s.text('Mileage', 260, y - 164);
      s.charBoxes(300, y - 164, '41260', 6);
      y = s.para(TERMS, 44, y - 200, 500);
      s.signInBox('Customer signature', 44, y - 16, { date: 'Date' });
      s.signInBox('Sales executive signature', 44, y - 90, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Roisin Ferguson',
          vehicleRegistration: 'PFZ7392',
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
    file: 'initials-warranty-HCS-W-6610.pdf',
    kinds: ['name: initials and title', 'type: warranty'],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.harbour,
        'USED VEHICLE WARRANTY CERTIFICATE',
        'Certificate No. HCS-W-6610  (12 months mechanical and electrical)',
      );
      const { bottom } = s.grid(
        44,
        y,
        [130, 377],
        [
          ['Warranty holder', 'Dr J. R. Okonkwo-Hughes'],
          ['Address', 'Flat 2, 14 Parkstone Road, Poole BH15 2NU'],
          ['Vehicle', 'Volvo XC40 B4 Plus, Denim Blue'],
          ['Registration mark', 'HN21 OXV'],
          ['Warranty start', '02/06/2025    Claim limit £3,000 per claim'],
        ],
      );
      y = s.para(
        'This warranty covers the sudden and unforeseen mechanical or electrical failure of the parts listed in section 3. Servicing must be carried out at the intervals the manufacturer recommends. Wear and tear, consumables and damage caused by accident or neglect are not covered.',
        44,
        bottom - 16,
      );
      s.signOnRule('Warranty holder signature:', 44, y - 40, { date: 'Date:' });
      s.signOnRule('Issued by (dealer):', 44, y - 80, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'warranty',
          customerName: 'J. R. Okonkwo-Hughes',
          vehicleRegistration: 'HN21OXV',
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
    file: 'diacritics-service-plan-MVC-SP-118.pdf',
    kinds: ['name: diacritics and apostrophe', 'type: service contract'],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.mercia,
        'Service Plan Agreement',
        'Plan reference MVC-SP-118 — 3 services over 36 months',
      );
      s.text('Plan holder: Ms Siân D’Arcy-Ménard', 44, y);
      s.text('Address: 40 Warwick Road, Knowle, Solihull B93 9LE', 44, y - 13);
      s.text('Vehicle: Peugeot 2008 1.2 PureTech Allure   Registration: FY70 BXN', 44, y - 26);
      y = s.para(
        'Your monthly payment of £21.50 covers the manufacturer’s scheduled services listed below at any Mercia branch. The plan stays with the vehicle if you sell it. Brake pads, tyres and MOT tests are not included.',
        44,
        y - 50,
      );
      s.signInBox('Plan holder’s signature', 44, y - 20, { date: 'Date' });
      s.signInBox('For Mercia Vehicle Centre Ltd', 330, y - 20, { customer: false, length: 200 });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'service_contract',
          customerName: 'Siân D’Arcy-Ménard',
          vehicleRegistration: 'FY70BXN',
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
    file: 'joint-purchase-order-FLM-5188.pdf',
    kinds: ['name: joint purchase, second buyer kept', 'signature: both buyers sign'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.fenwick, 'VEHICLE ORDER FORM', 'Joint purchase   Order No. FLM-5188');
      const { bottom } = s.grid(
        44,
        y,
        [110, 397],
        [
          ['Buyer 1', 'Mr Tomasz Kowalczyk'],
          ['Buyer 2', 'Mrs Hannah Kowalczyk'],
          ['Address', '61 Stanwix Bank, Carlisle CA3 9DN'],
          ['Vehicle', 'Toyota RAV4 2.5 VVT-i Hybrid Design, Pearl White'],
          ['Registration', 'GX70 DHU'],
          ['Part exchange', 'Honda Jazz 1.4 EX, registration KP14 LRZ, allowance £3,950.00'],
        ],
      );
      y = s.para(TERMS, 44, bottom - 16, 500);
      s.signOnRule('Buyer 1 signature', 44, y - 40, { date: 'Date' });
      s.signOnRule('Buyer 2 signature', 44, y - 80, { date: 'Date' });
      s.signOnRule('Dealer signature', 44, y - 120, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Tomasz Kowalczyk',
          otherCustomers: ['Hannah Kowalczyk'],
          vehicleRegistration: 'GX70DHU',
          otherRegistrations: ['KP14LRZ'],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.fenwick.name,
          signatureFields: s.fields,
        },
      };
    },
  },
];
