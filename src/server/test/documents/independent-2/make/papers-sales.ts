// Orders, invoices, part exchange and the dealer buying a car: the paperwork of a sale.
import { CWM, head, KINGSMEAD, MARLOW, PENNINE, SEVERNSIDE, THISTLE } from './dealers.ts';
import type { Paper } from './spec.ts';

const CRA =
  'Your statutory rights under the Consumer Rights Act 2015 are not affected. The vehicle remains the property of the dealer until paid for in full. Deposits are refundable only where the dealer cannot supply the vehicle ordered.';

export const SALES: Paper[] = [
  {
    file: 'reportlab-order-form-capitals-PGM-10442.pdf',
    producer: 'reportlab',
    kind: 'vehicle order form',
    kinds: [
      'name: capitals with a title',
      'registration: order reference shaped like a plate',
      'signature: dealer place below',
    ],
    documentType: 'sales_agreement',
    customerName: 'James Aldridge',
    vehicleRegistration: 'YR19KFD',
    otherRegistrations: [],
    dealershipName: PENNINE.name,
    blocks: [
      head(PENNINE),
      { t: 'title', text: 'Vehicle Order Form', sub: 'Order reference OR23 XKM · 14 February 2025' },
      { t: 'h', text: 'Customer' },
      {
        t: 'kv',
        rows: [
          ['Name', 'MR JAMES ALDRIDGE'],
          ['Address', '27 BIRKBY HALL ROAD, HUDDERSFIELD HD2 2XB'],
          ['Mobile', '07700 918 442'],
        ],
      },
      { t: 'h', text: 'Vehicle ordered' },
      {
        t: 'kv',
        rows: [
          ['Make / model', 'Nissan Qashqai 1.3 DiG-T N-Connecta'],
          ['Registration', 'YR19 KFD'],
          ['VIN', 'SJNFAAJ11U2591847'],
          ['Odometer', '41,377 miles'],
        ],
      },
      {
        t: 'table',
        head: ['Item', 'Price'],
        rows: [
          ['Vehicle price', '£13,995.00'],
          ['Paint protection', '£249.00'],
          ['Road fund licence (12 months)', '£190.00'],
          ['Less deposit paid', '-£500.00'],
          ['Balance due on delivery', '£13,934.00'],
        ],
      },
      { t: 'p', text: CRA, small: true },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'rule', whose: 'customer', date: 'Date' }] },
      { t: 'sig', items: [{ label: 'Signed for Pennine Gate Motors', style: 'rule', whose: 'dealer' }] },
    ],
  },
  {
    file: 'reportlab-invoice-part-exchange-SCC-2291.pdf',
    producer: 'reportlab',
    kind: 'sales invoice with part exchange',
    kinds: ['registration: part exchange plate printed first', 'signature: a box'],
    documentType: 'sales_agreement',
    customerName: 'Priya Raman',
    vehicleRegistration: 'BK21TVN',
    otherRegistrations: ['LM15HGU'],
    dealershipName: SEVERNSIDE.name,
    blocks: [
      head(SEVERNSIDE),
      { t: 'title', text: 'Sales Invoice SCC-2291', sub: 'Tax point 03/03/2025' },
      {
        t: 'kv',
        rows: [
          ['Invoice to', 'Mrs Priya Raman'],
          ['Address', '112 Gloucester Road, Bishopston, Bristol BS7 8NB'],
        ],
      },
      { t: 'h', text: 'Part exchange taken in' },
      {
        t: 'kv',
        rows: [
          ['Vehicle', 'Hyundai i20 1.2 SE'],
          ['Registration', 'LM15 HGU'],
          ['Allowance', '£3,100.00'],
        ],
      },
      { t: 'h', text: 'Vehicle supplied' },
      {
        t: 'kv',
        rows: [
          ['Vehicle', 'Honda Jazz 1.5 i-MMD EX'],
          ['Registration', 'BK21 TVN'],
          ['Mileage', '18,206'],
        ],
      },
      {
        t: 'table',
        head: ['Description', 'Net', 'VAT', 'Total'],
        rows: [
          ['Honda Jazz 1.5 i-MMD EX (margin scheme)', '£17,480.00', '—', '£17,480.00'],
          ['Less part exchange allowance', '', '', '-£3,100.00'],
          ['Amount due', '', '', '£14,380.00'],
        ],
      },
      { t: 'p', text: CRA, small: true },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'box', whose: 'customer' }] },
    ],
  },
  {
    file: 'latex-order-two-pages-dr-MFM-3318.pdf',
    producer: 'pdflatex',
    kind: 'vehicle order form',
    kinds: ['name: capitals with Dr and a double-barrelled surname', 'signature: boxes on the second page'],
    documentType: 'sales_agreement',
    customerName: 'Henry Okonkwo-Bell',
    vehicleRegistration: 'DN22WVR',
    otherRegistrations: [],
    dealershipName: MARLOW.name,
    blocks: [
      head(MARLOW),
      { t: 'title', text: 'Order for a Used Vehicle', sub: 'Order MFM-3318' },
      {
        t: 'kv',
        rows: [
          ['Purchaser', 'DR HENRY OKONKWO-BELL'],
          ['Address', '9 Totteridge Lane, High Wycombe HP13 7QA'],
          ['Email', 'h.okonkwobell@example.co.uk'],
        ],
      },
      {
        t: 'table',
        head: ['Vehicle', 'Registration', 'Mileage', 'Price'],
        rows: [['BMW 320d M Sport Touring', 'DN22 WVR', '22,815', '£27,450.00']],
      },
      {
        t: 'table',
        head: ['Option', 'Price'],
        rows: [
          ['Extended warranty (24 months)', '£695.00'],
          ['Tyre and alloy cover', '£349.00'],
          ['Delivery to home address', '£95.00'],
          ['Total', '£28,589.00'],
        ],
      },
      { t: 'p', text: CRA },
      { t: 'page' },
      { t: 'h', text: 'Conditions of sale' },
      {
        t: 'p',
        text: 'The purchaser may cancel this order within 14 days if it was made at a distance. Any deposit paid will be returned within 14 days of cancellation. The dealer will supply the vehicle with at least six months MOT.',
        small: true,
      },
      { t: 'p', text: 'I confirm that I have read and accept the conditions of sale.' },
      {
        t: 'sig',
        items: [{ label: 'Purchaser’s signature', style: 'box', whose: 'customer', date: 'Date' }],
      },
      { t: 'sig', items: [{ label: 'Dealer’s signature', style: 'box', whose: 'dealer' }] },
    ],
  },
  {
    file: 'weasyprint-joint-buyers-order-KVS-6120.pdf',
    producer: 'weasyprint',
    kind: 'vehicle order form',
    kinds: [
      'name: two buyers',
      'registration: part exchange beside',
      'signature: Buyer 1, Buyer 2 and the sales manager',
    ],
    documentType: 'sales_agreement',
    customerName: 'Thomas Reilly',
    otherCustomers: ['Aoife Reilly'],
    vehicleRegistration: 'OU71CXJ',
    otherRegistrations: ['AJ63DKF'],
    dealershipName: KINGSMEAD.name,
    blocks: [
      head(KINGSMEAD),
      { t: 'title', text: 'Sales Order KVS-6120' },
      {
        t: 'kv',
        rows: [
          ['Buyer 1', 'Mr Thomas Reilly'],
          ['Buyer 2', 'Ms Aoife Reilly'],
          ['Address', '58 Drayton High Road, Norwich NR8 6AH'],
        ],
      },
      {
        t: 'table',
        head: ['', 'Vehicle', 'Registration', 'Value'],
        rows: [
          ['Sold', 'Mazda CX-5 2.0 Sport Edition', 'OU71 CXJ', '£21,750.00'],
          ['Part exchange', 'Mazda 3 1.6 Tamura', 'AJ63 DKF', '-£2,400.00'],
        ],
      },
      {
        t: 'kv',
        rows: [
          ['Balance to pay', '£19,350.00'],
          ['Payment method', 'Bank transfer'],
        ],
      },
      { t: 'p', text: CRA, small: true },
      { t: 'sig', items: [{ label: 'Buyer 1 signature', style: 'rule', whose: 'customer', date: 'Date' }] },
      { t: 'sig', items: [{ label: 'Buyer 2 signature', style: 'rule', whose: 'customer2', date: 'Date' }] },
      { t: 'sig', items: [{ label: 'Sales manager', style: 'rule', whose: 'dealer' }] },
    ],
  },
  {
    file: 'weasyprint-part-exchange-agreement-CVC-PX-73.pdf',
    producer: 'weasyprint',
    kind: 'part exchange agreement',
    kinds: [
      'type: trade-in agreement',
      'registration: the car bought, not the one taken in',
      'signature: box with a date box',
    ],
    documentType: 'trade_in_agreement',
    customerName: 'Lucy Brennan',
    vehicleRegistration: 'RV23HLB',
    otherRegistrations: ['GN13SXW'],
    dealershipName: CWM.name,
    blocks: [
      head(CWM),
      { t: 'title', text: 'Part Exchange Agreement', sub: 'Reference CVC-PX-73' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'Lucy Brennan'],
          ['Address', '2 Graig Street, Pontypridd CF37 1NF'],
        ],
      },
      { t: 'h', text: 'Vehicle taken in part exchange' },
      {
        t: 'table',
        head: ['Make and model', 'Registration', 'Mileage', 'Valuation'],
        rows: [['Fiat 500 1.2 Lounge', 'GN13 SXW', '67,410', '£2,650.00']],
      },
      { t: 'h', text: 'Vehicle being purchased' },
      {
        t: 'table',
        head: ['Make and model', 'Registration', 'Mileage', 'Price'],
        rows: [['Dacia Sandero Stepway 1.0 TCe Expression', 'RV23 HLB', '9,880', '£13,295.00']],
      },
      {
        t: 'p',
        text: 'I declare that I am the owner of the part exchange vehicle, that it is free of any finance, that the mileage shown is correct and that it has not been an insurance write-off.',
      },
      {
        t: 'sig',
        items: [{ label: 'Customer declaration signature', style: 'box', whose: 'customer', date: 'Date' }],
      },
      { t: 'sig', items: [{ label: 'Vehicle appraised by', style: 'rule', whose: 'dealer' }] },
    ],
  },
  {
    file: 'wkhtmltopdf-vat-invoice-KVS-INV-55102.pdf',
    producer: 'wkhtmltopdf',
    kind: 'sales invoice',
    kinds: ['name: plain', 'signature: label under the rule'],
    documentType: 'sales_agreement',
    customerName: 'Nkechi Adeyemi',
    vehicleRegistration: 'WR18FXA',
    otherRegistrations: [],
    dealershipName: KINGSMEAD.name,
    blocks: [
      head(KINGSMEAD),
      { t: 'title', text: 'VAT Invoice', sub: 'Invoice INV-55102 · 21/01/2025' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'Nkechi Adeyemi'],
          ['Address', '15 Unthank Road, Norwich NR2 2PA'],
          ['Vehicle', 'Audi A3 Sportback 35 TFSI S line'],
          ['Registration', 'WR18 FXA'],
          ['Chassis', 'WAUZZZGY4JA118392'],
        ],
      },
      {
        t: 'table',
        head: ['Description', 'Qty', 'Net', 'VAT', 'Gross'],
        rows: [
          ['Audi A3 Sportback 35 TFSI S line', '1', '£14,158.33', '£2,831.67', '£16,990.00'],
          ['Valet and preparation', '1', '£0.00', '£0.00', '£0.00'],
          ['Total', '', '£14,158.33', '£2,831.67', '£16,990.00'],
        ],
      },
      { t: 'p', text: 'Received with thanks: paid in full by debit card.' },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'under', whose: 'customer' }] },
    ],
  },
  {
    file: 'rsvg-dealer-buys-car-purchase-invoice-CVC-B-204.pdf',
    producer: 'rsvg',
    kind: 'vehicle purchase invoice',
    kinds: [
      'type: the dealer buys the car (purchase agreement)',
      'name: the seller is the customer',
      'registration: the car bought in',
    ],
    documentType: 'purchase_agreement',
    customerName: 'Aled Pritchard',
    vehicleRegistration: 'CU14RZX',
    otherRegistrations: [],
    dealershipName: CWM.name,
    blocks: [
      head(CWM),
      { t: 'title', text: 'Vehicle Purchase Invoice', sub: 'We buy your car · purchase CVC-B-204' },
      {
        t: 'kv',
        rows: [
          ['Seller', 'Aled Pritchard'],
          ['Seller’s address', '31 Tyfica Road, Pontypridd CF37 2DA'],
          ['Vehicle', 'Volkswagen Polo 1.2 TSI Match'],
          ['Registration', 'CU14 RZX'],
          ['V5C document reference', '0548 1127 903'],
          ['Recorded mileage', '72,904'],
        ],
      },
      {
        t: 'table',
        head: ['Item', 'Amount'],
        rows: [
          ['Agreed purchase price', '£4,150.00'],
          ['Less outstanding finance settled by us', '£0.00'],
          ['Paid to seller by bank transfer', '£4,150.00'],
        ],
      },
      {
        t: 'p',
        text: 'The seller confirms that they own the vehicle, that it is free from finance and that the information above is true. Ownership passes to the buyer on payment.',
      },
      { t: 'sig', items: [{ label: 'Seller’s signature', style: 'rule', whose: 'customer', date: 'Date' }] },
      { t: 'sig', items: [{ label: 'Buyer, for Cwm Valley Cars', style: 'rule', whose: 'dealer' }] },
    ],
  },
  {
    file: 'calc-invoice-part-exchange-PGM-INV-8812.pdf',
    producer: 'calc',
    kind: 'sales invoice with part exchange',
    kinds: ['made in a spreadsheet', 'registration: two plates', 'signature: cell borders'],
    documentType: 'sales_agreement',
    customerName: 'Robert Kettering',
    vehicleRegistration: 'PE17YDU',
    otherRegistrations: ['CV09LAK'],
    dealershipName: PENNINE.name,
    blocks: [
      head(PENNINE),
      { t: 'title', text: 'INVOICE 8812' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'Mr Robert Kettering'],
          ['Address', '4 Lindley Moor Road, Huddersfield HD3 3RW'],
          ['Date', '27/02/2025'],
        ],
      },
      {
        t: 'table',
        head: ['Vehicle', 'Reg', 'Amount'],
        rows: [
          ['Mercedes-Benz A180 SE (sold)', 'PE17 YDU', '£12,990.00'],
          ['Part exchange: Renault Clio 1.2', 'CV09 LAK', '-£900.00'],
          ['Balance', '', '£12,090.00'],
        ],
      },
      { t: 'p', text: CRA },
      { t: 'sig', items: [{ label: 'Customer Signature', style: 'rule', whose: 'customer', date: 'Date' }] },
    ],
  },
  {
    file: 'cairo-sold-as-seen-declaration-TBA-881.pdf',
    producer: 'cairo',
    kind: 'warranty disclaimer',
    kinds: ['registration: older prefix plate', 'signature: witness is nobody of ours'],
    documentType: 'warranty_disclaimer',
    customerName: 'Kwame Mensah',
    vehicleRegistration: 'R456JKL',
    otherRegistrations: [],
    dealershipName: THISTLE.name,
    blocks: [
      head(THISTLE),
      { t: 'title', text: 'Sold As Seen — Declaration', sub: 'Vehicle sold without warranty' },
      {
        t: 'kv',
        rows: [
          ['Purchaser', 'Kwame Mensah'],
          ['Vehicle', 'Land Rover Defender 90 Tdi'],
          ['Registration', 'R456 JKL'],
          ['Year', '1998'],
          ['Price', '£7,800.00'],
        ],
      },
      {
        t: 'p',
        text: 'I understand that this vehicle is more than twenty years old, is sold as seen, and is sold without any warranty from the dealer. I have inspected the vehicle and been offered an independent inspection, which I declined. The faults listed below were pointed out to me before purchase.',
      },
      {
        t: 'table',
        head: ['Known fault', 'Noted'],
        rows: [
          ['Corrosion to rear crossmember', 'Yes'],
          ['Oil leak from transfer box', 'Yes'],
          ['Heater inoperative', 'Yes'],
        ],
      },
      {
        t: 'sig',
        items: [{ label: 'Purchaser’s signature', style: 'rule', whose: 'customer', date: 'Date' }],
      },
      { t: 'sig', items: [{ label: 'Witness', style: 'rule', whose: null }] },
    ],
  },
];
