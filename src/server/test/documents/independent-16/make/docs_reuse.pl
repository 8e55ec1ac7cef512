#!/usr/bin/perl
# The sixteenth set's PDF::Reuse documents (01-05) and the two pages that are scanned (09, 10).
# Usage: docs_reuse.pl OUTDIR  (scan pages go to /tmp/gen16/src)
use strict; use warnings; use utf8;
use FindBin; use lib $FindBin::Bin;
use Lay16;
use PDF::Reuse;
my $out = shift // "."; 
sub para { my ($x, $y, $w, $text, $f, $sz, $lead) = @_; $f //= 'H'; $sz //= 8; $lead //= $sz * 1.3;
  my @words = split /\s+/, $text; my $line = '';
  for my $wd (@words) { my $try = $line eq '' ? $wd : "$line $wd";
    if (wid($try, $f, $sz) > $w) { T($x, $y, $line, $f, $sz); $y -= $lead; $line = $wd; } else { $line = $try; } }
  T($x, $y, $line, $f, $sz) if $line ne ''; return $y - $lead; }
sub kv { my ($x, $y, $k, $v, $kw, $f, $sz) = @_; $sz //= 8.5; T($x, $y, $k, 'HB', $sz); T($x + ($kw // 110), $y, $v, $f // 'H', $sz); }

# ---------- 01 joint PCP agreement, 2 pages, Helvetica, signature boxes holding the statutory words
sub doc01 {
  start("$out/01-joint-pcp-agreement.pdf", '01-joint-pcp-agreement');
  fill(40, 790, 515, 30, 0.15); prAdd('q 1 g'); T(50, 801, 'NORTHGATE MOTOR FINANCE', 'HB', 14); prAdd('Q');
  prAdd('q 1 g'); TR(545, 807, 'Agreement No. NMF 7104 3392', 'HB', 9); TR(545, 795, 'Page 1 of 2', 'H', 8); prAdd('Q');
  TB(40, 770, 'Hire Purchase Agreement (Personal Contract Purchase)', 12);
  T(40, 757, 'Regulated by the Consumer Credit Act 1974', 'HO', 8.5);
  my $y = 735; TB(40, $y, 'Parties', 10); rule(40, $y - 4, 555, 0.8); $y -= 18;
  kv(40, $y, 'Creditor', 'Northgate Motor Finance plc, Kingsway House, 14 Park Row, Leeds LS1 5HD'); $y -= 13;
  kv(40, $y, 'Debtor 1', 'Mr Tendai MUTASA', 110); $y -= 12;
  T(150, $y, '27 Cherry Tree Walk, Shipley, West Yorkshire BD18 4QJ', 'H', 8.5); $y -= 12;
  T(150, $y, 'Date of birth 03/09/1986   Time at address 6 yrs 2 mths', 'H', 8.5); $y -= 14;
  kv(40, $y, 'Debtor 2', 'Miss Rebecca HOLLINGWORTH', 110); $y -= 12;
  T(150, $y, '27 Cherry Tree Walk, Shipley, West Yorkshire BD18 4QJ', 'H', 8.5); $y -= 14;
  kv(40, $y, 'Supplier / broker', 'Airedale Motor Group Ltd t/a Airedale Volkswagen, Canal Road, Bradford BD2 1AP'); $y -= 12;
  T(150, $y, 'The supplier acts as a credit broker and not as a lender. FCA firm reference 661204.', 'H', 7.5); $y -= 22;
  TB(40, $y, 'Goods', 10); rule(40, $y - 4, 555, 0.8); $y -= 18;
  my @g = (['Description', 'Volkswagen Tiguan 2.0 TDI Life 5dr DSG'], ['Registration mark', 'YK23 HVN'],
    ['VIN', 'WVGZZZ5NZPW418826'], ['Date first registered', '14/04/2023'], ['Odometer', '18,402 miles'], ['Colour', 'Moonstone Grey']);
  for my $r (@g) { kv(40, $y, $r->[0], $r->[1]); $y -= 12; } $y -= 10;
  TB(40, $y, 'Financial details', 10); rule(40, $y - 4, 555, 0.8); $y -= 16;
  my @f = (['Cash price of goods', '£27,495.00'], ['Part exchange allowance (AV64 KZE)', '£3,250.00'],
    ['Settlement of existing finance on part exchange', '£0.00'], ['Customer cash deposit', '£1,000.00'],
    ['Total deposit', '£4,250.00'], ['Amount of credit', '£23,245.00'], ['Total charge for credit', '£5,611.52'],
    ['Total amount payable', '£34,106.52'], ['Duration of agreement', '49 months'],
    ['Repayments', '1 x £362.95, 46 x £312.95, optional final payment £14,897.00'],
    ['Rate of interest (fixed)', '8.90% a year'], ['APR', '9.9%'], ['Option to purchase fee', '£10.00 (included in final payment)'],
    ['Guaranteed minimum future value', '£14,897.00   Annual mileage 9,000   Excess 7.5p a mile']);
  my $i = 0; for my $r (@f) { fill(40, $y - 3, 515, 11.5, 0.93) if $i++ % 2 == 0; T(46, $y, $r->[0], 'H', 8.2); T(300, $y, $r->[1], 'HB', 8.2); $y -= 11.5; }
  $y -= 12; TB(40, $y, 'Key information', 10); rule(40, $y - 4, 555, 0.8); $y -= 16;
  $y = para(40, $y, 515, 'You have the right to withdraw from this agreement within 14 days of the day after the agreement is made. If you withdraw you must repay the amount of credit with interest from the date it was provided. Missing payments could have severe consequences and may make obtaining credit more difficult. If you have paid one-third of the total amount payable you may have rights to end the agreement and the creditor may need a court order to take back the goods. The goods remain the property of the creditor until all sums are paid.', 'H', 7.6);
  T(40, 60, 'Northgate Motor Finance plc is authorised and regulated by the Financial Conduct Authority (FRN 304418). Registered in England No. 02217340.', 'H', 6.5);
  page();
  fill(40, 790, 515, 30, 0.15); prAdd('q 1 g'); T(50, 801, 'NORTHGATE MOTOR FINANCE', 'HB', 14); prAdd('Q');
  prAdd('q 1 g'); TR(545, 807, 'Agreement No. NMF 7104 3392', 'HB', 9); TR(545, 795, 'Page 2 of 2', 'H', 8); prAdd('Q');
  $y = 765; TB(40, $y, 'Terms and conditions (summary)', 10); rule(40, $y - 4, 555, 0.8); $y -= 16;
  for my $t ('1. Payments. You must pay the repayments on the dates shown, by direct debit unless we agree otherwise.',
    '2. Ownership. The goods belong to us until you have paid all sums due and the option to purchase fee.',
    '3. Insurance. You must keep the goods insured comprehensively with our interest noted.',
    '4. Final payment. At the end you may pay the optional final payment, return the goods, or part exchange them.',
    '5. Return condition. Returned goods must be in a condition in line with the BVRLA Fair Wear and Tear standard.',
    '6. Joint debtors. Where there are two debtors each is liable for the whole amount under this agreement.') {
    $y = para(40, $y, 515, $t, 'H', 7.8); $y -= 3; }
  $y -= 10; TB(40, $y, 'Signatures', 10); rule(40, $y - 4, 555, 0.8); $y -= 16;
  $y = para(40, $y, 515, 'This is a Hire-Purchase Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'HB', 8.2);
  $y -= 6;
  # Debtor 1 box, caption above, date box to the right
  TB(40, $y, 'Signature of Debtor 1', 8.5); TB(390, $y, 'Date of signature', 8.5); $y -= 6;
  tagbox(1, 40, $y - 46, 330, 46); tagbox(2, 390, $y - 22, 120, 22); place('Signature of Debtor 1', 'customer', 1, 2);
  T(44, $y - 56, 'Mr Tendai MUTASA', 'H', 7.5); $y -= 78;
  TB(40, $y, 'Signature of Debtor 2', 8.5); TB(390, $y, 'Date of signature', 8.5); $y -= 6;
  tagbox(3, 40, $y - 46, 330, 46); tagbox(4, 390, $y - 22, 120, 22); place('Signature of Debtor 2', 'customer2', 3, 4);
  T(44, $y - 56, 'Miss Rebecca HOLLINGWORTH', 'H', 7.5); $y -= 78;
  TB(40, $y, 'Signed for and on behalf of the Creditor', 8.5); TB(390, $y, 'Date agreement made', 8.5); $y -= 6;
  tagbox(5, 40, $y - 40, 330, 40); tagbox(6, 390, $y - 22, 120, 22); place('Signed for and on behalf of the Creditor', 'none', 5, 6);
  $y -= 60;
  fill(40, $y - 52, 515, 52, 0.9); TB(46, $y - 12, 'For dealer use', 8);
  T(46, $y - 26, 'Introducer code  AVW-0417      Salesperson  Marcus Dobson', 'H', 8);
  T(46, $y - 40, 'Documents checked (ID, proof of address)  ___________   Payout requested  ___________', 'H', 8);
  finish();
}

# ---------- 02 conditional sale with guarantor, Times, dotted lines, Scotland-free (England)
sub doc02 {
  start("$out/02-conditional-sale-guarantor.pdf", '02-conditional-sale-guarantor');
  TC(297.5, 800, 'PENNINE ASSET FINANCE LIMITED', 'TB', 15);
  TC(297.5, 785, 'Conditional Sale Agreement regulated by the Consumer Credit Act 1974', 'TI', 10);
  rule(40, 776, 555, 1.2); rule(40, 773, 555, 0.4);
  my $y = 755;
  T(40, $y, 'Agreement number:', 'TB', 10); T(140, $y, 'PAF-CS-0093315', 'TR', 10); T(330, $y, 'Dealer:', 'TB', 10); T(372, $y, 'Calder Valley Car Centre', 'TR', 10); $y -= 20;
  T(40, $y, 'CUSTOMER', 'TB', 10); $y -= 14;
  T(40, $y, 'Name:', 'TR', 10); T(140, $y, 'HUSSAIN, IMRAN (MR)', 'TR', 10); $y -= 13;
  T(40, $y, 'Address:', 'TR', 10); T(140, $y, 'Flat 4, 118 Skircoat Road, Halifax HX1 2RD', 'TR', 10); $y -= 13;
  T(40, $y, 'Occupation:', 'TR', 10); T(140, $y, 'Pharmacy technician, 3 yrs', 'TR', 10); $y -= 20;
  T(40, $y, 'GUARANTOR', 'TB', 10); $y -= 14;
  T(40, $y, 'Name:', 'TR', 10); T(140, $y, 'AKHTAR, NASREEN (MRS)', 'TR', 10); $y -= 13;
  T(40, $y, 'Address:', 'TR', 10); T(140, $y, '9 Moorside Crescent, Sowerby Bridge HX6 3LF', 'TR', 10); $y -= 20;
  T(40, $y, 'GOODS', 'TB', 10); $y -= 14;
  T(40, $y, 'Ford Puma 1.0 EcoBoost Hybrid ST-Line 5dr, Agate Black, registration MA21 OVK,', 'TR', 10); $y -= 13;
  T(40, $y, 'chassis WF02XXERK2MG41877, 31,150 miles recorded.', 'TR', 10); $y -= 20;
  T(40, $y, 'FINANCIAL DETAILS', 'TB', 10); $y -= 14;
  for my $r (['Cash price', '£16,750.00'], ['Deposit (cash)', '£750.00'], ['Amount of credit', '£16,000.00'], ['Interest charges', '£5,307.20'],
    ['Total amount payable', '£22,057.20'], ['60 monthly payments of', '£355.12'], ['APR', '12.9%']) {
    T(60, $y, $r->[0], 'TR', 10); T(300, $y, $r->[1], 'TR', 10, 'right'); $y -= 13; }
  $y -= 6;
  $y = para(40, $y, 515, 'Settlement of your existing agreement with Zenith Motor Finance for the Vauxhall Corsa LK15 FTU is not included in this agreement and remains your responsibility. The goods will not become your property until you have made all the payments.', 'TR', 9.5);
  $y -= 8;
  fill(40, $y - 30, 515, 34, 0.9);
  $y = para(46, $y - 8, 500, 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'TB', 10);
  $y -= 24;
  T(40, $y, 'Signature of Customer', 'TB', 10); tagdots(1, 150, $y, 70, 'TR', 10); T(400, $y, 'Date', 'TB', 10); tagdots(2, 425, $y, 30, 'TR', 10);
  place('Signature of Customer', 'customer', 1, 2); $y -= 36;
  T(40, $y, 'Signed for the Creditor', 'TB', 10); tagdots(3, 150, $y, 70, 'TR', 10); T(400, $y, 'Date', 'TB', 10); tagdots(4, 425, $y, 30, 'TR', 10);
  place('Signed for the Creditor', 'none', 3, 4); $y -= 30;
  rule(40, $y + 10, 555, 0.4);
  T(40, $y - 4, 'GUARANTEE AND INDEMNITY', 'TB', 10); $y -= 18;
  $y = para(40, $y, 515, 'In consideration of the Creditor entering into the above agreement, I guarantee the payment of all sums due from the Customer and agree to indemnify the Creditor against any loss. This is a Guarantee subject to the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.', 'TR', 9.5);
  $y -= 22;
  T(40, $y, 'Signature of Guarantor', 'TB', 10); tagdots(5, 150, $y, 70, 'TR', 10); T(400, $y, 'Date', 'TB', 10); tagdots(6, 425, $y, 30, 'TR', 10);
  place('Signature of Guarantor', 'guarantor', 5, 6); $y -= 36;
  T(40, $y, 'Witness signature', 'TB', 10); tagdots(7, 150, $y, 70, 'TR', 10); place('Witness signature', 'none', 7, undef); $y -= 20;
  T(40, $y, 'Witness full name', 'TR', 10); dots(150, $y, 70, 'TR', 10); $y -= 20;
  T(40, $y, 'Witness address', 'TR', 10); dots(150, $y, 70, 'TR', 10); $y -= 20;
  T(40, $y, 'Witness occupation', 'TR', 10); dots(150, $y, 70, 'TR', 10); $y -= 26;
  T(40, 50, 'Pennine Asset Finance Limited, 2 Horton Street, Halifax HX1 1QE. Authorised and regulated by the Financial Conduct Authority.', 'TI', 8);
  finish();
}

# ---------- 03 used vehicle order, Helvetica, signing grid of table cells
sub doc03 {
  start("$out/03-vehicle-order-form.pdf", '03-vehicle-order-form');
  TB(40, 800, 'SOLENT MOTOR HOUSE', 16); T(40, 788, 'Hythe Road, Marchwood, Southampton SO40 4WT  ·  023 8084 1170  ·  sales@solentmotorhouse.co.uk', 'H', 7.5);
  TR(555, 800, 'VEHICLE ORDER FORM', 'HB', 12); TR(555, 788, 'Order no. 24/1187   Date 11/03/2024', 'H', 8);
  rule(40, 780, 555, 1.5);
  my $y = 760;
  # purchaser table
  box(40, $y - 70, 250, 78); fill(40, $y - 6 + 0, 250, 14, 0.85); TB(44, $y - 2, 'Purchaser', 8.5);
  T(44, $y - 18, 'Ms Jennifer A. WHITFIELD', 'H', 8.5); T(44, $y - 30, '5 Lepe Road, Blackfield', 'H', 8.5); T(44, $y - 42, 'Southampton SO45 1XR', 'H', 8.5);
  T(44, $y - 54, 'Mobile 07700 914 226', 'H', 8.5); T(44, $y - 66, 'Email jen.whitfield\@example.co.uk', 'H', 8.5);
  box(305, $y - 70, 250, 78); fill(305, $y - 6, 250, 14, 0.85); TB(309, $y - 2, 'Vehicle ordered', 8.5);
  T(309, $y - 18, 'Nissan Qashqai 1.3 DiG-T MH N-Connecta', 'H', 8.5); T(309, $y - 30, 'Registration  VN69 XPD', 'HB', 8.5);
  T(309, $y - 42, 'First registered 27/09/2019   Mileage 41,880', 'H', 8.5); T(309, $y - 54, 'Colour Magnetic Blue   Stock no. SMH-3321', 'H', 8.5);
  T(309, $y - 66, 'MOT to 26/09/2024   Keys 2   V5C seen', 'H', 8.5);
  $y -= 92;
  box(40, $y - 150, 515, 158); fill(40, $y - 6, 515, 14, 0.85); TB(44, $y - 2, 'Price and payment', 8.5);
  my @p = (['Vehicle price', '16,995.00'], ['Paint & interior protection (Supaguard)', '349.00'], ['Delivery & preparation', 'included'],
    ['Administration fee', '99.00'], ['Total price', '17,443.00'], ['Less part exchange: Hyundai i20, HJ63 KWU, 88,114 mls', '(1,900.00)'],
    ['Less deposit paid by card (receipt 55812)', '(500.00)'], ['Balance to finance (Blackhorse, proposal ref. 5521-7740)', '15,043.00'],
    ['Balance due on delivery', '0.00']);
  my $yy = $y - 20; for my $r (@p) { T(46, $yy, $r->[0], 'H', 8.5); TR(548, $yy, $r->[1], 'H', 8.5); rule(44, $yy - 4, 551, 0.2); $yy -= 14; }
  T(46, $yy - 2, 'Courtesy car for the preparation period: Nissan Micra KX71 CWO, returned at collection.', 'HO', 8);
  $y -= 172;
  TB(40, $y, 'Declaration', 9); $y -= 12;
  $y = para(40, $y, 515, 'I agree to buy the vehicle described above on the terms overleaf and on the Solent Motor House conditions of sale. I confirm the part exchange is my property, free of finance except as declared, and that its recorded mileage is correct to the best of my knowledge. This order is subject to finance approval where finance is shown.', 'H', 8);
  $y -= 10;
  # signing grid: heading row then 3 rows; columns: who | signature | print name | date
  my @cx = (40, 160, 330, 470, 555); my $rh = 30;
  fill($cx[0], $y - 14, 515, 14, 0.85); box($cx[0], $y - 14, 515, 14);
  TB(44, $y - 10, 'Signing', 8); TB($cx[1] + 4, $y - 10, 'Signature', 8); TB($cx[2] + 4, $y - 10, 'Name (capitals)', 8); TB($cx[3] + 4, $y - 10, 'Date', 8);
  $y -= 14;
  my @rows = (['Purchaser', 'customer', 'J. WHITFIELD'], ['Sales Executive', 'dealer', 'D. OKONJO'], ['Sales Manager', 'dealer', '']);
  my $k = 1;
  for my $r (@rows) {
    box($cx[0], $y - $rh, 515, $rh); for my $c (@cx[1..3]) { rule($c, $y, $c, 0.6); prAdd(sprintf("q 0.6 w 0 G %.2f %.2f m %.2f %.2f l S Q", $c, $y, $c, $y - $rh)); }
    T(44, $y - 18, $r->[0], 'HB', 8.5); T($cx[2] + 6, $y - 18, $r->[2], 'H', 9) if $r->[2];
    tagbox($k, $cx[1], $y - $rh, $cx[2] - $cx[1], $rh); tagbox($k + 1, $cx[3], $y - $rh, $cx[4] - $cx[3], $rh);
    place($r->[0], $r->[1], $k, $k + 1); $k += 2; $y -= $rh; }
  T(40, 40, 'Solent Motor House is a trading name of SMH Automotive Ltd, company no. 09917452. Conditions of sale overleaf.', 'H', 6.5);
  finish();
}

# ---------- 04 tyre and alloy insurance schedule + application, Helvetica, underscores with date on the line
sub doc04 {
  start("$out/04-tyre-alloy-insurance.pdf", '04-tyre-alloy-insurance');
  TB(40, 800, 'TyreSure Plus', 18); T(40, 786, 'Tyre and Alloy Wheel Insurance  ·  Policy Schedule and Statement of Demands and Needs', 'H', 9);
  TR(555, 800, 'Sold by Stour Valley Hyundai', 'HB', 9); TR(555, 789, 'Dealer account DA24 MKT', 'H', 8);
  rule(40, 778, 555, 0.8);
  my $y = 760;
  for my $r (['Policy number', 'TSP-0488213-H'], ['Policyholder', 'Mr Olumide ADEBAYO'], ['Address', '41 Bergholt Road, Colchester CO4 5AQ'],
    ['Insured vehicle', 'Hyundai Tucson 1.6 T-GDi Premium'], ['Registration', 'LV68 UXE'], ['Wheel size', '19" alloy, 245/45 R19'],
    ['Period of cover', '36 months from 02/02/2024 to 01/02/2027'], ['Premium (incl. IPT at 12%)', '£299.00, paid in full at the dealership'],
    ['Claims limit', '£200 a tyre, £150 a wheel repair; 8 claims in the period']) {
    T(40, $y, $r->[0], 'H', 8.5); T(190, $y, $r->[1], 'HB', 8.5); rule(40, $y - 4, 555, 0.2); $y -= 15; }
  $y -= 10; TB(40, $y, 'Demands and needs', 10); $y -= 14;
  $y = para(40, $y, 515, 'This policy meets the demands and needs of a customer who wishes to insure against the cost of replacing tyres and repairing cosmetic damage to alloy wheels on the vehicle above. Stour Valley Hyundai has not given you a personal recommendation. It is an appointed representative of Autoguard Intermediaries Ltd, which is authorised and regulated by the Financial Conduct Authority.', 'H', 8.3);
  $y -= 6; TB(40, $y, 'Important exclusions', 10); $y -= 14;
  for my $t ('- Tyres with less than 3 mm of tread at the date of the claim.', '- Damage caused by kerbing where the wheel is not cracked or buckled (cosmetic repairs only).',
    '- Vehicles used for hire and reward, racing or off-road events.', '- Damage caused by a road traffic accident that is a claim on your motor insurance.') { T(48, $y, $t, 'H', 8.3); $y -= 11; }
  $y -= 8; TB(40, $y, 'Policyholder declaration', 10); $y -= 14;
  $y = para(40, $y, 515, 'I have received the policy wording and the insurance product information document. I understand that I can cancel within 30 days and receive a full refund if no claim has been made. The information I have given is true.', 'H', 8.3);
  $y -= 18;
  T(40, $y, 'Policyholder\'s signature', 'H', 9); tagunders(1, 150, $y, 34, 'H', 9); T(340, $y, 'Date', 'H', 9); tagunders(2, 365, $y, 14, 'H', 9);
  place("Policyholder's signature", 'customer', 1, 2); $y -= 28;
  T(40, $y, 'Sold by', 'H', 9); tagunders(3, 150, $y, 34, 'H', 9); T(340, $y, 'Date', 'H', 9); tagunders(4, 365, $y, 14, 'H', 9);
  place('Sold by', 'dealer', 3, 4); $y -= 12; T(150, $y, '(dealer representative: Kieran Walsh, Business Manager)', 'HO', 7.5);
  $y -= 30;
  box(40, $y - 60, 515, 60); TB(46, $y - 12, 'Claims', 9);
  T(46, $y - 26, 'Call 0330 100 4471 within 14 days of the damage. Quote your policy number and registration.', 'H', 8.3);
  T(46, $y - 40, 'Keep the damaged tyre or wheel for inspection. Do not arrange a repair before you have a claim number.', 'H', 8.3);
  T(40, 40, 'TyreSure Plus is underwritten by Covea Insurance plc. Administered by Autoguard Intermediaries Ltd.', 'H', 6.5);
  finish();
}

# ---------- 05 test drive / demonstrator loan, Helvetica, boxes with captions below, second named driver
sub doc05 {
  start("$out/05-demonstrator-loan.pdf", '05-demonstrator-loan');
  fill(0, 800, 595, 42, 0.12); prAdd('q 1 g'); T(40, 815, 'WEAR VALLEY KIA', 'HB', 15); prAdd('Q');
  prAdd('q 1 g'); T(400, 815, 'Demonstrator Loan Agreement', 'HB', 11); prAdd('Q');
  my $y = 775;
  T(40, $y, 'Please complete in BLOCK CAPITALS. A copy of your driving licence will be taken.', 'HO', 8); $y -= 20;
  my @d = (['Main driver', 'MWANGI Grace Wanjiru (Ms)'], ['Address', '16 Church Lane, Crook, Co. Durham DL15 9BQ'],
    ['Licence number', 'MWANG856146GW9TL'], ['Second named driver', 'OKOTH Daniel (Mr)'], ['Licence number', 'OKOTH802113D99KF'],
    ['Customer\'s own vehicle left on site', 'Toyota Auris, registration ND14 VFP, keys held at reception']);
  for my $r (@d) { box(40, $y - 6, 170, 18); fill(40.3, $y - 5.7, 169.4, 17.4, 0.9); T(44, $y, $r->[0], 'HB', 8.5); box(210, $y - 6, 345, 18); T(214, $y, $r->[1], 'H', 8.5); $y -= 18; }
  $y -= 16; TB(40, $y, 'Vehicle', 10); $y -= 4;
  my @v = (['Make / model', 'Kia EV6 GT-Line 77.4kWh RWD'], ['Registration', 'WF24 DMO'], ['Out', '09/05/2024 10:15, 12,307 miles, 84% charge'], ['Due back', '10/05/2024 by 17:00'],
    ['Trade plates (if unregistered)', 'not used'], ['Excess payable by driver', '£750 each incident']);
  for my $r (@v) { $y -= 18; box(40, $y - 6, 170, 18); fill(40.3, $y - 5.7, 169.4, 17.4, 0.9); T(44, $y, $r->[0], 'HB', 8.5); box(210, $y - 6, 345, 18); T(214, $y, $r->[1], 'H', 8.5); }
  $y -= 28; TB(40, $y, 'Conditions', 10); $y -= 14;
  $y = para(40, $y, 515, 'The vehicle is insured by the dealer for the named drivers only while it is in their charge, for social, domestic and pleasure use. The driver is responsible for all fuel, charging costs, fines, penalty charge notices, speeding and congestion charges incurred during the loan and for the insurance excess in the event of damage. The vehicle must not be taken outside Great Britain. Smoking and pets are not permitted.', 'H', 8.3);
  $y -= 22;
  # boxes, captions below
  tagbox(1, 40, $y - 44, 260, 44); tagbox(2, 320, $y - 24, 110, 24);
  T(40, $y - 55, 'Main driver\'s signature', 'H', 8); T(320, $y - 35, 'Date', 'H', 8);
  place("Main driver's signature", 'customer', 1, 2); $y -= 80;
  tagbox(3, 40, $y - 44, 260, 44); tagbox(4, 320, $y - 24, 110, 24);
  T(40, $y - 55, 'Second named driver\'s signature', 'H', 8); T(320, $y - 35, 'Date', 'H', 8);
  place("Second named driver's signature", 'customer2', 3, 4); $y -= 80;
  tagbox(5, 40, $y - 44, 260, 44); box(320, $y - 24, 235, 24); T(326, $y - 16, 'LUKE PARRY', 'H', 9);
  T(40, $y - 55, 'Authorised by (Wear Valley Kia)', 'H', 8); T(320, $y - 35, 'Name of staff member', 'H', 8);
  place('Authorised by (Wear Valley Kia)', 'dealer', 5, undef);
  T(40, 40, 'Wear Valley Kia, Durham Way South, Aycliffe Business Park, Newton Aycliffe DL5 6XP. Part of the Teesdale Motor Group.', 'H', 6.5);
  finish();
}

# ---------- 09 page to be scanned: used car warranty acceptance, Times, rules under captions
sub doc09 {
  start("/tmp/gen16/src/09-scanned-warranty.pdf", '09-scanned-warranty');
  T(40, 800, 'MIDSHIRES AUTOCARE WARRANTY', 'TB', 16); T(40, 786, 'Used Vehicle Warranty  -  Application and Acceptance', 'TI', 11);
  TR(555, 800, 'Certificate no.', 'TR', 9); TR(555, 788, 'MAW 5520918', 'TB', 11); rule(40, 778, 555, 1);
  my $y = 758;
  T(40, $y, 'Selling dealer:', 'TB', 10); T(150, $y, 'Lydney Road Garage, Lydney Road, Coleford, Gloucestershire GL16 8QE', 'TR', 10); $y -= 22;
  box(40, $y - 64, 250, 74); T(46, $y, 'Warranty holder', 'TB', 10);
  T(46, $y - 15, "Mrs Niamh O'SULLIVAN", 'TR', 10); T(46, $y - 28, '3 Bream Road, Parkend', 'TR', 10); T(46, $y - 41, 'Lydney GL15 4JH', 'TR', 10); T(46, $y - 54, 'Tel 07943 118 502', 'TR', 10);
  box(305, $y - 64, 250, 74); T(311, $y, 'Vehicle covered', 'TB', 10);
  T(311, $y - 15, 'Vauxhall Grandland X 1.2 Turbo SE', 'TR', 10); T(311, $y - 28, 'Registration FY20 LRK', 'TR', 10); T(311, $y - 41, 'Mileage at sale 38,744', 'TR', 10); T(311, $y - 54, 'Sale date 17/08/2024', 'TR', 10);
  $y -= 92;
  T(40, $y, 'Cover:', 'TB', 10); T(100, $y, 'Gold (mechanical and electrical), 12 months, claim limit GBP 2,500 per claim, excess GBP 50', 'TR', 10); $y -= 14;
  T(40, $y, 'Price:', 'TB', 10); T(100, $y, 'Included in the vehicle price (dealer-funded)', 'TR', 10); $y -= 22;
  T(40, $y, 'Conditions', 'TB', 11); $y -= 14;
  for my $t ('1. The vehicle must be serviced at the intervals set by the manufacturer and receipts kept.',
     '2. Claims must be authorised by Midshires Autocare before any repair work begins.',
     '3. Wear and tear items, batteries, clutches and bodywork are not covered.',
     '4. Cover transfers to a new private keeper for a fee of GBP 25.',
     '5. This warranty is in addition to, and does not affect, your statutory rights.') { $y = para(40, $y, 515, $t, 'TR', 10); $y -= 2; }
  $y -= 8; T(40, $y, 'Previous vehicle of the holder (traded in): Citroen C3 1.2, WU15 NZM - not covered.', 'TI', 9.5); $y -= 26;
  T(40, $y, 'I have read the conditions and accept the cover described.', 'TR', 10); $y -= 34;
  tagrule(1, 40, $y, 290, 0.8); tagrule(2, 330, $y, 450, 0.8); $y -= 12;
  T(40, $y, 'Signature of warranty holder', 'TR', 9); T(330, $y, 'Date', 'TR', 9); place('Signature of warranty holder', 'customer', 1, 2); $y -= 40;
  tagrule(3, 40, $y, 290, 0.8); tagrule(4, 330, $y, 450, 0.8); $y -= 12;
  T(40, $y, 'Signed for the selling dealer', 'TR', 9); T(330, $y, 'Date', 'TR', 9); place('Signed for the selling dealer', 'dealer', 3, 4); $y -= 40;
  fill(40, $y - 40, 515, 40, 0.9); T(46, $y - 14, 'Administrator use only', 'TB', 9); T(46, $y - 30, 'Received ............  Entered ............  Batch ............', 'TR', 9);
  T(40, 40, 'Midshires Autocare Warranty is administered by MAW Services Ltd, Worcester WR5 3DA.', 'TI', 8);
  finish();
}

# ---------- 10 page to be scanned: privacy and marketing consent, Helvetica, underscores and tick boxes
sub doc10 {
  start("/tmp/gen16/src/10-scanned-privacy-consent.pdf", '10-scanned-privacy-consent');
  TB(40, 800, 'Fylde Coast Mazda', 15); T(40, 787, 'Blackpool Road, Poulton-le-Fylde FY6 7QA', 'H', 8.5);
  TR(555, 800, 'Customer Privacy Notice', 'HB', 11); TR(555, 787, 'and Marketing Preferences', 'HB', 11); rule(40, 778, 555, 0.8);
  my $y = 760;
  T(40, $y, 'Customer name', 'HB', 9); T(140, $y, 'Dr Harpreet Kaur SANDHU', 'H', 9); $y -= 13;
  T(40, $y, 'Customer number', 'HB', 9); T(140, $y, 'C-0082614', 'H', 9); $y -= 13;
  T(40, $y, 'Vehicle', 'HB', 9); T(140, $y, 'Mazda CX-30 2.0 e-Skyactiv G Homura, PN71 ZSB', 'H', 9); $y -= 13;
  T(40, $y, 'Loan car during service', 'HB', 9); T(160, $y, 'Mazda2, BK23 XUW (returned)', 'H', 9); $y -= 22;
  TB(40, $y, 'How we use your information', 10); $y -= 14;
  $y = para(40, $y, 515, 'Fylde Coast Mazda (Fylde Coast Motors Ltd) is the controller of the personal information you give us. We use it to supply and service your vehicle, to arrange finance and insurance you ask for, and to meet our legal duties. We share it with Mazda Motors UK Ltd for warranty and recall purposes, and with lenders and insurers when you apply through us. You can ask for a copy of your information, or ask us to correct or delete it, by writing to the Data Protection Officer at the address above.', 'H', 8.6);
  $y -= 8; TB(40, $y, 'Marketing preferences', 10); $y -= 8;
  T(380, $y, 'Yes', 'HB', 8.5); T(420, $y, 'No', 'HB', 8.5); $y -= 16;
  for my $r (['Email', 1], ['Text message', 0], ['Telephone', 0], ['Post', 1], ['Mazda Motors UK Ltd may contact me', 0]) {
    T(50, $y, $r->[0], 'H', 9); box(382, $y - 2, 10, 10); box(420, $y - 2, 10, 10);
    T($r->[1] ? 384 : 422, $y, 'X', 'HB', 9); $y -= 16; }
  $y -= 10;
  $y = para(40, $y, 515, 'I confirm that I have read the privacy notice and that my marketing choices are recorded correctly. I can change them at any time.', 'H', 8.6);
  $y -= 26;
  T(40, $y, 'Signed', 'H', 9); tagunders(1, 80, $y, 38, 'H', 9); T(300, $y, 'Dated', 'H', 9); tagunders(2, 330, $y, 16, 'H', 9);
  place('Signed', 'customer', 1, 2); $y -= 30;
  T(40, $y, 'Staff', 'H', 9); tagunders(3, 80, $y, 38, 'H', 9); T(300, $y, 'Name', 'H', 9); T(330, $y, 'Rachel Moss (Service Advisor)', 'H', 9);
  place('Staff', 'dealer', 3, undef);
  T(40, 40, 'Fylde Coast Motors Ltd, registered in England no. 05118472. Data Protection Officer: dpo@fyldecoastmazda.co.uk', 'H', 6.5);
  finish();
}
my %docs = (doc01 => \&doc01, doc02 => \&doc02, doc03 => \&doc03, doc04 => \&doc04, doc05 => \&doc05, doc09 => \&doc09, doc10 => \&doc10);
my @which = @ARGV ? @ARGV : sort keys %docs; $docs{$_}->() for @which;
