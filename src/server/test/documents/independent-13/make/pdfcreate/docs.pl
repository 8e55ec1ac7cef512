#!/usr/bin/perl
# Documents 11-14, and the page scanned for 15, drawn with Perl's PDF::Create 1.46 (Debian libpdf-create-perl):
# base-14 fonts, strings placed at points, lines and rectangles. Each signing mark and date blank is drawn in its own
# near-black tag colour (red 0, green 0, blue 4k/255); tag() records whose place it is in /tmp/gen13/meta/NAME.json.
# usage: perl docs.pl [11 12 ...]
use strict;
use warnings;
use utf8;
use PDF::Create;
use Encode qw(encode);
use JSON::PP;
use File::Basename qw(dirname);
use Cwd qw(abs_path);

my $GEN = '/tmp/gen13';
my $FILES = abs_path(dirname(__FILE__) . '/../../files');

package Sheet;
sub new {
  my ($cls, $name, $out, $title, $family) = @_;
  my $pdf = PDF::Create->new(filename => $out, Title => $title, Author => 'Dealer management system', Version => '1.4');
  my $self = bless { name => $name, out => $out, pdf => $pdf, tags => {}, family => $family // 'Helvetica' }, $cls;
  my %f;
  my %names = (Helvetica => ['Helvetica', 'Helvetica-Bold'], Times => ['Times-Roman', 'Times-Bold'], Courier => ['Courier', 'Courier-Bold']);
  my ($r, $b) = @{ $names{$self->{family}} };
  $self->{f} = $pdf->font(BaseFont => $r, Encoding => 'WinAnsiEncoding');
  $self->{fb} = $pdf->font(BaseFont => $b, Encoding => 'WinAnsiEncoding');
  $self->{fi} = $pdf->font(BaseFont => 'Helvetica-Oblique', Encoding => 'WinAnsiEncoding');
  $self->{root} = $pdf->new_page(MediaBox => $pdf->get_page_size('A4'));
  return $self;
}
sub page { my $s = shift; $s->{p} = $s->{root}->new_page; $s->{pages}++; return $s }
sub enc { return Encode::encode('cp1252', $_[0]) }
sub font_of { my ($s, $bold) = @_; return $bold ? $s->{fb} : $s->{f} }
sub text {
  my ($s, $x, $y, $str, %o) = @_;
  my $size = $o{size} // 9;
  my $f = $o{italic} ? $s->{fi} : $s->font_of($o{bold});
  my $e = enc($str);
  my $w = $s->{p}->string_width($f, $e) * $size;
  $x -= $w if ($o{align} // '') eq 'r';
  $x -= $w / 2 if ($o{align} // '') eq 'c';
  $s->{p}->setrgbcolor(@{ $o{colour} }) if $o{colour};
  $s->{p}->string($f, $size, sprintf('%.2f', $x), sprintf('%.2f', $y), $e);
  $s->{p}->setrgbcolor(0, 0, 0) if $o{colour};
  return $w;
}
sub width { my ($s, $str, $size, $bold) = @_; return $s->{p}->string_width($s->font_of($bold), enc($str)) * ($size // 9) }
sub para {
  my ($s, $x, $y, $w, $str, %o) = @_;
  my $size = $o{size} // 9; my $lead = $o{lead} // $size * 1.3;
  my $line = '';
  for my $word (split /\s+/, $str) {
    my $t = $line eq '' ? $word : "$line $word";
    if ($line ne '' && $s->width($t, $size, $o{bold}) > $w) { $s->text($x, $y, $line, %o); $y -= $lead; $line = $word }
    else { $line = $t }
  }
  if ($line ne '') { $s->text($x, $y, $line, %o); $y -= $lead }
  return $y;
}
sub tag { my ($s, $k, %place) = @_; $s->{tags}{$k} = \%place; return [0, 0, sprintf('%.4f', 4 * $k / 255)] }
sub line {
  my ($s, $x1, $y1, $x2, $y2, $w, $c) = @_;
  my $p = $s->{p};
  $p->set_width($w // 0.5);
  $p->setrgbcolorstroke(@{ $c // [0, 0, 0] });
  $p->line($x1, $y1, $x2, $y2);
  $p->setrgbcolorstroke(0, 0, 0);
}
sub rect {
  my ($s, $x, $y, $w, $h, $lw, $c) = @_;
  my $p = $s->{p};
  $p->set_width($lw // 0.6);
  $p->setrgbcolorstroke(@{ $c // [0, 0, 0] });
  $p->rectangle($x, $y, $w, $h);
  $p->stroke;
  $p->setrgbcolorstroke(0, 0, 0);
}
sub shade {
  my ($s, $x, $y, $w, $h, $g) = @_;
  $s->{p}->setrgbcolor($g, $g, $g); $s->{p}->rectangle($x, $y, $w, $h); $s->{p}->fill; $s->{p}->setrgbcolor(0, 0, 0);
}
sub kv {
  my ($s, $x, $y, $lw, $rows, %o) = @_;
  my $step = $o{step} // 13;
  for my $r (@$rows) { $s->text($x, $y, $r->[0], size => $o{size} // 9); $s->text($x + $lw, $y, $r->[1], size => $o{size} // 9, bold => 1); $y -= $step }
  return $y;
}
sub finish {
  my ($s, $head) = @_;
  $s->{pdf}->close;
  my %meta = (%$head, tags => $s->{tags}, source => $s->{out});
  open my $fh, '>:raw', "$GEN/meta/$s->{name}.json" or die;
  print $fh JSON::PP->new->utf8->pretty->canonical->encode(\%meta);
  close $fh;
}

package main;

sub doc11 {
  my $dealer = 'Tyne Valley Car Sales';
  my $s = Sheet->new('11-sales-invoice', "$FILES/11-sales-invoice.pdf", 'Sales invoice TVCS 40917', 'Courier')->page;
  my $y = 805;
  $s->text(40, $y, uc($dealer) . ' LTD', size => 12, bold => 1);
  $s->text(555, $y, 'SALES INVOICE', size => 12, bold => 1, align => 'r');
  $y -= 12;
  $s->text(40, $y, 'ALEMOUTH ROAD, HEXHAM NE46 3PJ   TEL 01434 602 118', size => 8);
  $s->text(555, $y, 'VAT REG GB 402 7781 12', size => 8, align => 'r');
  $y -= 10;
  $s->text(40, $y, '=' x 86, size => 8);
  $y -= 16;
  $s->kv(40, $y, 110, [['INVOICE NO', '40917'], ['INVOICE DATE', '07/03/2025'], ['TAX POINT', '07/03/2025'], ['SALESPERSON', 'G. ARMSTRONG'], ['STOCK NO', 'U24-118']], size => 8.5, step => 11);
  $s->kv(305, $y, 85, [['INVOICE TO', 'DEVLIN, MR JARLATH P.'], ['', '14 PRIESTPOPPLE'], ['', 'HEXHAM'], ['', 'NE46 1PH'], ['ACCOUNT', 'C/DEV/0071']], size => 8.5, step => 11);
  $y -= 66;
  $s->text(40, $y, '-' x 86, size => 8); $y -= 14;
  $s->text(40, $y, 'VEHICLE SUPPLIED', size => 9, bold => 1); $y -= 13;
  $y = $s->kv(40, $y, 140, [['MAKE/MODEL', 'NISSAN QASHQAI 1.3 DIG-T MHEV N-CONNECTA'], ['REGISTRATION', 'LS19 KDV'], ['VIN', 'SJNFAAJ11U2456610'],
    ['FIRST REG', '28/06/2019'], ['MILEAGE', '41,208 (WARRANTED)'], ['COLOUR', 'MAGNETIC BLUE'], ['PREVIOUS KEEPERS', '2']], size => 8.5, step => 11);
  $y -= 4;
  $s->text(40, $y, '-' x 86, size => 8); $y -= 14;
  $s->text(40, $y, 'DESCRIPTION', size => 8.5, bold => 1); $s->text(555, $y, 'AMOUNT GBP', size => 8.5, bold => 1, align => 'r'); $y -= 13;
  for my $r (['VEHICLE (MARGIN SCHEME - NO VAT SHOWN)', '15,450.00'], ['12 MONTH WARRANTY - TYNE VALLEY CARE PLUS', '295.00'],
             ['ROAD FUND LICENCE 12 MONTHS', '190.00'], ['VALET AND FUEL', '0.00'], ['', '----------'], ['TOTAL', '15,935.00'],
             ['LESS PART EXCHANGE: GN14 EWO VW POLO 1.2 MATCH 88,140 MI', '-3,100.00'], ['LESS DEPOSIT RECEIVED 22/02/2025 (RCPT 8812)', '-500.00'],
             ['LESS ADVANCE: SEVERN VALE MOTOR FINANCE LTD (HP)', '-12,335.00'], ['', '=========='], ['BALANCE DUE', '0.00']) {
    $s->text(40, $y, $r->[0], size => 8.5, bold => ($r->[0] =~ /TOTAL|BALANCE/ ? 1 : 0));
    $s->text(555, $y, $r->[1], size => 8.5, align => 'r', bold => ($r->[0] =~ /TOTAL|BALANCE/ ? 1 : 0));
    $y -= 11;
  }
  $y -= 8;
  $s->text(40, $y, '-' x 86, size => 8); $y -= 14;
  for my $t ('THE VEHICLE IS SOLD SUBJECT TO OUR CONDITIONS OF SALE. YOUR STATUTORY RIGHTS ARE NOT AFFECTED.',
             'THE PART EXCHANGE VEHICLE BECOMES OUR PROPERTY ON DELIVERY OF THE VEHICLE SUPPLIED.',
             'GOODS REMAIN THE PROPERTY OF TYNE VALLEY CAR SALES LTD UNTIL PAID FOR IN FULL.') {
    $s->text(40, $y, $t, size => 7.5); $y -= 10;
  }
  $y -= 26;
  my $w = $s->text(40, $y, 'CUSTOMER SIGNATURE ', size => 8.5);
  $s->text(40 + $w, $y, '_' x 28, size => 8.5, colour => $s->tag(1, place => 'CUSTOMER SIGNATURE', signer => 'customer'));
  $w = $s->text(360, $y, 'DATE ', size => 8.5);
  $s->text(360 + $w, $y, '_' x 14, size => 8.5, colour => $s->tag(2, dateOf => 'CUSTOMER SIGNATURE'));
  $y -= 34;
  $w = $s->text(40, $y, 'SALESPERSON        ', size => 8.5);
  $s->text(40 + $w, $y, '_' x 28, size => 8.5, colour => $s->tag(3, place => 'SALESPERSON', signer => 'dealer'));
  $w = $s->text(360, $y, 'DATE ', size => 8.5);
  $s->text(360 + $w, $y, '_' x 14, size => 8.5, colour => $s->tag(4, dateOf => 'SALESPERSON'));
  $s->text(40, 40, 'E&OE. ' . uc($dealer) . ' LTD REG IN ENGLAND 05519920. PAGE 1 OF 1', size => 7);
  $s->finish({ file => '11-sales-invoice.pdf', title => 'Sales invoice 40917',
    kinds => ['producer: PDF::Create 1.46 (Perl, Courier)', 'kind: used vehicle sales invoice', 'dealer-system print in capitals',
              '"DEVLIN, MR JARLATH P." surname first with title and initial', 'part-exchange plate in an invoice line', 'stock number and account code',
              'underscores after the captions with the date on the same line', "salesperson's place"],
    documentType => 'sales_agreement', customerName => 'Jarlath Devlin', vehicleRegistration => 'LS19KDV',
    otherRegistrations => ['GN14EWO'], dealershipName => $dealer });
}

sub doc12 {
  my $dealer = 'Medway Town Motors';
  my $s = Sheet->new('12-sold-as-seen', "$FILES/12-sold-as-seen.pdf", 'Trade sale TS-0619', 'Times')->page;
  $s->text(297.6, 805, $dealer, size => 18, bold => 1, align => 'c');
  $s->text(297.6, 790, '212 High Street, Chatham ME4 4BH', size => 9, align => 'c');
  $s->line(40, 780, 555, 780, 1.5);
  $s->text(297.6, 760, 'TRADE SALE - SOLD AS SEEN', size => 14, bold => 1, align => 'c');
  $s->text(297.6, 746, 'Sale to a motor trader. No warranty is given or implied.', size => 9, italic => 1, align => 'c');
  my $y = 722;
  # two columns
  $s->text(40, $y, 'Purchaser', size => 10.5, bold => 1);
  $s->text(305, $y, 'Vehicle', size => 10.5, bold => 1);
  $s->kv(40, $y - 15, 70, [['Name', 'Mr Dariusz Kowal'], ['Trading as', 'DK Autos (motor trader)'], ['Address', 'Unit 4, Bridgewood Estate'], ['', 'Rochester ME1 2XB'], ['Trade ref.', 'DKA/117']], size => 9.5);
  $s->kv(305, $y - 15, 80, [['Make / model', 'Audi A4 2.0 TDI S line'], ['Registration', 'LJ09 FRK'], ['First reg.', '14/05/2009'], ['Mileage', '148,770 (not warranted)'], ['MOT', 'expired 02/2025']], size => 9.5);
  $y -= 96;
  $s->text(40, $y, 'Price', size => 10.5, bold => 1); $s->text(300, $y, '£1,250.00 (paid by bank transfer, ref. DKA117)', size => 9.5, align => 'r', bold => 1);
  $y -= 24;
  my @left = ('1. The vehicle is sold as seen, tried and approved, to a purchaser who buys in the course of a motor trade business. The purchaser has inspected it and has not relied on any statement about its condition.',
              '2. The vehicle has known faults: engine management light on, DPF warning, worn front discs, corrosion to both rear wheel arches.',
              '3. No warranty as to condition, mileage, roadworthiness or fitness for any purpose is given.');
  my @right = ('4. The purchaser confirms that he is not buying as a consumer and that the Consumer Rights Act 2015 does not apply to this sale.',
               '5. Risk passes on collection. The vehicle must be collected within 3 days; it may not be driven on the road without a valid MOT certificate.',
               '6. The seller will notify the DVLA of the change of keeper and give the purchaser the V5C new keeper slip.');
  my ($yl, $yr) = ($y, $y);
  $yl = $s->para(40, $yl, 245, $_, size => 9.5) - 5 for @left;
  $yr = $s->para(310, $yr, 245, $_, size => 9.5) - 5 for @right;
  $y = ($yl < $yr ? $yl : $yr) - 26;
  # rules beside the captions, two columns
  $s->text(40, $y + 2, 'Purchaser', size => 9.5);
  $s->line(95, $y, 285, $y, 0.6, $s->tag(1, place => 'Purchaser', signer => 'customer'));
  $s->text(310, $y + 2, 'Seller', size => 9.5);
  $s->line(345, $y, 555, $y, 0.6, $s->tag(3, place => 'Seller', signer => 'dealer'));
  $y -= 14;
  $s->text(95, $y, 'for DK Autos', size => 8, italic => 1);
  $s->text(345, $y, "for $dealer (Paul Mensah, used car manager)", size => 8, italic => 1);
  $y -= 26;
  $s->text(40, $y + 2, 'Dated', size => 9.5);
  $s->line(95, $y, 200, $y, 0.6, $s->tag(2, dateOf => 'Purchaser'));
  $s->text(310, $y + 2, 'Dated', size => 9.5);
  $s->line(345, $y, 450, $y, 0.6, $s->tag(4, dateOf => 'Seller'));
  $s->text(297.6, 40, "$dealer · Sale ref. TS-0619 · Registered in England 09921437", size => 7.5, align => 'c');
  $s->finish({ file => '12-sold-as-seen.pdf', title => 'Trade sale TS-0619',
    kinds => ['producer: PDF::Create 1.46 (Perl, Times)', 'kind: trade sale, sold as seen', 'purchaser trading under a business name',
              'two columns of clauses and of places', 'rules beside the captions, "Dated" rules under them', "the dealer's \"Seller\" place"],
    documentType => 'warranty_disclaimer', customerName => 'Dariusz Kowal', vehicleRegistration => 'LJ09FRK',
    otherRegistrations => [], dealershipName => $dealer });
}

sub doc13 {
  my $dealer = 'Solent Way Motors';
  my $s = Sheet->new('13-vehicle-purchase', "$FILES/13-vehicle-purchase-agreement.pdf", 'Vehicle purchase agreement', 'Helvetica')->page;
  $s->shade(0, 786, 595.28, 56, 0.15);
  $s->text(40, 812, $dealer, size => 16, bold => 1, colour => [1, 1, 1]);
  $s->text(40, 798, 'Vehicle Purchase Agreement - we buy your car', size => 9, colour => [1, 1, 1]);
  $s->text(555, 812, 'Purchase no. SWM-VP-1184', size => 9, align => 'r', colour => [1, 1, 1]);
  $s->text(555, 798, 'Linked sale: HY24 ABF', size => 9, align => 'r', colour => [1, 1, 1]);
  my $y = 760;
  $s->text(40, $y, 'The Seller', size => 10, bold => 1); $y -= 14;
  $y = $s->kv(40, $y, 100, [['Name', 'Mrs Siobhán Gallagher'], ['Address', '5 Portsdown Hill Road, Cosham, Portsmouth PO6 3LS'], ['Telephone', '07458 331 902']]);
  $y -= 8;
  $s->text(40, $y, 'The Vehicle bought by the Dealer', size => 10, bold => 1); $y -= 14;
  $y = $s->kv(40, $y, 140, [['Registration', 'HY16 PZO'], ['Make and model', 'Citroen C4 Picasso 1.6 BlueHDi Feel'], ['VIN', 'VF73DBHY6GJ512207'],
    ['Mileage (seller declares)', '93,415'], ['V5C document reference', '2114 5520 981'], ['Outstanding finance', 'Castlebridge Finance, agreement CBF-2201-77']]);
  $y -= 8;
  $s->text(40, $y, 'Price', size => 10, bold => 1); $y -= 14;
  for my $r (['Agreed purchase price', '£5,600.00'], ['Paid by the Dealer to Castlebridge Finance to settle the agreement', '£2,912.47'],
             ['Balance: applied as a deposit against the Dealer\'s sale to the Seller of HY24 ABF', '£2,687.53']) {
    $s->text(40, $y, $r->[0]); $s->text(555, $y, $r->[1], align => 'r', bold => 1); $y -= 13;
  }
  $y -= 10;
  for my $t ('1. The Seller sells the Vehicle to the Dealer at the price above. Ownership passes to the Dealer when the Vehicle and its V5C are handed over, or if later when the Dealer pays the settlement to the finance company.',
             '2. The Seller declares that the Vehicle is hers to sell or will be once the finance is settled, that it has not been recorded as an insurance total loss, that the mileage is genuine and that she has disclosed every fault she knows of.',
             '3. The price was agreed on the basis of the Dealer\'s inspection on 21/03/2025. If the Vehicle is not in the same condition on handover, the Dealer may reduce the price or withdraw.',
             '4. The Seller keeps any personalised registration only if a retention application has been made before handover; otherwise registration HY16 PZO passes with the Vehicle.',
             '5. This agreement is separate from the agreement for the Seller\'s purchase of HY24 ABF, which has its own terms.') {
    $y = $s->para(40, $y, 515, $t, size => 8.8) - 4;
  }
  $y -= 20;
  # boxes with the captions below
  $s->rect(40, $y - 46, 240, 46, 0.7, $s->tag(1, place => 'Signature of the Seller', signer => 'customer'));
  $s->text(40, $y - 58, 'Signature of the Seller', size => 8.5);
  $s->rect(315, $y - 46, 240, 46, 0.7, $s->tag(3, place => 'For and on behalf of the Dealer', signer => 'dealer'));
  $s->text(315, $y - 58, 'For and on behalf of the Dealer', size => 8.5);
  $s->text(315, $y - 70, 'Name: Ashok Varma, part-exchange controller', size => 8);
  $y -= 92;
  $s->text(40, $y + 2, 'Date handed over', size => 8.5);
  $s->rect(125, $y - 4, 110, 18, 0.7, $s->tag(2, dateOf => 'Signature of the Seller'));
  $s->text(40, 40, "$dealer Ltd, Western Road, Cosham PO6 3EZ. Registered in England 10338722.", size => 7);
  $s->finish({ file => '13-vehicle-purchase-agreement.pdf', title => 'Vehicle purchase agreement SWM-VP-1184',
    kinds => ['producer: PDF::Create 1.46 (Perl)', 'kind: dealer buys the customer\'s car against a new sale', 'the subject is the car bought in',
              'new car\'s plate in the header band and the body', '"Mrs Siobhán Gallagher" accented first name', 'outstanding finance settled by the dealer',
              'boxes with captions below, a date box on its own row', 'place for the dealer'],
    documentType => 'trade_in_agreement', customerName => 'Siobhán Gallagher', vehicleRegistration => 'HY16PZO',
    otherRegistrations => ['HY24ABF'], dealershipName => $dealer });
}

sub doc14 {
  my $dealer = 'Four Oaks Motor House';
  my $s = Sheet->new('14-paint-protection', "$FILES/14-paint-protection-insurance.pdf", 'Paint protection insurance', 'Helvetica')->page;
  $s->text(40, 808, 'Brindley Assurance', size => 15, bold => 1);
  $s->text(40, 794, 'SmartShield Paint & Interior Protection Insurance - Policy Schedule and Application', size => 9);
  $s->rect(400, 788, 155, 34, 0.6);
  $s->text(406, 810, 'Sold by: ' . $dealer, size => 7.5);
  $s->text(406, 799, 'Lichfield Road, Sutton Coldfield B74 2UW', size => 7);
  my $y = 766;
  $s->shade(40, $y - 4, 515.28, 14, 0.9); $s->text(44, $y, 'Policyholders', size => 9.5, bold => 1); $y -= 18;
  $s->kv(40, $y, 90, [['First policyholder', 'OBI, Mr Emeka'], ['Second policyholder', 'OBI, Mrs Chiamaka'], ['Address', '77 Mere Green Road, Sutton Coldfield B75 5BS']]);
  $y -= 46;
  $s->shade(40, $y - 4, 515.28, 14, 0.9); $s->text(44, $y, 'Vehicle and cover', size => 9.5, bold => 1); $y -= 18;
  $y = $s->kv(40, $y, 130, [['Vehicle', 'Hyundai Tucson 1.6 T-GDi Hybrid Premium'], ['Registration', 'BV23 OKE'], ['Policy number', 'BA-SS-0098812'],
    ['Cover', 'Paint, alloy wheel and interior fabric damage'], ['Period', '36 months from 28/03/2025'], ['Premium (incl. IPT)', '£599.00, paid with the vehicle'],
    ['Claims limit', '£500 per claim, 3 claims a year']]);
  $y -= 8;
  for my $t ('The cover repairs accidental damage to the paintwork, alloy wheels and interior fabrics of the vehicle named above, including bird lime, tree sap and minor scratches. It does not cover damage from a collision that should be claimed through the motor insurance, or wear and tear.',
             'This policy replaces nothing: the policyholders\' previous vehicle, BD15 XMR, taken by the dealer in part exchange, was not insured with us.',
             'Demands and needs: you want to keep your new vehicle\'s appearance and avoid charges for cosmetic damage when you sell it or hand it back. This policy meets those needs. You were not given a personal recommendation.',
             'You may cancel within 30 days for a full refund if you have not claimed. The policy is administered by Brindley Assurance Services Ltd and underwritten by Brindley Assurance plc.') {
    $y = $s->para(40, $y, 515, $t, size => 8.8) - 5;
  }
  $y -= 10;
  $s->text(40, $y, 'Declaration: we have read the policy summary and the information above is correct.', size => 9, bold => 1);
  $y -= 30;
  # dots after the captions
  for my $r ([1, 'First policyholder', 'customer'], [3, 'Second policyholder', 'customer2'], [5, 'Sales executive', 'dealer']) {
    my ($k, $label, $signer) = @$r;
    my $w = $s->text(40, $y, "$label ", size => 9);
    $s->text(150, $y, '.' x 70, size => 9, colour => $s->tag($k, place => $label, signer => $signer));
    $s->text(370, $y, 'Date ', size => 9);
    $s->text(397, $y, '.' x 30, size => 9, colour => $s->tag($k + 1, dateOf => $label));
    $y -= 30;
  }
  $s->text(150, $y + 18, '(Harpreet Kaur, sales executive)', size => 7.5);
  $s->text(40, 40, "Brindley Assurance plc is authorised by the PRA and regulated by the FCA and PRA. $dealer is an appointed representative.", size => 7);
  $s->finish({ file => '14-paint-protection-insurance.pdf', title => 'SmartShield policy BA-SS-0098812',
    kinds => ['producer: PDF::Create 1.46 (Perl)', 'kind: paint and interior protection insurance taken, joint policyholders',
              '"Second policyholder" is customer2', '"OBI, Mr Emeka" surname first in capitals', 'part-exchange plate in the body',
              'dotted lines after the captions with dotted dates on the same line', "sales executive's place"],
    documentType => 'insurance', customerName => 'Emeka Obi', otherCustomers => ['Chiamaka Obi'], vehicleRegistration => 'BV23OKE',
    otherRegistrations => ['BD15XMR'], dealershipName => $dealer });
}

# The page scanned for 15 (drawn here, degraded and wrapped by ../scans/make_scans.py and wrap_image.pl).
sub doc15src {
  my $dealer = 'Fylde Coast Motors';
  my $s = Sheet->new('15-scanned-tyre-alloy-declined', "$GEN/src/15-source.pdf", 'Tyre and alloy insurance', 'Helvetica')->page;
  $s->text(40, 805, $dealer, size => 17, bold => 1);
  $s->text(40, 791, 'Preston New Road, Blackpool FY4 4XQ  ·  01253 700 614', size => 8.5);
  $s->line(40, 782, 555, 782, 1.2);
  $s->text(40, 760, 'TYRE AND ALLOY WHEEL INSURANCE', size => 13, bold => 1);
  $s->text(40, 745, 'Statement of declined cover', size => 10);
  my $y = 718;
  $y = $s->kv(40, $y, 120, [['Customer', 'Mr Ravinder Singh Gill'], ['Address', '31 Whitegate Drive, Blackpool FY3 9AG'], ['Vehicle', 'Ford Kuga 2.5 PHEV ST-Line'],
    ['Registration', 'FY21 NCX'], ['Deal reference', 'FCM-24-7719']], size => 10, step => 15);
  $y -= 10;
  for my $t ('Tyre and alloy wheel insurance pays to repair or replace tyres damaged by punctures, kerbing or road hazards, and to repair cosmetic damage to alloy wheels. We offered you 24 months of Roadshield cover for £239.00.',
             'You have told us that you do not want this cover. If a tyre or wheel on your vehicle is damaged, the cost of repair or replacement will be yours. You may still buy the cover from us within 30 days of taking delivery.',
             'Please tick one box:') {
    $y = $s->para(40, $y, 515, $t, size => 10, lead => 13.5) - 6;
  }
  $s->rect(44, $y - 2, 10, 10, 0.8); $s->text(46, $y, 'X', size => 9, bold => 1);
  $s->text(62, $y, 'I do not want tyre and alloy wheel insurance.', size => 10); $y -= 18;
  $s->rect(44, $y - 2, 10, 10, 0.8);
  $s->text(62, $y, 'I already have similar cover with another provider.', size => 10); $y -= 40;
  $s->text(40, $y, 'Customer signature', size => 10, bold => 1);
  $s->text(330, $y, 'Date', size => 10, bold => 1);
  $y -= 38;
  $s->line(40, $y, 300, $y, 0.9, $s->tag(1, place => 'Customer signature', signer => 'customer'));
  $s->line(330, $y, 450, $y, 0.9, $s->tag(2, dateOf => 'Customer signature'));
  $y -= 40;
  $s->text(40, $y, 'Business manager', size => 10, bold => 1);
  $y -= 38;
  $s->line(40, $y, 300, $y, 0.9, $s->tag(3, place => 'Business manager', signer => 'dealer'));
  $s->text(310, $y + 3, 'Sana Iqbal', size => 10);
  $s->text(40, 40, "$dealer Ltd is an appointed representative of Roadshield Insurance Services Ltd.", size => 8);
  $s->finish({ file => '15-scanned-tyre-alloy-declined.pdf', title => 'Tyre and alloy declined',
    kinds => ['producer: scan (PDF::Create page, pdftoppm, PIL/numpy, wrapped by PDF::Create)', 'kind: tyre and alloy insurance declined',
              'image only', 'turned, uneven light, blur, noise, JPEG', '"Mr Ravinder Singh Gill" with Singh as a middle name',
              'labels above the rules with a gap', "business manager's place with the name beside it"],
    documentType => 'insurance_waiver', customerName => 'Ravinder Gill', vehicleRegistration => 'FY21NCX',
    otherRegistrations => [], dealershipName => $dealer });
}

my @which = @ARGV ? @ARGV : qw(11 12 13 14 15src);
for my $n (@which) { no strict 'refs'; &{"doc$n"}() }
