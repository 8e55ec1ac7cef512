// Documents drawn with pdfkit, as small dealer management systems make them: some with the customer's
// details only in AcroForm fields, some with underscores typed as signature lines, boxes and tables.
import { createKitSheet, LEFT } from './pdfkit-sheet.ts';
import { type Facts, type Made, truthOf } from './truth.ts';
import { FCA, FOS, HP_TERMS, SALE_TERMS } from './wording.ts';

const P = 'producer: pdfkit';
type Sheet = ReturnType<typeof createKitSheet>;

/** Label and value rows from `top`, 17 pt apart; with `inFields`, every value goes into a form field. */
function rows(s: Sheet, list: [string, string][], top: number, inFields = false, x = LEFT) {
  let base = top;
  for (const [label, value] of list) {
    s.text(label, x, base, { bold: true });
    if (inFields) s.field(x + 150, base - 10, 220, value);
    else s.text(value, x + 150, base);
    base += 17;
  }
  return base + 6;
}

const terms = (s: Sheet, clauses: string[], top: number) =>
  clauses.reduce((y, c, i) => s.para(`${i + 1}. ${c}`, y), top);

async function build(facts: Facts, draw: (s: Sheet) => void): Promise<Made> {
  const s = createKitSheet();
  draw(s);
  const { bytes, places, pages } = await s.finish();
  return { file: facts.file, bytes, truth: truthOf(facts, pages, places) };
}

