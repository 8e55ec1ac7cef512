// Writes the set's two officegen Word files (contract hire, service plan); each place to sign is a run of
// underscores in its own near-black tag colour (blue 3k/255), measured later on LibreOffice's rendition.
// Usage: node officegen-docs.cjs OUTPUT_DIR (officegen from the folder named by NODE_PATH).
const fs = require('node:fs');
const path = require('node:path');
const officegen = require('officegen');

const tag = (k) => `0000${(3 * k).toString(16).padStart(2, '0').toUpperCase()}`;
const base = { font_face: 'Calibri', font_size: 10 };

function write(doc, file) {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('close', resolve);
    doc.on('error', reject);
    doc.generate(out);
  });
}

function heading(doc, text, size) {
  doc.createP().addText(text, { ...base, bold: true, font_size: size });
}

function para(doc, text) {
  doc.createP().addText(text, base);
}

function table(doc, rows, widths) {
  const cell = (v, i) => ({
    val: v,
    opts: { b: i === 0, sz: 18, cellColWidth: widths[i], fontFamily: 'Calibri' },
  });
  doc.createTable(
    rows.map((r) => r.map(cell)),
    { tableColWidth: 4000, tableSize: 20, borders: true, borderSize: 4 },
  );
  para(doc, '');
}

function place(doc, label, sig, dateLabel, date) {
  para(doc, '');
  const p = doc.createP();
  p.addText(`${label} `, base);
  p.addText('_'.repeat(34), { ...base, color: tag(sig) });
  if (dateLabel) {
    p.addText(`    ${dateLabel} `, base);
    p.addText('_'.repeat(14), { ...base, color: tag(date) });
  }
}

async function contractHire(file) {
  const doc = officegen({ type: 'docx', pageMargins: { top: 1000, right: 1100, bottom: 1000, left: 1100 } });
  heading(doc, 'Arden Contract Hire Ltd', 16);
  para(
    doc,
    'Registered office: 9 Waterside Way, Stratford-upon-Avon CV37 6BA. Introduced by Sophie Lancaster Motors Ltd, Warwick.',
  );
  heading(doc, 'Personal Contract Hire Agreement regulated by the Consumer Credit Act 1974', 12);
  table(
    doc,
    [
      ['Hirer', 'Ms Renée Lefèvre-Whitlock'],
      ['Joint hirer', 'Mr Callum Whitlock'],
      ['Address', 'The Granary, Mill Lane, Barford CV35 8DA'],
      ['Vehicle', 'BMW i4 eDrive40 M Sport Gran Coupe'],
      ['Registration number', 'WU24 XPB'],
      ['Term', '48 months'],
      ['Contract mileage', '10,000 miles per year (40,000 in total)'],
      ['Initial rental', '£2,847.96 (6 x monthly rental) including VAT'],
      ['Monthly rental', '£474.66 including VAT, 47 payments'],
      ['Excess mileage charge', '11.4p per mile including VAT'],
    ],
    [2800, 6400],
  );
  para(
    doc,
    'Until the vehicle is delivered you may be given a replacement vehicle, registration WP73 HKE. Rentals begin on delivery of WU24 XPB.',
  );
  heading(doc, 'Key terms', 11);
  for (const t of [
    '1. The vehicle belongs to us throughout. You hire it and must return it at the end of the term.',
    '2. You must insure the vehicle fully comprehensively, note our interest, and keep it taxed and serviced.',
    '3. On return the vehicle will be inspected to the BVRLA Fair Wear and Tear Standard; you must pay for damage beyond it.',
    '4. You may end this agreement early by paying the early termination charge in Schedule 2.',
    '5. You have the right to withdraw within 14 days of the day after you sign this agreement.',
    '6. Hiring is not a credit agreement and you will never own the vehicle.',
  ]) {
    para(doc, t);
  }
  doc.putPageBreak();
  heading(doc, 'Signatures', 12);
  para(
    doc,
    'This is a Hire Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
  );
  place(doc, 'Signature of Hirer', 1, 'Date', 2);
  place(doc, 'Signature of Joint Hirer', 3, 'Date', 4);
  place(doc, 'Signed for the Owner, Arden Contract Hire Ltd', 5);
  await write(doc, file);
}

async function servicePlan(file) {
  const doc = officegen({ type: 'docx' });
  heading(doc, 'Hartley Hyundai - Fixed Price Service Plan', 15);
  para(
    doc,
    'Hartley Hyundai is the trading name of Hartley Motor Holdings Ltd, Ashton Road, Oldham OL8 1SJ.',
  );
  table(
    doc,
    [
      ['Customer name', 'PATEL, Anjali (Mrs)'],
      ['Telephone', '07700 900 733'],
      ['Vehicle', 'Hyundai Tucson 1.6 T-GDi Hybrid Premium'],
      ['Registration', 'YE67 TRN'],
      ['Plan', '3 services over 3 years (minor, major, minor)'],
      ['Monthly payment', '£21.50 by direct debit, 36 payments'],
      ['Start date', '01/02/2025'],
    ],
    [2800, 6400],
  );
  heading(doc, 'What the plan includes', 11);
  para(
    doc,
    "Each scheduled service to the manufacturer's schedule, carried out at Hartley Hyundai, including oil, filters, brake fluid and a multi-point check. Parts needed because of wear (tyres, brake pads, wiper blades) are charged separately.",
  );
  para(
    doc,
    'The plan belongs to the vehicle. If you sell it, the remaining services stay with the vehicle and may be transferred to the new keeper for a £25 fee. Prices are fixed for the life of the plan.',
  );
  para(
    doc,
    'If a direct debit is missed twice the plan will be cancelled, and services already taken will be charged at the retail price less payments made.',
  );
  heading(doc, 'Customer declaration', 11);
  para(
    doc,
    'I wish to join the service plan above and authorise Hartley Hyundai to collect monthly payments by direct debit.',
  );
  place(doc, 'Customer signature:', 1, 'Date:', 2);
  place(doc, 'Service manager:', 3);
  await write(doc, file);
}

const out = process.argv[2];
contractHire(path.join(out, '11-contract-hire.docx'))
  .then(() => servicePlan(path.join(out, '12-service-plan.docx')))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
