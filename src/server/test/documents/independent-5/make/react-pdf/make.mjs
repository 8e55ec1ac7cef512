// Three documents drawn with @react-pdf/renderer, as a lender's or dealer's Node service renders them. Run from a
// scratch folder that has the package installed (make-all.sh links it); places to sign are tagged #0000NN.
import { writeFileSync } from 'node:fs';
import { Document, Page, renderToFile, StyleSheet, Text, View } from '@react-pdf/renderer';
import React from 'react';

const OUT = process.argv[2];
const h = React.createElement;
const tag = (n) => `#0000${n.toString(16).padStart(2, '0')}`;
const s = StyleSheet.create({
  page: { padding: 40, paddingBottom: 50, fontSize: 9, fontFamily: 'Helvetica', lineHeight: 1.35 },
  h1: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  h2: { fontSize: 10.5, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 3, color: '#1d3d5c' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#999999', paddingVertical: 2 },
  k: { width: '38%', fontFamily: 'Helvetica-Bold' },
  v: { width: '62%' },
  small: { fontSize: 7, color: '#555555' },
  foot: {
    position: 'absolute',
    bottom: 22,
    left: 40,
    right: 40,
    fontSize: 7,
    color: '#666666',
    textAlign: 'center',
  },
});
const kv = (rows) =>
  h(
    View,
    { style: { marginBottom: 6 } },
    ...rows.map(([k, v]) =>
      h(View, { style: s.row }, h(Text, { style: s.k }, k), h(Text, { style: s.v }, v)),
    ),
  );
const p = (t) => h(Text, { style: { marginBottom: 4 } }, t);
const foot = (t) =>
  h(Text, {
    style: s.foot,
    fixed: true,
    render: ({ pageNumber, totalPages }) => `${t}  ·  ${pageNumber}/${totalPages}`,
  });
// A line to sign on, label under it
const lineUnder = (label, n, width = 220) =>
  h(
    View,
    { style: { width, marginRight: 30 } },
    h(View, { style: { height: 34, borderBottomWidth: 0.8, borderColor: tag(n) } }),
    h(Text, { style: { fontSize: 8, marginTop: 2 } }, label),
  );
const spec = (name, o) =>
  writeFileSync(
    `${OUT}/${name}.spec.json`,
    JSON.stringify({ file: `${name}.pdf`, format: 'pdf', ...o }, null, 2),
  );

// 11: unsecured personal loan for a car, joint borrowers, two pages
const loanTerms =
  'You must repay the loan by the monthly repayments shown. If you miss a repayment we may charge default interest at the loan rate and a fee of £12 per arrears letter, and report the arrears to credit reference agencies. You may repay early at any time; we may claim compensation of up to 1% of the amount repaid early. Both borrowers are jointly and severally liable for the whole debt.';
await renderToFile(
  h(
    Document,
    {
      title: 'Fixed Sum Loan Agreement MPF-PL-4400913',
      author: 'Meridian Personal Finance Ltd',
      producer: 'react-pdf',
    },
    h(
      Page,
      { size: 'A4', style: s.page },
      foot(
        'Meridian Personal Finance Ltd, 30 Grey Street, Newcastle upon Tyne NE1 6AE · 0191 500 8840 · FRN 688104',
      ),
      h(Text, { style: s.h1 }, 'Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974'),
      h(
        Text,
        { style: s.small },
        'Agreement MPF-PL-4400913 · introduced by Solent Car Centre Ltd, Western Road, Southampton SO15 3BZ, 023 8077 4410, FRN 623390 (credit broker)',
      ),
      h(Text, { style: s.h2 }, 'Borrowers'),
      kv([
        ['Borrower 1', 'ADEYEMI, Oluwaseun A. (Mr)'],
        ['Borrower 2', 'ADEYEMI, Folake (Mrs)'],
        ['Address', '22 Winchester Road, Shirley, Southampton SO16 6TH'],
        ['Telephone', '07700 900 811'],
      ]),
      h(Text, { style: s.h2 }, 'Purpose'),
      kv([
        [
          'Vehicle being bought',
          'Honda Jazz 1.5 i-MMD EX, registration HN20 VCX, from Solent Car Centre Ltd',
        ],
        ['Trade-in (settled separately)', 'Toyota Yaris, HJ63 WBN'],
      ]),
      h(Text, { style: s.h2 }, 'Key financial information'),
      kv([
        ['Amount of credit', '£9,000.00'],
        ['Total charge for credit', '£1,622.40'],
        ['Total amount payable', '£10,622.40'],
        ['Repayments', '48 monthly repayments of £221.30'],
        ['Rate of interest', '7.9% per annum fixed'],
        ['APR', '8.2%'],
      ]),
      h(Text, { style: s.h2 }, 'Terms'),
      ...[1, 2, 3, 4].map(() => p(loanTerms)),
      h(Text, { style: s.h2, break: true }, 'Your rights'),
      p(
        "Withdrawal: you have 14 days from the day after you receive a copy of this agreement to withdraw, by telling us at the address below; you must then repay the credit with interest of £1.95 a day. Complaints: if we cannot settle your complaint you may refer it to the Financial Ombudsman Service, Exchange Tower, London E14 9SR, 0800 023 4567. Data: see our Privacy Notice; Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow SK9 5AF.",
      ),
      ...[1, 2].map(() => p(loanTerms)),
      h(Text, { style: s.h2 }, 'Signatures'),
      p(
        'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.',
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 8 } },
        lineUnder('Signature of Borrower 1', 101),
        lineUnder('Date', 102, 110),
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 8 } },
        lineUnder('Signature of Borrower 2', 103),
        lineUnder('Date', 104, 110),
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 8 } },
        lineUnder('Signed for Meridian Personal Finance Ltd (the Lender)', 105, 260),
      ),
    ),
  ),
  `${OUT}/11-personal-loan.pdf`,
);
spec('11-personal-loan', {
  kinds: [
    'producer: @react-pdf/renderer',
    'kind: personal loan',
    'Nigerian names as SURNAME, First (Mr), joint borrowers',
    'trade-in plate decoy',
    'labels under the lines, dates beside',
    'signatures on page 2',
  ],
  documentType: 'finance_agreement',
  customerName: 'Oluwaseun Adeyemi',
  otherCustomers: ['Folake Adeyemi'],
  vehicleRegistration: 'HN20VCX',
  otherRegistrations: ['HJ63WBN'],
  dealershipName: 'Solent Car Centre Ltd',
  places: [
    { label: 'Signature of Borrower 1', signer: 'customer', tag: 101, mark: 'rule', dateTag: 102 },
    { label: 'Signature of Borrower 2', signer: 'customer2', tag: 103, mark: 'rule', dateTag: 104 },
    { label: 'Signed for Meridian Personal Finance Ltd (the Lender)', signer: null, tag: 105, mark: 'rule' },
  ],
});

