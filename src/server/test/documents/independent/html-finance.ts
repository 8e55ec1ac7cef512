// Lenders' web-portal paperwork printed by Chromium: hire purchase and PCP agreements, a guarantor's
// agreement, GAP insurance and a declined-products statement.
import { details, type HtmlDoc, header, signLine, signUnder, terms } from './print-html.ts';
import { FCA, FOS, GAP_TERMS, HP_TERMS } from './wording.ts';

const P = 'producer: chromium print of HTML';

const money = (rows: [string, string][]) =>
  `<h2>Financial details</h2>${details(rows)}<p class="small">Missing payments could have severe consequences and make obtaining credit more difficult.</p>`;

export const FINANCE_HTML: HtmlDoc[] = [
  {
    facts: {
      file: 'hp-agreement-chromium-NMF-20417.pdf',
      kinds: [
        P,
        'doc: hire purchase agreement',
        'name: SURNAME, FORENAME in capitals',
        'signature: on page 2 of 2',
        'signature: creditor and witness not the customer',
      ],
      documentType: 'finance_agreement',
      customerName: 'Sarah Whitfield',
      vehicleRegistration: 'EA21UWJ',
      otherRegistrations: [],
      dealershipName: 'Castlegate Motors Ltd',
    },
    pages: [
      `${header('Northgate Motor Finance Ltd', 'Hire Purchase Agreement', 'Agreement number NMF-20417', 'Regulated by the Consumer Credit Act 1974')}
      <h2>Parties</h2>${details([
        ['Creditor', 'Northgate Motor Finance Ltd, 4 Wellington Place, Leeds LS1 4AP'],
        ['Hirer (Surname, Forenames)', 'WHITFIELD, SARAH'],
        ['Address', '27 BRAMBLE WAY, HARROGATE, HG2 8QT'],
        ['Date of birth', '14/03/1986'],
        ['Supplier (credit broker)', 'Castlegate Motors Ltd, Unit 3 Skipton Road, Harrogate HG1 4LE'],
      ])}
      <h2>Goods</h2>${details([
        ['Description', 'Ford Kuga 1.5 EcoBoost Titanium 5dr'],
        ['Registration mark', 'EA21 UWJ'],
        ['VIN', 'WF0AXXWPMAMA12345'],
        ['Mileage at supply', '28,412'],
      ])}
      ${money([
        ['Cash price', '£18,995.00'],
        ['Deposit', '£2,500.00'],
        ['Amount of credit', '£16,495.00'],
        ['Interest', '£3,618.20'],
        ['Option to purchase fee (payable with last payment)', '£10.00'],
        ['Total amount payable', '£22,623.20'],
        ['Repayments', '1 of £360.12 then 46 of £335.12 and 1 of £345.12'],
        ['APR', '9.9%'],
      ])}
      <div class="foot">NMF-20417 · page 1 of 2 · ${FCA('Castlegate Motors Ltd', '661204')}</div>`,
      `<h2>Terms of this agreement</h2>${terms(HP_TERMS)}
      <h2>Complaints</h2><p class="small">${FOS}</p>
      <h2>Signatures</h2>
      <p class="small">This is a Hire Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.</p>
      ${signLine('Signature of Hirer', 'customer')}
      ${signLine('Signed for and on behalf of the Creditor', 'creditor', { width: 200 })}
      ${signLine('Signature of Witness', 'witness', { date: false })}
      <p class="small">Witness name and address: ..................................................................................</p>
      <div class="foot">NMF-20417 · page 2 of 2</div>`,
    ],
  },
  {
    facts: {
      file: 'pcp-joint-chromium-ALF-88213.pdf',
      kinds: [
        P,
        'doc: PCP agreement',
        'name: titles, joint hirers',
        'signature: captions under the lines',
        'signature: creditor not the customer',
      ],
      documentType: 'finance_agreement',
      customerName: 'Daniel Achterberg',
      otherCustomers: ['Leonie Achterberg'],
      vehicleRegistration: 'YB70KXR',
      otherRegistrations: [],
      dealershipName: 'Meadowbank Volkswagen',
    },
    pages: [
      `${header('Albion Lease & Finance plc', 'Personal Contract Purchase Agreement', 'Agreement no. ALF/88213/PCP', 'Hire Purchase Agreement regulated by the Consumer Credit Act 1974')}
      ${details([
        ['Hirer 1', 'Mr Daniel Achterberg, 9 Orchard Rise, Taunton TA1 5HG'],
        ['Hirer 2 (joint)', 'Mrs Leonie Achterberg, 9 Orchard Rise, Taunton TA1 5HG'],
        ['Dealer', 'Meadowbank Volkswagen, Bridgwater Road, Taunton TA2 8BE'],
        ['Vehicle', 'Volkswagen Golf 1.5 TSI Life 5dr, Moonstone Grey'],
        ['Registration number', 'YB70 KXR'],
        ['Annual mileage', '10,000 miles; excess 8.2p per mile'],
      ])}
      ${money([
        ['Cash price', '£21,450.00'],
        ['Customer deposit', '£3,000.00'],
        ['Amount of credit', '£18,450.00'],
        ['Optional final payment (Guaranteed Future Value)', '£9,870.00'],
        ['Monthly payments', '36 of £268.44'],
        ['Total amount payable', '£22,533.84'],
        ['Representative APR', '7.9%'],
      ])}
      ${terms(HP_TERMS.slice(0, 5))}
      <div class="foot">ALF/88213/PCP — page 1 of 2</div>`,
      `<h2>Your options at the end of the agreement</h2><p>You may (a) pay the optional final payment and keep the vehicle, (b) return the vehicle subject to the mileage and condition terms, or (c) part-exchange it for a new vehicle.</p>
      ${terms(HP_TERMS.slice(5))}
      <p class="small">${FOS}</p>
      <h2>Signed by the Hirers</h2>
      ${signUnder('Signature of Hirer 1', 'customer')}
      ${signUnder('Signature of Hirer 2', 'customer2')}
      <h2>Signed by the Creditor</h2>
      ${signUnder('For and on behalf of Albion Lease & Finance plc', 'creditor')}
      <div class="foot">ALF/88213/PCP — page 2 of 2</div>`,
    ],
  },
  {
    facts: {
      file: 'guarantor-hp-chromium-SMF-51907.pdf',
      kinds: [
        P,
        'doc: hire purchase with a guarantor',
        'signature: guarantor and witness places',
        'name: guarantor is not a customer',
      ],
      documentType: 'finance_agreement',
      customerName: 'Ryan Matthews',
      vehicleRegistration: 'BK20VHN',
      otherRegistrations: [],
      dealershipName: 'Severn Valley Cars',
    },
    pages: [
      `${header('Sabrina Motor Finance', 'Hire Purchase Agreement with Guarantee and Indemnity', 'Ref SMF 51907', 'Shrewsbury SY1 2PB')}
      ${details([
        ['Hirer', 'Mr Ryan Matthews'],
        ['Hirer’s address', 'Flat 2, 18 Castle Foregate, Shrewsbury SY1 2EQ'],
        ['Guarantor', 'Mrs Denise Matthews, 41 Sundorne Road, Shrewsbury SY1 4RT'],
        ['Dealer', 'Severn Valley Cars, Battlefield Enterprise Park, Shrewsbury'],
        ['Vehicle', 'Vauxhall Corsa 1.2 SE 3dr, reg. BK20 VHN'],
      ])}
      ${money([
        ['Cash price', '£8,495.00'],
        ['Deposit', '£500.00'],
        ['Amount of credit', '£7,995.00'],
        ['Total amount payable', '£10,432.60'],
        ['Monthly payments', '48 of £217.14'],
        ['APR', '14.9%'],
      ])}
      ${terms(HP_TERMS.slice(0, 4))}
      <h2>Guarantee and indemnity</h2><p class="small">In consideration of the Creditor entering into this agreement the Guarantor guarantees the payment of every sum payable by the Hirer and will indemnify the Creditor against any loss. The Guarantor should take independent legal advice before signing.</p>
      ${signLine('Signature of Hirer', 'customer', { width: 220 })}
      ${signLine('Signature of Guarantor', 'guarantor', { width: 205 })}
      ${signLine('Witness to Guarantor', 'witness', { width: 215, date: false })}
      <p class="small">${FOS}</p>`,
    ],
  },
  {
    facts: {
      file: 'gap-insurance-chromium-RTI-3301.pdf',
      kinds: [P, 'doc: GAP insurance', 'signature: dealer authorisation without a date'],
      documentType: 'insurance',
      customerName: 'Chloe Adebayo-Marsh',
      vehicleRegistration: 'FY68NXD',
      otherRegistrations: [],
      dealershipName: 'Ribble Motor Group',
    },
    pages: [
      `${header('Ribble Motor Group', 'Return to Invoice GAP Insurance — Policy Schedule', 'Policy RTI-3301-22', 'Preston PR2 9ZD')}
      ${details([
        ['Policyholder', 'Ms Chloe Adebayo-Marsh'],
        ['Address', '6 Larkhill Grove, Preston PR1 6LB'],
        ['Vehicle', 'Nissan Qashqai 1.3 DIG-T Acenta Premium'],
        ['Vehicle registration', 'FY68 NXD'],
        ['Invoice price', '£14,250.00'],
        ['Period of cover', '36 months from 02/10/2026'],
        ['Premium (including IPT)', '£349.00'],
      ])}
      <h2>Demands and needs</h2><p>You have told us that you wish to protect yourself against the shortfall between your motor insurer’s settlement and the price you paid for the vehicle should it be written off or stolen.</p>
      ${terms(GAP_TERMS)}
      ${signLine('Policyholder’s signature', 'customer')}
      ${signLine('Authorised on behalf of Ribble Motor Group', 'dealer', { width: 180, date: false })}
      <div class="foot">${FCA('Ribble Motor Group', '702118')}</div>`,
    ],
  },
  {
    facts: {
      file: 'declined-products-chromium-DS-118.pdf',
      kinds: [P, 'doc: declined products statement → insurance_waiver'],
      documentType: 'insurance_waiver',
      customerName: 'Idris Llewellyn',
      vehicleRegistration: 'CA17DXM',
      otherRegistrations: [],
      dealershipName: 'Teifi Motors',
    },
    pages: [
      `${header('Teifi Motors', 'Declined Products Statement', 'DS-118', 'Cardigan SA43 1JY')}
      <p>Customer name: <b>Mr Idris Llewellyn</b><br>Vehicle: Skoda Octavia 2.0 TDI SE Estate, registration <b>CA17 DXM</b></p>
      <p>The following products were explained to me and I have chosen not to buy them today:</p>
      <table class="grid"><tr><th>Product</th><th>Price offered</th><th>Decision</th></tr>
      <tr><td>Guaranteed Asset Protection (GAP) insurance</td><td>£299.00</td><td>Declined</td></tr>
      <tr><td>Tyre and alloy wheel insurance</td><td>£189.00</td><td>Declined</td></tr>
      <tr><td>Paint and fabric protection</td><td>£249.00</td><td>Declined</td></tr></table>
      <p class="small">I understand that I may not be able to buy GAP insurance from this dealer for the next 2 days, and that I can buy these products elsewhere.</p>
      ${signLine('Customer signature', 'customer')}`,
    ],
  },
];
