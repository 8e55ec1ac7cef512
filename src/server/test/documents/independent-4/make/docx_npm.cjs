// Word documents made with the npm `docx` package (docx@9 installed in /tmp/gen4).
// Run: NODE_PATH=/tmp/gen4/node_modules node docx_npm.cjs ; then docx_truth.py writes the truth files.
const fs = require('node:fs');
const path = require('node:path');
const d = require('docx');

const FILES = path.join(__dirname, '..', 'files');
const BUILD = process.env.GEN4_BUILD || '/tmp/gen4/build';
fs.mkdirSync(BUILD, { recursive: true });
const {
  Document,
  Packer,
  Paragraph,
  TextRun,
  Table,
  TableRow,
  TableCell,
  WidthType,
  AlignmentType,
  PageBreak,
} = d;

const para = (text, opts = {}) =>
  new Paragraph({
    children: [new TextRun({ text, bold: opts.bold, size: opts.size || 19, italics: opts.italics })],
    spacing: { after: opts.after ?? 100 },
    alignment: opts.align,
  });
const heading = (text, size = 28) => para(text, { bold: true, size, after: 120 });
const cell = (text, opts = {}) =>
  new TableCell({
    children: (Array.isArray(text) ? text : [text]).map(
      (t) => new Paragraph({ children: [new TextRun({ text: t, bold: opts.bold, size: opts.size || 18 })] }),
    ),
    width: opts.width ? { size: opts.width, type: WidthType.PERCENTAGE } : undefined,
    shading: opts.fill ? { fill: opts.fill } : undefined,
    borders: opts.borders,
  });
const kvTable = (rows, w = [35, 65]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (r) =>
        new TableRow({
          children: r.map((c, i) =>
            cell(c, { bold: i % 2 === 0, fill: i % 2 === 0 ? 'EEEEEE' : undefined, width: w[i] }),
          ),
        }),
    ),
  });
// A signature table: a label row and a tall empty row to sign in.
const signTable = (labels, widths) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ children: labels.map((l, i) => cell(l, { bold: true, width: widths[i] })) }),
      new TableRow({
        height: { value: 900, rule: 'atLeast' },
        children: labels.map((_l, i) => cell('', { width: widths[i] })),
      }),
    ],
  });
const blank = () => para('', { after: 60 });

async function save(name, children, spec) {
  const doc = new Document({
    creator: 'DealerHub',
    title: spec.title,
    styles: { default: { document: { run: { font: 'Arial' } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 900, bottom: 900, left: 1000, right: 1000 },
          },
        },
        children,
      },
    ],
  });
  fs.writeFileSync(path.join(FILES, name), await Packer.toBuffer(doc));
  fs.writeFileSync(path.join(BUILD, `${name}.spec.json`), JSON.stringify({ file: name, ...spec }, null, 2));
  console.log(name);
}

