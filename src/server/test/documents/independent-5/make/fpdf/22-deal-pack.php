<?php
// Three separate documents of one deal, each made on its own by FPDF, that make-all.sh merges into one pack with
// qpdf (object streams, linearised): a sales invoice, a pre-delivery and handover sheet, and a marketing consent.
require __DIR__ . '/kit.php';
$out = $argv[1];
$head = function ($p, $title) {
  $p->t(40, 50, 'ORWELL MOTOR COMPANY', 15, 'B');
  $p->t(40, 63, 'Ransomes Europark, Ipswich IP3 9SJ · 01473 720 300 · sales@orwellmotors.co.uk · FRN 677120', 8);
  $p->SetDrawColor(150, 0, 0); $p->SetLineWidth(2); $p->Line(40, 70, 555, 70); $p->SetDrawColor(0, 0, 0); $p->SetLineWidth(0.6);
  $p->t(40, 94, $title, 13, 'B');
};
$a = new Doc('P', 'pt', 'A4'); $a->AliasNbPages(); $a->footerText = 'Orwell Motor Company Ltd · invoice'; $a->AddPage();
$head($a, 'SALES INVOICE OM-INV-77120');
$y = 112;
foreach ([['Invoice to', 'Mr H. AL-RASHID, 5 Bixley Drive, Ipswich IP4 3QB'], ['Invoice date', '08/12/2025'], ['Vehicle', 'Cupra Born 58kWh V2 e-Boost'], ['Registration', 'KM25 TRV'], ['VIN', 'VSSZZZK1ZSP040871'],
  ['Price', '£31,650.00 (VAT £5,275.00)'], ['Part-exchange', 'Renault Clio, KY14 LHD: £3,400.00'], ['Finance', 'Calder Auto Credit plc PCP CAC-PCP-0104418: £25,250.00'], ['Deposit paid', '£3,000.00'], ['Balance', '£0.00']] as $r) {
  $a->SetFont('Helvetica', '', 9); $a->SetXY(40, $y); $a->Cell(150, 16, w($r[0]), 1); $a->Cell(365, 16, w($r[1]), 1); $y += 16;
}
$a->para(40, $y + 16, 515, 'Thank you for your business. This invoice is issued for the vehicle above; the terms of sale were given to you with your order. Your statutory rights are not affected. Complaints: Financial Ombudsman Service, Exchange Tower, London E14 9SR.', 8, 10);
$a->Output('F', "$out/22a.pdf");

$b = new Doc('P', 'pt', 'A4'); $b->AliasNbPages(); $b->footerText = 'Orwell Motor Company Ltd · handover'; $b->AddPage();
$head($b, 'PRE-DELIVERY INSPECTION AND HANDOVER');
$b->t(40, 114, 'Customer: Hamza Al-Rashid      Vehicle: KM25 TRV      Salesperson: Becky Thurlow', 9);
$y = 130;
foreach (['Charging cable (Mode 3) and granny lead present', 'Charge level at handover: 92%', 'Infotainment and app paired', 'Tyre pressures checked', 'Bodywork checked: no damage', 'Customer shown charging flap release and eco settings'] as $i => $t) {
  $b->Rect(40, $y, 9, 9); $b->t(42, $y + 8, 'X', 8); $b->t(56, $y + 8, $t, 9); $y += 18;
}
$y += 20;
$b->para(40, $y, 515, 'I have received the vehicle in the condition described and the handover has been completed to my satisfaction.', 9, 12);
$y += 50;
$b->t(40, $y, 'Customer', 9, 'B'); $b->tagRule(100, 300, $y + 2, 21); $b->t(320, $y, 'Date', 9, 'B'); $b->tagRule(350, 450, $y + 2, 22);
$y += 40;
$b->t(40, $y, 'Handed over by', 9, 'B'); $b->tagRule(120, 300, $y + 2, 23);
$b->Output('F', "$out/22b.pdf");

$c = new Doc('P', 'pt', 'A4'); $c->AliasNbPages(); $c->footerText = 'Orwell Motor Company Ltd · data'; $c->AddPage();
$head($c, 'KEEPING IN TOUCH');
$y = $c->para(40, 106, 515, 'We would like to contact you about servicing, MOT reminders, offers and events. We will only do so in the ways you choose below. You can change your mind at any time by emailing data@orwellmotors.co.uk. Our full privacy notice is at orwellmotors.co.uk/privacy. You can complain to the Information Commissioner\'s Office, Wycliffe House, Water Lane, Wilmslow SK9 5AF.', 9, 12);
$y += 10;
foreach (['Email' => 'X', 'Text message' => '', 'Post' => 'X', 'Phone' => ''] as $k => $v) { $c->Rect(40, $y, 9, 9); if ($v) $c->t(42, $y + 8, 'X', 8); $c->t(56, $y + 8, $k, 9); $y += 16; }
$y += 30;
$c->t(40, $y, 'Name: HAMZA AL-RASHID', 9);
$y += 30;
$c->t(40, $y, 'Signature', 9, 'B');
$c->tagBox(100, $y - 22, 220, 32, 31);
$c->t(340, $y, 'Date', 9, 'B');
$c->tagBox(370, $y - 22, 110, 32, 32);
$c->Output('F', "$out/22c.pdf");

spec($out, '22-deal-pack', [
  'file' => '22-deal-pack.pdf', 'format' => 'pdf',
  'kinds' => ['producer: qpdf merge of three FPDF documents (object streams, linearised)', 'kind: deal pack (invoice, handover, marketing consent)', 'name printed three ways (Mr H. AL-RASHID, Hamza Al-Rashid, capitals)', 'part-exchange plate decoy', 'first page has no place; places on pages 2 and 3'],
  'documentType' => 'sales_agreement', 'customerName' => 'Hamza Al-Rashid', 'otherCustomers' => [],
  'vehicleRegistration' => 'KM25TRV', 'otherRegistrations' => ['KY14LHD'], 'dealershipName' => 'Orwell Motor Company Ltd',
  'places' => [
    ['label' => 'Customer', 'signer' => 'customer', 'tag' => 21, 'mark' => 'rule', 'dateTag' => 22],
    ['label' => 'Handed over by', 'signer' => 'dealer', 'tag' => 23, 'mark' => 'rule'],
    ['label' => 'Signature', 'signer' => 'customer', 'tag' => 31, 'mark' => 'box', 'dateTag' => 32, 'dateMark' => 'box'],
  ],
]);
