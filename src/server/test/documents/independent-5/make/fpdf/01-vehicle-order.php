<?php
// A franchised dealer's new-vehicle order and invoice, two purchasers printed together, a part-exchange plate
// as a decoy, and "Signed ........ Date ........" on one line for each purchaser.
require __DIR__ . '/kit.php';
$out = $argv[1];
$p = new Doc('P', 'pt', 'A4');
$p->AliasNbPages();
$p->SetTitle('Vehicle Order Form HM-ORD-558201');
$p->SetAuthor('DealerDesk 7.2');
$p->footerText = 'Harbourside Motors Ltd, registered in England and Wales no. 04412987. VAT GB 771 2093 18.';
$p->AddPage();
$p->SetFillColor(18, 52, 86);
$p->Rect(0, 0, 595.28, 70, 'F');
$p->SetTextColor(255, 255, 255);
$p->t(40, 32, 'HARBOURSIDE MOTORS', 18, 'B');
$p->t(40, 50, 'Unit 4, Quayside Retail Park, Fabian Way, Swansea SA1 8PJ  ·  01792 640 210  ·  sales@harbourside-motors.co.uk', 8);
$p->SetTextColor(0, 0, 0);
$p->t(40, 100, 'VEHICLE ORDER FORM & SALES INVOICE', 14, 'B');
$p->t(400, 100, 'Order No. HM-ORD-558201', 9, 'B');
$p->t(400, 112, 'Date: 14/11/2025', 9);
$p->t(400, 124, 'Sales Executive: Gareth Prosser', 9);

$p->SetFont('Helvetica', 'B', 9);
$p->SetXY(40, 135); $p->Cell(255, 14, w('PURCHASER(S)'), 1, 0, 'L');
$p->SetXY(300, 135); $p->Cell(255, 14, w('VEHICLE ORDERED'), 1, 0, 'L');
$p->SetFont('Helvetica', '', 8.5);
$p->SetXY(40, 149);
$p->MultiCell(255, 11, w("Mr Daniel HUGHES-PRYCE & Mrs Ffion HUGHES-PRYCE\n27 Heol y Nant, Clydach\nSwansea SA6 5HB\nTel 07700 900 418\ndan.hughespryce@example.co.uk\nCustomer account: C0091825"), 1);
$p->SetXY(300, 149);
$p->MultiCell(255, 11, w("Make / model: Kia Sportage 1.6 T-GDi HEV GT-Line\nColour: Experience Green   Doors: 5\nVIN: U5YPV81ADSL204417\nRegistration: CU24 XHW   First reg: 28/03/2024\nMileage at order: 6,112   Stock no: HS-04417\nDelivery due: 29/11/2025"), 1);