async function vehicleOrder() {
  const FOS = 'Financial Ombudsman Service, Exchange Tower, London E14 9SR';
  const children = [
    heading('Hawthorn Kia Swindon', 32),
    para('Drakes Way, Swindon SN3 3HX  •  01793 000 554  •  sales@hawthornkia.example.co.uk', { size: 16 }),
    heading('NEW & USED VEHICLE ORDER', 26),
    kvTable([
      ['Order number', 'HK-ORD-20931'],
      ['Date', '02/12/2026'],
      ['Customer(s)', 'ZIELINSKI, Tomasz (Mr) and ZIELINSKA, Aisha (Mrs)'],
      ['Address', '45 Queens Drive, Swindon SN3 1AP'],
      ['Telephone / email', '07700 900552  •  t.zielinski@example.com'],
      ['Sales executive', 'Jordan Pike'],
    ]),
    blank(),
    para('Vehicle', { bold: true }),
    kvTable([
      ['Make and model', 'KIA NIRO 1.6 GDi Hybrid 3 DCT'],
      ['Registration', 'YG71 BXR'],
      ['Mileage', '24,880'],
      ['Colour', 'Snow White Pearl'],
      ['Cash price', '£21,250.00'],
    ]),
    blank(),
    para('Part exchange', { bold: true }),
    kvTable([
      ['Vehicle', 'SKODA FABIA 1.2 TSI SE, HN14 ODJ, 61,200 miles'],
      ['Allowance', '£4,300.00'],
      ['Outstanding finance', 'None declared'],
    ]),
    blank(),
    para('Payment', { bold: true }),
    kvTable([
      ['Cash price', '£21,250.00'],
      ['Less part exchange', '£4,300.00'],
      ['Less deposit (card, 02/12/2026)', '£500.00'],
      ['Balance', '£16,450.00 - by Hire Purchase, Kia Finance (subject to acceptance)'],
    ]),
    blank(),
    para(
      'We, the customers, agree to buy the vehicle above on the Terms of Business on page 2. We confirm the part-exchange vehicle is ours to sell and has no finance outstanding.',
      { bold: true },
    ),
    signTable(['Customer 1 signature', 'Customer 2 signature', 'Date'], [40, 40, 20]),
    blank(),
    signTable(['Accepted for Hawthorn Kia Swindon (Sales Manager)'], [60]),
    new Paragraph({ children: [new PageBreak()] }),
    heading('Terms of Business', 24),
    ...[
      '1. Deposit. The deposit is part payment of the price. If you cancel this order other than under your legal rights we may keep the deposit to cover our losses.',
      "2. Part exchange. The allowance is based on our inspection on the order date. If the vehicle's condition or mileage is different on delivery we may change the allowance, and you may then cancel.",
      '3. Finance. If your finance application is declined you may cancel and we will refund your deposit in full within 14 days.',
      '4. Delivery. Delivery dates are estimates. We will tell you of any delay as soon as possible.',
      '5. Your rights. Nothing in these terms affects your rights under the Consumer Rights Act 2015.',
      `6. Complaints. Please contact our Head of Business. For complaints about finance you may contact the ${FOS}.`,
    ].map((t) => para(t)),
  ];
  await save('docx-npm-vehicle-order-two-customers.docx', children, {
    title: 'Vehicle order',
    kinds: [
      'producer: npm docx',
      'kind: vehicle order',
      'two customers',
      'names SURNAME, First with titles',
      'table-cell signature places',
      'part-exchange decoy',
      'dealer acceptance signature',
      'multi-page',
    ],
    documentType: 'vehicle_order',
    customerName: 'Tomasz Zielinski',
    vehicleRegistration: 'YG71BXR',
    otherRegistrations: ['HN14ODJ'],
    dealershipName: 'Hawthorn Kia Swindon',
    places: [
      { find: 'Customer 1 signature', label: 'Customer 1 signature', signer: 'customer' },
      { find: 'Customer 2 signature', label: 'Customer 2 signature', signer: 'customer2' },
      {
        find: 'Accepted for Hawthorn Kia',
        label: 'Accepted for Hawthorn Kia Swindon (Sales Manager)',
        signer: 'dealer',
      },
    ],
  });
}

async function gapDeclined() {
  const u = '_'.repeat(38);
  const children = [
    heading('Cotswold Citroën Cheltenham', 30),
    para('Tewkesbury Road, Cheltenham GL51 9RL', { size: 16, after: 200 }),
    heading('GAP INSURANCE - CUSTOMER DECLINED STATEMENT', 24),
    para(
      'Guaranteed Asset Protection (GAP) insurance covers the difference between what your motor insurer pays if your vehicle is written off or stolen and the amount you paid for it (or still owe on finance). We are required to show that GAP was offered to you and that you chose not to buy it.',
    ),
    kvTable([
      ['Customer', 'Mr Fergus J. DOHERTY'],
      ['Address', '7 Hatherley Lane, Cheltenham GL51 6PN'],
      ['Vehicle', 'CITROËN C5 AIRCROSS 1.2 PureTech Shine Plus'],
      ['Registration', 'OU68 LDA'],
      ['Invoice price', '£14,990.00'],
      [
        'Finance',
        'Personal Contract Purchase - Stellantis Financial Services UK Ltd, Quadrangle House, Coventry CV1 2AP',
      ],
    ]),
    blank(),
    para('Please tick one:', { bold: true }),
    para('☑  I was offered GAP insurance and I do not wish to buy it at this time.'),
    para(
      '☐  I already have GAP insurance with another provider: ................................................',
    ),
    para(
      'I understand that if I decide later that I would like GAP insurance I may buy it within 30 days of taking delivery of the vehicle, although the price may be different. The information document for the product I declined (Marlowe Underwriting Ltd, 3 Lime Street, London EC3M 7HA) has been given to me.',
    ),
    blank(),
    para(`Customer signature   ${u}      Date   ${'_'.repeat(14)}`, { after: 300 }),
    para('Print name   FERGUS DOHERTY', { after: 300 }),
    para(`Business manager   ${u}      Name   Priya Sandhu`, { after: 300 }),
    para(
      'Complaints about insurance sold by us may be referred to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.',
      { size: 15, italics: true },
    ),
  ];
  await save('docx-npm-gap-declined-statement.docx', children, {
    title: 'GAP declined',
    kinds: [
      'producer: npm docx',
      'kind: GAP insurance declined statement',
      'underscores',
      'middle initial',
      'finance company and insurer addresses',
      'dealer signature',
    ],
    documentType: 'insurance',
    customerName: 'Fergus Doherty',
    vehicleRegistration: 'OU68LDA',
    otherRegistrations: [],
    dealershipName: 'Cotswold Citroën Cheltenham',
    places: [
      { find: 'Customer signature', label: 'Customer signature', signer: 'customer' },
      { find: 'Business manager', label: 'Business manager', signer: 'dealer' },
    ],
  });
}