// 12: commission disclosure as a letter: its title only in the metadata
await renderToFile(
  h(
    Document,
    {
      title: 'Commission Disclosure',
      subject: 'Commission disclosure',
      author: 'Chiltern Hills Motors',
      producer: 'react-pdf',
    },
    h(
      Page,
      { size: 'A4', style: s.page },
      foot('Chiltern Hills Motors Ltd · London Road, High Wycombe HP11 1BX · 01494 450 600 · FRN 650071'),
      h(Text, { style: { fontFamily: 'Helvetica-Bold', fontSize: 13 } }, 'Chiltern Hills Motors'),
      h(
        Text,
        { style: s.small },
        'London Road, High Wycombe HP11 1BX · 01494 450 600 · finance@chilternhillsmotors.co.uk',
      ),
      h(Text, { style: { marginTop: 24 } }, 'Mr Rajesh PATEL\n41 Desborough Avenue\nHigh Wycombe HP11 2SD'),
      h(
        Text,
        { style: { marginTop: 14 } },
        '5 December 2025     Our ref: CHM/FIN/8830 · Vehicle: Mercedes-Benz A180 AMG Line, GK69 DWL',
      ),
      h(Text, { style: { marginTop: 14 } }, 'Dear Mr Patel,'),
      p(
        'How we are paid when we arrange your finance. We are a credit broker, not a lender. We work with a limited number of lenders (Calder Auto Credit plc, Northbridge Motor Finance Ltd and Blackhorse Ltd) and may be able to offer finance from only one of them.',
      ),
      p(
        'For arranging your agreement the lender will pay us a commission. On your agreement it is a fixed fee of £725.00, which does not change the interest rate you pay. Some lenders pay a higher commission for some products, which could influence which product we offer you. You may ask us at any time for the amount of commission we receive.',
      ),
      p(
        'Our relationship with the lenders is not exclusive. We may also receive volume-based payments which do not affect the cost of your credit. If you are unhappy with the way we arranged your finance, please contact our Dealer Principal; if we cannot resolve it you may refer the matter to the Financial Ombudsman Service, Exchange Tower, London E14 9SR.',
      ),
      p(
        'Please sign below to confirm that you have read this disclosure before you signed any credit agreement.',
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 18 } },
        lineUnder('Customer acknowledgement', 111),
        lineUnder('Date', 112, 110),
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 12 } },
        lineUnder('Business Manager, Chiltern Hills Motors', 113),
      ),
    ),
  ),
  `${OUT}/12-commission-disclosure.pdf`,
);
spec('12-commission-disclosure', {
  kinds: [
    'producer: @react-pdf/renderer',
    'kind: commission disclosure',
    'title only in the PDF metadata, a letter',
    'first name and surname in capitals, Dear Mr Patel',
    'labels under the lines',
  ],
  documentType: 'other',
  customerName: 'Rajesh Patel',
  otherCustomers: [],
  vehicleRegistration: 'GK69DWL',
  otherRegistrations: [],
  dealershipName: 'Chiltern Hills Motors Ltd',
  places: [
    { label: 'Customer acknowledgement', signer: 'customer', tag: 111, mark: 'rule', dateTag: 112 },
    { label: 'Business Manager, Chiltern Hills Motors', signer: 'dealer', tag: 113, mark: 'rule' },
  ],
});

