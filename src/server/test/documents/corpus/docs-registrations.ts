// Test documents whose hard part is the registration: every UK format, a plate wrapped in a narrow
// cell, the part-exchange printed first, a previous mark, and numbers that only look like marks.
import { buildDocx } from '../../zip-builder.ts';
import { DEALERS } from './docs-names.ts';
import { createSheet, letterhead, TERMS, type TestDocument } from './kit.ts';

const HANDOVER =
  'I confirm that I have received the vehicle described above together with two keys, the V5C/2 new keeper slip, the service history and the owner’s manual, and that its condition and mileage are as described.';

export const registrationDocuments: TestDocument[] = [
  {
    file: 'cherished-plate-invoice-HCS-2231.pdf',
    kinds: ['registration: cherished (dateless prefix) "M 7 KTS"', 'registration: part-exchange not taken'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'SALES INVOICE', 'Invoice No. HCS-2231');
      s.text('Customer name: Mr Keith Stannard', 44, y);
      s.text('Address: 5 Lilliput Road, Poole BH14 8JX', 44, y - 13);
      y = s.grid(
        44,
        y - 34,
        [110, 260, 137],
        [
          ['Vehicle', 'Porsche Macan 2.0 T PDK', 'Mileage 22,870'],
          ['Registration', 'M 7 KTS', 'First reg. 11/09/2020'],
          ['Part exchange', 'Audi A4 Avant 2.0 TDI S line', 'Reg. WP17 HZD'],
        ],
      ).bottom;
      y = s.para(
        'The registration mark M 7 KTS has been transferred to this vehicle at the customer’s request; the DVLA transfer fee of £80.00 is included below. ' +
          TERMS,
        44,
        y - 16,
      );
      s.signOnRule('Customer Signature:', 44, y - 40, { date: 'Date:' });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Keith Stannard',
          vehicleRegistration: 'M7KTS',
          otherRegistrations: ['WP17HZD'],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.harbour.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'dateless-plate-sale-MVC-9020.pdf',
    kinds: ['registration: dateless, number first "1 FMT"', 'registration: previous mark not taken'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.mercia, 'RETAIL ORDER', 'Order MVC-9020');
      s.text('Purchaser', 44, y, { bold: true });
      s.text('Mrs Fiona Tregaskis', 44, y - 13);
      s.text('Hollybush Farm, Meriden CV7 7LN', 44, y - 25);
      s.text('Vehicle being purchased', 300, y, { bold: true });
      s.text('Jaguar F-Type 5.0 V8 R AWD Coupe', 300, y - 13);
      s.text('Registration mark: 1 FMT', 300, y - 25);
      s.text('Previous registration: FE19 WRK', 300, y - 37);
      s.text('VIN SAJDA1AX8K8K61234   Mileage 38,400', 300, y - 49);
      y = s.para(TERMS, 44, y - 80);
      s.signOnRule('Purchaser’s signature', 44, y - 40, { date: 'Date' });
      s.signOnRule('Sales manager', 44, y - 80, { customer: false });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Fiona Tregaskis',
          vehicleRegistration: '1FMT',
          otherRegistrations: ['FE19WRK'],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.mercia.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'northern-ireland-order-LVA-0533.pdf',
    kinds: ['registration: Northern Ireland "LAZ 4821"', 'registration: postcode and FCA number not taken'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.lagan, 'VEHICLE ORDER FORM', 'Order LVA-0533');
      y = s.grid(
        44,
        y,
        [120, 134, 120, 133],
        [
          ['Customer name', 'Mr Ciarán Doherty', 'Postcode', 'BT28 2GH'],
          ['Make and model', 'Hyundai Tucson 1.6', 'Vehicle reg.', 'LAZ 4821'],
          ['Mileage', '12,904', 'Finance FRN', '690332'],
        ],
      ).bottom;
      y = s.para(TERMS, 44, y - 16);
      s.signOnRule('Customer signature', 44, y - 40, { date: 'Date' });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Ciarán Doherty',
          vehicleRegistration: 'LAZ4821',
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
    file: 'q-plate-handover-FLM-D-301.pdf',
    kinds: ['registration: Q plate "Q 412 FEH"', 'type: handover'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.fenwick, 'VEHICLE HANDOVER CHECKLIST', 'Delivery ref. FLM-D-301');
      s.text('Customer: Mr Graham Ritson', 44, y);
      s.text('Vehicle: Westfield Sport 250 (kit-built, age not identifiable)', 44, y - 13);
      s.text('Registration: Q 412 FEH', 44, y - 26);
      y = s.grid(
        44,
        y - 44,
        [400, 107],
        [
          ['Keys (2) handed over', 'Yes'],
          ['V5C new keeper slip', 'Yes'],
          ['Service book and invoices', 'Yes'],
        ],
      ).bottom;
      y = s.para(HANDOVER, 44, y - 16);
      s.signInBox('Customer signature', 44, y - 16, { date: 'Date' });
      s.signInBox('Handed over by', 330, y - 16, { customer: false, length: 200 });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'delivery_receipt',
          customerName: 'Graham Ritson',
          vehicleRegistration: 'Q412FEH',
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
    file: 'suffix-plate-px-first-HCS-2240.pdf',
    kinds: ['registration: suffix "KLM 482T"', 'registration: part-exchange printed first'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.harbour, 'ORDER FORM', 'Classic sale with part exchange  Ref HCS-2240');
      s.text('PART EXCHANGE VEHICLE', 44, y, { bold: true });
      y = s.grid(
        44,
        y - 8,
        [120, 387],
        [
          ['Registration', 'P417 RKV'],
          ['Make / model', 'Land Rover Discovery 300 Tdi'],
          ['Settlement', 'None'],
        ],
      ).bottom;
      s.text('VEHICLE PURCHASED', 44, y - 20, { bold: true });
      y = s.grid(
        44,
        y - 28,
        [120, 387],
        [
          ['Registration', 'KLM 482T'],
          ['Make / model', 'MG B GT 1.8, Harvest Gold'],
          ['Chassis no.', 'GHD5 496127G'],
        ],
      ).bottom;
      s.text('Customer name: Mr Peter Halloran-Beck', 44, y - 20);
      y = s.para(TERMS, 44, y - 40);
      s.signOnRule('Customer signature', 44, y - 40, { date: 'Date' });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Peter Halloran-Beck',
          vehicleRegistration: 'KLM482T',
          otherRegistrations: ['P417RKV'],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.harbour.name,
          signatureFields: s.fields,
        },
      };
    },
  },
  {
    file: 'wrapped-plate-pcp-MVC-F-4471.pdf',
    kinds: ['registration: wrapped in a narrow table cell', 'type: finance agreement'],
    async build() {
      const s = createSheet();
      let y = letterhead(
        s,
        DEALERS.mercia,
        'PERSONAL CONTRACT PURCHASE AGREEMENT',
        'Regulated by the Consumer Credit Act 1974',
      );
      s.text('Customer: Miss Amara Nwosu-Clarke', 44, y);
      y = s.grid(
        44,
        y - 14,
        [180, 40, 120, 80, 87],
        [
          ['Description of goods', 'Reg', 'VIN', 'Mileage', 'Cash price'],
          ['Cupra Born 58kWh V2 e-Boost', 'YJ19\nKXU', 'VSSZZZK1ZPP012345', '8,210', '£27,995.00'],
        ],
      ).bottom;
      y = s.para(
        'Optional final payment £11,850.00. 47 monthly payments of £329.00. APR 8.9%. Annual mileage 8,000. Excess mileage charge 9p per mile.',
        44,
        y - 16,
      );
      s.signInBox('Signature of Customer', 44, y - 20, { date: 'Date' });
      s.signInBox('Signature on behalf of the Creditor', 330, y - 20, { customer: false, length: 200 });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'finance_agreement',
          customerName: 'Amara Nwosu-Clarke',
          vehicleRegistration: 'YJ19KXU',
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
    file: 'vehicle-line-collection-note-LVA-C-88.pdf',
    kinds: ['registration: only on the vehicle line, no label', 'type: delivery receipt'],
    async build() {
      const s = createSheet();
      let y = letterhead(s, DEALERS.lagan, 'Vehicle Collection Note');
      s.text('Collected by: Mr Eoin McCartan', 44, y);
      s.text('Vehicle: Ford Puma 1.0 EcoBoost ST-Line 5dr, YD68 PZR, 31,200 miles', 44, y - 13);
      s.text('Dealer stock no. LV2231   Branch postcode BT28 1JD', 44, y - 26);
      y = s.para(HANDOVER, 44, y - 50);
      s.signOnRule('Sign here ×', 44, y - 40, { date: 'Date' });
      return {
        bytes: await s.save(),
        truth: {
          documentType: 'delivery_receipt',
          customerName: 'Eoin McCartan',
          vehicleRegistration: 'YD68PZR',
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
    file: 'model-and-doors-invoice-FLM-5201.docx',
    kinds: ['registration: model "X1" and door count "3DR" in a Word file'],
    async build() {
      const bytes = buildDocx([
        'SALES INVOICE',
        `${DEALERS.fenwick.name}, ${DEALERS.fenwick.address}. Invoice FLM-5201.`,
        [
          ['Customer name', 'Ms Leanne Armitage'],
          ['Vehicle', 'MINI Hatch 1.5 Cooper Sport 3DR'],
          ['Registration', 'NK68 WVB'],
          ['Part exchange', 'BMW X1 sDrive18i Sport 5DR'],
          ['Part exchange registration', 'AV15 GTO'],
        ],
        'The MINI 3DR is sold with 12 months MOT. The part-exchange BMW X1 was valued at £6,250.00.',
        [['Customer signature', '', 'Date', '']],
      ]);
      return {
        bytes,
        truth: {
          documentType: 'sales_agreement',
          customerName: 'Leanne Armitage',
          vehicleRegistration: 'NK68WVB',
          otherRegistrations: ['AV15GTO'],
          pageCount: 1,
          hasTextLayer: true,
          dealershipName: DEALERS.fenwick.name,
          signatureFields: [{ page: 1, label: 'Customer signature' }],
        },
      };
    },
  },
];
