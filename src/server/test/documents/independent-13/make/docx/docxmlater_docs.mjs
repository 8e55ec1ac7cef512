// Documents 17 and 18: Word files built with docxmlater 10.1.0 (npm), its own object model and writer.
// Each place is a caption the truth names; docx_truths.py finds its page in LibreOffice's rendering.
// usage: node docxmlater_docs.mjs OUTDIR   (run with NODE_PATH pointing at a folder where docxmlater is installed)

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.env.GEN13_MODULES ?? '/tmp/gen13', 'node_modules', 'x.js'));
const { Document, Paragraph, Header, Footer } = require('docxmlater');
const OUT = process.argv[2];
const GEN = '/tmp/gen13';

const none = { style: 'none', size: 0, color: 'FFFFFF' };
const thin = { style: 'single', size: 4, color: '808080' };

function para(doc, text, o = {}) {
  const p = doc.createParagraph();
  if (text)
    p.addText(text, {
      font: o.font ?? 'Arial',
      size: o.size ?? 10,
      bold: o.bold,
      italic: o.italic,
      color: o.color,
    });
  p.setSpaceAfter(o.after ?? 100);
  p.setSpaceBefore(o.before ?? 0);
  if (o.align) p.setAlignment(o.align);
  if (o.pageBreak) p.setPageBreakBefore(true);
  return p;
}

function cellText(cell, text, o = {}) {
  const p = cell.createParagraph();
  p.addText(text, { font: 'Arial', size: o.size ?? 9.5, bold: o.bold, color: o.color });
  p.setSpaceAfter(40);
  p.setSpaceBefore(40);
  return p;
}

function detailsTable(doc, rows, widths = [2600, 6400]) {
  const t = doc.createTable(rows.length, 2);
  t.setAllBorders(thin);
  t.setColumnWidths(widths);
  rows.forEach(([k, v], i) => {
    cellText(t.getCell(i, 0), k, { bold: false });
    cellText(t.getCell(i, 1), v, { bold: true });
    t.getCell(i, 0).setShading({ fill: 'EFEFEF', pattern: 'clear' });
  });
  return t;
}

function signingTable(doc, rows) {
  // caption | signature (empty cell with a bottom rule) | date
  const t = doc.createTable(rows.length, 3);
  t.setAllBorders(none);
  t.setColumnWidths([2800, 4200, 2000]);
  rows.forEach(([caption, sub], i) => {
    const c0 = t.getCell(i, 0);
    cellText(c0, caption, { bold: true });
    if (sub) cellText(c0, sub, { size: 8 });
    cellText(t.getCell(i, 1), ' ');
    t.getCell(i, 1).setBorders({ bottom: { style: 'single', size: 6, color: '000000' } });
    cellText(t.getCell(i, 2), 'Date:');
    t.getCell(i, 2).setBorders({ bottom: { style: 'dotted', size: 6, color: '000000' } });
    t.getRow(i).setHeight(900, 'atLeast');
  });
  return t;
}

function headerFooter(doc, left, right, foot) {
  const h = Header.createDefault();
  const hp = h.createParagraph();
  hp.addText(left, { font: 'Arial', size: 8, bold: true });
  hp.addText(`   |   ${right}`, { font: 'Arial', size: 8 });
  doc.setHeader(h);
  const f = Footer.createDefault();
  f.createParagraph().addText(foot, { font: 'Arial', size: 7, color: '555555' });
  doc.setFooter(f);
}

function save(doc, head) {
  const out = path.join(OUT, head.file);
  return doc.toBuffer().then((buf) => {
    writeFileSync(out, buf);
    writeFileSync(
      path.join(GEN, 'meta', `${head.file.replace(/\.docx$/, '')}.json`),
      JSON.stringify({ ...head, source: out }, null, 1),
    );
  });
}

