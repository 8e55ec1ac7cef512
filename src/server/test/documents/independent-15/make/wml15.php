<?php
// WordprocessingML written by hand in PHP 8.2 and zipped with ZipArchive (php-zip): 12 affordability and
// vulnerability declaration (signing table with shaded caption cells), 13 GAP insurance declined (statement of
// demands and needs; underscore leaders in tab-stopped paragraphs with the date on the same line).
$out = $argv[1] ?? '../files';

function esc($s) { return htmlspecialchars($s, ENT_XML1 | ENT_QUOTES, 'UTF-8'); }
function run($t, $b = false, $sz = 20, $color = null) {
  $rpr = '<w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/>' . ($b ? '<w:b/>' : '') .
    ($color ? '<w:color w:val="' . $color . '"/>' : '') . '<w:sz w:val="' . $sz . '"/></w:rPr>';
  return '<w:r>' . $rpr . '<w:t xml:space="preserve">' . esc($t) . '</w:t></w:r>';
}
function para($runs, $opts = '') {
  return '<w:p><w:pPr>' . $opts . '<w:spacing w:after="100"/></w:pPr>' . (is_array($runs) ? implode('', $runs) : $runs) . '</w:p>';
}
function heading($t, $sz = 28, $color = '1F3864') { return para(run($t, true, $sz, $color)); }
function cell($content, $w, $shade = null, $h = null) {
  $tcpr = '<w:tcPr><w:tcW w:w="' . $w . '" w:type="dxa"/>' . ($shade ? '<w:shd w:val="clear" w:color="auto" w:fill="' . $shade . '"/>' : '') . '</w:tcPr>';
  return '<w:tc>' . $tcpr . $content . '</w:tc>';
}
function table($rows, $widths, $shadeFirst = true, $rowh = null) {
  $x = '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>';
  foreach (['top', 'left', 'bottom', 'right', 'insideH', 'insideV'] as $e) $x .= '<w:' . $e . ' w:val="single" w:sz="4" w:space="0" w:color="000000"/>';
  $x .= '</w:tblBorders></w:tblPr><w:tblGrid>';
  foreach ($widths as $w) $x .= '<w:gridCol w:w="' . $w . '"/>';
  $x .= '</w:tblGrid>';
  foreach ($rows as $r) {
    $x .= '<w:tr>' . ($rowh ? '<w:trPr><w:trHeight w:val="' . $rowh . '" w:hRule="atLeast"/></w:trPr>' : '');
    foreach ($r as $i => $c) {
      $bold = $shadeFirst && $i == 0;
      $content = is_array($c) ? implode('', array_map(fn($l) => para(run($l[0], $l[1] ?? false, $l[2] ?? 19)), $c)) : para(run($c, $bold, 19));
      $x .= cell($content, $widths[$i], $bold ? 'E7E6E6' : null);
    }
    $x .= '</w:tr>';
  }
  return $x . '</w:tbl>' . para('');
}
function leader($caption, $dateCap = 'Date') {
  // caption, underscore leader to a tab, then the date caption and its own leader on the same line
  $tabs = '<w:tabs><w:tab w:val="left" w:leader="underscore" w:pos="6200"/><w:tab w:val="left" w:pos="6500"/><w:tab w:val="left" w:leader="underscore" w:pos="9300"/></w:tabs>';
  return para([run($caption . ' ', true), '<w:r><w:tab/></w:r>', '<w:r><w:tab/></w:r>', run($dateCap . ' ', true), '<w:r><w:tab/></w:r>'],
    $tabs . '<w:spacing w:before="360"/>');
}
function docx($path, $body, $title) {
  $doc = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' .
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' .
    '<w:body>' . $body . '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1000" w:bottom="1000" w:left="1000" w:header="500" w:footer="500" w:gutter="0"/></w:sectPr></w:body></w:document>';
  $z = new ZipArchive();
  if (file_exists($path)) unlink($path);
  $z->open($path, ZipArchive::CREATE);
  $z->addFromString('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>');
  $z->addFromString('_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>');
  $z->addFromString('docProps/core.xml', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>' . esc($title) . '</dc:title><dc:creator>PHP</dc:creator></cp:coreProperties>');
  $z->addFromString('word/document.xml', $doc);
  $z->close();
}

// 12 affordability and vulnerability declaration
$b = heading('Medway Motor Group') . para(run('Chatham Maritime, Dock Road, Chatham ME4 4SW  ·  01634 880 215', false, 17)) .
  heading('Affordability and Customer Circumstances Declaration', 26, '000000') .
  para(run('Completed with the customer by the Business Manager before a finance application is made. Reference MMG-BM-40931.', false, 18)) .
  table([['Customer', 'Mr Arjun PATEL'], ['Address', '8 Rochester Crescent, Hoo, Rochester ME3 9LS'],
         ['Date of birth', '30/11/1977'], ['Vehicle', 'Hyundai Tucson 1.6 T-GDi 48V Premium, reg. KM72 RXD'],
         ['Finance proposed', 'Hire purchase, 48 months, £389.16 a month, through Orchard Motor Finance']], [2600, 7300]) .
  heading('Income and outgoings', 22, '000000') .
  table([['Net monthly income', '£3,140.00 (employed, NHS band 6)'], ['Partner\'s contribution', '£600.00'],
         ['Rent / mortgage', '£1,050.00'], ['Other credit commitments', '£212.00 (credit card, loan ending 08/2025)'],
         ['Household bills and living costs', '£1,180.00'], ['Existing car costs ending', '£276.00 (PCP on NJ19 WOA, to be settled)'],
         ['Disposable income after proposed payment', '£636.84']], [4200, 5700]) .
  heading('Circumstances', 22, '000000');
foreach (['Do you expect your income or outgoings to change in the next 12 months?  No',
          'Is there anything about your health or circumstances that affects how you would like us to communicate with you, or your ability to make decisions about finance today?  No',
          'Would you like a family member or friend to be present or to review the documents before you sign?  Declined - customer confirmed he is comfortable to proceed',
          'Have you been given enough time to read and understand the pre-contract information?  Yes'] as $q)
  $b .= para(run($q, false, 19), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr>');
$b .= para(run('I confirm that the information above is true and complete, and that the payments proposed are affordable for me now and are likely to remain so. I understand that the lender will rely on this declaration.', false, 19)) .
  table([['', 'Signature', 'Date'], [[['Customer', true], ['Arjun Patel', false, 17]], '', ''], [[['Business Manager', true], ['Simone Achterberg, for Medway Motor Group', false, 17]], '', '']], [3000, 4300, 2600], true, 900);
docx("$out/12-affordability-declaration.docx", $b, 'Affordability and Customer Circumstances Declaration');

// 13 GAP insurance declined
$b = para(run('NORTHFIELD VAUXHALL', true, 30, 'C00000')) . para(run('Bristol Road South, Northfield, Birmingham B31 2PE', false, 17)) .
  heading('GAP Insurance - Statement of Demands and Needs and Declaration of Refusal', 24, '000000') .
  table([['Customer name', 'Ms Róisín DOHERTY'], ['Address', '112 Frankley Beeches Road, Birmingham B31 5AB'],
         ['Vehicle', 'Vauxhall Corsa 1.2 Turbo SRi, registration NV21 HZT'], ['Purchase price', '£12,750.00'],
         ['Funded by', 'Personal contract purchase, Stellantis Financial Services, agreement VF-2024-118842'],
         ['Date GAP first explained', '04/03/2024']], [2700, 7200]) .
  heading('What GAP insurance does', 20, '000000') .
  para(run('If your vehicle is written off or stolen and not recovered, your motor insurer will usually pay its market value at the time. This may be less than you paid for it or less than you owe on your finance. Return to Invoice GAP insurance covers the difference, up to the policy limit.', false, 19)) .
  para(run('Under the FCA\'s deferred sale rules we may not sell you GAP insurance until the third day after we first told you about it. We have given you the price (£299.00 for 3 years) and the insurance product information document, and you may buy it from us or from any other provider, including online, until 30 days from the date of purchase.', false, 19)) .
  heading('Your decision', 20, '000000') .
  para(run('I have been offered GAP insurance and I have decided NOT to buy it. I understand that if my vehicle is a total loss I may have to pay any shortfall between my motor insurer\'s settlement and the amount I owe under my finance agreement, and that the courtesy car (WK73 VCD) I used while my vehicle was prepared is not covered by this form.', true, 19)) .
  leader('Customer signature') . para(run('Róisín Doherty', false, 16)) .
  leader('Sales executive') . para(run('Karl Wiśniewski, Northfield Vauxhall', false, 16)) .
  para(run('Northfield Vauxhall is an appointed representative of Motor Insure Services Ltd, authorised and regulated by the Financial Conduct Authority.', false, 15, '7F7F7F'), '<w:spacing w:before="600"/>');
docx("$out/13-gap-declined.docx", $b, 'GAP Insurance Declaration of Refusal');
