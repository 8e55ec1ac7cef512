<?php
// A lender's three-page regulated hire purchase agreement: the debtor printed SURNAME, First (Ms), a guarantor,
// a witness and the creditor, every signing place on the last page in boxes.
require __DIR__ . '/kit.php';
$out = $argv[1];
$p = new Doc('P', 'pt', 'A4');
$p->AliasNbPages();
$p->SetTitle('Hire Purchase Agreement NBM/HP/7730192');
$p->SetCreator('Northbridge Origination Platform');
$p->footerText = 'Northbridge Motor Finance Ltd · Agreement NBM/HP/7730192 · HP-REG-v14.3';
$clauses = [
 'Ownership of the goods' => 'The goods remain our property until you have paid the total amount payable and the option to purchase fee. Until then you must keep the goods in your possession at the address above, must not sell or offer them as security, and must keep them in good condition and insured comprehensively with us noted as owner.',
 'Your right to withdraw' => 'You have a right to withdraw from this agreement without giving any reason within 14 days beginning with the day after the day on which you receive a copy of the executed agreement. To withdraw, tell us orally or in writing at Northbridge Motor Finance Ltd, Customer Services, 1 Albion Place, Leeds LS1 6JL, telephone 0113 496 0722, email withdraw@northbridge-mf.co.uk. If you withdraw you must repay the amount of credit and interest accrued at £3.21 per day within 30 days.',
 'Termination: your rights' => 'You have a right to end this agreement. To do so you should write to the person you make your payments to. They will then be entitled to the return of the goods and to half the total amount payable under this agreement, that is £9,618.42. If you have already paid at least this amount plus any overdue instalments you will not have to pay any more, provided you have taken reasonable care of the goods.',
 'Repossession: your rights' => 'If you fail to keep to the terms of this agreement but you have paid at least one-third of the total amount payable under this agreement, that is £6,412.28, we may not take back the goods against your wishes unless we get a court order. In Scotland we may need to get a court order at any time. If we do take them without your consent or a court order you have the right to get back all the money you have paid under the agreement.',
 'Missing payments' => 'Missing payments could have severe consequences and make obtaining credit more difficult. Default interest is charged at the contract rate on arrears. We may charge £25.00 for each letter we send about arrears and £60.00 for a field visit.',
 'Complaints' => 'If you have a complaint, contact Customer Relations at the address above. If you are not satisfied with our response you may refer your complaint to the Financial Ombudsman Service, Exchange Tower, London E14 9SR, telephone 0800 023 4567, www.financial-ombudsman.org.uk.',
 'Data protection' => 'We will use your personal data as set out in our Privacy Notice and share it with credit reference agencies and fraud prevention agencies. You may complain to the Information Commissioner\'s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF, 0303 123 1113.',
 'Supervisory authority' => 'Northbridge Motor Finance Ltd is authorised and regulated by the Financial Conduct Authority, 12 Endeavour Square, London E20 1JN, firm reference number 705118.',
];
$p->AddPage();
$p->t(40, 52, 'NORTHBRIDGE MOTOR FINANCE', 15, 'B');
$p->t(40, 66, '1 Albion Place, Leeds LS1 6JL · 0113 496 0700 · customer@northbridge-mf.co.uk · FRN 705118', 8);
$p->SetLineWidth(1.2); $p->Line(40, 74, 555, 74);
$p->t(40, 98, 'Hire Purchase Agreement regulated by the Consumer Credit Act 1974', 12, 'B');
$p->t(40, 112, 'Agreement number NBM/HP/7730192', 9);
$p->SetFont('Helvetica', '', 8.5);
$p->SetXY(40, 124);
$p->MultiCell(250, 11, w("CREDITOR\nNorthbridge Motor Finance Ltd\n1 Albion Place, Leeds LS1 6JL\n\nCREDIT BROKER / SUPPLIER\nPennine Vehicle Centre Ltd\nCanal Road, Shipley, Bradford BD18 3HN\nTel 01274 580 633 · FRN 660214"), 1);
$p->SetXY(305, 124);
$p->MultiCell(250, 11, w("DEBTOR\nRAGHUNATHAN, Priya (Ms)\n14 Moorhead Lane, Saltaire\nShipley BD18 4JH\nDate of birth 03/07/1988\n\nGUARANTOR\nRAGHUNATHAN, Suresh (Mr), same address"), 1);
$p->t(40, 236, 'GOODS', 10, 'B');
$y = 242;
foreach ([['Description', 'Skoda Octavia Estate 2.0 TDI SE L DSG'], ['Registration mark', 'LB19 UXR'], ['VIN', 'TMBJJ7NE4K0093318'], ['Mileage', '41,907'], ['Supplier stock ref', 'PVC-22871']] as $r) {
  $p->SetFont('Helvetica', '', 8.5);
  $p->SetXY(40, $y); $p->Cell(150, 14, w($r[0]), 1); $p->Cell(365, 14, w($r[1]), 1); $y += 14;
}
$y += 12;
$p->t(40, $y, 'FINANCIAL DETAILS', 10, 'B');
$y += 6;
foreach ([['Cash price', '£16,995.00'], ['Advance payment (cash deposit)', '£1,500.00'], ['Amount of credit', '£15,495.00'], ['Total charge for credit (interest £3,641.84, fees £100.00)', '£3,741.84'], ['Total amount payable', '£19,236.84'], ['Duration', '48 months'], ['Repayments', '1 × £186.69, 46 × £186.69, then £186.69 + option to purchase fee £10.00'], ['Rate of interest (fixed)', '5.49% per annum flat'], ['APR', '10.9%']] as $r) {
  $p->SetFont('Helvetica', '', 8.5);
  $p->SetXY(40, $y); $p->Cell(260, 14, w($r[0]), 1); $p->Cell(255, 14, w($r[1]), 1); $y += 14;
}
$y += 14;
foreach (array_slice($clauses, 0, 3, true) as $h => $c) { $p->t(40, $y, $h, 9, 'B'); $y = $p->para(40, $y + 3, 515, $c) + 10; }
$p->AddPage();
$y = 50;
foreach (array_slice($clauses, 3, null, true) as $h => $c) { $p->t(40, $y, $h, 9, 'B'); $y = $p->para(40, $y + 3, 515, $c) + 10; }
for ($i = 1; $i <= 9; $i++) { $p->t(40, $y, "General condition $i", 9, 'B'); $y = $p->para(40, $y + 3, 515, 'You must pay each repayment on its due date by Direct Debit. If you pay late we may charge interest on the overdue amount at the rate of interest stated above, both before and after any judgment. You must tell us within 7 days of any change of address or if the goods are lost, stolen or damaged. We may transfer our rights under this agreement; your rights will not be affected.') + 8; }
$p->AddPage();
$p->t(40, 56, 'SIGNATURES', 12, 'B');
$y = $p->para(40, 64, 515, 'This is a Hire Purchase agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. The goods will not become your property until you have made all the payments.', 9, 11);
$y += 10;
$p->t(40, $y, 'Signature of Debtor', 9, 'B');
$p->tagBox(40, $y + 6, 300, 44, 21);
$p->t(360, $y, 'Date of signature', 9, 'B');
$p->tagBox(360, $y + 6, 120, 22, 22);
$y += 74;
$p->t(40, $y, 'Guarantor: I agree to the Form of Guarantee and Indemnity on page 2.', 8);
$p->t(40, $y + 14, 'Signature of Guarantor', 9, 'B');
$p->tagBox(40, $y + 20, 300, 44, 23);
$y += 88;
$p->t(40, $y, 'Witness to guarantor\'s signature (name, address, signature)', 9, 'B');
$p->tagBox(40, $y + 6, 300, 44, 24);
$y += 74;
$p->t(40, $y, 'Signature for and on behalf of the Creditor, Northbridge Motor Finance Ltd', 9, 'B');
$p->tagBox(40, $y + 6, 300, 44, 25);
$p->t(360, $y + 30, 'Date of acceptance: this agreement is', 8);
$p->t(360, $y + 40, 'made on the date we sign it.', 8);
$y += 74;
$p->para(40, $y, 515, 'Introducer: Pennine Vehicle Centre Ltd (FRN 660214). Broker reference MA17 PVC. Commission: we pay the broker a commission which may vary with the amount you borrow; ask them for details.', 8);
$p->Output('F', "$out/02-hire-purchase.pdf");
spec($out, '02-hire-purchase', [
  'file' => '02-hire-purchase.pdf', 'format' => 'pdf',
  'kinds' => ['producer: FPDF (PHP)', 'kind: hire purchase', 'SURNAME, First (Ms)', 'guarantor, witness and creditor boxes', 'multi-page, signatures on last page', 'plate-shaped broker reference'],
  'documentType' => 'finance_agreement', 'customerName' => 'Priya Raghunathan', 'otherCustomers' => [],
  'vehicleRegistration' => 'LB19UXR', 'otherRegistrations' => ['MA17PVC'], 'dealershipName' => 'Pennine Vehicle Centre Ltd',
  'places' => [
    ['label' => 'Signature of Debtor', 'signer' => 'customer', 'tag' => 21, 'mark' => 'box', 'dateTag' => 22],
    ['label' => 'Signature of Guarantor', 'signer' => 'guarantor', 'tag' => 23, 'mark' => 'box'],
    ['label' => "Witness to guarantor's signature (name, address, signature)", 'signer' => null, 'tag' => 24, 'mark' => 'box'],
    ['label' => 'Signature for and on behalf of the Creditor, Northbridge Motor Finance Ltd', 'signer' => null, 'tag' => 25, 'mark' => 'box'],
  ],
]);