// ---------------------------------------------------------------- 17 tyre and alloy insurance taken
async function doc17() {
  const dealer = 'Kennet Valley Motors';
  const doc = Document.create();
  doc.setMargins({ top: 1100, bottom: 1000, left: 1134, right: 1134, header: 500, footer: 500 });
  headerFooter(
    doc,
    dealer.toUpperCase(),
    'London Road, Newbury RG14 2BP',
    `Roadshield Tyre and Alloy cover is underwritten by Brindley Assurance plc. ${dealer} Ltd is an appointed representative.`,
  );
  para(doc, 'Tyre and Alloy Wheel Insurance', { size: 16, bold: true, after: 60 });
  para(doc, 'Application and policy schedule — cover taken', { size: 10, italic: true, after: 200 });
  detailsTable(doc, [
    ['Policyholder', 'Ms Aaliyah OKORO'],
    ['Address', '12 Kingsbridge Road, Newbury RG14 6DX'],
    ['Vehicle', 'Volkswagen T-Roc 1.5 TSI R-Line'],
    ['Registration', 'WU72 TKF'],
    ['Loan car while yours was prepared', 'WP19 LNC (returned)'],
    ['Policy number', 'RS-TA-2025-33017'],
    ['Cover', '36 months, tyres and alloy wheels, up to £4,000 in total'],
    ['Premium', '£329.00 including IPT, paid in full'],
  ]);
  para(doc, '', { after: 120 });
  para(doc, 'What is covered', { bold: true, size: 11, after: 60 });
  for (const t of [
    'Repair, or replacement if repair is not possible, of a tyre damaged by a puncture, a pothole or debris on the road, up to 2 tyres a year.',
    'Cosmetic repair of alloy wheels scuffed or kerbed, up to 3 wheels a year.',
    'Not covered: wear and tear, tyres below the legal tread depth, damage from a collision claimed on your motor insurance, or damage caused deliberately.',
  ]) {
    const p = para(doc, `• ${t}`, { size: 9.5, after: 60 });
    p.setLeftIndent(300);
    p.setHangingIndent(200);
  }
  para(
    doc,
    'Your demands and needs: you want to avoid the cost of replacing tyres or refurbishing wheels damaged on the road. This policy meets those needs. You have 30 days to cancel for a full refund if you have not claimed.',
    { size: 9.5, before: 120, after: 200 },
  );
  para(doc, 'Declaration', { bold: true, size: 11, after: 60 });
  para(
    doc,
    'I want to buy this insurance. I confirm that the information above is correct and that I have received the policy summary and the insurance product information document.',
    { size: 9.5, after: 200 },
  );
  signingTable(doc, [
    ['Policyholder', null],
    ['Sales executive', `Tom Whitcombe, for ${dealer}`],
  ]);
  await save(doc, {
    file: '17-tyre-alloy-insurance.docx',
    kinds: [
      'producer: docxmlater 10.1.0 (npm)',
      'kind: tyre and alloy insurance taken',
      "running header repeating the dealer's name",
      '"Ms Aaliyah OKORO" surname in capitals',
      'loan car plate in the details table',
      'places in a borderless table: caption, ruled cell, dotted date cell',
      "sales executive's place",
    ],
    documentType: 'insurance',
    customerName: 'Aaliyah Okoro',
    vehicleRegistration: 'WU72TKF',
    otherRegistrations: ['WP19LNC'],
    dealershipName: dealer,
    places: [
      { label: 'Policyholder', find: 'Policyholder Date', signer: 'customer' },
      { label: 'Sales executive', find: 'Sales executive', signer: 'dealer' },
    ],
  });
}

