#!/usr/bin/perl
# Documents 19 and 20: WordprocessingML written by hand here and zipped with Perl's IO::Compress::Zip (deflated
# entries, document first, content types last). 19 uses a header and footer with a PAGE field, a framed paragraph
# (w:framePr) and tab stops with dot and underscore leaders; 20 a floating DrawingML text box, a two-column section
# and a signing table. Each place is a caption the truth names; docx_truths.py finds its page in LibreOffice's rendering.
# usage: perl wml_docs.pl OUTDIR
use strict;
use warnings;
use utf8;
use IO::Compress::Zip qw(:all);
use JSON::PP;
use Encode qw(encode);

my $OUT = shift or die "usage: wml_docs.pl OUTDIR\n";
my $GEN = '/tmp/gen13';
my $W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
my $DRAW = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" mc:Ignorable="wp14"';

sub esc { my $s = shift; $s =~ s/&/&amp;/g; $s =~ s/</&lt;/g; $s =~ s/>/&gt;/g; return $s }
sub run {
  my ($t, %o) = @_;
  my $rpr = '';
  $rpr .= '<w:b/>' if $o{b};
  $rpr .= '<w:i/>' if $o{i};
  $rpr .= '<w:caps/>' if $o{caps};
  $rpr .= "<w:color w:val=\"$o{color}\"/>" if $o{color};
  $rpr .= sprintf('<w:sz w:val="%d"/>', $o{sz} * 2) if $o{sz};
  return "<w:r>" . ($rpr ? "<w:rPr>$rpr</w:rPr>" : '') . '<w:t xml:space="preserve">' . esc($t) . '</w:t></w:r>';
}
sub tab { return '<w:r><w:tab/></w:r>' }
sub p {
  my ($ppr, @runs) = @_;
  return '<w:p>' . ($ppr ? "<w:pPr>$ppr</w:pPr>" : '') . join('', @runs) . '</w:p>';
}
sub tabs { my @t = @_; return '<w:tabs>' . join('', map { "<w:tab w:val=\"$_->[0]\" w:leader=\"$_->[1]\" w:pos=\"$_->[2]\"/>" } @t) . '</w:tabs>' }
sub sp { my ($before, $after) = @_; return "<w:spacing w:before=\"$before\" w:after=\"$after\"/>" }

sub styles {
  my ($font, $size) = @_;
  return qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles $W><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="$font" w:hAnsi="$font" w:cs="$font"/><w:sz w:val="} . ($size * 2) . qq{"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="120" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr></w:style>
<w:style w:type="table" w:styleId="Grid"><w:name w:val="Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:color="000000"/><w:left w:val="single" w:sz="4" w:color="000000"/><w:bottom w:val="single" w:sz="4" w:color="000000"/><w:right w:val="single" w:sz="4" w:color="000000"/><w:insideH w:val="single" w:sz="4" w:color="000000"/><w:insideV w:val="single" w:sz="4" w:color="000000"/></w:tblBorders><w:tblCellMar><w:left w:w="90" w:type="dxa"/><w:right w:w="90" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>};
}