async function saleAgreement() {
  const children = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: 'PRESTIGE & PERFORMANCE OF ALTRINCHAM', bold: true, size: 30 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 200 },
      children: [new TextRun({ text: 'Atlantic Street, Altrincham WA14 5DH  |  0161 000 8830', size: 16 })],
    }),
    heading('AGREEMENT FOR THE SALE OF A USED MOTOR VEHICLE', 24),
    para(
      'This agreement is made between Prestige & Performance of Altrincham Ltd ("the Seller") and the Buyer named below.',
    ),
    kvTable([
      ['Buyer', 'ADEBAYO, Folake (Ms)'],
      ["Buyer's address", 'Apartment 12, Lumiere Building, 2 City Road East, Manchester M15 4QN'],
      ['Vehicle', 'MERCEDES-BENZ C220d AMG Line Premium Saloon 9G-Tronic'],
      ['Registration mark', 'DY18 TRZ'],
      ['VIN', 'WDD2050042R397710'],
      ['Recorded mileage', '49,050 (believed correct)'],
      ['Price', '£19,450.00'],
      ['Deposit paid', '£1,000.00'],
      ['Balance payable before collection', '£18,450.00'],
    ]),
    blank(),
    para(
      'While the vehicle is prepared the Buyer has use of our courtesy car DX23 CRY (Mercedes A-Class) on the terms of our courtesy car agreement. The Buyer is responsible for any fines incurred during that time.',
      { italics: true },
    ),
    para(
      "1. The vehicle is sold with a 3 month / 3,000 mile mechanical warranty and a new MOT. 2. Ownership passes on payment in full. 3. The Buyer has inspected the vehicle and been offered a test drive. 4. Nothing in this agreement affects the Buyer's statutory rights.",
    ),
    new Paragraph({ children: [new PageBreak()] }),
    heading('Signatures', 24),
    para('Signed by the Buyer', { bold: true }),
    signTable(["Buyer's signature", 'Date'], [70, 30]),
    blank(),
    para('Signed for the Seller', { bold: true }),
    signTable(['Sales Director, for and on behalf of Prestige & Performance of Altrincham Ltd'], [70]),
    blank(),
    para("Witness to the Buyer's signature (optional)", { bold: true }),
    signTable(['Witness signature', 'Witness name'], [50, 50]),
  ];
  await save('docx-npm-used-vehicle-sale-agreement.docx', children, {
    title: 'Sale agreement',
    kinds: [
      'producer: npm docx',
      'kind: used vehicle sale agreement',
      'name SURNAME, First (Ms)',
      'courtesy car decoy',
      'table-cell signature places',
      'witness and dealer signatures',
      'signature page 2',
    ],
    documentType: 'purchase_agreement',
    customerName: 'Folake Adebayo',
    vehicleRegistration: 'DY18TRZ',
    otherRegistrations: ['DX23CRY'],
    dealershipName: 'Prestige & Performance of Altrincham',
    places: [
      { find: "Buyer's signature", label: "Buyer's signature", signer: 'customer' },
      {
        find: 'Sales Director, for and on behalf',
        label: 'Sales Director, for and on behalf of Prestige & Performance of Altrincham Ltd',
        signer: 'dealer',
      },
      { find: 'Witness signature', label: 'Witness signature', signer: null },
    ],
  });
}

(async () => {
  await vehicleOrder();
  await gapDeclined();
  await saleAgreement();
})();