// ---------------------------------------------------------------- 18 joint hire purchase, 2 pages
async function doc18() {
  const dealer = 'Cairngorm Motor Company';
  const doc = Document.create();
  doc.setMargins({ top: 1000, bottom: 1000, left: 1000, right: 1000, header: 450, footer: 450 });
  headerFooter(
    doc,
    'CALEDONIAN AUTO FINANCE',
    'Hire Purchase Agreement CAF/HP/118830',
    'Caledonian Auto Finance Ltd, 40 Melville Street, Edinburgh EH3 7HA. Authorised and regulated by the Financial Conduct Authority.',
  );
  para(doc, 'Hire Purchase Agreement regulated by the Consumer Credit Act 1974', {
    size: 14,
    bold: true,
    after: 160,
  });
  para(doc, 'Hirers', { bold: true, size: 11, after: 60 });
  detailsTable(doc, [
    ['Hirer 1', 'FRASER, Mr Hamish'],
    ['Hirer 2', 'FRASER, Mrs Morven'],
    ['Address', 'Birchfield, 9 Grampian Road, Aviemore PH22 1RH'],
  ]);
  para(doc, '', { after: 80 });
  para(doc, 'Goods and supplier', { bold: true, size: 11, after: 60 });
  detailsTable(doc, [
    ['Vehicle', 'Subaru Outback 2.5i Touring Lineartronic'],
    ['Registration', 'SK70 HBF'],
    ['Supplier', `${dealer}, Dalfaber Industrial Estate, Aviemore PH22 1ST`],
    ['Part exchange', 'Subaru Forester 2.0 XC, SJ14 MKV, allowance £3,950.00'],
  ]);
  para(doc, '', { after: 80 });
  para(doc, 'Financial details', { bold: true, size: 11, after: 60 });
  detailsTable(doc, [
    ['Cash price', '£21,995.00'],
    ['Total deposit', '£4,950.00'],
    ['Amount of credit', '£17,045.00'],
    ['Total charge for credit', '£3,988.52'],
    ['Total amount payable', '£25,983.52'],
    ['Payments', '1 of £467.18 (incl. £10 purchase fee), 47 of £457.18'],
    ['APR', '10.9%'],
  ]);
  para(doc, '', { after: 80 });
  for (const t of [
    'Ownership. The goods remain the property of the creditor until you have paid all amounts due. You must keep the goods insured and in good repair and must not sell them.',
    'Joint liability. Where there are two hirers, each is responsible for the whole of the amount payable.',
    'Termination. You may end this agreement at any time by writing to us. If you have paid half the total amount payable and taken reasonable care of the goods, you will have nothing more to pay.',
    'Withdrawal. You may withdraw from the credit within 14 days of the day after this agreement is made.',
  ])
    para(doc, t, { size: 9, after: 80 });
  para(doc, 'Signatures', { size: 12, bold: true, pageBreak: true, after: 100 });
  para(
    doc,
    'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. Each hirer must sign.',
    { size: 9.5, after: 200 },
  );
  signingTable(doc, [
    ['Hirer 1', 'Hamish Fraser'],
    ['Hirer 2', 'Morven Fraser'],
    ['Witness', 'Name and address of witness overleaf'],
  ]);
  para(doc, '', { after: 200 });
  para(doc, 'Acceptance by the creditor', { bold: true, size: 11, after: 60 });
  para(doc, 'The agreement is made when signed by the creditor. A copy will be sent to you.', {
    size: 9.5,
    after: 100,
  });
  signingTable(doc, [['Signed for Caledonian Auto Finance Ltd', 'Authorised signatory']]);
  await save(doc, {
    file: '18-joint-hire-purchase.docx',
    kinds: [
      'producer: docxmlater 10.1.0 (npm)',
      'kind: hire purchase agreement, joint hirers, 2 pages',
      'signatures on the last page',
      '"Hirer 2" is customer2',
      '"FRASER, Mr Hamish" surname first in capitals',
      'part-exchange plate in the goods table',
      "lender's name in the running header",
      "witness's and creditor's places nobody's",
    ],
    documentType: 'finance_agreement',
    customerName: 'Hamish Fraser',
    otherCustomers: ['Morven Fraser'],
    vehicleRegistration: 'SK70HBF',
    otherRegistrations: ['SJ14MKV'],
    dealershipName: dealer,
    places: [
      { label: 'Hirer 1', find: 'Hamish Fraser', signer: 'customer' },
      { label: 'Hirer 2', find: 'Morven Fraser', signer: 'customer2' },
      { label: 'Witness', find: 'Name and address of witness', signer: null },
      { label: 'Signed for Caledonian Auto Finance Ltd', find: 'Signed for Caledonian Auto', signer: null },
    ],
  });
}

await doc17();
await doc18();