export const makePdfkitDocs = async (): Promise<Made[]> => [
  await build(
    {
      file: 'order-form-acroform-pdfkit-BR-2231.pdf',
      kinds: [
        P,
        'doc: vehicle order form',
        'fields: name and plate only in AcroForm fields',
        'signature: drawn rules',
      ],
      documentType: 'sales_agreement',
      customerName: 'Joanne Kettleborough',
      vehicleRegistration: 'AJ19WLM',
      otherRegistrations: [],
      dealershipName: 'Broadland Motors',
    },
    (s) => {
      s.heading('Broadland Motors', 'Vehicle Order Form', 'Order BR-2231\nNorwich NR6 6BJ');
      let y = rows(
        s,
        [
          ['Customer name', 'Mrs Joanne Kettleborough'],
          ['Address', '3 Drayton High Road, Norwich NR8 6AH'],
          ['Telephone', '07700 900562'],
          ['Vehicle', 'Hyundai Tucson 1.6 T-GDi SE Nav'],
          ['Registration', 'AJ19 WLM'],
          ['Mileage', '38,905'],
          ['Total price', '£16,450.00'],
          ['Deposit', '£250.00'],
        ],
        120,
        true,
      );
      y = terms(s, SALE_TERMS, y + 10);
      s.signLine('Customer signature:', 'customer', y + 40);
      s.signLine('Salesperson:', 'dealer', y + 80, { width: 180 });
    },
  ),
  await build(
    {
      file: 'pcp-acroform-joint-pdfkit-MF-77410.pdf',
      kinds: [
        P,
        'doc: PCP agreement',
        'fields: surname and forenames in separate form fields',
        'name: joint customers',
        'signature: on page 2 of 2',
      ],
      documentType: 'finance_agreement',
      customerName: 'Anjali Patel',
      otherCustomers: ['Vikram Patel'],
      vehicleRegistration: 'LC21XHP',
      otherRegistrations: [],
      dealershipName: 'Wembley Park Motors',
    },
    (s) => {
      s.heading(
        'Marylebone Finance plc',
        'Personal Contract Purchase Agreement',
        'Agreement MF-77410\nRegulated by the Consumer Credit Act 1974',
      );
      s.text('Customer 1', LEFT, 116, { bold: true, size: 10 });
      let y = rows(
        s,
        [
          ['Surname', 'PATEL'],
          ['Forename(s)', 'Anjali'],
          ['Title', 'Mrs'],
        ],
        134,
        true,
      );
      s.text('Customer 2', LEFT, y + 4, { bold: true, size: 10 });
      y = rows(
        s,
        [
          ['Surname', 'PATEL'],
          ['Forename(s)', 'Vikram'],
          ['Title', 'Mr'],
        ],
        y + 22,
        true,
      );
      s.text('Goods', LEFT, y + 4, { bold: true, size: 10 });
      y = rows(
        s,
        [
          ['Make and model', 'Audi A3 Sportback 35 TFSI S line'],
          ['Registration number', 'LC21 XHP'],
          ['Supplier', 'Wembley Park Motors, Wembley HA9 0AA'],
        ],
        y + 22,
        true,
      );
      y = rows(
        s,
        [
          ['Cash price', '£24,300.00'],
          ['Deposit', '£4,000.00'],
          ['Amount of credit', '£20,300.00'],
          ['Optional final payment', '£11,250.00'],
          ['Monthly payments', '47 of £289.65'],
          ['APR', '8.9%'],
        ],
        y + 6,
      );
      terms(s, HP_TERMS.slice(0, 4), y + 4);
      s.newPage();
      y = terms(s, HP_TERMS.slice(4), 60);
      y = s.para(FOS, y + 6);
      s.para(FCA('Wembley Park Motors', '633918'), y);
      s.text('Signatures', LEFT, 300, { bold: true, size: 11 });
      s.signLine('Signature of Customer 1', 'customer', 340);
      s.signLine('Signature of Customer 2', 'customer2', 380);
      s.signLine('On behalf of the Creditor', 'creditor', 440, { width: 200 });
    },
  ),
  await build(
    {
      file: 'px-valuation-pdfkit-VAL-5530.pdf',
      kinds: [
        P,
        'doc: part-exchange valuation',
        'registration: customer’s car first, car supplied second',
        'signature: underscores typed as text',
      ],
      documentType: 'trade_in_agreement',
      customerName: 'Marcus Feeney',
      vehicleRegistration: 'FD20GMK',
      otherRegistrations: ['YR12HXE'],
      dealershipName: 'Trentside Car Supermarket',
    },
    (s) => {
      s.heading(
        'Trentside Car Supermarket',
        'Part Exchange Valuation and Agreement',
        'VAL-5530\nNottingham NG2 3AE',
      );
      let y = rows(
        s,
        [
          ['Customer', 'FEENEY, Marcus (Mr)'],
          ['Address', '90 Wilford Lane, West Bridgford NG2 7RN'],
        ],
        122,
      );
      s.text('Your vehicle', LEFT, y + 6, { bold: true, size: 10 });
      y = rows(
        s,
        [
          ['Registration', 'YR12 HXE'],
          ['Model', 'Ford Focus 1.6 Zetec 5dr'],
          ['Mileage', '96,300'],
          ['Condition', 'Scuffed rear bumper, two new tyres'],
          ['Valuation', '£2,250.00'],
        ],
        y + 24,
      );
      s.text('Vehicle you are buying', LEFT, y + 6, { bold: true, size: 10 });
      y = rows(
        s,
        [
          ['Registration', 'FD20 GMK'],
          ['Model', 'SEAT Leon 1.5 TSI FR'],
          ['Price', '£15,995.00'],
          ['Balance after part exchange', '£13,745.00'],
        ],
        y + 24,
      );
      y = s.para(
        'I confirm that I own the vehicle I am part-exchanging, that it has no outstanding finance, and that the valuation above is agreed subject to an inspection on delivery showing no change in its condition.',
        y + 6,
        { size: 8.5 },
      );
      s.signUnderscores('Signed:', 'customer', y + 40);
    },
  ),
  await build(
    {
      file: 'delivery-receipt-pdfkit-DR-4410.pdf',
      kinds: [
        P,
        'doc: delivery receipt',
        'name: SURNAME Forename (Title)',
        'signature: boxes captioned above, delivered-by box',
      ],
      documentType: 'delivery_receipt',
      customerName: 'Oluwaseun Bakare',
      vehicleRegistration: 'DY69KWN',
      otherRegistrations: [],
      dealershipName: 'Kentish Town Vehicle Sales',
    },
    (s) => {
      s.heading('Kentish Town Vehicle Sales', 'Delivery Receipt', 'DR-4410\nLondon NW5 2HX');
      const y = rows(
        s,
        [
          ['Customer', 'BAKARE Oluwaseun (Mr)'],
          ['Vehicle', 'Toyota Corolla 1.8 VVT-i Hybrid Icon'],
          ['Registration', 'DY69 KWN'],
          ['Delivered on', '21/10/2026 at 14:30'],
          ['Odometer at delivery', '41,022 miles'],
        ],
        122,
      );
      s.para(
        'I acknowledge receipt of the vehicle described above, with two keys, the V5C/2 new keeper slip, the service history and the owner’s manual. I have inspected the vehicle and found it to be as described.',
        y + 4,
        { size: 8.5 },
      );
      s.signBox('Customer’s signature', 'customer', y + 70);
      s.signBox('Delivered by (for the dealer)', 'dealer', y + 140, { width: 200, date: false });
    },
  ),
  await build(
    {
      file: 'trade-disclaimer-pdfkit-TS-771.pdf',
      kinds: [P, 'doc: sold-as-seen disclaimer → warranty_disclaimer', 'registration: prefix plate'],
      documentType: 'warranty_disclaimer',
      customerName: 'Bartholomew Okafor',
      vehicleRegistration: 'R482KTB',
      otherRegistrations: [],
      dealershipName: 'Lakeside Trade Centre',
    },
    (s) => {
      s.heading('Lakeside Trade Centre', 'Disclaimer — Vehicle Sold As Seen', 'TS-771\nThurrock RM20 3WJ');
      const y = rows(
        s,
        [
          ['Buyer', 'Mr Bartholomew Okafor'],
          ['Vehicle', 'Rover 25 1.4i (1997)'],
          ['Registration', 'R482 KTB'],
          ['Price', '£450.00'],
        ],
        122,
      );
      s.para(
        'This vehicle is more than ten years old and is sold as seen, for spares or repair. It has not been inspected or road tested by us and no warranty is given or implied. The buyer has been advised to have the vehicle inspected before purchase and has declined. The price reflects the condition of the vehicle. This disclaimer does not affect rights that cannot be excluded by law.',
        y + 4,
        { size: 9 },
      );
      s.signLine('Buyer’s signature', 'customer', y + 110);
    },
  ),
  await build(
    {
      file: 'invoice-2page-pdfkit-INV-90114.pdf',
      kinds: [
        P,
        'doc: sales invoice over two pages',
        'registration: Northern Ireland plate',
        'signature: on page 2 of 2',
      ],
      documentType: 'sales_agreement',
      customerName: 'Niamh Quinn',
      vehicleRegistration: 'LXZ4127',
      otherRegistrations: [],
      dealershipName: 'Lagan Motors',
    },
    (s) => {
      s.heading('Lagan Motors', 'Invoice', 'INV-90114\nBelfast BT12 6HQ\nVAT GB 991 2217 40');
      let y = rows(
        s,
        [
          ['Customer', 'Ms Niamh Quinn'],
          ['Address', '14 Malone Avenue, Belfast BT9 6ES'],
          ['Vehicle', 'Kia Niro 1.6 GDi Hybrid 2'],
          ['Registration', 'LXZ 4127'],
          ['VIN', 'KNACC81CGM5123456'],
        ],
        122,
      );
      const items = [
        'Vehicle',
        'Floor mats',
        'Boot liner',
        'Mud flaps (set of 4)',
        'Ceramic paint protection',
        'Tow bar supply and fit',
        'Roof bars',
        'Dash camera fitted',
        'Wheel locking nuts',
        'First aid kit',
        'Warning triangle',
        'Spare bulb kit',
        'Valet',
        'Fuel (30 litres)',
        'Road fund licence (12 months)',
      ];
      s.text('Item', LEFT, y + 4, { bold: true });
      s.text('Amount', 480, y + 4, { bold: true });
      y += 20;
      for (const [i, item] of items.entries()) {
        s.text(item, LEFT, y);
        s.text(`£${(i === 0 ? 17995 : 35 + i * 21).toFixed(2)}`, 480, y);
        s.rule(LEFT, 545, y + 5, 0.3);
        y += 22;
      }
      s.text('Continued overleaf', LEFT, 800, { size: 7 });
      s.newPage();
      s.text('Invoice INV-90114 (continued)', LEFT, 60, { bold: true });
      y = rows(
        s,
        [
          ['Subtotal', '£19,431.00'],
          ['VAT at 20% on accessories', '£287.20'],
          ['Total', '£19,718.20'],
          ['Paid', '£19,718.20'],
        ],
        90,
      );
      s.para(
        'Goods remain the property of Lagan Motors until paid for in full. The vehicle has been supplied with a 12-month warranty as described in the separate warranty booklet.',
        y + 4,
        { size: 8 },
      );
      s.signLine('Customer signature', 'customer', y + 70);
    },
  ),
  await build(
    {
      file: 'tyre-alloy-insurance-pdfkit-TA-1182.pdf',
      kinds: [
        P,
        'doc: tyre and alloy insurance',
        'fields: name in a form field, plate printed',
        'signature: box plus authorised signatory',
      ],
      documentType: 'insurance',
      customerName: 'Lukas Schneider-Reid',
      vehicleRegistration: 'WN67OPS',
      otherRegistrations: [],
      dealershipName: 'Cotswold Car Centre',
    },
    (s) => {
      s.heading(
        'Cotswold Car Centre',
        'Tyre & Alloy Wheel Insurance Application',
        'TA-1182\nCheltenham GL51 9RR',
      );
      let y = rows(
        s,
        [
          ['Insured person', 'Mr Lukas Schneider-Reid'],
          ['Address', '2 Tivoli Road, Cheltenham GL50 2TD'],
        ],
        122,
        true,
      );
      y = rows(
        s,
        [
          ['Vehicle registration', 'WN67 OPS'],
          ['Vehicle', 'Mercedes-Benz C220d AMG Line'],
          ['Cover', '3 years, 5 tyres and 4 alloy repairs per year'],
          ['Premium', '£399.00 including insurance premium tax'],
        ],
        y,
      );
      y = s.para(
        'This insurance is sold on a non-advised basis. You should check that it meets your needs. You may cancel within 30 days for a full refund if no claim has been made.',
        y + 4,
        { size: 8.5 },
      );
      s.signBox('Signature of insured', 'customer', y + 40);
      s.signLine('Authorised signatory:', 'dealer', y + 130, { width: 170, date: false });
    },
  ),
];
