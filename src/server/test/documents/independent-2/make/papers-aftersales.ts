// Handover, insurance, warranty and protection products: the paperwork around a sale.
import { CWM, head, KINGSMEAD, MARLOW, PENNINE, SEVERNSIDE, THISTLE } from './dealers.ts';
import type { Paper } from './spec.ts';

export const AFTERSALES: Paper[] = [
  {
    file: 'reportlab-handover-form-fields-PGM-D-5561.pdf',
    producer: 'reportlab',
    kind: 'delivery note',
    kinds: [
      'values typed into form fields',
      'name: double-barrelled',
      'signature: handover executive is the dealer',
    ],
    documentType: 'delivery_receipt',
    customerName: 'Oliver Grant-Whitaker',
    vehicleRegistration: 'WP70ZRA',
    otherRegistrations: [],
    dealershipName: PENNINE.name,
    formFields: true,
    blocks: [
      head(PENNINE),
      { t: 'title', text: 'Vehicle Handover Checklist', sub: 'Delivery note D-5561' },
      {
        t: 'kv',
        rows: [
          ['Customer name', 'Oliver Grant-Whitaker'],
          ['Registration', 'WP70 ZRA'],
          ['Make and model', 'Ford Puma 1.0 EcoBoost ST-Line'],
          ['Handover date', '05/03/2025'],
        ],
      },
      {
        t: 'table',
        head: ['Checked with the customer', 'Done'],
        rows: [
          ['Two keys handed over', 'Yes'],
          ['V5C application sent to DVLA', 'Yes'],
          ['Service book and handbook', 'Yes'],
          ['Fuel level at handover', '1/4'],
          ['Demonstration of infotainment and pairing', 'Yes'],
        ],
      },
      {
        t: 'p',
        text: 'I confirm that I have received the vehicle described above in good condition, with the items listed.',
      },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'rule', whose: 'customer', date: 'Date' }] },
      {
        t: 'sig',
        items: [{ label: 'Handover completed by (for the dealer)', style: 'rule', whose: 'dealer' }],
      },
    ],
  },
  {
    file: 'reportlab-gap-insurance-proposal-SCC-G-419.pdf',
    producer: 'reportlab',
    kind: 'GAP insurance',
    kinds: ['name: with an accent', 'signature: the insurer’s administrator is nobody of ours'],
    documentType: 'insurance',
    customerName: 'Siobhán Kelly',
    vehicleRegistration: 'KN68YHP',
    otherRegistrations: [],
    dealershipName: SEVERNSIDE.name,
    blocks: [
      head(SEVERNSIDE),
      {
        t: 'title',
        text: 'Guaranteed Asset Protection Insurance',
        sub: 'Return to invoice cover · proposal and policy schedule G-419',
      },
      {
        t: 'kv',
        rows: [
          ['Policyholder', 'Ms Siobhán Kelly'],
          ['Address', '7 Redland Grove, Bristol BS6 6PR'],
          ['Insured vehicle', 'Citroen C4 Cactus 1.2 PureTech Flair'],
          ['Vehicle registration', 'KN68 YHP'],
          ['Invoice price', '£9,450.00'],
        ],
      },
      {
        t: 'table',
        head: ['Cover', 'Term', 'Premium (incl. IPT)'],
        rows: [['Return to invoice, maximum claim £25,000', '36 months', '£329.00']],
      },
      {
        t: 'p',
        text: 'Insurer: Meridian General Insurance Ltd. This policy is administered by Autocover Administration Services. You have 30 days to cancel and receive a full refund if no claim has been made. GAP insurance is optional and you may buy it elsewhere.',
        small: true,
      },
      {
        t: 'sig',
        items: [{ label: 'Signature of policyholder', style: 'rule', whose: 'customer', date: 'Date' }],
      },
      { t: 'sig', items: [{ label: 'Signed on behalf of the administrator', style: 'rule', whose: null }] },
    ],
  },
  {
    file: 'cairo-warranty-registration-KVS-W-3310.pdf',
    producer: 'cairo',
    kind: 'warranty',
    kinds: ['name: hyphenated Arabic surname', 'signature: labels under the rules, side by side'],
    documentType: 'warranty',
    customerName: 'Mohammed Al-Rashid',
    vehicleRegistration: 'FG17WMU',
    otherRegistrations: [],
    dealershipName: KINGSMEAD.name,
    blocks: [
      head(KINGSMEAD),
      {
        t: 'title',
        text: 'Used Vehicle Warranty — Registration Form',
        sub: 'Warranty number WTY-204418 · 12 months mechanical and electrical',
      },
      {
        t: 'kv',
        rows: [
          ['Warranty holder', 'Mohammed Al-Rashid'],
          ['Address', '22 Dereham Road, Norwich NR2 4HY'],
          ['Vehicle', 'Skoda Fabia 1.0 TSI SE'],
          ['Registration', 'FG17 WMU'],
          ['Mileage at start', '54,120'],
        ],
      },
      {
        t: 'table',
        head: ['Claim limit', 'Excess', 'Labour rate'],
        rows: [['£1,000 per claim', '£50', '£60 per hour']],
      },
      {
        t: 'p',
        text: 'The vehicle must be serviced in line with the manufacturer’s schedule. Wear and tear, consumables and pre-existing faults are not covered. Claims must be authorised before work begins.',
        small: true,
      },
      {
        t: 'sig',
        items: [
          { label: 'Warranty holder', style: 'under', whose: 'customer' },
          { label: 'Dealer signature and stamp', style: 'under', whose: 'dealer' },
        ],
      },
    ],
  },
  {
    file: 'rsvg-delivery-receipt-surname-first-KVS-D-7730.pdf',
    producer: 'rsvg',
    kind: 'delivery note',
    kinds: ['name: surname first with a title', 'registration: key tag shaped like a plate'],
    documentType: 'delivery_receipt',
    customerName: 'Grace Holloway',
    vehicleRegistration: 'GX72BNO',
    otherRegistrations: [],
    dealershipName: KINGSMEAD.name,
    blocks: [
      head(KINGSMEAD),
      { t: 'title', text: 'Vehicle Delivery Receipt', sub: 'Receipt D-7730' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'HOLLOWAY, Ms Grace'],
          ['Vehicle', 'MG ZS EV Trophy Long Range'],
          ['Registration', 'GX72 BNO'],
          ['Key tag', 'KT12 AGB'],
          ['Delivered', '04/03/2025, 14:30'],
        ],
      },
      {
        t: 'p',
        text: 'I acknowledge delivery of the vehicle above together with two keys, the charging cable and the owner’s manual. I have inspected the bodywork and interior and found them free of damage except as noted below.',
      },
      { t: 'table', head: ['Damage noted at delivery', 'Location'], rows: [['None', '—']] },
      {
        t: 'sig',
        items: [{ label: 'Received by (customer)', style: 'rule', whose: 'customer', date: 'Date' }],
      },
      { t: 'sig', items: [{ label: 'Delivered by', style: 'rule', whose: 'dealer' }] },
    ],
  },
  {
    file: 'rsvg-paint-protection-guarantee-MFM-PP-512.pdf',
    producer: 'rsvg',
    kind: 'paint protection guarantee',
    kinds: [
      'name: Polish with diacritics',
      'registration: product code shaped like a plate',
      'signature: a box',
    ],
    documentType: 'warranty',
    customerName: 'Tomasz Wiśniewski',
    vehicleRegistration: 'EY20LDC',
    otherRegistrations: [],
    dealershipName: MARLOW.name,
    blocks: [
      head(MARLOW),
      { t: 'title', text: 'Paint & Interior Protection Guarantee', sub: 'Certificate PP-512' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'Tomasz Wiśniewski'],
          ['Vehicle', 'Tesla Model 3 Long Range AWD'],
          ['Registration', 'EY20 LDC'],
          ['Product applied', 'ShieldCoat SC19 PRO ceramic'],
          ['Application date', '28/02/2025'],
        ],
      },
      {
        t: 'table',
        head: ['Covered', 'Term'],
        rows: [
          ['Bird lime, tree sap and chemical etching', '5 years'],
          ['Interior stains and fabric damage', '5 years'],
          ['Alloy wheel coating', '3 years'],
        ],
      },
      {
        t: 'p',
        text: 'The guarantee requires an annual inspection by the dealer. It does not cover stone chips, scratches or damage caused by accident or neglect.',
      },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'box', whose: 'customer' }] },
    ],
  },
  {
    file: 'latex-service-plan-direct-debit-SCC-SP-260.pdf',
    producer: 'pdflatex',
    kind: 'service plan',
    kinds: ['type: service contract', 'name: plain'],
    documentType: 'service_contract',
    customerName: 'Anjali Mistry',
    vehicleRegistration: 'BF67OPL',
    otherRegistrations: [],
    dealershipName: SEVERNSIDE.name,
    blocks: [
      head(SEVERNSIDE),
      { t: 'title', text: 'Service Plan Agreement', sub: 'Plan SP-260 -- three services over 36 months' },
      {
        t: 'kv',
        rows: [
          ['Plan holder', 'Anjali Mistry'],
          ['Address', '60 Whiteladies Road, Bristol BS8 2QA'],
          ['Vehicle', 'Toyota Yaris 1.5 Hybrid Icon'],
          ['Registration', 'BF67 OPL'],
        ],
      },
      {
        t: 'table',
        head: ['Service', 'Due', 'Included'],
        rows: [
          ['Interim service', '12 months / 10,000 miles', 'Yes'],
          ['Full service', '24 months / 20,000 miles', 'Yes'],
          ['Interim service', '36 months / 30,000 miles', 'Yes'],
        ],
      },
      {
        t: 'kv',
        rows: [
          ['Monthly direct debit', '£21.50'],
          ['First collection', '01/04/2025'],
        ],
      },
      {
        t: 'p',
        text: 'The plan may be cancelled at any time. Payments made for services not yet taken are refunded less an administration fee of £25.',
        small: true,
      },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'rule', whose: 'customer', date: 'Date' }] },
    ],
  },
  {
    file: 'weasyprint-declined-products-statement-KVS-DP-90.pdf',
    producer: 'weasyprint',
    kind: 'declined products statement',
    kinds: ['type: insurance waiver', 'name: long surname'],
    documentType: 'insurance_waiver',
    customerName: 'Ravi Chandrasekar',
    vehicleRegistration: 'YK21MNF',
    otherRegistrations: [],
    dealershipName: KINGSMEAD.name,
    blocks: [
      head(KINGSMEAD),
      { t: 'title', text: 'Statement of Products Offered and Declined', sub: 'Reference DP-90' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'Mr Ravi Chandrasekar'],
          ['Vehicle', 'Hyundai Tucson 1.6 T-GDi SE Connect'],
          ['Registration', 'YK21 MNF'],
        ],
      },
      {
        t: 'table',
        head: ['Product', 'Offered', 'Customer decision'],
        rows: [
          ['Guaranteed Asset Protection (GAP)', 'Yes', 'Declined'],
          ['Tyre and alloy insurance', 'Yes', 'Declined'],
          ['Cosmetic repair cover', 'Yes', 'Declined'],
          ['Extended warranty', 'Yes', 'Declined'],
        ],
      },
      {
        t: 'p',
        text: 'I confirm the products above were explained to me, that I understood what they cover and that I have chosen not to buy them. I understand that in the event of a total loss my motor insurer may pay less than I owe on finance.',
      },
      { t: 'sig', items: [{ label: 'Customer signature', style: 'rule', whose: 'customer', date: 'Date' }] },
    ],
  },
  {
    file: 'wkhtmltopdf-tyre-alloy-insurance-CVC-TA-118.pdf',
    producer: 'wkhtmltopdf',
    kind: 'tyre and alloy insurance',
    kinds: ['type: insurance', 'name: Mrs and a middle initial'],
    documentType: 'insurance',
    customerName: 'Samantha Pryce',
    vehicleRegistration: 'HN69VKC',
    otherRegistrations: [],
    dealershipName: CWM.name,
    blocks: [
      head(CWM),
      { t: 'title', text: 'Tyre and Alloy Insurance', sub: 'Statement of demands and needs · policy TA-118' },
      {
        t: 'kv',
        rows: [
          ['Insured', 'Mrs Samantha J. Pryce'],
          ['Address', '12 Berw Road, Pontypridd CF37 2AA'],
          ['Vehicle', 'Seat Arona 1.0 TSI FR'],
          ['Registration', 'HN69 VKC'],
          ['Term', '24 months'],
        ],
      },
      {
        t: 'table',
        head: ['Benefit', 'Limit'],
        rows: [
          ['Tyre replacement after accidental damage', '£250 per tyre'],
          ['Alloy wheel cosmetic repair', '£150 per claim'],
          ['Claims per year', '4'],
        ],
      },
      {
        t: 'p',
        text: 'This insurance meets the demands and needs of a customer who wishes to protect against the cost of accidental damage to tyres and alloy wheels. Premium £189.00 including insurance premium tax.',
      },
      {
        t: 'sig',
        items: [{ label: 'Signature of the insured', style: 'rule', whose: 'customer', date: 'Date' }],
      },
    ],
  },
  {
    file: 'calc-delivery-checklist-TBA-D-415.pdf',
    producer: 'calc',
    kind: 'delivery note',
    kinds: [
      'made in a spreadsheet',
      'name: surname first in capitals',
      'signature: customer and dealer side by side',
    ],
    documentType: 'delivery_receipt',
    customerName: 'Anna Wojcik',
    vehicleRegistration: 'FN20JXT',
    otherRegistrations: [],
    dealershipName: THISTLE.name,
    blocks: [
      head(THISTLE),
      { t: 'title', text: 'Delivery Checklist D-415' },
      {
        t: 'kv',
        rows: [
          ['Customer', 'WOJCIK, Anna'],
          ['Vehicle', 'Vauxhall Mokka 1.2 SRi'],
          ['Registration', 'FN20 JXT'],
          ['Delivery date', '06/03/2025'],
        ],
      },
      {
        t: 'table',
        head: ['Item', 'Checked'],
        rows: [
          ['Keys (2)', 'Yes'],
          ['Locking wheel nut', 'Yes'],
          ['Spare wheel or repair kit', 'Yes'],
          ['MOT certificate', 'Yes'],
        ],
      },
      { t: 'p', text: 'The customer accepts delivery of the vehicle in the condition inspected.' },
      {
        t: 'sig',
        items: [
          { label: 'Customer', style: 'rule', whose: 'customer' },
          { label: 'Handed over by', style: 'rule', whose: 'dealer' },
        ],
      },
    ],
  },
  {
    file: 'calc-extended-warranty-application-PGM-EW-77.pdf',
    producer: 'calc',
    kind: 'warranty',
    kinds: ['made in a spreadsheet', 'signature: a box with a date box'],
    documentType: 'warranty',
    customerName: 'Harriet Penrose',
    vehicleRegistration: 'MJ72TEO',
    otherRegistrations: [],
    dealershipName: PENNINE.name,
    blocks: [
      head(PENNINE),
      { t: 'title', text: 'Extended Warranty Application', sub: 'Application EW-77' },
      {
        t: 'kv',
        rows: [
          ['Applicant', 'Harriet Penrose'],
          ['Address', '5 Greenhead Road, Huddersfield HD1 4EN'],
          ['Vehicle', 'Peugeot 308 1.2 PureTech GT'],
          ['Registration', 'MJ72 TEO'],
          ['Cover', '24 months, claim limit £2,500'],
        ],
      },
      {
        t: 'table',
        head: ['Payment', 'Amount'],
        rows: [
          ['Single premium', '£549.00'],
          ['Paid by', 'Card'],
        ],
      },
      {
        t: 'p',
        text: 'I apply for the warranty above and confirm the vehicle has no known faults. I understand cover begins when the manufacturer warranty ends.',
      },
      { t: 'sig', items: [{ label: 'Applicant signature', style: 'box', whose: 'customer', date: 'Date' }] },
    ],
  },
];
