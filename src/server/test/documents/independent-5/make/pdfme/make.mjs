// Two documents from @pdfme/generator templates, as a dealer's delivery app fills a designed template: static text,
// lines and rectangles placed in millimetres. Run from a scratch folder with @pdfme installed (make-all.sh).
import { writeFileSync } from 'node:fs';
import { BLANK_PDF } from '@pdfme/common';
import { generate } from '@pdfme/generator';
import { line, rectangle, text } from '@pdfme/schemas';

const OUT = process.argv[2];
const tag = (n) => `#0000${n.toString(16).padStart(2, '0')}`;
let k = 0;
const T = (x, y, w, content, o = {}) => ({
  name: `t${++k}`,
  type: 'text',
  readOnly: true,
  content,
  position: { x, y },
  width: w,
  height: o.h ?? 6,
  fontSize: o.size ?? 9,
  lineHeight: 1.2,
  fontColor: o.color ?? '#000000',
  ...(o.bold ? { characterSpacing: 0.1 } : {}),
});
const L = (x, y, w, color = '#777777') => ({
  name: `l${++k}`,
  type: 'line',
  readOnly: true,
  position: { x, y },
  width: w,
  height: 0.3,
  rotate: 0,
  opacity: 1,
  color,
});
const R = (x, y, w, h, color) => ({
  name: `r${++k}`,
  type: 'rectangle',
  readOnly: true,
  position: { x, y },
  width: w,
  height: h,
  rotate: 0,
  opacity: 1,
  borderWidth: 0.35,
  borderColor: color,
  color: '',
  radius: 0,
});
const make = async (name, pages, meta) => {
  const template = { basePdf: BLANK_PDF, schemas: pages };
  const pdf = await generate({
    template,
    inputs: [{}],
    plugins: { text, line, rectangle },
    options: { title: meta.title, author: meta.author },
  });
  writeFileSync(`${OUT}/${name}.pdf`, pdf);
};
const spec = (name, o) =>
  writeFileSync(
    `${OUT}/${name}.spec.json`,
    JSON.stringify({ file: `${name}.pdf`, format: 'pdf', ...o }, null, 2),
  );

// 14: handover certificate; the customer's place is a rule with the label above, the date a small box
await make(
  '14-handover-certificate',
  [
    [
      T(15, 14, 180, 'WESSEX PREMIER CARS', { size: 18, h: 9 }),
      T(
        15,
        24,
        180,
        'Mannington Park, Swindon SN2 2PJ  |  01793 512 877  |  handover@wessexpremiercars.co.uk',
        { size: 8 },
      ),
      L(15, 31, 180, '#0b3d91'),
      T(15, 37, 180, 'Vehicle Handover Certificate', { size: 15, h: 8 }),
      T(15, 48, 90, 'Customer: Aleksander Zieliński & Marta Zielińska'),
      T(15, 54, 90, 'Address: 12 Ferndale Road, Swindon SN2 1EY'),
      T(115, 48, 80, 'Handover ref: WPC-HO-71182'),
      T(115, 54, 80, 'Date: 05/12/2025   Time: 11:30'),
      R(15, 62, 180, 34, '#999999'),
      T(18, 64, 170, 'Vehicle: SEAT Leon Estate 1.5 eTSI FR Sport DSG   Colour: Magnetic Tech Grey', {
        h: 12,
      }),
      T(18, 70, 170, 'Registration: WM74 YHJ   VIN: VSSZZZKLZSR028831   Mileage: 11'),
      T(18, 76, 170, "Keys: 2   Fuel: full   Documents: V5C applied for, owner's manual, service schedule"),
      T(
        18,
        82,
        170,
        'Finance: Calder Auto Credit plc (PCP)   Part-exchange taken in: Vauxhall Astra, BK17 LXE',
      ),
      T(18, 88, 170, 'Temporary trade plate used for PDI road test returned to office.'),
      T(15, 102, 180, 'Handover checklist', { size: 11, h: 7 }),
      ...[
        'Vehicle walk-round: paintwork, wheels and interior inspected',
        'Connected services app set up and phone paired',
        'Service intervals, warranty and roadside assistance explained',
        'Adaptive cruise, lane assist and parking sensors demonstrated',
        'Locking wheel nut location shown (boot floor)',
        'Customer satisfaction survey explained',
      ].flatMap((t, i) => [R(15, 111 + i * 7, 4, 4, '#333333'), T(21, 110.5 + i * 7, 170, t)]),
      T(
        15,
        158,
        180,
        'I/We confirm that we have taken delivery of the vehicle above in good condition, with the items listed, and that its features have been explained to me/us. Any damage or missing items not recorded here must be reported within 24 hours.',
        { h: 14 },
      ),
      T(15, 180, 90, 'Customer signature'),
      L(15, 195, 90, tag(131)),
      T(115, 180, 40, 'Date'),
      R(115, 187, 40, 8, tag(132)),
      T(15, 202, 90, 'Second customer signature'),
      L(15, 217, 90, tag(133)),
      T(15, 224, 90, 'Delivered by (Product Genius)'),
      L(15, 239, 90, tag(134)),
      T(115, 224, 80, 'Name: Imogen Rutherford'),
      T(
        15,
        270,
        180,
        'Wessex Premier Cars is a trading name of Wessex Premier Holdings Ltd, registered in England no. 06623190. Authorised and regulated by the FCA, FRN 700482.',
        { size: 7, color: '#555555', h: 10 },
      ),
    ],
  ],
  { title: 'Vehicle Handover Certificate', author: 'Wessex Premier Cars' },
);
spec('14-handover-certificate', {
  kinds: [
    'producer: @pdfme/generator',
    'kind: handover certificate',
    'two Polish customers on one line with & (feminine surname)',
    'part-exchange plate decoy',
    'rules with the label above, date box',
  ],
  documentType: 'delivery_receipt',
  customerName: 'Aleksander Zieliński',
  otherCustomers: ['Marta Zielińska'],
  vehicleRegistration: 'WM74YHJ',
  otherRegistrations: ['BK17LXE'],
  dealershipName: 'Wessex Premier Cars',
  places: [
    {
      label: 'Customer signature',
      signer: 'customer',
      tag: 131,
      mark: 'rule',
      dateTag: 132,
      dateMark: 'box',
    },
    { label: 'Second customer signature', signer: 'customer2', tag: 133, mark: 'rule' },
    { label: 'Delivered by (Product Genius)', signer: 'dealer', tag: 134, mark: 'rule' },
  ],
});

