// Dealer-system paperwork printed by Chromium: order forms, an invoice, a delivery note, a warranty, a
// part-exchange agreement and a service plan.
import {
  details,
  type HtmlDoc,
  header,
  signBox,
  signLine,
  signTable,
  signUnder,
  terms,
} from './print-html.ts';
import { SALE_TERMS, WARRANTY_TERMS } from './wording.ts';

const P = 'producer: chromium print of HTML';

const lines = (rows: [string, string][]) =>
  `<table class="grid"><tr><th>Description</th><th style="text-align:right">Amount</th></tr>${rows.map(([d, a]) => `<tr><td>${d}</td><td style="text-align:right">${a}</td></tr>`).join('')}</table>`;

export const SALES_HTML: HtmlDoc[] = [
  {
    facts: {
      file: 'order-form-px-chromium-CQ-40188.pdf',
      kinds: [
        P,
        'doc: vehicle order form',
        'registration: part-exchange plate and a plate-shaped deal reference',
        'signature: boxes, dealer box',
      ],
      documentType: 'sales_agreement',
      customerName: 'Tomasz Wiśniewski',
      vehicleRegistration: 'LN22HWP',
      otherRegistrations: ['GF15KTA'],
      dealershipName: 'Castle Quay Cars',
    },
    pages: [
      `${header('Castle Quay Cars', 'Vehicle Order Form', 'Deal ref DL24 MKT · Order 40188', 'Castle Quay, Bedford MK40 3NT')}
      <table class="grid"><tr><th>Customer</th><td>Mr Tomasz Wiśniewski</td><th>Telephone</th><td>07700 900418</td></tr>
      <tr><th>Address</th><td colspan="3">112 Goldington Road, Bedford MK40 3EL</td></tr></table>
      <h2>Vehicle ordered</h2>${details([
        ['Make / model', 'Toyota Yaris Cross 1.5 Hybrid Design'],
        ['Registration', 'LN22 HWP'],
        ['Colour / mileage', 'Bronze / 14,880'],
      ])}
      <h2>Part exchange</h2>${details([
        ['Vehicle', 'Vauxhall Astra 1.4i SRi 5dr'],
        ['Registration', 'GF15 KTA'],
        ['Allowance', '£4,150.00'],
        ['Outstanding finance settled by us', '£0.00'],
      ])}
      <h2>Price</h2>${lines([
        ['Vehicle price', '£21,295.00'],
        ['Less part exchange allowance', '−£4,150.00'],
        ['Deposit paid', '−£500.00'],
        ['Balance due on delivery', '£16,645.00'],
      ])}
      ${terms(SALE_TERMS)}
      ${signBox('Customer signature', 'customer')}
      ${signBox('Sales executive', 'dealer', { width: 200 })}`,
    ],
  },
  {
    facts: {
      file: 'sales-invoice-chromium-HV-77120.pdf',
      kinds: [P, 'doc: sales invoice', 'name: in capitals with a title', 'signature: caption under the line'],
      documentType: 'sales_agreement',
      customerName: 'Jordan Harrison-Pike',
      vehicleRegistration: 'WU19FZP',
      otherRegistrations: [],
      dealershipName: 'Hillview Autos Ltd',
    },
    pages: [
      `${header('Hillview Autos Ltd', 'SALES INVOICE', 'Invoice HV-77120 · Tax point 18/09/2026', 'VAT reg. GB 318 4412 90 · Exeter EX2 7HY')}
      <table><tr><td style="width:50%"><b>Invoice to</b><br>MR JORDAN HARRISON-PIKE<br>FLAT 4, 22 MAGDALEN ROAD<br>EXETER<br>EX2 4TD</td>
      <td><b>Vehicle</b><br>Mazda CX-5 2.0 Sport Nav+<br>Reg: WU19 FZP<br>VIN: JMZKF6W7A00712345<br>First registered 12/04/2019</td></tr></table>
      <h2>Invoice</h2>${lines([
        ['Used vehicle (VAT qualifying margin scheme — no VAT shown)', '£15,490.00'],
        ['12 months MOT and service', 'Included'],
        ['Fuel', '£20.00'],
        ['Total', '£15,510.00'],
        ['Paid by debit card 18/09/2026', '−£15,510.00'],
        ['Balance', '£0.00'],
      ])}
      <p class="small">Goods remain the property of Hillview Autos Ltd until paid for in full. E&amp;OE.</p>
      <p>I confirm receipt of the vehicle described above in satisfactory condition.</p>
      ${signUnder('Customer signature', 'customer')}`,
    ],
  },
  {
    facts: {
      file: 'delivery-note-chromium-WD-5522.pdf',
      kinds: [
        P,
        'doc: delivery / handover note',
        'name: Surname, Forename',
        'signature: table cells, handover executive',
      ],
      documentType: 'delivery_receipt',
      customerName: 'Gareth Pryce-Jones',
      vehicleRegistration: 'CU71RVX',
      otherRegistrations: [],
      dealershipName: 'Wrexham Drive Ltd',
    },
    pages: [
      `${header('Wrexham Drive Ltd', 'Vehicle Delivery Note', 'Delivery WD-5522', 'Mold Road, Wrexham LL11 2AF')}
      ${details([
        ['Customer', 'PRYCE-JONES, Gareth'],
        ['Vehicle', 'Kia Sportage 1.6 T-GDi GT-Line, registration CU71 RVX'],
        ['Date of delivery', '03/10/2026'],
        ['Keys handed over', '2'],
      ])}
      <h2>Handover checklist</h2>
      <table class="grid"><tr><th>Item</th><th>Checked</th></tr>
      ${['V5C application sent to DVLA', 'Service book and handbook', 'Locking wheel nut', 'Infotainment paired to phone', 'Fuel level: ¼ tank', 'Demonstration of controls'].map((i) => `<tr><td>${i}</td><td>✔</td></tr>`).join('')}
      </table>
      <p>I have received the vehicle above together with the items ticked, and I am satisfied with its condition.</p>
      ${signTable([
        { label: 'Customer', whose: 'customer', name: 'Gareth Pryce-Jones' },
        { label: 'Handover executive', whose: 'dealer', name: 'Siân Roberts' },
      ])}`,
    ],
  },
  {
    facts: {
      file: 'warranty-3page-chromium-EW-6610.pdf',
      kinds: [P, 'doc: extended warranty', 'signature: on page 3 of 3', 'signature: dealer stamp place'],
      documentType: 'warranty',
      customerName: 'Helen Obi',
      vehicleRegistration: 'KM18YTA',
      otherRegistrations: [],
      dealershipName: 'Medway Car Centre',
    },
    pages: [
      `${header('Medway Car Centre', 'Extended Warranty Registration', 'Certificate EW-6610', 'Chatham ME4 6PQ')}
      ${details([
        ['Warranty holder', 'Mrs Helen Obi'],
        ['Address', '73 Maidstone Road, Rochester ME1 3DL'],
        ['Vehicle', 'Honda Jazz 1.3 i-VTEC EX Navi CVT'],
        ['Registration', 'KM18 YTA'],
        ['Plan', 'Gold component cover, 24 months, claim limit £2,000'],
      ])}
      <h2>Schedule of parts covered</h2>
      <table class="grid">${['Engine internal parts', 'Gearbox and transfer box', 'Clutch (excluding wear)', 'Turbocharger', 'Cooling system', 'Fuel system', 'Steering', 'Braking system (excluding pads and discs)', 'Electrical components', 'Air conditioning'].map((p) => `<tr><td>${p}</td><td>Covered</td></tr>`).join('')}</table>
      <div class="foot">EW-6610 page 1 of 3</div>`,
      `<h2>Terms and conditions</h2>${terms([...WARRANTY_TERMS, ...WARRANTY_TERMS])}<div class="foot">EW-6610 page 2 of 3</div>`,
      `<h2>Declaration</h2><p>I confirm that the details above are correct, that I have read the terms and conditions and that I understand the cover provided and its exclusions.</p>
      ${signUnder('Warranty holder’s signature', 'customer', { width: 240 })}
      ${signUnder('Dealer signature and stamp', 'dealer', { width: 240, date: false })}
      <div class="foot">EW-6610 page 3 of 3</div>`,
    ],
  },
  {
    facts: {
      file: 'part-exchange-chromium-PX-2209.pdf',
      kinds: [P, 'doc: part-exchange agreement', 'registration: vehicle taken in listed first'],
      documentType: 'trade_in_agreement',
      customerName: 'Aoife Gallagher',
      vehicleRegistration: 'MA23EKJ',
      otherRegistrations: ['RV13OTL'],
      dealershipName: 'Pennine Motor Company',
    },
    pages: [
      `${header('Pennine Motor Company', 'Part Exchange Agreement', 'PX-2209', 'Huddersfield HD1 6QA')}
      <p>Customer: <b>Ms Aoife Gallagher</b>, 5 Kaye Lane, Almondbury, Huddersfield HD5 8XT</p>
      <h2>Vehicle taken in part exchange</h2>${details([
        ['Registration', 'RV13 OTL'],
        ['Make / model', 'Peugeot 208 1.2 Active'],
        ['Mileage', '71,240'],
        ['Valuation', '£3,200.00'],
        ['Settlement to Blackhorse (agreement 4471)', '£1,150.00'],
        ['Net allowance', '£2,050.00'],
      ])}
      <h2>Vehicle being purchased</h2>${details([
        ['Registration', 'MA23 EKJ'],
        ['Make / model', 'Renault Clio 1.0 TCe Evolution'],
        ['Price', '£14,795.00'],
      ])}
      <p class="small">I declare that I am the owner of the vehicle taken in part exchange, that it has not been declared a total loss by an insurer, and that the finance shown is the only finance secured on it.</p>
      ${signBox('Customer signature', 'customer')}`,
    ],
  },
  {
    facts: {
      file: 'service-plan-dd-chromium-SP-9041.pdf',
      kinds: [
        P,
        'doc: service plan with a Direct Debit mandate',
        'signature: two places for the same customer',
      ],
      documentType: 'service_contract',
      customerName: 'Kwame Asante',
      vehicleRegistration: 'SN66BWY',
      otherRegistrations: [],
      dealershipName: 'Clydeside Motors',
    },
    pages: [
      `${header('Clydeside Motors', 'Service Plan Agreement', 'Plan SP-9041', 'Glasgow G51 4TY')}
      ${details([
        ['Plan holder', 'Mr Kwame Asante'],
        ['Vehicle', 'BMW 320d M Sport Touring, SN66 BWY'],
        ['Plan', '3 services over 36 months, £24.50 per month'],
      ])}
      <p class="small">The plan covers the manufacturer’s scheduled services at Clydeside Motors only. Parts outside the service schedule are charged separately. You may cancel at any time; payments made are refunded less the cost of services already received.</p>
      ${signLine('Plan holder signature', 'customer')}
      <h2>Instruction to your bank or building society to pay by Direct Debit</h2>
      ${details([
        ['Name of account holder', 'K ASANTE'],
        ['Sort code', '80-22-60'],
        ['Account number', '1074 4821'],
        ['Service user number', '412907'],
        ['Reference', 'SP9041 ASANTE'],
      ])}
      <p class="small">Please pay Clydeside Motors Direct Debits from the account detailed in this instruction subject to the safeguards assured by the Direct Debit Guarantee.</p>
      ${signLine('Signature of account holder', 'customer', { width: 220 })}`,
    ],
  },
  {
    facts: {
      file: 'joint-order-chromium-JO-3310.pdf',
      kinds: [
        P,
        'doc: joint purchase order',
        'name: two purchasers, one a Dr',
        'signature: table with a sales manager row',
      ],
      documentType: 'sales_agreement',
      customerName: 'Alistair Crane',
      otherCustomers: ['Priya Crane'],
      vehicleRegistration: 'HX72BLV',
      otherRegistrations: [],
      dealershipName: 'Solent Car Sales',
    },
    pages: [
      `${header('Solent Car Sales', 'Order Confirmation', 'Order JO-3310', 'Southampton SO15 0HW')}
      ${details([
        ['Purchaser 1', 'Mr Alistair Crane'],
        ['Purchaser 2', 'Dr Priya Crane'],
        ['Address', '18 Winn Road, Southampton SO17 1EN'],
        ['Vehicle', 'Volvo XC40 B4 Plus Dark, registration HX72 BLV'],
        ['Price', '£29,990.00'],
        ['Deposit', '£1,000.00'],
      ])}
      ${terms(SALE_TERMS)}
      ${signTable([
        { label: 'Purchaser 1', whose: 'customer' },
        { label: 'Purchaser 2', whose: 'customer2' },
        { label: 'Sales manager', whose: 'dealer' },
      ])}`,
    ],
  },
];
