<?php
// Documents 06-10: HTML and CSS laid out and written by dompdf 2.0.3 (Debian php-dompdf, its own Cpdf writer).
// Each signing mark and date blank has its own near-black tag colour rgb(0,0,4k) as a border or as the colour of a
// run of underscores or dots; tag() records whose place it is in /tmp/gen13/meta/NAME.json for measure13.py.
// usage: php docs.php [06 07 ...]
require_once '/usr/share/php/dompdf/autoload.php';
use Dompdf\Dompdf;
use Dompdf\Options;

$GEN = '/tmp/gen13';
$FILES = __DIR__ . '/../../files';
$TAGS = [];

function tag($k, $place) {
  global $TAGS;
  $TAGS[(string)$k] = $place;
  return 'rgb(0,0,' . (4 * $k) . ')';
}

function fonts($family, $regular, $bold) {
  return "@font-face { font-family: '$family'; src: url('file://$regular'); }
  @font-face { font-family: '$family'; font-weight: bold; src: url('file://$bold'); }
  body, td, th, p, div, span { font-family: '$family' !important; }";
}
$SANS = fonts('DocSans', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf');
$SERIF = fonts('DocSerif', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf');
$NARROW = fonts('DocNarrow', '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf', '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf');

function render($name, $fontcss, $css, $body, $head) {
  global $GEN, $FILES, $TAGS;
  $o = new Options();
  $o->set('fontCache', "$GEN/dompdf-fonts");
  $o->set('chroot', '/');
  $o->set('isRemoteEnabled', false);
  $o->set('isPhpEnabled', true);
  $d = new Dompdf($o);
  $html = "<html><head><meta charset='utf-8'><title>{$head['title']}</title><style>$fontcss
    @page { margin: 36pt 40pt 40pt 40pt; }
    body { font-size: 8.5pt; line-height: 1.3; color: #111; }
    h1 { font-size: 14pt; margin: 0 0 4pt 0; } h2 { font-size: 10pt; margin: 10pt 0 4pt 0; }
    table { border-collapse: collapse; } p { margin: 0 0 5pt 0; }
    $css</style></head><body>$body</body></html>";
  $d->loadHtml($html, 'UTF-8');
  $d->setPaper('A4', 'portrait');
  $d->render();
  $out = "$FILES/{$head['file']}";
  file_put_contents($out, $d->output());
  $meta = $head + ['tags' => (object)$TAGS, 'source' => $out];
  file_put_contents("$GEN/meta/$name.json", json_encode($meta, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));
  $TAGS = [];
}

// ------------------------------------------------------------------ 06 GAP declined, boxes under labels, two columns
function doc06() {
  global $SANS;
  $dealer = 'Tamar Crossing Cars';
  $c1 = tag(1, ['place' => 'Customer', 'signer' => 'customer']);
  $d1 = tag(2, ['dateOf' => 'Customer']);
  $c2 = tag(3, ['place' => 'Business manager', 'signer' => 'dealer']);
  $d2 = tag(4, ['dateOf' => 'Business manager']);
  $css = ".top { border-bottom: 2pt solid #2b4c7e; padding-bottom: 4pt; margin-bottom: 8pt; }
    .dealer { font-size: 15pt; font-weight: bold; color: #2b4c7e; }
    .grid td { border: 0.5pt solid #999; padding: 3pt 5pt; vertical-align: top; }
    .tick { font-size: 10pt; }
    .sig { width: 100%; margin-top: 14pt; } .sig td { vertical-align: top; padding: 0 10pt 0 0; width: 50%; }
    .lab { font-weight: bold; font-size: 8pt; margin-bottom: 2pt; }";
  $body = "<div class='top'><span class='dealer'>$dealer</span><br/>Marsh Mills, Plymouth PL6 8LX · Tel 01752 331 908 · FCA FRN 701388</div>
  <h1>Guaranteed Asset Protection (GAP) — declaration of non-purchase</h1>
  <table class='grid' style='width:100%'>
  <tr><td style='width:28%'>Customer</td><td><b>Mr Mateusz WIŚNIEWSKI</b></td><td style='width:18%'>Deal no.</td><td>TCC-D-55102</td></tr>
  <tr><td>Address</td><td>19 Alexandra Road, Mutley, Plymouth PL4 7EG</td><td>Quote ref.</td><td>CU-GAP-2025-10388</td></tr>
  <tr><td>Vehicle</td><td>Peugeot 3008 1.2 PureTech Allure</td><td>Registration</td><td><b>WK20 HSO</b></td></tr>
  <tr><td>Purchase price</td><td>£16,995.00</td><td>Funded by</td><td>Harbourline Motor Finance (PCP)</td></tr>
  </table>
  <h2>What GAP insurance does</h2>
  <p>If your vehicle is written off or stolen and not recovered, your motor insurer will normally pay its market value at the time of the loss, which may be much less than you paid or than you still owe under your finance agreement. GAP insurance pays the difference, up to the limit of the policy.</p>
  <p>We offered you Castlegate Underwriting Return-to-Invoice GAP, 3 years, maximum benefit £25,000, premium £349.00 (including insurance premium tax). We are not able to sell you this cover for two days after this explanation; you may buy it from us after that, or from another provider at any time.</p>
  <h2>Your decision</h2>
  <table class='grid' style='width:100%'>
  <tr><td style='width:6%' class='tick'>☐</td><td>I wish to buy the GAP insurance described above.</td></tr>
  <tr><td class='tick'>☒</td><td>I do not wish to buy GAP insurance. I understand that if my vehicle is written off or stolen I may have to pay the shortfall between my insurer's settlement and the amount owed to the finance company myself.</td></tr>
  </table>
  <p style='margin-top:6pt'>Reason given (optional): <i>already covered through employer's scheme</i></p>
  <p>I confirm that the features, benefits and exclusions of the cover were explained to me and I was given the policy summary. This declaration does not affect my statutory rights.</p>
  <table class='sig'><tr>
   <td><div class='lab'>Customer</div><div style='border:0.8pt solid $c1; height:44pt'></div>
       <div class='lab' style='margin-top:6pt'>Date</div><div style='border:0.8pt solid $d1; height:18pt; width:110pt'></div></td>
   <td><div class='lab'>Business manager</div><div style='border:0.8pt solid $c2; height:44pt'></div>
       <div class='lab' style='margin-top:6pt'>Date</div><div style='border:0.8pt solid $d2; height:18pt; width:110pt'></div>
       <div style='margin-top:4pt'>Name: Rebecca Tregunna</div></td>
  </tr></table>
  <p style='margin-top:16pt; font-size:7pt; color:#555'>$dealer is an appointed representative of Castlegate Underwriting Services Ltd for general insurance. Keep a copy of this form with your vehicle documents.</p>";
  render('06-gap-declined', $SANS, $css, $body, [
    'file' => '06-gap-declined.pdf', 'title' => 'GAP declaration TCC-D-55102',
    'kinds' => ['producer: dompdf 2.0.3 (PHP)', 'kind: GAP insurance declined', '"Mr Mateusz WIŚNIEWSKI" accented surname in capitals',
      'quote reference and deal number', 'two columns of boxes with labels above and date boxes under them', "business manager's place with the name printed under it"],
    'documentType' => 'insurance_waiver', 'customerName' => 'Mateusz Wiśniewski', 'vehicleRegistration' => 'WK20HSO',
    'otherRegistrations' => [], 'dealershipName' => $dealer]);
}

// ------------------------------------------------------------------ 07 commission disclosure, underscores on one line
function doc07() {
  global $SERIF;
  $dealer = 'Wessex Vale Motors';
  $c1 = tag(1, ['place' => 'Signed', 'signer' => 'customer']);
  $d1 = tag(2, ['dateOf' => 'Signed']);
  $css = ".hd td { vertical-align: bottom; } .lenders td, .lenders th { border-bottom: 0.5pt solid #aaa; padding: 3pt 4pt; text-align: left; }
   .lenders th { background: #eee; }";
  $body = "<table class='hd' style='width:100%'><tr><td><h1 style='font-size:17pt'>$dealer</h1>Andover Road, Winchester SO23 7BT</td>
   <td style='text-align:right'>How we are paid when we arrange finance<br/>Ref. WVM/CD/3317</td></tr></table>
  <hr style='border:0; border-top:1pt solid #000'/>
  <p><b>Customer:</b> Mrs Inês Ferreira &nbsp;&nbsp; <b>Vehicle:</b> Mazda CX-30 2.0 e-Skyactiv G Exclusive-Line, HF22 UJN</p>
  <p>We are a credit broker, not a lender. We work with a small panel of lenders and will normally introduce you to the lender which can offer finance on the terms you need. We do not search the whole market.</p>
  <p>When you take finance through us, the lender pays us a commission. The amount depends on the lender, the product and the amount you borrow. It is not added to what you pay, and it does not change the interest rate the lender offers you: our commission is a fixed percentage of the amount of credit and is the same whichever rate applies.</p>
  <table class='lenders' style='width:100%; margin:6pt 0 8pt 0'>
   <tr><th>Lender</th><th>Products</th><th>Commission</th></tr>
   <tr><td>Harbourline Motor Finance</td><td>PCP, hire purchase</td><td>4.0% of the amount of credit</td></tr>
   <tr><td>Severn Vale Motor Finance Ltd</td><td>Hire purchase</td><td>3.5% of the amount of credit</td></tr>
   <tr><td>Pennine Auto Credit</td><td>Hire purchase, conditional sale</td><td>£250 fixed fee plus 2.0%</td></tr>
  </table>
  <p>For your agreement with Harbourline Motor Finance (amount of credit £18,240.00) we expect to receive £729.60. If you would like to know more about how we are paid, please ask your sales executive, Oliver Penhaligon.</p>
  <p>We may also receive volume-related payments from lenders. These do not depend on any individual agreement.</p>
  <p style='margin-top:14pt'>I have read and understood this disclosure before entering into a finance agreement.</p>
  <p style='margin-top:22pt; font-size:9.5pt'>Signed <span style='color:$c1'>____________________________________</span> &nbsp;&nbsp; Date <span style='color:$d1'>________________</span></p>
  <p style='margin-top:30pt; font-size:7pt; color:#555'>$dealer Ltd is authorised and regulated by the Financial Conduct Authority (FRN 652290). Complaints: Financial Ombudsman Service, Exchange Tower, London E14 9SR.</p>";
  render('07-commission-disclosure', $SERIF, $css, $body, [
    'file' => '07-commission-disclosure.pdf', 'title' => 'Commission disclosure WVM/CD/3317',
    'kinds' => ['producer: dompdf 2.0.3 (PHP, DejaVu Serif)', 'kind: commission disclosure', '"Mrs Inês Ferreira" accented first name',
      'lenders named in a table', "sales executive named in the body but no dealer place", 'underscores with the date on the same line'],
    'documentType' => 'other', 'customerName' => 'Inês Ferreira', 'vehicleRegistration' => 'HF22UJN',
    'otherRegistrations' => [], 'dealershipName' => $dealer]);
}

// ------------------------------------------------------------------ 08 service plan, cells with captions inside at the bottom
function doc08() {
  global $NARROW;
  $dealer = 'Moray Firth Motors';
  $c1 = tag(1, ['place' => 'Plan holder', 'signer' => 'customer']);
  $c2 = tag(3, ['place' => 'Service adviser', 'signer' => 'dealer']);
  $css = "body { font-size: 9pt; } .band { background: #1f5f4a; color: #fff; padding: 6pt 8pt; }
   .band b { font-size: 14pt; } .details td { padding: 2pt 6pt 2pt 0; }
   .visits td, .visits th { border: 0.5pt solid #777; padding: 3pt 5pt; text-align: left; }
   .sigs td.s { height: 46pt; vertical-align: bottom; width: 42%; padding: 2pt 4pt; font-size: 7.5pt; }
   .sigs td.gap { width: 16%; }";
  $body = "<div class='band'><b>$dealer</b> &nbsp; Service Plan Agreement<br/><span style='font-size:8pt'>Harbour Road, Inverness IV1 1SY</span></div>
  <table class='details' style='margin-top:8pt'>
   <tr><td>Plan holder</td><td><b>C. MACASKILL</b></td><td style='padding-left:30pt'>Plan no.</td><td>MFM-SP-2025-0412</td></tr>
   <tr><td>Address</td><td>Tigh na Mara, 4 Culduthel Road, Inverness IV2 4AB</td><td style='padding-left:30pt'>Start date</td><td>01/04/2025</td></tr>
   <tr><td>Vehicle</td><td>Volkswagen Golf 1.5 eTSI Life DSG</td><td style='padding-left:30pt'>Registration</td><td><b>SF19 OXB</b></td></tr>
   <tr><td></td><td colspan='3' style='font-size:7.5pt'>(registration M4 CAS transferred off this vehicle on 12/03/2025; plan records updated)</td></tr>
  </table>
  <p style='margin-top:8pt'>Dear Callum,</p>
  <p>Thank you for choosing a $dealer service plan. Your plan spreads the cost of the servicing shown below over 24 monthly payments of £27.50 by Direct Debit, collected on the 1st of each month. Prices are fixed for the life of the plan.</p>
  <table class='visits' style='width:100%; margin: 6pt 0'>
   <tr><th>Visit</th><th>Due</th><th>Work included</th></tr>
   <tr><td>1</td><td>April 2025 or 10,000 miles</td><td>Interim service, brake fluid</td></tr>
   <tr><td>2</td><td>April 2026 or 20,000 miles</td><td>Full service, pollen filter, MOT test</td></tr>
   <tr><td>3</td><td>April 2027 or 30,000 miles</td><td>Interim service, MOT test</td></tr>
  </table>
  <p>The plan covers the work listed only; tyres, wipers, bulbs and repairs are charged separately. If you sell the vehicle the plan may be transferred to the new keeper for a fee of £25, or cancelled with a refund of payments made for visits not yet taken, less a £40 administration charge.</p>
  <p>By signing, you agree to the plan terms overleaf and confirm that the details above are correct.</p>
  <table class='sigs' style='width:100%; margin-top:12pt'><tr>
   <td class='s' style='border:0.8pt solid $c1'>Plan holder</td><td class='gap'></td>
   <td class='s' style='border:0.8pt solid $c2'>Service adviser — for $dealer</td></tr>
   <tr><td style='padding-top:4pt'>Date: 01/04/2025</td><td></td><td style='padding-top:4pt'>Adviser: Morag Urquhart</td></tr></table>";
  render('08-service-plan', $NARROW, $css, $body, [
    'file' => '08-service-plan.pdf', 'title' => 'Service plan MFM-SP-2025-0412',
    'kinds' => ['producer: dompdf 2.0.3 (PHP, Liberation Sans Narrow)', 'kind: service plan', '"C. MACASKILL" in the details and "Dear Callum"',
      'private plate transferred off the same car', 'bordered cells with the caption inside at the bottom', 'date printed, no date blank',
      "service adviser's place"],
    'documentType' => 'service_contract', 'customerName' => 'Callum MacAskill', 'vehicleRegistration' => 'SF19OXB',
    'otherRegistrations' => ['M4CAS'], 'dealershipName' => $dealer]);
}

// ------------------------------------------------------------------ 09 handover, checklist, rules with captions below, dotted date
function doc09() {
  global $SANS;
  $dealer = 'Chiltern Gate Motors';
  $c1 = tag(1, ['place' => 'Customer signature', 'signer' => 'customer']);
  $d1 = tag(2, ['dateOf' => 'Customer signature']);
  $c2 = tag(3, ['place' => 'Handover by', 'signer' => 'dealer']);
  $css = ".chk td { border-bottom: 0.5pt solid #bbb; padding: 2.5pt 4pt; } .chk td.t { width: 30pt; text-align:center; font-size: 10pt; }
   .cols td { vertical-align: top; }";
  $body = "<table style='width:100%'><tr><td><h1>Vehicle Handover Certificate</h1></td><td style='text-align:right'><b>$dealer</b><br/>London Road, High Wycombe HP11 1BZ</td></tr></table>
  <table class='cols' style='width:100%; margin-top:6pt'><tr><td style='width:50%'>
   <b>Customer</b><br/>Miss Yasmin El-Amin<br/>Flat 3, 58 Desborough Avenue<br/>High Wycombe HP11 2SG</td>
   <td><b>Vehicle</b><br/>MG4 EV Long Range Trophy, Dover White<br/>Registration <b>KP24 HVN</b> · Mileage at handover 14<br/>Finance: Pennine Auto Credit, agreement PAC/801556</td></tr></table>
  <h2>Handover checklist</h2>
  <table class='chk' style='width:100%'>
   <tr><td class='t'>✓</td><td>Vehicle inspected with the customer inside and out; no damage noted</td></tr>
   <tr><td class='t'>✓</td><td>Two keys / cards handed over; app paired to customer's phone</td></tr>
   <tr><td class='t'>✓</td><td>Charging cable (type 2) and granny cable present; charging explained</td></tr>
   <tr><td class='t'>✓</td><td>Warranty booklet, battery warranty certificate and roadside assistance card</td></tr>
   <tr><td class='t'>✓</td><td>V5C application sent to DVLA; temporary certificate given</td></tr>
   <tr><td class='t'>✓</td><td>Courtesy car KN71 CRH returned, fuel full, no new damage</td></tr>
   <tr><td class='t'>—</td><td>Paint protection: declined</td></tr>
  </table>
  <p style='margin-top:8pt'>I confirm that I have taken delivery of the vehicle described above in good condition, with the items ticked, and that its operation has been explained to me. Any faults found after delivery should be reported to our service department on 01494 552 700.</p>
  <table style='width:100%; margin-top:36pt'><tr>
   <td style='width:48%; vertical-align:top'><div style='border-bottom:0.8pt solid $c1; height:1pt'></div><div style='font-size:7.5pt; padding-top:2pt'>Customer signature</div></td>
   <td style='width:4%'></td>
   <td style='vertical-align:top'><div style='border-bottom:0.8pt solid $c2; height:1pt'></div><div style='font-size:7.5pt; padding-top:2pt'>Handover by (Daniel Ashworth, handover specialist)</div></td></tr>
   <tr><td style='padding-top:16pt'>Date <span style='color:$d1'>…………………………</span></td><td></td><td></td></tr></table>
  <p style='margin-top:30pt; font-size:7pt; color:#666'>$dealer · part of the Chiltern Gate Group · Registered in England 07761120</p>";
  render('09-handover-certificate', $SANS, $css, $body, [
    'file' => '09-handover-certificate.pdf', 'title' => 'Vehicle handover certificate',
    'kinds' => ['producer: dompdf 2.0.3 (PHP)', 'kind: delivery and handover certificate', '"Miss Yasmin El-Amin" hyphenated surname with a particle',
      'courtesy car plate in the checklist', "lender's agreement number", 'checklist with tick characters',
      'rules with captions below, date of dots on the row under', "handover specialist's place"],
    'documentType' => 'delivery_receipt', 'customerName' => 'Yasmin El-Amin', 'vehicleRegistration' => 'KP24HVN',
    'otherRegistrations' => ['KN71CRH'], 'dealershipName' => $dealer]);
}

// ------------------------------------------------------------------ 10 personal loan for a car, 2 pages
function doc10() {
  global $SANS;
  $dealer = 'Eden Valley Autos';
  $c1 = tag(1, ['place' => 'Signature of borrower', 'signer' => 'customer']);
  $d1 = tag(2, ['dateOf' => 'Signature of borrower']);
  $c2 = tag(3, ['place' => 'Signed on behalf of the lender', 'signer' => null]);
  $d2 = tag(4, ['dateOf' => 'Signed on behalf of the lender']);
  $css = "h1 { color: #5a2d82; } .box { border: 0.6pt solid #5a2d82; padding: 6pt; margin-bottom: 8pt; }
   .kv td { padding: 1.5pt 8pt 1.5pt 0; } .clauses p { text-align: justify; }
   .sigtab td { vertical-align: top; padding: 0; }";
  $clauses = '';
  $texts = [
    'Purpose. The loan is made to help you buy the vehicle described above from the supplier named. The loan is paid directly to the supplier on your instruction. You own the vehicle from the day it is delivered; the lender has no interest in it.',
    'Repayment. You must repay the loan by the monthly repayments shown, by Direct Debit, on the same day each month. If a payment is missed we may charge a late payment fee of £12.',
    'Early repayment. You may repay all or part of the loan early at any time. You may have to pay compensation of up to 1% of the amount repaid early if more than one year of the agreement remains.',
    'Right of withdrawal. You may withdraw from this agreement within 14 days of the day after it is made, by telling us by phone, in writing or by email. You must then repay the loan with interest from the day it was paid out.',
    'Missing payments. Missing payments could have severe consequences and make obtaining credit more difficult. We may report missed payments to credit reference agencies.',
    'Complaints. If you are unhappy, contact us first. You may then refer your complaint to the Financial Ombudsman Service.',
  ];
  foreach ($texts as $i => $t) { $clauses .= '<p><b>' . ($i + 1) . '.</b> ' . $t . '</p>'; }
  $clauses2 = '';
  foreach (range(7, 14) as $i) {
    $clauses2 .= "<p><b>$i.</b> " . ['Set-off. We may use money in any account you hold with us to pay amounts you owe under this agreement that are overdue.',
      'Changes. We may change the late payment fee to reflect a change in our costs; we will give you 30 days\' notice.',
      'Transfer. We may transfer our rights under this agreement. Your rights will not be affected.',
      'Data. We will use your information as explained in our privacy notice, a copy of which you have received.',
      'Default. If you break this agreement we will send you a default notice and give you at least 14 days to put things right.',
      'Law. This agreement is governed by the law of England and Wales.',
      'Supervisory authority. The Financial Conduct Authority, 12 Endeavour Square, London E20 1JN.',
      'Copies. You are entitled to a copy of this agreement on request, free of charge.'][$i - 7] . '</p>';
  }
  $body = "<h1>Northgate Community Bank</h1><div style='font-size:8pt; margin-bottom:8pt'>Fixed-sum loan agreement regulated by the Consumer Credit Act 1974 · Agreement no. NCB-PL-3390218</div>
  <div class='box'><table class='kv'>
   <tr><td>Borrower</td><td><b>Ms Thandiwe DLAMINI</b></td></tr>
   <tr><td>Address</td><td>27 Wordsworth Street, Penrith CA11 7QY</td></tr>
   <tr><td>Lender</td><td>Northgate Community Bank plc, 1 Castle Street, Carlisle CA3 8SY</td></tr></table></div>
  <div class='box'><table class='kv'>
   <tr><td>Purpose of loan</td><td>Purchase of a used car: Honda Jazz 1.5 i-MMD Hybrid EX, registration ND22 RVA</td></tr>
   <tr><td>Supplier</td><td>$dealer, Ullswater Road, Penrith CA11 7EH</td></tr>
   <tr><td>Amount of credit</td><td>£11,500.00</td></tr><tr><td>Duration</td><td>60 months</td></tr>
   <tr><td>Monthly repayment</td><td>£236.84 (60 repayments)</td></tr><tr><td>Total charge for credit</td><td>£2,710.40</td></tr>
   <tr><td>Total amount payable</td><td>£14,210.40</td></tr><tr><td>Rate of interest</td><td>8.9% per annum fixed</td></tr>
   <tr><td>APR</td><td>9.3%</td></tr></table></div>
  <div class='clauses'>$clauses</div>
  <div class='clauses' style='page-break-before: always'>$clauses2
  <p style='margin-top:10pt'><b>This is a credit agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms.</b></p></div>
  <table class='sigtab' style='width:100%; margin-top:16pt'>
   <tr><td style='width:62%'><b>Signature of borrower</b></td><td style='width:4%'></td><td><b>Date</b></td></tr>
   <tr><td><div style='border:0.7pt solid $c1; height:40pt'></div></td><td></td><td><div style='border:0.7pt solid $d1; height:40pt'></div></td></tr>
   <tr><td colspan='3' style='height:22pt'></td></tr>
   <tr><td><b>Signed on behalf of the lender</b></td><td></td><td><b>Date</b></td></tr>
   <tr><td><div style='border:0.7pt solid $c2; height:40pt'></div></td><td></td><td><div style='border:0.7pt solid $d2; height:40pt'></div></td></tr>
   <tr><td style='font-size:7.5pt'>Authorised signatory, Northgate Community Bank plc</td><td></td><td></td></tr>
  </table>
  <script type='text/php'>if (isset(\$pdf)) { \$pdf->page_text(497, 810, 'Page {PAGE_NUM} of {PAGE_COUNT}', null, 7, [0.3,0.3,0.3]); }</script>";
  render('10-personal-loan', $SANS, $css, $body, [
    'file' => '10-personal-loan.pdf', 'title' => 'Fixed-sum loan NCB-PL-3390218',
    'kinds' => ['producer: dompdf 2.0.3 (PHP)', 'kind: fixed-sum personal loan for a car, 2 pages', 'signatures on the last page',
      '"Ms Thandiwe DLAMINI" surname in capitals', 'supplying dealer named in the loan details', 'boxes under bold labels with date boxes beside',
      "lender's place nobody's"],
    'documentType' => 'finance_agreement', 'customerName' => 'Thandiwe Dlamini', 'vehicleRegistration' => 'ND22RVA',
    'otherRegistrations' => [], 'dealershipName' => $dealer]);
}

$which = array_slice($argv, 1);
if (!$which) $which = ['06', '07', '08', '09', '10'];
foreach ($which as $n) { ('doc' . $n)(); }
