// Test documents whose hard part is the type: GAP and declined-products statements, a long sale
// pack with a warranty section, a consent form that mentions warranties, a trade-in agreement.
import { buildDocx } from '../../zip-builder.ts';
import { DEALERS } from './docs-names.ts';
import { createSheet, letterhead, TERMS, type TestDocument } from './kit.ts';

const WARRANTY_TERMS =
  'The warranty covers the sudden mechanical or electrical failure of the engine, gearbox, clutch, steering, brakes, cooling system and electrics. The warranty does not cover wear and tear or consumable items. Claims under this warranty must be authorised before repairs begin. Insurance-backed warranty administered by Autoguard Warranties Ltd.';

export const typeDocuments: TestDocument[] = [
  {
    file: 'gap-declined-statement-HCS-G-118.pdf',
    kinds: ['type: GAP statement → insurance_waiver'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'GAP INSURANCE', 'Statement of demands and needs');
      s.text('Customer name: Mr Oliver Pengelly', 44, y);
      s.text('Vehicle: Skoda Kodiaq 2.0 TDI SE L   Registration: WF72 LXE', 44, y - 13);
      y = s.para(
        'Guaranteed Asset Protection (GAP) insurance pays the difference between what your motor insurer pays if the vehicle is written off or stolen and the amount you paid for it or still owe on finance. We have explained GAP insurance to you, given you the policy summary and told you that you can buy GAP insurance elsewhere. You have told us that you do not wish to buy GAP insurance at this time.',
        44,
        y - 36,
      );
      s.text('I have decided not to purchase GAP insurance.', 44, y - 6, { bold: true });
      s.signOnRule('Customer signature', 44, y - 46, { date: 'Date' });
      s.signOnRule('Sales executive', 44, y - 86, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'insurance_waiver',
          customerName: 'Oliver Pengelly',
          vehicleRegistration: 'WF72LXE',
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
    file: 'declined-products-statement-FLM-DP-77.docx',
    kinds: ['type: declined products → insurance_waiver', 'registration: model "X1" and door count in Word'],
    async build() {
      const bytes = buildDocx([
        'Declined Products Statement',
        `${DEALERS.fenwick.name}. Reference FLM-DP-77.`,
        [
          ['Customer', 'Mrs Priya Raghunathan'],
          ['Vehicle', 'BMW X1 xDrive20d M Sport 5DR'],
          ['Vehicle registration', 'WR19 KDL'],
        ],
        'We offered you the following products with your vehicle. You chose not to take them:',
        '☒ GAP insurance      ☒ Paint and fabric protection      ☒ Tyre and alloy insurance      ☐ Extended warranty',
        'You can buy these products later from us or from another provider. Your decision does not affect the price of the vehicle or any finance offered.',
        [['Customer signature', '', 'Date', '']],
      ]);
      return {
        bytes,
        truth: {
          documentType: 'insurance_waiver',
          customerName: 'Priya Raghunathan',
          vehicleRegistration: 'WR19KDL',
          otherRegistrations: [],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.fenwick.name,
          signatureFields: [{ page: 1, label: 'Customer signature' }],
        },
      };
    },
  },
  {
    file: 'retail-sale-pack-MVC-RS-3302.pdf',
    kinds: [
      'type: a pack typed by its main agreement',
      'signature: initials boxes on every page not counted',
    ],
    async build() {
      const s = createSheet();
      const initials = () => {
        s.text('Customer initials', 400, 52, { size: 8 });
        s.box(470, 44, 40, 20);
      };
      let y = letterhead(s, DEALERS.mercia, 'RETAIL SALE AGREEMENT', 'Agreement MVC-RS-3302');
      y = s.grid(
        44,
        y,
        [130, 377],
        [
          ['Customer name', 'Mr Harjit Sandhu'],
          ['Address', '7 Blossomfield Road, Solihull B91 1NB'],
          ['Vehicle', 'Volkswagen Golf 1.5 eTSI Life DSG'],
          ['Registration', 'VK22 MYO'],
          ['Price', '£19,750.00 including the 12 month warranty in section 2'],
        ],
      ).bottom;
      y = s.para(TERMS, 44, y - 16);
      s.signOnRule('Customer signature', 44, y - 40, { date: 'Date' });
      initials();
      s.newPage();
      s.text('USED CAR WARRANTY', 44, 780, { size: 14, bold: true });
      s.text('Section 2 of your retail sale agreement', 44, 764, { size: 9 });
      y = s.para(WARRANTY_TERMS, 44, 740);
      y = s.para(WARRANTY_TERMS, 44, y - 6);
      s.signOnRule('Warranty holder signature', 44, y - 40);
      initials();
      s.newPage();
      s.text('VEHICLE HANDOVER', 44, 780, { size: 14, bold: true });
      y = s.para(
        'I confirm that I have received the vehicle, two keys, the V5C/2 slip and the warranty booklet, and that the vehicle has been demonstrated to me.',
        44,
        750,
      );
      s.signOnRule('Customer signature', 44, y - 40, { date: 'Date' });
      s.signOnRule('Handed over by', 44, y - 80, { customer: false });
      initials();
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Harjit Sandhu',
          vehicleRegistration: 'VK22MYO',
          otherRegistrations: [],
          pageCount: 3,
          hasTextLayer: true,
          dealershipName: DEALERS.mercia.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'consent-form-LVA-CF-2025.pdf',
    kinds: ['type: consent form → other'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.lagan, 'CUSTOMER CONSENT FORM', 'How we may contact you');
      s.text('Name: Ms Aoife Brennan', 44, y);
      s.text('Vehicle registration: RFZ 2271', 44, y - 13);
      y = s.para(
        'We would like to contact you about your warranty renewal, service plan reminders, MOT reminders, GAP insurance and offers on other vehicles. Tick each way you are happy for us to contact you. You can withdraw your consent at any time by calling us or writing to the data protection officer at the address above.',
        44,
        y - 36,
      );
      y = s.grid(
        44,
        y - 6,
        [200, 60],
        [
          ['Email', '[x]'],
          ['Telephone', '[x]'],
          ['Post', '[ ]'],
          ['Text message', '[x]'],
        ],
      ).bottom;
      s.signOnRule('Customer signature', 44, y - 40, { date: 'Date' });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'other',
          customerName: 'Aoife Brennan',
          vehicleRegistration: 'RFZ2271',
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
    file: 'part-exchange-agreement-HCS-PX-412.pdf',
    kinds: ['type: trade-in agreement', 'registration: the vehicle sold, not the one taken in'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'PART EXCHANGE AGREEMENT', 'Ref HCS-PX-412');
      s.text('Customer: Mr Lewis Penhaligon', 44, y);
      y = s.grid(
        44,
        y - 14,
        [170, 337],
        [
          ['Vehicle you are buying', 'Nissan Qashqai 1.3 DIG-T N-Connecta, reg. EA21 UWJ'],
          ['Your part-exchange vehicle', 'Nissan Note 1.2 Acenta, reg. HF64 XBP'],
          ['Part-exchange allowance', '£4,100.00'],
          ['Outstanding finance', '£0.00 (you confirm there is none)'],
        ],
      ).bottom;
      y = s.para(
        'You confirm that you own the part-exchange vehicle, that it is not subject to any finance and that its mileage is genuine. We will check its history before the sale is completed. ' +
          TERMS,
        44,
        y - 16,
      );
      s.signOnRule('Signature of customer', 44, y - 40, { date: 'Date' });
      s.signOnRule('Appraised by', 44, y - 80, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'trade_in_agreement',
          customerName: 'Lewis Penhaligon',
          vehicleRegistration: 'EA21UWJ',
          otherRegistrations: ['HF64XBP'],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.harbour.name,
          signatureFields: s.fields,
        },
      };
    },
  },
];
