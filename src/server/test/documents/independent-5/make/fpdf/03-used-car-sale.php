<?php
// A small independent dealer's used-car sale agreement, printed and then scanned (scan-it.sh adds the scan):
// customer in capitals with initials, a courtesy-car plate and a dateless plate on the page, underscores to sign.
require __DIR__ . '/kit.php';
$out = $argv[1];
$p = new Doc('P', 'pt', 'A4');
$p->AliasNbPages();
$p->footerText = 'Tawe Valley Car Sales · 112 Neath Road, Morriston, Swansea SA6 8JT · 01792 771 045';
$p->AddPage();
$p->t(40, 50, 'TAWE VALLEY CAR SALES', 16, 'B');
$p->t(40, 64, '112 Neath Road, Morriston, Swansea SA6 8JT · 01792 771 045 · info@tawevalleycars.co.uk', 8);
$p->t(40, 94, 'USED VEHICLE SALE AGREEMENT', 13, 'B');
$p->t(420, 94, 'Invoice No. TV/25/1187', 9);
$y = 112;
$fields = [['Buyer', 'MR G. W. LLEWELYN-JONES'], ['Full name (for V5C)', 'GETHIN WYN LLEWELYN-JONES'], ['Address', '3 Clos Pen-y-Bryn, Ystalyfera SA9 2DQ'], ['Telephone', '07700 900 733'],
  ['Vehicle', 'Vauxhall Corsa 1.2 SE 5dr, silver'], ['Registration', 'WN15 OKD'], ['VIN', 'W0L0XEP68F4107725'], ['Odometer', '71,560 miles (warranted)'], ['MOT expiry', '11/08/2026'], ['Price', '£5,495.00'], ['Paid', '£5,495.00 by bank transfer 21/11/2025']];
foreach ($fields as $f) { $p->SetFont('Helvetica', 'B', 9); $p->SetXY(40, $y); $p->Cell(130, 16, w($f[0]), 'B'); $p->SetFont('Helvetica', '', 9); $p->Cell(385, 16, w($f[1]), 'B'); $y += 16; }
$y += 16;
$y = $p->para(40, $y, 515, 'The buyer has been loaned our courtesy car, registration 7424 WN, while this vehicle was prepared, and returns it today. The buyer confirms the vehicle has been inspected and road tested and that the following have been pointed out: light stone chips to bonnet; kerbed nearside rear alloy. The vehicle is sold with a 3 month/3,000 mile mechanical warranty (see separate warranty booklet). This agreement does not affect your statutory rights under the Consumer Rights Act 2015. Trading Standards advice: Citizens Advice consumer helpline 0808 223 1133.', 9, 12);
$y += 12;
$y = $p->para(40, $y, 515, 'Customer declaration: I confirm that I have read and understood the above and agree to buy the vehicle on these terms.', 9, 12);
$y += 30;
$lw = $p->t(40, $y, 'Customer signature', 9, 'B');
$p->tagText(40 + $lw + 6, $y, str_repeat('_', 34), 31);
$x = 330;
$x += $p->t($x, $y, 'Date', 9, 'B') + 6;
$p->tagText($x, $y, str_repeat('_', 16), 32);
$y += 40;
$lw = $p->t(40, $y, 'Signed for Tawe Valley Car Sales', 9, 'B');
$p->tagText(40 + $lw + 6, $y, str_repeat('_', 26), 33);
$p->t(40, $y + 24, 'Dealer stock plate on display: trade plate 417 CB (not part of this sale).', 7);
$p->Output('F', "$out/03-used-car-sale-source.pdf");
spec($out, '03-used-car-sale-scan', [
  'file' => '03-used-car-sale-scan.pdf', 'format' => 'pdf', 'measureFrom' => '03-used-car-sale-source.pdf', 'hasTextLayer' => false, 'transform' => ['a' => 0.999945, 'b' => -0.010472, 'c' => 0.010472, 'd' => 0.999945, 'e' => -4.392, 'f' => 3.14],
  'kinds' => ['producer: ImageMagick scan of an FPDF print', 'kind: used-car sale agreement', 'scan, no text layer, slightly rotated with noise', 'name in capitals with initials and hyphen', 'dateless courtesy-car plate decoy', 'underscores to sign'],
  'documentType' => 'sales_agreement', 'customerName' => 'Gethin Llewelyn-Jones', 'otherCustomers' => [],
  'vehicleRegistration' => 'WN15OKD', 'otherRegistrations' => ['7424WN', '417CB'], 'dealershipName' => 'Tawe Valley Car Sales',
  'places' => [
    ['label' => 'Customer signature', 'signer' => 'customer', 'tag' => 31, 'mark' => 'text', 'dateTag' => 32],
    ['label' => 'Signed for Tawe Valley Car Sales', 'signer' => 'dealer', 'tag' => 33, 'mark' => 'text'],
  ],
]);
