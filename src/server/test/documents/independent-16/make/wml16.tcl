#!/usr/bin/tclsh
# WordprocessingML written by hand in Tcl 8.6 for 11 and 12, zipped by hand: local headers, central directory and
# end record with [binary format], entries deflated by [zlib deflate] with [zlib crc32]. Usage: tclsh wml16.tcl OUTDIR
set out [lindex $argv 0]
proc esc {s} { string map {& &amp; < &lt; > &gt; \" &quot;} $s }
proc run {text {props ""}} { return "<w:r>[expr {$props ne "" ? "<w:rPr>$props</w:rPr>" : ""}]<w:t xml:space=\"preserve\">[esc $text]</w:t></w:r>" }
proc tabrun {} { return "<w:r><w:tab/></w:r>" }
proc para {content {ppr ""}} { return "<w:p>[expr {$ppr ne "" ? "<w:pPr>$ppr</w:pPr>" : ""}]$content</w:p>" }
proc p {text {rpr ""} {ppr ""}} { para [run $text $rpr] $ppr }
proc cell {w content {shade ""} {borders ""}} {
  set tcpr "<w:tcW w:w=\"$w\" w:type=\"dxa\"/>"
  if {$borders ne ""} { append tcpr "<w:tcBorders>$borders</w:tcBorders>" }
  if {$shade ne ""} { append tcpr "<w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"$shade\"/>" }
  return "<w:tc><w:tcPr>$tcpr</w:tcPr>$content</w:tc>" }
proc row {cells {h ""}} { return "<w:tr>[expr {$h ne "" ? "<w:trPr><w:trHeight w:val=\"$h\" w:hRule=\"atLeast\"/></w:trPr>" : ""}][join $cells ""]</w:tr>" }
proc table {widths rows {border single}} {
  set grid ""; foreach w $widths { append grid "<w:gridCol w:w=\"$w\"/>" }
  set b ""; foreach s {top left bottom right insideH insideV} { append b "<w:$s w:val=\"$border\" w:sz=\"6\" w:space=\"0\" w:color=\"000000\"/>" }
  return "<w:tbl><w:tblPr><w:tblW w:w=\"0\" w:type=\"auto\"/><w:tblBorders>$b</w:tblBorders><w:tblCellMar><w:left w:w=\"80\" w:type=\"dxa\"/><w:right w:w=\"80\" w:type=\"dxa\"/></w:tblCellMar></w:tblPr><w:tblGrid>$grid</w:tblGrid>[join $rows ""]</w:tbl>" }
proc docxml {body {font Calibri} {size 20}} {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><w:body>$body<w:sectPr><w:pgSz w:w=\"11906\" w:h=\"16838\"/><w:pgMar w:top=\"1000\" w:right=\"1000\" w:bottom=\"1000\" w:left=\"1000\" w:header=\"600\" w:footer=\"600\" w:gutter=\"0\"/></w:sectPr></w:body></w:document>" }
proc styles {font size} {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<w:styles xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii=\"$font\" w:hAnsi=\"$font\" w:cs=\"$font\"/><w:sz w:val=\"$size\"/><w:lang w:val=\"en-GB\"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after=\"60\" w:line=\"252\" w:lineRule=\"auto\"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type=\"paragraph\" w:default=\"1\" w:styleId=\"Normal\"><w:name w:val=\"Normal\"/></w:style></w:styles>" }
proc u16 {v} { binary format s $v }
proc u32 {v} { binary format i $v }
proc writezip {path entries} {
  set f [open $path wb]; set cd ""; set off 0; set n 0
  foreach {name data} $entries {
    set raw [encoding convertto utf-8 $data]; set crc [zlib crc32 $raw]; set def [zlib deflate $raw 9]
    set nm [encoding convertto utf-8 $name]
    set hdr "PK\x03\x04[u16 20][u16 0x0800][u16 8][u16 0][u16 0x5821][u32 $crc][u32 [string length $def]][u32 [string length $raw]][u16 [string length $nm]][u16 0]$nm"
    puts -nonewline $f $hdr; puts -nonewline $f $def
    append cd "PK\x01\x02[u16 20][u16 20][u16 0x0800][u16 8][u16 0][u16 0x5821][u32 $crc][u32 [string length $def]][u32 [string length $raw]][u16 [string length $nm]][u16 0][u16 0][u16 0][u16 0][u32 0][u32 $off]$nm"
    incr off [expr {[string length $hdr] + [string length $def]}]; incr n }
  puts -nonewline $f $cd
  puts -nonewline $f "PK\x05\x06[u16 0][u16 0][u16 $n][u16 $n][u32 [string length $cd]][u32 $off][u16 0]"
  close $f }
proc docx {path body font size title} {
  set ct "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/word/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/><Override PartName=\"/word/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml\"/><Override PartName=\"/docProps/core.xml\" ContentType=\"application/vnd.openxmlformats-package.core-properties+xml\"/></Types>"
  set rels "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"word/document.xml\"/><Relationship Id=\"rId2\" Type=\"http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties\" Target=\"docProps/core.xml\"/></Relationships>"
  set drels "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles\" Target=\"styles.xml\"/></Relationships>"
  set core "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:title>[esc $title]</dc:title><dc:creator>Tcl 8.6</dc:creator></cp:coreProperties>"
  writezip $path [list {[Content_Types].xml} $ct _rels/.rels $rels word/_rels/document.xml.rels $drels word/document.xml [docxml $body] word/styles.xml [styles $font $size] docProps/core.xml $core] }
set B "<w:b/>"
set LINE "<w:pBdr><w:bottom w:val=\"single\" w:sz=\"8\" w:space=\"1\" w:color=\"000000\"/></w:pBdr>"

# ---------- 11 service plan agreement: caption cells beside empty signature cells, date column
set b ""
append b [p "Menai Straits Peugeot" "$B<w:sz w:val=\"32\"/>"]
append b [p "Caernarfon Road, Bangor, Gwynedd LL57 4SU  ·  01248 362 990" "<w:sz w:val=\"16\"/>"]
append b [p "Peugeot Service Plan – Agreement and Direct Debit Mandate" "$B<w:sz w:val=\"26\"/>" "<w:spacing w:before=\"200\" w:after=\"120\"/>"]
append b [table {2600 7300} [list \
  [row [list [cell 2600 [p "Plan holder" $B] F2F2F2] [cell 7300 [p "Mr Rhodri Wyn EVANS"]]]] \
  [row [list [cell 2600 [p "Address" $B] F2F2F2] [cell 7300 [p "Tŷ Newydd, Lôn Bopty, Llanfairpwll, Anglesey LL61 5YH"]]]] \
  [row [list [cell 2600 [p "Vehicle" $B] F2F2F2] [cell 7300 [p "Peugeot 3008 1.2 PureTech Allure Premium, CN22 BWF"]]]] \
  [row [list [cell 2600 [p "Plan" $B] F2F2F2] [cell 7300 [p "Service Plan 3 – three services over 36 months / 30,000 miles"]]]] \
  [row [list [cell 2600 [p "Plan reference" $B] F2F2F2] [cell 7300 [p "MSP-SP-11460"]]]] \
  [row [list [cell 2600 [p "Monthly payment" $B] F2F2F2] [cell 7300 [p "£24.50 by direct debit on the 1st of each month, 36 payments"]]]] ]]
append b [p "What the plan covers" $B "<w:spacing w:before=\"200\"/>"]
foreach t {"Scheduled services as set out in the manufacturer's service schedule, including parts, labour, oil and filters." "A courtesy car for each plan service, subject to availability (recently loaned: Peugeot 208, CN73 ZKH)." "Pollen filter and brake fluid changes when they fall due. Tyres, brakes, wiper blades and repairs are not included."} { append b [p "•  $t"] }
append b [p "Direct debit instruction" $B "<w:spacing w:before=\"200\"/>"]
append b [table {2600 7300} [list \
  [row [list [cell 2600 [p "Account holder" $B] F2F2F2] [cell 7300 [p "MR R W EVANS"]]]] \
  [row [list [cell 2600 [p "Bank / building society" $B] F2F2F2] [cell 7300 [p "Nationwide BS, account ending 4471, sort code 07-04-36"]]]] \
  [row [list [cell 2600 [p "Service user number" $B] F2F2F2] [cell 7300 [p "4829117 (Autoplan Finance Ltd for Menai Straits Peugeot)"]]]] ]]
append b [p "Please pay Autoplan Finance Ltd direct debits from the account detailed in this instruction subject to the safeguards assured by the Direct Debit Guarantee." "<w:i/><w:sz w:val=\"18\"/>"]
append b [p "Agreement" $B "<w:spacing w:before=\"240\"/>"]
append b [p "I agree to the plan terms and authorise the direct debit above. I understand the plan can be cancelled at any time; payments made for services already carried out are not refunded."]
append b [table {2600 4500 2800} [list \
  [row [list [cell 2600 [p "Plan holder's signature" $B] E7E6E6] [cell 4500 [p ""]] [cell 2800 [p "Date:" "<w:sz w:val=\"16\"/>"]]] 700] \
  [row [list [cell 2600 [p "Service Manager (for the dealer)" $B] E7E6E6] [cell 4500 [p ""]] [cell 2800 [p "Date:" "<w:sz w:val=\"16\"/>"]]] 700] \
  [row [list [cell 2600 [p "Name of Service Manager" "<w:sz w:val=\"16\"/>"] E7E6E6] [cell 4500 [p "Gareth PRYS-JONES"]] [cell 2800 [p ""]]]] ]]
append b [p "Menai Straits Peugeot is a trading name of Straits Motors (Bangor) Ltd, company no. 03918845. The plan is administered by Autoplan Finance Ltd." "<w:sz w:val=\"14\"/>" "<w:spacing w:before=\"240\"/>"]
docx [file join $out 11-service-plan.docx] $b Arial 19 "Service plan agreement"

# ---------- 12 reservation and deposit receipt, joint purchasers, dot tab leaders, captions under
set b ""
set tabs "<w:tabs><w:tab w:val=\"left\" w:leader=\"dot\" w:pos=\"5200\"/><w:tab w:val=\"left\" w:pos=\"5700\"/><w:tab w:val=\"left\" w:leader=\"dot\" w:pos=\"8600\"/></w:tabs>"
append b [p "SEVERNSIDE CAR SUPERMARKET" "$B<w:sz w:val=\"30\"/><w:color w:val=\"1F3864\"/>" "<w:jc w:val=\"center\"/>"]
append b [p "Avonmouth Way, Bristol BS11 8DE  –  0117 982 4400" "<w:sz w:val=\"17\"/>" "<w:jc w:val=\"center\"/>"]
append b [p "VEHICLE RESERVATION AND DEPOSIT RECEIPT" "$B<w:sz w:val=\"24\"/>" "<w:jc w:val=\"center\"/><w:spacing w:before=\"200\" w:after=\"200\"/>$LINE"]
foreach {k v} {"Reservation no." "RES-BS-20931" "Date" "5 July 2024" "Purchasers" "Mr Amir KHALIL and Mrs Leila KHALIL" "Address" "22 Cotham Brow, Bristol BS6 6AR" "Vehicle reserved" "Toyota C-HR 2.0 Hybrid GR Sport, registration BT23 UOF, 14,210 miles" "Stock no." "SCS 44817" "Cash price" "£24,990.00" "Deposit received" "£500.00 by debit card (auth. 093311)" "Balance" "£24,490.00, due on collection" "Part exchange offered" "Kia Sportage 1.7 CRDi, YR65 HDX – valuation held for 7 days, subject to inspection" "Collection" "on or before 19 July 2024"} {
  append b [para "[run "$k:" $B][run "\t$v"]" "<w:tabs><w:tab w:val=\"left\" w:pos=\"2600\"/></w:tabs><w:ind w:left=\"2600\" w:hanging=\"2600\"/>"] }
append b [p "Terms of reservation" $B "<w:spacing w:before=\"200\"/>"]
foreach t {"1. The vehicle is withdrawn from sale until the collection date above." "2. The deposit is refundable in full if the vehicle is not supplied as described, or if finance applied for through us is declined." "3. If you decide not to proceed for any other reason, we may keep up to £150 of the deposit to cover our reasonable costs." "4. Either purchaser may collect the vehicle; both are jointly responsible for the balance."} { append b [p $t "<w:sz w:val=\"18\"/>"] }
append b [p "Signed by the purchasers" $B "<w:spacing w:before=\"360\"/>"]
foreach {cap} {"Purchaser 1 (Amir Khalil)" "Purchaser 2 (Leila Khalil)" "Received for Severnside Car Supermarket"} {
  append b [para "[tabrun][tabrun][tabrun]" "$tabs<w:spacing w:before=\"420\" w:after=\"0\"/>"]
  append b [para "[run $cap "<w:sz w:val=\"16\"/>"][tabrun][run "Date" "<w:sz w:val=\"16\"/>"]" "<w:tabs><w:tab w:val=\"left\" w:pos=\"5700\"/></w:tabs>"] }
append b [p "Staff member receiving the deposit: Connor Hale, Sales Executive" "<w:i/><w:sz w:val=\"16\"/>" "<w:spacing w:before=\"120\"/>"]
append b [p "Severnside Car Supermarket Ltd. Registered in England No. 10447265. VAT 264 8812 03." "<w:sz w:val=\"14\"/>" "<w:spacing w:before=\"400\"/>"]
docx [file join $out 12-reservation-deposit.docx] $b "Liberation Serif" 21 "Reservation and deposit receipt"
puts "11, 12 written"