// 15: GAP declined statement: the customer signs that GAP was offered and declined
await make(
  '15-gap-declined',
  [
    [
      T(15, 14, 120, 'Brecon Beacons Motors Ltd', { size: 16, h: 8 }),
      T(
        15,
        23,
        180,
        'The Watton, Brecon LD3 7EF · 01874 622 310 · sales@breconbeaconsmotors.co.uk · FRN 731054',
        { size: 8 },
      ),
      T(15, 36, 180, 'GAP INSURANCE — STATEMENT OF DECLINE', { size: 14, h: 8 }),
      T(15, 48, 180, 'Customer name:  Rhiannon Bevan-Thomas'),
      T(15, 54, 180, 'Vehicle:  Ford Puma 1.0 EcoBoost Hybrid ST-Line   Registration:  CP22 NZW'),
      T(15, 60, 180, 'Deal number:  BBM-D-4471   Salesperson:  Owain Lloyd'),
      L(15, 67, 180),
      T(
        15,
        72,
        180,
        'Guaranteed Asset Protection (GAP) insurance was explained to me. I understand that if my vehicle is written off or stolen, my motor insurer will normally pay only its market value at the time, which may be less than I paid for it or less than I owe on finance. I was given the GAP Key Facts document and told that GAP is available from other providers.',
        { h: 22 },
      ),
      T(
        15,
        96,
        180,
        'I have decided NOT to buy GAP insurance. I understand I can buy it from the dealer up to 30 days after I take delivery of the vehicle (the deferral period ends on 04/01/2026), or from another provider.',
        { h: 14 },
      ),
      T(
        15,
        114,
        180,
        "If you are unhappy with how GAP insurance was offered, contact us first; you may then refer the matter to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567). Our privacy notice explains how we use your data; the Information Commissioner's Office is at Wycliffe House, Water Lane, Wilmslow SK9 5AF.",
        { h: 18, size: 8 },
      ),
      T(15, 142, 60, 'Customer signature'),
      R(55, 138, 80, 14, tag(141)),
      T(140, 142, 15, 'Date'),
      R(152, 138, 40, 14, tag(142)),
      T(15, 162, 60, 'Salesperson signature'),
      R(55, 158, 80, 14, tag(143)),
    ],
  ],
  { title: 'GAP decline BBM-D-4471', author: 'Brecon Beacons Motors' },
);
spec('15-gap-declined', {
  kinds: [
    'producer: @pdfme/generator',
    'kind: GAP declined statement',
    'Welsh hyphenated name',
    'boxes with the label to the left',
  ],
  documentType: 'insurance',
  customerName: 'Rhiannon Bevan-Thomas',
  otherCustomers: [],
  vehicleRegistration: 'CP22NZW',
  otherRegistrations: [],
  dealershipName: 'Brecon Beacons Motors Ltd',
  places: [
    { label: 'Customer signature', signer: 'customer', tag: 141, mark: 'box', dateTag: 142, dateMark: 'box' },
    { label: 'Salesperson signature', signer: 'dealer', tag: 143, mark: 'box' },
  ],
});