// 13: GAP insurance proposal with boxes to sign, label above
const box = (label, n, width) =>
  h(
    View,
    { style: { width, marginRight: 20 } },
    h(Text, { style: { fontFamily: 'Helvetica-Bold', fontSize: 8, marginBottom: 3 } }, label),
    h(View, { style: { height: 40, borderWidth: 1, borderColor: tag(n) } }),
  );
await renderToFile(
  h(
    Document,
    { title: 'GAP Insurance Proposal', producer: 'react-pdf' },
    h(
      Page,
      { size: 'A4', style: s.page },
      foot(
        'Arranged by Lakeland Motor Village Ltd (Appointed Representative of Keystone Insurance Services Ltd, FRN 498812). Insurer: Fellgate Insurance Company Ltd.',
      ),
      h(Text, { style: s.h1 }, 'Return to Invoice GAP Insurance — Proposal and Statement of Fact'),
      h(
        Text,
        { style: s.small },
        'Lakeland Motor Village Ltd · Shap Road, Kendal LA9 6NZ · 01539 720 455 · gap@lakelandmotorvillage.co.uk · Proposal GAP-LMV-55210',
      ),
      h(Text, { style: s.h2 }, 'Proposer'),
      kv([
        ['Name', 'Miss CHLOE FAIRWEATHER'],
        ['Address', 'Low Fold Cottage, Staveley, Kendal LA8 9NB'],
        ['Date of birth', '19/02/1995'],
        ['Occupation', 'Veterinary nurse'],
      ]),
      h(Text, { style: s.h2 }, 'Vehicle insured'),
      kv([
        ['Vehicle', 'MG ZS EV Trophy Long Range'],
        ['Registration', 'LS72 RVO'],
        ['Invoice price', '£23,995.00'],
        ['Finance', 'PCP with Calder Auto Credit plc, CAC-PCP-0101377'],
        ['Main motor insurer', 'Direct Line, policy ML-8831102'],
      ]),
      h(Text, { style: s.h2 }, 'Cover'),
      kv([
        ['Type', 'Return to Invoice, 4 years, maximum benefit £25,000'],
        ['Premium (incl. IPT at 12%)', '£349.00, paid in full'],
        ['Excess contribution', 'Up to £250 of your motor insurer excess'],
      ]),
      h(Text, { style: s.h2 }, 'Important information'),
      p(
        "GAP insurance pays the difference between your motor insurer's settlement and the invoice price if your vehicle is written off or stolen and not recovered. You were given the Key Facts document and Demands and Needs statement on 28/11/2025 and were told GAP is optional and available elsewhere, including from comparison websites. By law we must wait two clear days before selling you GAP insurance; you chose to buy on 02/12/2025.",
      ),
      p(
        'You have 30 days to cancel for a full refund if no claim has been made. Complaints: Keystone Insurance Services Ltd, 4 Market Street, Lancaster LA1 1HT; then the Financial Ombudsman Service, Exchange Tower, London E14 9SR. The insurer is covered by the Financial Services Compensation Scheme.',
      ),
      p(
        'Declaration: I confirm the statements above are true and complete to the best of my knowledge, and that I have read the policy wording.',
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 10 } },
        box("Proposer's signature", 121, 250),
        box('Date', 122, 100),
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 12 } },
        box('Signed by the Business Manager on behalf of Lakeland Motor Village Ltd', 123, 330),
      ),
    ),
  ),
  `${OUT}/13-gap-proposal.pdf`,
);
spec('13-gap-proposal', {
  kinds: [
    'producer: @react-pdf/renderer',
    'kind: GAP insurance proposal',
    'full name in capitals with title',
    'boxes with the label above',
    'finance agreement number beside the plate',
  ],
  documentType: 'insurance',
  customerName: 'Chloe Fairweather',
  otherCustomers: [],
  vehicleRegistration: 'LS72RVO',
  otherRegistrations: [],
  dealershipName: 'Lakeland Motor Village Ltd',
  places: [
    {
      label: "Proposer's signature",
      signer: 'customer',
      tag: 121,
      mark: 'box',
      dateTag: 122,
      dateMark: 'box',
    },
    {
      label: 'Signed by the Business Manager on behalf of Lakeland Motor Village Ltd',
      signer: 'dealer',
      tag: 123,
      mark: 'box',
    },
  ],
});
