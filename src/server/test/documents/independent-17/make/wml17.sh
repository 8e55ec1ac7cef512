#!/bin/bash
# Two Word files whose WordprocessingML is written by hand in Bash (heredocs and shell functions for paragraphs,
# runs and table cells), zipped by Info-ZIP `zip`. usage: wml17.sh OUTDIR
set -e
OUT=$(realpath "$1")
W=/tmp/gen17/wml

esc() { local s=$1; s=${s//&/&amp;}; s=${s//</&lt;}; s=${s//>/&gt;}; printf '%s' "$s"; }
# run TEXT [bold] [size-half-points]
run() { local b=''; [ "$2" = b ] && b='<w:b/>'; printf '<w:r><w:rPr>%s<w:sz w:val="%s"/></w:rPr><w:t xml:space="preserve">%s</w:t></w:r>' "$b" "${3:-19}" "$(esc "$1")"; }
para() { printf '<w:p><w:pPr><w:spacing w:after="%s"/>%s</w:pPr>%s</w:p>' "${2:-80}" "$3" "$1"; }
cell() { # cell WIDTH(twips) CONTENT [shade]
  local sh=''; [ -n "$3" ] && sh="<w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"$3\"/>"
  printf '<w:tc><w:tcPr><w:tcW w:w="%s" w:type="dxa"/>%s</w:tcPr>%s</w:tc>' "$1" "$sh" "$2"; }
tbl() { # tbl GRID ROWS...
  local grid=$1; shift
  printf '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/><w:tblBorders>'
  for e in top left bottom right insideH insideV; do printf '<w:%s w:val="single" w:sz="4" w:space="0" w:color="555555"/>' $e; done
  printf '</w:tblBorders><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>'
  for g in $grid; do printf '<w:gridCol w:w="%s"/>' $g; done
  printf '</w:tblGrid>'
  for r in "$@"; do printf '<w:tr>%s</w:tr>' "$r"; done
  printf '</w:tbl>'
}
rowh() { printf '<w:trPr><w:trHeight w:val="%s"/></w:trPr>' "$1"; }

package() { # package NAME BODYFILE
  local d=$W/$1; rm -rf "$d"; mkdir -p "$d/_rels" "$d/word/_rels" "$d/docProps"
  cat > "$d/[Content_Types].xml" <<'X'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>
X
  cat > "$d/_rels/.rels" <<'X'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>
X
  cat > "$d/word/_rels/document.xml.rels" <<'X'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>
X
  cat > "$d/docProps/core.xml" <<X
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>$1</dc:title><dc:creator>DMS export</dc:creator></cp:coreProperties>
X
  cat > "$d/word/styles.xml" <<'X'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:cs="Arial"/><w:sz w:val="19"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="252" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>
X
  { printf '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
    cat "$2"
    printf '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1100" w:bottom="1000" w:left="1100" w:header="500" w:footer="500" w:gutter="0"/></w:sectPr></w:body></w:document>'
  } > "$d/word/document.xml"
  rm -f "$OUT/$1.docx"
  (cd "$d" && zip -q -X -r "$OUT/$1.docx" '[Content_Types].xml' _rels docProps word)
}

mkdir -p $W
# 13 van sales invoice to a limited company, underscore tab leaders ---------------------------------------------
TAB='<w:tabs><w:tab w:val="left" w:leader="underscore" w:pos="6200"/><w:tab w:val="left" w:pos="6500"/><w:tab w:val="left" w:leader="underscore" w:pos="9700"/></w:tabs>'
B=$W/13.body; : > $B
{
para "$(run 'HUMBER COMMERCIALS' b 32)" 0
para "$(run 'Sutton Road, Hull HU7 0YT   ·   01482 830 447   ·   VAT No. 402 7716 38' '' 16)" 160
para "$(run 'SALES INVOICE' b 26)$(run '        Invoice HC-INV-11672      Tax point 18/08/2025' '' 19)" 160
tbl "4700 4700" \
  "$(cell 4700 "$(para "$(run 'Invoice to' b)")$(para "$(run 'Pearce Landscapes Ltd')")$(para "$(run 'FAO Ms H. Pearce, Director')")$(para "$(run '5 Carr Lane, Beverley HU17 8QT')")$(para "$(run 'Company no. 11840275')")" F2F2F2)$(cell 4700 "$(para "$(run 'Vehicle' b)")$(para "$(run 'Ford Transit Custom 300 L1 Limited 2.0 EcoBlue')")$(para "$(run 'Registration YK72 VFN')")$(para "$(run 'VIN WF0YXXTTGYNM40918   Mileage 23,904')")$(para "$(run 'Customer order PO-0457 (Pearce Landscapes)')")" F2F2F2)"
para '' 60
tbl "6900 2500" \
  "$(cell 6900 "$(para "$(run 'Description' b)")" D9D9D9)$(cell 2500 "$(para "$(run 'Amount' b)" 80 '<w:jc w:val="right"/>')" D9D9D9)" \
  "$(cell 6900 "$(para "$(run 'Ford Transit Custom YK72 VFN (VAT qualifying)')")")$(cell 2500 "$(para "$(run '£21,250.00')" 80 '<w:jc w:val="right"/>')")" \
  "$(cell 6900 "$(para "$(run 'Ply lining and roof bars fitted')")")$(cell 2500 "$(para "$(run '£640.00')" 80 '<w:jc w:val="right"/>')")" \
  "$(cell 6900 "$(para "$(run 'Net total')")")$(cell 2500 "$(para "$(run '£21,890.00')" 80 '<w:jc w:val="right"/>')")" \
  "$(cell 6900 "$(para "$(run 'VAT at 20%')")")$(cell 2500 "$(para "$(run '£4,378.00')" 80 '<w:jc w:val="right"/>')")" \
  "$(cell 6900 "$(para "$(run 'Invoice total' b)")")$(cell 2500 "$(para "$(run '£26,268.00' b)" 80 '<w:jc w:val="right"/>')")" \
  "$(cell 6900 "$(para "$(run 'Less deposit received 11/08/2025 (card ending 4417)')")")$(cell 2500 "$(para "$(run '-£1,000.00')" 80 '<w:jc w:val="right"/>')")" \
  "$(cell 6900 "$(para "$(run 'Balance due on collection by bank transfer' b)")")$(cell 2500 "$(para "$(run '£25,268.00' b)" 80 '<w:jc w:val="right"/>')")"
para '' 60
para "$(run 'Terms. Title in the vehicle passes to the buyer only when the balance is paid in full. The vehicle is sold to a business; the 3 month Humber Commercials mechanical warranty applies. Courtesy van YK19 RZA was on loan to the buyer from 11/08/2025 and is to be returned at collection.' '' 17)" 160
para "$(run 'Received the vehicle described above in good order, and agree to the terms of sale, on behalf of the buyer.' b 19)" 300
para "$(run 'Signed for the buyer')<w:r><w:tab/></w:r>$(run '')<w:r><w:tab/></w:r>$(run 'Date')<w:r><w:tab/></w:r>" 40 "$TAB"
para "$(run 'Hollie Pearce, Director, Pearce Landscapes Ltd' '' 16)" 360
para "$(run 'For Humber Commercials')<w:r><w:tab/></w:r>$(run '')<w:r><w:tab/></w:r>$(run 'Date')<w:r><w:tab/></w:r>" 40 "$TAB"
para "$(run 'Sales: Dean Whitaker' '' 16)" 80
} >> $B
package 13-van-sales-invoice $B

# 14 part exchange purchase from joint owners, signing table with a heading row ---------------------------------
B=$W/14.body; : > $B
{
para "$(run 'Medina Garage' b 34)" 0
para "$(run 'Part of the Wight Motor Group  ·  Riverway, Newport, Isle of Wight PO30 5UX  ·  01983 521 040' '' 16)" 200
para "$(run 'PART EXCHANGE PURCHASE AND DECLARATION' b 24)" 120
tbl "2600 2100 2600 2100" \
  "$(cell 2600 "$(para "$(run 'Owner 1' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'Mr Jacob ROSS')")")$(cell 2600 "$(para "$(run 'Owner 2' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'Mrs Eleanor ROSS')")")" \
  "$(cell 2600 "$(para "$(run 'Address' b)")" E6E6E6)$(cell 2100 "$(para "$(run '3 Castle Road, Cowes PO31 7QZ')")")$(cell 2600 "$(para "$(run 'V5C registered keeper' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'Eleanor Ross')")")" \
  "$(cell 2600 "$(para "$(run 'Part exchange' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'Skoda Fabia 1.0 TSI SE')")")$(cell 2600 "$(para "$(run 'Registration' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'MA14 PXJ')")")" \
  "$(cell 2600 "$(para "$(run 'Mileage' b)")" E6E6E6)$(cell 2100 "$(para "$(run '67,302')")")$(cell 2600 "$(para "$(run 'Service history' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'Full, 9 stamps')")")" \
  "$(cell 2600 "$(para "$(run 'Against purchase of' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'Hyundai i20 1.0 T-GDi')")")$(cell 2600 "$(para "$(run 'Registration' b)")" E6E6E6)$(cell 2100 "$(para "$(run 'DL24 HRC')")")"
para '' 60
para "$(run 'Part exchange allowance £4,100.00, less outstanding finance £0.00, set against invoice MG-30418. Appraisal ref. MG-PX-5529.' '' 18)" 120
para "$(run 'Declaration' b 20)" 60
for s in 'We are the owners of the part exchange vehicle and have the right to sell it. It is free of any finance or other claim.' \
         'The recorded mileage is correct. The vehicle has not been an insurance total loss, stolen, imported or used as a taxi.' \
         'We have disclosed all known faults: none. We will hand over both keys, the V5C and the service book.' \
         'If any statement here is untrue we will repay Medina Garage any loss it suffers as a result.'; do
  para "$(run "•  $s" '' 18)" 60
done
para '' 120
tbl "3300 3000 1900 1200" \
  "$(cell 3300 "$(para '')" D9D9D9)$(cell 3000 "$(para "$(run 'Signature' b)")" D9D9D9)$(cell 1900 "$(para "$(run 'Print name' b)")" D9D9D9)$(cell 1200 "$(para "$(run 'Date' b)")" D9D9D9)" \
  "$(rowh 760)$(cell 3300 "$(para "$(run 'Owner 1' b)")")$(cell 3000 "$(para '')")$(cell 1900 "$(para "$(run 'J. Ross')")")$(cell 1200 "$(para '')")" \
  "$(rowh 760)$(cell 3300 "$(para "$(run 'Owner 2' b)")")$(cell 3000 "$(para '')")$(cell 1900 "$(para "$(run 'E. Ross')")")$(cell 1200 "$(para '')")" \
  "$(rowh 760)$(cell 3300 "$(para "$(run 'Appraised by (Medina Garage)' b)")")$(cell 3000 "$(para '')")$(cell 1900 "$(para "$(run 'S. Caws')")")$(cell 1200 "$(para '')")"
} >> $B
package 14-part-exchange-declaration $B
