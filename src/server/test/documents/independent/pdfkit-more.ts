// More pdfkit documents: a delivery receipt in boxes, a sold-as-seen disclaimer, a two-page invoice and a
// tyre and alloy insurance application with the insured's name in a form field.
import { build, LEFT, P, rows } from './pdfkit-sheet.ts';
import type { Made } from './truth.ts';

export const makeMorePdfkitDocs = async (): Promise<Made[]> => [
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