$p->t(40, 238, 'PRICE AND SETTLEMENT', 10, 'B');
$rows = [
  ['Vehicle cash price (incl. VAT at 20%)', '£29,495.00'],
  ['Paint & fabric protection (Supagard)', '£395.00'],
  ['Road fund licence (12 months)', '£0.00 (transferred)'],
  ['Total price', '£29,890.00'],
  ['Less part-exchange allowance: Ford Focus, reg KN66 WTR', '-£7,250.00'],
  ['Plus settlement to Santander Consumer (UK) plc, agreement 4410-22981', '£2,104.37'],
  ['Less deposit paid 14/11/2025 (card, auth 662190)', '-£500.00'],
  ['Balance due on delivery', '£24,244.37'],
];
$y = 246;
foreach ($rows as $i => $r) {
  $p->SetFont('Helvetica', $i == 3 || $i == 7 ? 'B' : '', 8.5);
  $p->SetXY(40, $y); $p->Cell(385, 15, w($r[0]), 1);
  $p->Cell(130, 15, w($r[1]), 1, 0, 'R');
  $y += 15;
}
$y += 14;
$p->t(40, $y, 'PART-EXCHANGE DECLARATION', 10, 'B');
$y = $p->para(40, $y + 4, 515, 'Part-exchange vehicle: Ford Focus 1.0 EcoBoost Titanium, registration KN66 WTR, recorded mileage 58,240. The purchaser(s) declare that the part-exchange vehicle is their property, that the outstanding finance shown above is the only charge on it, that it has not been an insurance write-off, and that the mileage is correct to the best of their knowledge. Any difference in the settlement figure is payable by the purchaser(s).');
$y += 6;
$p->t(40, $y + 4, 'TERMS', 10, 'B');
$y = $p->para(40, $y + 8, 515, '1. This order is subject to the conditions of sale overleaf and becomes binding when accepted by the Dealer. 2. The deposit is refundable only if the Dealer cannot supply the vehicle by the date above. 3. Title in the vehicle passes to the purchaser(s) only when the balance has been paid in full or a finance company has paid it. 4. Your statutory rights under the Consumer Rights Act 2015 are not affected. 5. Complaints: contact our Customer Relations Manager on 01792 640 219; if unresolved you may refer the matter to the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567). Harbourside Motors Ltd is authorised and regulated by the Financial Conduct Authority, FRN 612345, as a credit broker, not a lender.');
$y += 16;
$p->t(40, $y, 'DECLARATION BY PURCHASER(S)', 10, 'B');
$y = $p->para(40, $y + 4, 515, 'I/We have read and accept the terms of this order, confirm the details above are correct, and acknowledge receipt of a copy.');
$y += 22;
// One line each: "Signed ........ Date ........"
$lw = $p->t(40, $y, 'First purchaser:  Signed', 9, 'B');
$s1 = str_repeat('.', 62);
$dw = $p->tagText(40 + $lw + 4, $y, $s1, 11);
$x = 40 + $lw + 4 + $dw + 8;
$x += $p->t($x, $y, 'Date', 9, 'B') + 4;
$p->tagText($x, $y, str_repeat('.', 26), 12);
$y += 30;
$lw = $p->t(40, $y, 'Second purchaser:  Signed', 9, 'B');
$dw = $p->tagText(40 + $lw + 4, $y, str_repeat('.', 58), 13);
$x = 40 + $lw + 4 + $dw + 8;
$x += $p->t($x, $y, 'Date', 9, 'B') + 4;
$p->tagText($x, $y, str_repeat('.', 26), 14);
$y += 44;
$p->t(40, $y - 26, 'FOR HARBOURSIDE MOTORS LTD', 9, 'B');
$p->tagRule(40, 240, $y, 15);
$p->t(40, $y + 11, 'Sales Executive (Gareth Prosser)', 8);
$p->tagRule(320, 520, $y, 16);
$p->t(320, $y + 11, 'Sales Manager (order accepted)', 8);
$p->Output('F', "$out/01-vehicle-order.pdf");

spec($out, '01-vehicle-order', [
  'file' => '01-vehicle-order.pdf', 'format' => 'pdf',
  'kinds' => ['producer: FPDF (PHP)', 'kind: vehicle order', 'two purchasers printed together, hyphenated', 'part-exchange plate decoy', 'Signed .... Date .... on one line'],
  'documentType' => 'sales_agreement', 'customerName' => 'Daniel Hughes-Pryce', 'otherCustomers' => ['Ffion Hughes-Pryce'],
  'vehicleRegistration' => 'CU24XHW', 'otherRegistrations' => ['KN66WTR'], 'dealershipName' => 'Harbourside Motors Ltd',
  'places' => [
    ['label' => 'First purchaser: Signed', 'signer' => 'customer', 'tag' => 11, 'mark' => 'text', 'dateTag' => 12],
    ['label' => 'Second purchaser: Signed', 'signer' => 'customer2', 'tag' => 13, 'mark' => 'text', 'dateTag' => 14],
    ['label' => 'Sales Executive (Gareth Prosser)', 'signer' => 'dealer', 'tag' => 15, 'mark' => 'rule'],
    ['label' => 'Sales Manager (order accepted)', 'signer' => 'dealer', 'tag' => 16, 'mark' => 'rule'],
  ],
]);
