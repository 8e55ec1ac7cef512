// Fills the three Word templates of build_templates.py with carbone 3.8.2 (npm), writing .docx (no conversion,
// so LibreOffice is not involved). Each place's caption is noted here (label and whose it is) and goes with the
// document's head to /tmp/gen12/meta/NAME.json; its page is found in LibreOffice's rendering (docx_pages.py).
// Run from a folder where carbone is installed: node fill.mjs TEMPLATES OUT
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(`${process.cwd()}/`);
const carbone = require('carbone');
const [tpl = '/tmp/gen12/tpl', out = '/tmp/gen12/out'] = process.argv.slice(2);

const docs = [
  {
    name: '15-privacy-consent.docx',
    data: {
      dealer: {
        name: 'THAMESMEAD AUTOS',
        address: 'Harrow Manorway, London SE2 9RH  |  020 8310 4470  |  FCA FRN 702118',
      },
      ref: 'TA/CS/11854',
      a1: {
        name: 'Mrs Abimbola OGUNLEYE',
        address: '27 Yarnton Way, Erith DA18 4DW',
        email: 'abimbola.o@example.com',
      },
      a2: {
        name: 'Mr Babatunde OGUNLEYE',
        address: '27 Yarnton Way, Erith DA18 4DW',
        email: 'tunde.ogunleye@example.com',
      },
      vehicle: 'Toyota C-HR 1.8 Hybrid Design, registration LR70 UBG',
      px: 'Honda Jazz 1.4 i-VTEC, LV13 OZY (to be valued on the day)',
      paras: [
        {
          text: 'Who we are. Thamesmead Autos Ltd is the controller of the personal information you give us for this application. We act as a credit broker and will share your information with the lenders on our panel (Albion Motor Finance, Quayside Credit and Riverbank Auto Loans) so that they can decide whether to lend to you.',
        },
        {
          text: 'Credit searches. The lender will search the files of credit reference agencies (Experian, Equifax and TransUnion), which will record the search. Because this is a joint application, a financial association will be created between your records, which other lenders will see until one of you asks for it to be removed. You must not apply jointly unless you have the other applicant\u2019s agreement.',
        },
        {
          text: 'Marketing. Tick if you would like to hear from us about offers:   [  ] email   [  ] phone   [  ] post',
        },
        {
          text: 'Your rights. You may ask for a copy of your information, ask us to correct it, or complain to the Information Commissioner\u2019s Office. Our full privacy notice is at thamesmeadautos.example/privacy.',
        },
      ],
      signers: [{ caption: 'First applicant signature' }, { caption: 'Second applicant signature' }],
    },
    places: [
      { label: 'First applicant signature', signer: 'customer' },
      { label: 'Second applicant signature', signer: 'customer2' },
    ],
    head: {
      kinds: [
        'producer: carbone 3.8.2 (npm)',
        'kind: privacy notice and credit-search consent, joint applicants',
        'names with titles and capitals in a two-column table',
        '"Second applicant signature" is customer2',
        'captions inside the signing cells made by the row loop, date cells beside',
        'part-exchange plate',
        'lenders named in the body',
        'no dealer place',
      ],
      documentType: 'other',
      customerName: 'Abimbola Ogunleye',
      otherCustomers: ['Babatunde Ogunleye'],
      vehicleRegistration: 'LR70UBG',
      otherRegistrations: ['LV13OZY'],
      dealershipName: 'Thamesmead Autos',
    },
  },
  {
    name: '16-sales-invoice.docx',
    data: {
      dealer: {
        name: 'Cambridge Road Cars Ltd',
        address: '188 Cambridge Road, Hitchin SG4 0JT  \u00b7  VAT reg. GB 291 4471 06',
      },
      invoice: 'CRC-INV-50392',
      invoiceTo: 'Dr P. VENKATESAN, 6 Bearton Green, Hitchin SG5 1UN',
      contact: 'Priya Venkatesan, 07723 118 560',
      date: '02/08/2024',
      salesperson: 'Marcus Oyelowo',
      lines: [
        {
          desc: 'Tesla Model 3 Long Range AWD, Pearl White, registration EY23 KRM, 18,402 miles',
          net: '\u00a326,241.67',
          vat: '\u00a35,248.33',
          gross: '\u00a329,490.00',
        },
        {
          desc: 'Paint and interior protection',
          net: '\u00a3207.50',
          vat: '\u00a341.50',
          gross: '\u00a3249.00',
        },
        {
          desc: 'Type 2 charging cable (3-phase)',
          net: '\u00a3124.17',
          vat: '\u00a324.83',
          gross: '\u00a3149.00',
        },
      ],
      total: { net: '\u00a326,573.34', vat: '\u00a35,314.66', gross: '\u00a331,888.00' },
      less: [
        { what: 'Part exchange: BMW 320d M Sport, AJ14 DNF (allowance)', amount: '\u00a36,750.00' },
        { what: 'Deposit paid 27/07/2024', amount: '\u00a3500.00' },
        { what: 'Balance paid by bank transfer on collection', amount: '\u00a324,638.00' },
      ],
      terms:
        'Goods remain the property of Cambridge Road Cars Ltd until paid for in full. The vehicle is sold with a 12 month Cambridge Road Cars warranty (see separate certificate). Your statutory rights are not affected.',
    },
    places: [
      { label: 'Customer signature', signer: 'customer' },
      { label: 'Salesperson', signer: 'dealer' },
    ],
    head: {
      kinds: [
        'producer: carbone 3.8.2 (npm)',
        'kind: used car sales invoice',
        '"Dr P. VENKATESAN" with the full name as the delivery contact',
        'salesperson named in the header',
        'plate inside a description cell from the row loop',
        'part-exchange plate in the deductions table',
        'underscores after the captions, date on the same line',
        "salesperson's place",
      ],
      documentType: 'sales_agreement',
      customerName: 'Priya Venkatesan',
      vehicleRegistration: 'EY23KRM',
      otherRegistrations: ['AJ14DNF'],
      dealershipName: 'Cambridge Road Cars Ltd',
    },
  },
  {
    name: '17-gap-declined.docx',
    data: {
      dealer: { name: 'Kilburn Lane Motors', address: 'Kilburn Lane, London W10 4AH  \u00b7  020 8969 3120' },
      customer: 'Mr Tadhg \u00d3 MURCH\u00da',
      address: 'Flat 9, 140 Harrow Road, London W2 6NE',
      vehicle: 'Volkswagen ID.3 Pro S, registration BD72 OWN',
      finance: 'Hire purchase with Westway Motor Credit, 48 months',
      explain:
        'Guaranteed Asset Protection (GAP) insurance was explained to you. If your vehicle is written off or stolen and not recovered, your motor insurer will usually pay only its market value at the time, which may be less than the amount you owe under your finance agreement or what you paid for the vehicle. GAP insurance covers that difference.',
      products: [
        { name: 'Return to Invoice GAP', term: '36 months', premium: '\u00a3329.00', decision: 'Declined' },
        { name: 'Finance GAP', term: '48 months', premium: '\u00a3249.00', decision: 'Declined' },
        { name: 'Vehicle Replacement GAP', term: '36 months', premium: '\u00a3399.00', decision: 'Declined' },
      ],
      later:
        'You have been told that GAP insurance is available from other providers and that you may buy it from us later, but not after 30 days from the date of purchase.',
      declaration:
        'I confirm that GAP insurance was offered to me, that I received the policy summary, and that I have chosen not to buy it. I understand that I will not be covered for any shortfall described above.',
      manager: 'Ewa Kowalczyk',
    },
    places: [
      { label: 'Customer', signer: 'customer' },
      { label: 'Business manager', signer: 'dealer' },
    ],
    head: {
      kinds: [
        'producer: carbone 3.8.2 (npm)',
        'kind: GAP insurance offered and declined, 2 pages',
        '"Mr Tadhg \u00d3 MURCH\u00da" with accents, surname in capitals',
        'plate that spells a word (BD72 OWN)',
        'declaration and places on the second page',
        'underscores on the line after the captions',
        "business manager's place",
      ],
      documentType: 'insurance_waiver',
      customerName: 'Tadhg \u00d3 Murch\u00fa',
      vehicleRegistration: 'BD72OWN',
      otherRegistrations: [],
      dealershipName: 'Kilburn Lane Motors',
    },
  },
];

for (const d of docs) {
  const bytes = await new Promise((resolve, reject) =>
    carbone.render(`${tpl}/${d.name}`, d.data, {}, (err, result) => (err ? reject(err) : resolve(result))),
  );
  writeFileSync(`${out}/${d.name}`, bytes);
  writeFileSync(
    `/tmp/gen12/meta/${d.name}.json`,
    JSON.stringify({ file: d.name, format: 'docx', ...d.head, places: d.places }, null, 1),
  );
  console.log('wrote', d.name);
}
process.exit(0);
