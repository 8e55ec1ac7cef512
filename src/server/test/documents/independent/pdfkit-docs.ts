// Documents drawn with pdfkit, as small dealer management systems make them: some with the customer's
// details only in AcroForm fields, some with underscores typed as signature lines, boxes and tables.
import { makeMorePdfkitDocs } from './pdfkit-more.ts';
import { build, LEFT, P, rows, terms } from './pdfkit-sheet.ts';
import type { Made } from './truth.ts';
import { FCA, FOS, HP_TERMS, SALE_TERMS } from './wording.ts';

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
  ...(await makeMorePdfkitDocs()),
];