sub package_docx {
  my ($file, $body, $sect, $header, $footer) = @_;
  my $rels = qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>}
    . ($header ? '<Relationship Id="rIdH1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' : '')
    . ($footer ? '<Relationship Id="rIdF1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>' : '')
    . '</Relationships>';
  my $doc = qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document $W $DRAW><w:body>$body$sect</w:body></w:document>};
  my $ct = qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>}
    . ($header ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' : '')
    . ($footer ? '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' : '')
    . '</Types>';
  my $root = qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>};
  my @parts = (['word/document.xml', $doc], ['word/_rels/document.xml.rels', $rels], ['word/styles.xml', $body =~ /Georgia/ ? styles('Georgia', 10) : styles('Calibri', 10.5)]);
  push @parts, ['word/header1.xml', qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr $W>$header</w:hdr>}] if $header;
  push @parts, ['word/footer1.xml', qq{<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:ftr $W>$footer</w:ftr>}] if $footer;
  push @parts, ['_rels/.rels', $root], ['[Content_Types].xml', $ct];
  my $z = IO::Compress::Zip->new("$OUT/$file", Name => $parts[0][0], Method => ZIP_CM_DEFLATE) or die $ZipError;
  $z->print(encode('UTF-8', $parts[0][1]));
  for my $part (@parts[1 .. $#parts]) { $z->newStream(Name => $part->[0], Method => ZIP_CM_DEFLATE); $z->print(encode('UTF-8', $part->[1])) }
  $z->close;
}

sub meta {
  my ($head) = @_;
  (my $name = $head->{file}) =~ s/\.docx$//;
  open my $fh, '>:raw', "$GEN/meta/$name.json" or die;
  print $fh JSON::PP->new->utf8->pretty->canonical->encode({ %$head, source => "$OUT/$head->{file}" });
  close $fh;
}

# ------------------------------------------------------------------ 19 reservation and deposit receipt
sub doc19 {
  my $dealer = 'Thameside Autos';
  my $lead = tabs(['left', 'none', 2600], ['right', 'dot', 9600]);
  my $header = p('<w:pBdr><w:bottom w:val="single" w:sz="8" w:space="4" w:color="1F3864"/></w:pBdr>' . tabs(['right', 'none', 9600]),
                 run($dealer, b => 1, sz => 12, color => '1F3864'), tab(), run('Vehicle Sales · Purfleet Road, Aveley RM15 4DT · 01708 861 204', sz => 8));
  my $footer = p('<w:jc w:val="center"/>', run("$dealer Ltd · Company no. 11820774 · Page ", sz => 7.5),
                 '<w:r><w:rPr><w:sz w:val="15"/></w:rPr><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:rPr><w:sz w:val="15"/></w:rPr><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:rPr><w:sz w:val="15"/></w:rPr><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:rPr><w:sz w:val="15"/></w:rPr><w:t>1</w:t></w:r><w:r><w:rPr><w:sz w:val="15"/></w:rPr><w:fldChar w:fldCharType="end"/></w:r>');
  my $body = '';
  # framed box at the top right
  $body .= p('<w:framePr w:w="3000" w:hSpace="180" w:wrap="around" w:vAnchor="text" w:hAnchor="margin" w:xAlign="right" w:y="1"/>'
             . '<w:pBdr><w:top w:val="single" w:sz="6" w:space="3" w:color="000000"/><w:left w:val="single" w:sz="6" w:space="3" w:color="000000"/><w:bottom w:val="single" w:sz="6" w:space="3" w:color="000000"/><w:right w:val="single" w:sz="6" w:space="3" w:color="000000"/></w:pBdr><w:shd w:val="clear" w:color="auto" w:fill="E7ECF5"/>',
             run('Receipt no. ', sz => 9), run('TA-DEP-06613', b => 1, sz => 9), '<w:r><w:br/></w:r>', run('Payment ref. PD24 DEP', sz => 9), '<w:r><w:br/></w:r>', run('Date 02/05/2025', sz => 9));
  $body .= p('<w:pStyle w:val="Heading1"/>', run('Reservation and deposit receipt'));
  $body .= p(sp(0, 200), run('Thank you for reserving a vehicle with us. Please keep this receipt.', i => 1));
  for my $r (['Received from', 'Mr Babajide OGUNLEYE'], ['Address', '23 Brandon Groves Avenue, South Ockendon RM15 6PR'],
             ['The sum of', '£750.00 (seven hundred and fifty pounds)'], ['Paid by', 'debit card, authorisation 118402'],
             ['As a deposit on', 'Skoda Kodiaq 1.5 TSI SE L Executive 7-seat'], ['Registration', 'RX21 JFU'],
             ['Agreed price', '£22,450.00'], ['Balance due', '£21,700.00 on delivery (finance applied for)']) {
    $body .= p($lead . sp(0, 60), run($r->[0]), tab(), tab(), run($r->[1], b => 1));
  }
  $body .= p(sp(200, 60), run('Terms of the reservation', b => 1));
  for my $t ('1. The vehicle is reserved for you for 14 days and will not be offered to anyone else in that time.',
             '2. The deposit is part payment of the price. It is refunded in full if finance is declined, if we cannot supply the vehicle as described, or if the vehicle is found to differ from its description.',
             '3. If you decide not to buy the vehicle for any other reason, we may keep from the deposit our reasonable costs, which will not exceed £150.00, and refund the rest within 14 days.',
             '4. Nothing in this receipt affects your statutory rights. The full terms of sale will be in your order form.') {
    $body .= p('<w:ind w:left="360" w:hanging="360"/>' . sp(0, 60), run($t, sz => 9.5));
  }
  my $sig = tabs(['left', 'none', 2200], ['left', 'underscore', 6400], ['left', 'none', 6700], ['left', 'none', 7300], ['left', 'underscore', 9600]);
  $body .= p(sp(480, 0) . $sig, run('Customer', b => 1), tab(), tab(), tab(), run('Date'), tab(), tab());
  $body .= p(sp(0, 0), run('I agree to the terms of the reservation above.', sz => 8, i => 1));
  $body .= p(sp(480, 0) . $sig, run('Received by', b => 1), tab(), tab(), tab(), run('Date'), tab(), tab());
  $body .= p(sp(0, 0), run('Kelechi Adeyemi, sales executive, for and on behalf of ' . $dealer, sz => 8, i => 1));
  my $sect = '<w:sectPr><w:headerReference w:type="default" r:id="rIdH1"/><w:footerReference w:type="default" r:id="rIdF1"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>';
  package_docx('19-deposit-receipt.docx', $body, $sect, $header, $footer);
  meta({ file => '19-deposit-receipt.docx',
    kinds => ['producer: hand-written WordprocessingML zipped by Perl IO::Compress::Zip', 'kind: reservation and deposit receipt for a used car',
              'dealer\'s name in the running header', '"Mr Babajide OGUNLEYE" surname in capitals', 'payment reference shaped like a plate ("PD24 DEP") in a framed box',
              'dot leaders to the values, underscore tab leaders for the signatures with the date on the same line', "sales executive's \"Received by\" place"],
    documentType => 'sales_agreement', customerName => 'Babajide Ogunleye', vehicleRegistration => 'RX21JFU', otherRegistrations => [],
    dealershipName => $dealer,
    places => [{ label => 'Customer', find => 'Customer', signer => 'customer' }, { label => 'Received by', find => 'Received by', signer => 'dealer' }] });
}

# ------------------------------------------------------------------ 20 privacy notice and credit-search consent, joint
sub doc20 {
  my $dealer = 'Teifi Valley Cars';
  my $body = '';
  $body .= p('<w:jc w:val="center"/>' . sp(0, 0), run($dealer, b => 1, sz => 16));
  $body .= p('<w:jc w:val="center"/>' . sp(0, 160), run('Bridge Street, Cardigan SA43 1HY · Credit broker, FCA FRN 740221', sz => 8.5));
  $body .= p('<w:pStyle w:val="Heading1"/>', run('How we use your information, and your consent to a credit search'));
  # floating text box, anchored to this paragraph, to the right
  my $box = qq{<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="2" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="0"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="2286000" cy="1150000"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapSquare wrapText="left"/><wp:docPr id="1" name="Notice"/><wp:cNvGraphicFramePr/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="2286000" cy="1150000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:srgbClr val="FFF4D6"/></a:solidFill><a:ln w="9525"><a:solidFill><a:srgbClr val="B58B00"/></a:solidFill></a:ln></wps:spPr><wps:txbx><w:txbxContent>}
    . p(sp(0, 60), run('Important', b => 1, sz => 9.5))
    . p(sp(0, 0), run('A credit search leaves a record on your credit file that other lenders can see. Several applications in a short time may affect your ability to get credit.', sz => 8.5))
    . qq{</w:txbxContent></wps:txbx><wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice></mc:AlternateContent></w:r>};
  $body .= '<w:p><w:pPr>' . sp(0, 120) . '</w:pPr>' . $box . run('Applicants', b => 1) . '</w:p>';
  my $tbl = sub {
    my @rows = @_;
    my $x = '<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/><w:tblW w:w="5200" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="1700"/><w:gridCol w:w="3500"/></w:tblGrid>';
    for my $r (@rows) { $x .= '<w:tr>' . join('', map { "<w:tc><w:tcPr><w:tcW w:w=\"$_->[1]\" w:type=\"dxa\"/></w:tcPr>" . p(sp(20, 20), run($_->[0], sz => 9, b => $_->[2])) . '</w:tc>' } ([$r->[0], 1700, 0], [$r->[1], 3500, 1])) . '</w:tr>' }
    return $x . '</w:tbl>';
  };
  $body .= $tbl->(['Applicant 1', 'Mr Rhys LLEWELLYN'], ['Applicant 2', 'Ms Catrin HOWELLS'], ['Address', 'Maes yr Haf, Aberporth SA43 2EU']);
  $body .= p(sp(120, 60), run('Vehicle: ', b => 1), run('Kia Sportage 1.6 T-GDi GT-Line, CU71 FKP, replacing your Nissan Juke CN13 WDU (part exchange)'));
  $body .= p('<w:sectPr><w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1000" w:bottom="1000" w:left="1000" w:header="500" w:footer="500" w:gutter="0"/><w:cols w:space="0"/></w:sectPr>');
  for my $t (['Who we are. ', "$dealer Ltd is a credit broker. We introduce you to lenders; we are not a lender. We will pass the information on this form to the lenders on our panel, who will use it to decide whether to offer you finance."],
             ['Credit searches. ', 'The lender will search your records at one or more credit reference agencies (TransUnion, Experian, Equifax). The agencies record the search. If you apply jointly, a financial association will be created between you, and each applicant\'s records may be seen by lenders when the other applies for credit.'],
             ['Fraud prevention. ', 'Information will be shared with fraud prevention agencies. If fraud is detected, you could be refused finance or other services.'],
             ['How long we keep it. ', 'We keep your information for six years after our last contact with you, then delete it.'],
             ['Your rights. ', 'You may ask for a copy of the information we hold, ask us to correct it, or complain to the Information Commissioner\'s Office, Wycliffe House, Water Lane, Wilmslow SK9 5AF.'],
             ['Marketing. ', 'We will not send you marketing unless you ask us to. You can tell us to stop at any time.']) {
    $body .= p('<w:jc w:val="both"/>' . sp(0, 80), run($t->[0], b => 1, sz => 9), run($t->[1], sz => 9));
  }
  $body .= p('<w:sectPr><w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1000" w:bottom="1000" w:left="1000" w:header="500" w:footer="500" w:gutter="0"/><w:cols w:num="2" w:space="400"/></w:sectPr>');
  $body .= p(sp(200, 120), run('Consent. By signing, each applicant agrees to a credit search and to the use of their information as described above.', b => 1));
  # signing table: caption row, then an empty tall cell per applicant, then date row
  my $cell = sub { my ($w, $content, $tcpr) = @_; return "<w:tc><w:tcPr><w:tcW w:w=\"$w\" w:type=\"dxa\"/>" . ($tcpr // '') . "</w:tcPr>$content</w:tc>" };
  my $x = '<w:tbl><w:tblPr><w:tblStyle w:val="Grid"/><w:tblW w:w="9900" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="4950"/><w:gridCol w:w="4950"/></w:tblGrid>';
  $x .= '<w:tr>' . $cell->(4950, p(sp(40, 40), run('Signature of Applicant 1', b => 1)), '<w:shd w:val="clear" w:color="auto" w:fill="EDEDED"/>')
               . $cell->(4950, p(sp(40, 40), run('Signature of Applicant 2', b => 1)), '<w:shd w:val="clear" w:color="auto" w:fill="EDEDED"/>') . '</w:tr>';
  $x .= '<w:tr><w:trPr><w:trHeight w:val="1000" w:hRule="atLeast"/></w:trPr>' . $cell->(4950, p('', run(' '))) . $cell->(4950, p('', run(' '))) . '</w:tr>';
  $x .= '<w:tr>' . $cell->(4950, p(sp(40, 40), run('Date:', sz => 9))) . $cell->(4950, p(sp(40, 40), run('Date:', sz => 9))) . '</w:tr></w:tbl>';
  $body .= $x;
  $body .= p(sp(160, 0), run('Please return this form to your sales executive. A copy is yours to keep.', sz => 8.5, i => 1));
  my $sect = '<w:sectPr><w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1000" w:bottom="1000" w:left="1000" w:header="500" w:footer="500" w:gutter="0"/><w:cols w:space="0"/></w:sectPr>';
  # Georgia is not installed: LibreOffice substitutes it, as a dealer's PC without the font would
  $body =~ s/^/<!-- Georgia -->/;
  package_docx('20-credit-search-consent.docx', $body, $sect, undef, undef);
  meta({ file => '20-credit-search-consent.docx',
    kinds => ['producer: hand-written WordprocessingML zipped by Perl IO::Compress::Zip', 'kind: privacy notice and credit-search consent, joint applicants',
              '"Applicant 2" is customer2, with a different surname', 'names with surnames in capitals', 'part-exchange plate beside the car wanted',
              'floating text box, two-column section', 'signing table: caption cells above empty cells, date cells below', 'no dealer place'],
    documentType => 'other', customerName => 'Rhys Llewellyn', otherCustomers => ['Catrin Howells'], vehicleRegistration => 'CU71FKP',
    otherRegistrations => ['CN13WDU'], dealershipName => $dealer,
    places => [{ label => 'Signature of Applicant 1', find => 'Signature of Applicant 1', signer => 'customer' },
               { label => 'Signature of Applicant 2', find => 'Signature of Applicant 2', signer => 'customer2' }] });
}

doc19();
doc20();
