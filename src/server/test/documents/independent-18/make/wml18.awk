# WordprocessingML written by hand in awk (gawk 5.2): each document's parts are printed by awk functions into a
# folder that Info-ZIP's zip packs (make-all.sh). Makes 12 and 13. usage: gawk -v doc=12 -v dir=DIR -f wml18.awk
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
function r(t, b,   p) { p = b ? "<w:rPr><w:b/></w:rPr>" : ""; return "<w:r>" p "<w:t xml:space=\"preserve\">" esc(t) "</w:t></w:r>" }
function p(runs, ppr) { return "<w:p><w:pPr>" ppr "</w:pPr>" runs "</w:p>" }
function rule(before) { return p("", "<w:pBdr><w:bottom w:val=\"single\" w:sz=\"8\" w:space=\"1\" w:color=\"000000\"/></w:pBdr><w:spacing w:before=\"" before "\" w:after=\"0\"/><w:ind w:right=\"" 3400 "\"/>") }
function cap(t) { return p(r(t), "<w:spacing w:before=\"20\" w:after=\"60\"/><w:rPr><w:sz w:val=\"16\"/></w:rPr>") }
function h(t) { return p("<w:r><w:rPr><w:b/><w:sz w:val=\"22\"/><w:color w:val=\"7B2C2C\"/></w:rPr><w:t xml:space=\"preserve\">" esc(t) "</w:t></w:r>", "<w:spacing w:before=\"200\" w:after=\"80\"/>") }
function tc(t, w, fill, b,   sh) { sh = fill ? "<w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"" fill "\"/>" : ""; return "<w:tc><w:tcPr><w:tcW w:w=\"" w "\" w:type=\"dxa\"/>" sh "</w:tcPr>" p(r(t, b), "<w:spacing w:after=\"20\"/>") "</w:tc>" }
function tr(cells, ht) { return "<w:tr>" (ht ? "<w:trPr><w:trHeight w:val=\"" ht "\" w:hRule=\"exact\"/></w:trPr>" : "") cells "</w:tr>" }
function tbl(grid, rows,   b, g, n, i, ws) {
  n = split(grid, ws, ","); g = ""
  for (i = 1; i <= n; i++) g = g "<w:gridCol w:w=\"" ws[i] "\"/>"
  b = "<w:tblBorders><w:top w:val=\"single\" w:sz=\"6\" w:color=\"000000\"/><w:left w:val=\"single\" w:sz=\"6\" w:color=\"000000\"/><w:bottom w:val=\"single\" w:sz=\"6\" w:color=\"000000\"/><w:right w:val=\"single\" w:sz=\"6\" w:color=\"000000\"/><w:insideH w:val=\"single\" w:sz=\"4\" w:color=\"000000\"/><w:insideV w:val=\"single\" w:sz=\"4\" w:color=\"000000\"/></w:tblBorders>"
  return "<w:tbl><w:tblPr><w:tblW w:w=\"0\" w:type=\"auto\"/>" b "</w:tblPr><w:tblGrid>" g "</w:tblGrid>" rows "</w:tbl>"
}
function put(name, text) { printf "%s", text > (dir "/" name); close(dir "/" name) }
function parts(font, body, header,   W) {
  W = "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\""
  system("mkdir -p " dir "/_rels " dir "/word/_rels")
  put("[Content_Types].xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/word/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/><Override PartName=\"/word/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml\"/><Override PartName=\"/word/footer1.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml\"/></Types>")
  put("_rels/.rels", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument\" Target=\"word/document.xml\"/></Relationships>")
  put("word/_rels/document.xml.rels", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles\" Target=\"styles.xml\"/><Relationship Id=\"rId2\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer\" Target=\"footer1.xml\"/></Relationships>")
  put("word/styles.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:styles " W "><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii=\"" font "\" w:hAnsi=\"" font "\" w:cs=\"" font "\"/><w:sz w:val=\"19\"/><w:lang w:val=\"en-GB\"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after=\"100\"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type=\"paragraph\" w:default=\"1\" w:styleId=\"Normal\"><w:name w:val=\"Normal\"/></w:style></w:styles>")
  put("word/footer1.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:ftr " W ">" p("<w:r><w:rPr><w:sz w:val=\"14\"/></w:rPr><w:t xml:space=\"preserve\">" esc(header) "</w:t></w:r>", "") "</w:ftr>")
  put("word/document.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?><w:document " W "><w:body>" body "<w:sectPr><w:footerReference w:type=\"default\" r:id=\"rId2\"/><w:pgSz w:w=\"11906\" w:h=\"16838\"/><w:pgMar w:top=\"1100\" w:right=\"1100\" w:bottom=\"1100\" w:left=\"1100\" w:header=\"500\" w:footer=\"500\" w:gutter=\"0\"/></w:sectPr></w:body></w:document>")
}
BEGIN {
  if (doc == 12) {
    b = p("<w:r><w:rPr><w:b/><w:sz w:val=\"32\"/></w:rPr><w:t>Wirral Motor Centre</w:t></w:r>", "<w:spacing w:after=\"0\"/>")
    b = b p(r("Bidston Link Road, Birkenhead CH43 7XP  |  0151 555 0190"), "")
    b = b h("Extended Warranty Application — Sentinel Vehicle Warranties Ltd")
    b = b p(r("Warranty number: ") r("EW-FY20KZT-5531", 1) r("     Plan: Sentinel Platinum 24 months, £50 excess, claim limit £3,000"), "")
    rows = tr(tc("Applicants", 2600, "F2E6E6", 1) tc("Mr B. & Mrs F. Ogunleye", 7000))
    rows = rows tr(tc("First applicant", 2600, "F2E6E6", 1) tc("Babatunde OGUNLEYE", 7000))
    rows = rows tr(tc("Second applicant", 2600, "F2E6E6", 1) tc("Folake OGUNLEYE", 7000))
    rows = rows tr(tc("Address", 2600, "F2E6E6", 1) tc("7 Rake Lane, Wallasey CH45 5DL", 7000))
    rows = rows tr(tc("Vehicle", 2600, "F2E6E6", 1) tc("Nissan Qashqai 1.3 DIG-T N-Connecta, FY20 KZT, 38,950 miles", 7000))
    rows = rows tr(tc("Premium", 2600, "F2E6E6", 1) tc("£545.00, paid with the vehicle (dealer invoice WMC-77120)", 7000))
    b = b tbl("2600,7000", rows)
    b = b p(r("We apply for the warranty above and confirm that the vehicle is under 10 years old and 100,000 miles, has been serviced to the manufacturer's schedule, and has no known fault at the start date. We understand that the warranty is provided by Sentinel Vehicle Warranties Ltd, not by the dealer, that wear and tear items are excluded, and that we may cancel within 14 days for a full refund."), "<w:spacing w:before=\"160\"/><w:jc w:val=\"both\"/>")
    b = b h("Declaration")
    b = b rule(700) cap("First applicant  (Babatunde Ogunleye)     Date: ....................")
    b = b rule(700) cap("Second applicant  (Folake Ogunleye)     Date: ....................")
    b = b rule(700) cap("Warranty sold by (for Wirral Motor Centre)  —  Shauna Doyle, Sales Executive")
    parts("Liberation Sans", b, "Sentinel Vehicle Warranties Ltd, administrator. Wirral Motor Centre Ltd is an introducer appointed representative. Form SVW-APP-3.")
  } else {
    b = p("<w:r><w:rPr><w:b/><w:sz w:val=\"30\"/><w:color w:val=\"1B5E20\"/></w:rPr><w:t>SOLENT MOTOR HUB</w:t></w:r>", "<w:jc w:val=\"center\"/><w:spacing w:after=\"0\"/>")
    b = b p(r("Western Avenue, Southampton SO15 0HH"), "<w:jc w:val=\"center\"/>")
    b = b h("VEHICLE RESERVATION AND DEPOSIT AGREEMENT")
    rows = tr(tc("Customer", 2400, "E8F0E8", 1) tc("KACZMAREK-LOWE, Ms Zofia", 3000) tc("Reservation no.", 1900, "E8F0E8", 1) tc("RES-40187", 2300))
    rows = rows tr(tc("Address", 2400, "E8F0E8", 1) tc("3 Portswood Road, Southampton SO17 2ET", 3000) tc("Reserved until", 1900, "E8F0E8", 1) tc("30/11/2024", 2300))
    rows = rows tr(tc("Vehicle reserved", 2400, "E8F0E8", 1) tc("Cupra Born 58kWh V2 e-Boost", 3000) tc("Registration", 1900, "E8F0E8", 1) tc("HF74 WDD", 2300))
    rows = rows tr(tc("Price", 2400, "E8F0E8", 1) tc("£28,750.00", 3000) tc("Deposit paid", 1900, "E8F0E8", 1) tc("£500.00 (card)", 2300))
    rows = rows tr(tc("Finance quote", 2400, "E8F0E8", 1) tc("Q-HF74WDD-02 (PCP, subject to status)", 3000) tc("Current car", 1900, "E8F0E8", 1) tc("LB62 XRM (keeping)", 2300))
    b = b tbl("2400,3000,1900,2300", rows)
    b = b p(r("We will hold the vehicle for you until the date above and not offer it to anyone else. The deposit is part of the price. If you decide not to buy, the deposit will be refunded less £100 to cover our reasonable costs, unless the vehicle is not as described or your finance is declined, when it will be refunded in full. This reservation is not a contract to buy the vehicle; the order form at handover is."), "<w:spacing w:before=\"160\"/><w:jc w:val=\"both\"/>")
    rows = tr(tc("Customer", 4800, "E8F0E8", 1) tc("Received for Solent Motor Hub by", 4800, "E8F0E8", 1))
    rows = rows tr(tc("", 4800) tc("", 4800), 1000)
    rows = rows tr(tc("Date:", 4800) tc("Date:          Name: Priya Raman (Sales)", 4800))
    b = b p("", "<w:spacing w:before=\"240\" w:after=\"0\"/>") tbl("4800,4800", rows)
    parts("DejaVu Sans", b, "Solent Motor Hub is a trading name of SMH Automotive Ltd, registered in England 11820437.")
  }
}
