<?php
// A car-buying branch's purchase invoice (the dealer buys the customer's car), made by FPDF and then "printed to
// PDF" again through Ghostscript's pdfwrite (make-all.sh), as a back office that re-prints everything does.
require __DIR__ . '/kit.php';
$out = $argv[1];
$p = new Doc('P', 'pt', 'A4');
$p->AliasNbPages();
$p->footerText = 'Carlisle Car Buyers is a trading name of Border Motor Holdings Ltd, Kingstown Industrial Estate, Carlisle CA3 0HA. Company no. 09922814.';
$p->AddPage();
$p->t(40, 54, 'Carlisle Car Buyers', 20, 'B');
$p->t(40, 70, 'Kingstown Industrial Estate, Carlisle CA3 0HA · 01228 529 900 · sell@carlislecarbuyers.co.uk', 8);
$p->SetFillColor(230, 230, 230); $p->Rect(40, 84, 515, 26, 'F');
$p->t(48, 102, 'VEHICLE PURCHASE INVOICE (SELF-BILLED)', 12, 'B');
$p->t(400, 102, 'No. CCB-PI-004418', 10, 'B');
$y = 130;
foreach ([['Seller', 'Ananya KRISHNAMURTHY'], ['Seller address', '23 Stanwix Bank, Carlisle CA3 9DJ'], ['Bank details', 'Sort code 09-01-28, account ****6612 (Faster Payment)'],
  ['Vehicle bought', 'Peugeot 3008 1.2 PureTech Allure EAT8'], ['Registration', 'PX19 KWD'], ['VIN', 'VF3MCYHZRKS114093'], ['Mileage (warranted)', '44,730'], ['Keys / V5C', '2 keys · V5C ref 1177 2093 448'],
  ['Price agreed', '£11,200.00'], ['Less settlement to Stellantis Financial Services', '£3,482.16'], ['Paid to seller', '£7,717.84']] as $r) {
  $p->SetFont('Helvetica', '', 9); $p->SetXY(40, $y); $p->Cell(200, 17, w($r[0]), 'B'); $p->SetFont('Helvetica', 'B', 9); $p->Cell(315, 17, w($r[1]), 'B'); $y += 17;
}
$y += 16;
$y = $p->para(40, $y, 515, 'Vehicle inspected at our Carlisle branch by Dale Irving on 02/12/2025. The seller was shown a replacement car, a Kia Niro registered NK21 HDV, which is not part of this purchase. The seller confirms that the vehicle is their property with full right to sell it, that the finance settlement above is the only charge on it, that it has not been recorded as an insurance total loss, stolen or scrapped, that the mileage is genuine, and that all service history has been handed over. If any of this proves untrue the seller will repay the price and our costs. Payment is made on the day the V5C and keys are received. VAT: margin scheme, no VAT shown.', 9, 12);
$y += 18;
$y = $p->para(40, $y, 515, 'Your personal data are used to complete this purchase and to meet our legal duties; see carlislecarbuyers.co.uk/privacy. Information Commissioner\'s Office, Wycliffe House, Water Lane, Wilmslow SK9 5AF.', 8, 10);
$y += 40;
$p->t(40, $y, 'Seller', 10, 'B');
$p->tagRule(90, 300, $y + 2, 11);
$p->t(320, $y, 'Date', 10, 'B');
$p->tagRule(350, 450, $y + 2, 12);
$y += 44;
$p->t(40, $y, 'Buyer', 10, 'B');
$p->tagRule(90, 300, $y + 2, 13);
$p->t(90, $y + 14, 'for Carlisle Car Buyers (Dale Irving, Vehicle Buyer)', 7);
$p->Output('F', "$out/21-we-buy-your-car-source.pdf");
spec($out, '21-we-buy-your-car-source', [
  'file' => '21-we-buy-your-car.pdf', 'format' => 'pdf',
  'kinds' => ['producer: Ghostscript pdfwrite re-distilling an FPDF file', 'kind: vehicle purchase from customer', 'South Indian name, surname in capitals', 'replacement-car plate decoy', 'short labels beside rules (Seller / Buyer)'],
  'documentType' => 'trade_in', 'customerName' => 'Ananya Krishnamurthy', 'otherCustomers' => [],
  'vehicleRegistration' => 'PX19KWD', 'otherRegistrations' => ['NK21HDV'], 'dealershipName' => 'Carlisle Car Buyers',
  'places' => [
    ['label' => 'Seller', 'signer' => 'customer', 'tag' => 11, 'mark' => 'rule', 'dateTag' => 12],
    ['label' => 'Buyer', 'signer' => 'dealer', 'tag' => 13, 'mark' => 'rule'],
  ],
]);
