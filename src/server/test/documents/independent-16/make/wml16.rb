#!/usr/bin/ruby
# WordprocessingML written by hand in Ruby 3.1 for 13 and 14, zipped by hand: local headers, central directory and
# end record packed with Array#pack, entries deflated raw by Zlib::Deflate (window bits -15), CRC by Zlib.crc32.
# 13 has a running header part. Usage: ruby wml16.rb OUTDIR
require 'zlib'
OUT = ARGV[0] || '.'
W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
def esc(s) = s.gsub('&', '&amp;').gsub('<', '&lt;').gsub('>', '&gt;').gsub('"', '&quot;')
def run(t, rpr = '') = "<w:r>#{rpr.empty? ? '' : "<w:rPr>#{rpr}</w:rPr>"}<w:t xml:space=\"preserve\">#{esc(t)}</w:t></w:r>"
def para(content, ppr = '') = "<w:p>#{ppr.empty? ? '' : "<w:pPr>#{ppr}</w:pPr>"}#{content}</w:p>"
def p(t, rpr = '', ppr = '') = para(run(t, rpr), ppr)
def cell(w, content, shade: nil, borders: nil, valign: nil)
  pr = "<w:tcW w:w=\"#{w}\" w:type=\"dxa\"/>"
  pr += "<w:tcBorders>#{borders}</w:tcBorders>" if borders
  pr += "<w:shd w:val=\"clear\" w:color=\"auto\" w:fill=\"#{shade}\"/>" if shade
  pr += "<w:vAlign w:val=\"#{valign}\"/>" if valign
  "<w:tc><w:tcPr>#{pr}</w:tcPr>#{content}</w:tc>"
end
def row(cells, h = nil) = "<w:tr>#{h ? "<w:trPr><w:trHeight w:val=\"#{h}\" w:hRule=\"atLeast\"/></w:trPr>" : ''}#{cells.join}</w:tr>"
def table(widths, rows, border = 'single')
  b = %w[top left bottom right insideH insideV].map { |s| "<w:#{s} w:val=\"#{border}\" w:sz=\"4\" w:space=\"0\" w:color=\"404040\"/>" }.join
  "<w:tbl><w:tblPr><w:tblW w:w=\"0\" w:type=\"auto\"/><w:tblBorders>#{b}</w:tblBorders><w:tblCellMar><w:left w:w=\"90\" w:type=\"dxa\"/><w:right w:w=\"90\" w:type=\"dxa\"/></w:tblCellMar></w:tblPr><w:tblGrid>#{widths.map { |w| "<w:gridCol w:w=\"#{w}\"/>" }.join}</w:tblGrid>#{rows.join}</w:tbl>"
end
HDR = %(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n)
def zip(path, entries)
  File.open(path, 'wb') do |f|
    cd = ''.b; off = 0
    entries.each do |name, data|
      raw = data.encode('UTF-8').b; crc = Zlib.crc32(raw)
      z = Zlib::Deflate.new(9, -15); dfl = z.deflate(raw, Zlib::FINISH); z.close
      nm = name.b
      hdr = ['PK', 3, 4, 20, 0x0800, 8, 0x6000, 0x58A1, crc, dfl.bytesize, raw.bytesize, nm.bytesize, 0].pack('a2CCvvvvvVVVvv') + nm
      f.write(hdr); f.write(dfl)
      cd << ['PK', 1, 2, 0x0314, 20, 0x0800, 8, 0x6000, 0x58A1, crc, dfl.bytesize, raw.bytesize, nm.bytesize, 0, 0, 0, 0, 0, off].pack('a2CCvvvvvvVVVvvvvvVV') + nm
      off += hdr.bytesize + dfl.bytesize
    end
    f.write(cd)
    f.write(['PK', 5, 6, 0, 0, entries.size, entries.size, cd.bytesize, off, 0].pack('a2CCvvvvVVv'))
  end
end
def docx(path, body, font:, size:, title:, header: nil)
  hdr_ref = header ? '<w:headerReference w:type="default" r:id="rId2"/>' : ''
  doc = HDR + %(<w:document xmlns:w="#{W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>#{body}<w:sectPr>#{hdr_ref}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1100" w:bottom="1100" w:left="1100" w:header="560" w:footer="560" w:gutter="0"/></w:sectPr></w:body></w:document>)
  styles = HDR + %(<w:styles xmlns:w="#{W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="#{font}" w:hAnsi="#{font}" w:cs="#{font}"/><w:sz w:val="#{size}"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>)
  over = header ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' : ''
  ct = HDR + %(<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>#{over}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>)
  rels = HDR + %(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>)
  drels = HDR + %(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>#{header ? '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' : ''}</Relationships>)
  core = HDR + %(<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>#{esc(title)}</dc:title><dc:creator>Ruby 3.1</dc:creator></cp:coreProperties>)
  e = [['[Content_Types].xml', ct], ['_rels/.rels', rels], ['word/_rels/document.xml.rels', drels], ['word/document.xml', doc], ['word/styles.xml', styles], ['docProps/core.xml', core]]
  e << ['word/header1.xml', HDR + %(<w:hdr xmlns:w="#{W}">#{header}</w:hdr>)] if header
  zip(path, e)
end
B = '<w:b/>'
SM = '<w:sz w:val="16"/>'
RULE = '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="000000"/></w:pBdr>'

# ---------- 13 part-exchange valuation against a purchase: dealer in the running header, rules as bottom borders, captions under
b = ''
b << p('PART EXCHANGE VALUATION AND PURCHASE AGREEMENT', "#{B}<w:sz w:val=\"26\"/>", '<w:spacing w:after="160"/>')
b << p('This form records the vehicle you are selling to us in part exchange against the vehicle you are buying.', '<w:i/>')
b << table([3000, 6700], [
  ['Customer', 'Ms Chiamaka N. OKAFOR'], ['Address', 'Flat 12, Harbour Court, Marine Parade, Southend-on-Sea SS1 2EJ'],
  ['Part exchange vehicle', 'Ford Focus 1.0 EcoBoost Titanium 5dr'], ['Registration', 'SF66 KLN'], ['VIN', 'WF05XXGCC5GD82114'],
  ['Recorded mileage', '58,930'], ['Keys / V5C / service book', '2 / seen / 6 stamps'], ['Outstanding finance', 'None declared (HPI check ref. 7731-0045: clear)'],
  ['Condition notes', 'Scuffed O/S/F alloy; chip to windscreen outside the swept area; rear tyres 3 mm'],
  ['Valuation', '£6,150.00'], ['Against purchase of', 'Ford Puma 1.0 EcoBoost mHEV ST-Line, LN21 WPE (order 31752)'],
].map { |k, v| row([cell(3000, p(k, B), shade: 'EDEDED'), cell(6700, p(v))]) })
b << p('Customer declaration', B, '<w:spacing w:before="220"/>')
b << p('I am the registered keeper and owner of the part exchange vehicle, or I have the owner\'s authority to sell it. It is not subject to any finance, hire, lease or other agreement except as declared above. The mileage is correct to the best of my knowledge, the vehicle has not been an insurance total loss, and I will hand over all keys, documents and the V5C at the time of exchange. The valuation stands for 7 days or 250 further miles, whichever comes first.')
b << para('', "<w:spacing w:before=\"560\" w:after=\"0\"/>#{RULE}<w:ind w:right=\"4400\"/>")
b << p('Signature of customer (seller of the part exchange)', SM)
b << para('', "<w:spacing w:before=\"400\" w:after=\"0\"/>#{RULE}<w:ind w:right=\"6800\"/>")
b << p('Date', SM)
b << para('', "<w:spacing w:before=\"480\" w:after=\"0\"/>#{RULE}<w:ind w:right=\"4400\"/>")
b << p('Valued by (sales executive)', SM)
b << p('Name: Dean ASHWORTH    Vehicle appraisal app ID: VA-2291', SM)
b << p('Southend Ford is a trading name of Estuary Motor Holdings Ltd. Registered in England and Wales No. 07744102.', '<w:sz w:val="14"/>', '<w:spacing w:before="480"/>')
hdr = para(run('SOUTHEND FORD', "#{B}<w:sz w:val=\"24\"/><w:color w:val=\"003478\"/>") + run('     Progress Road, Eastwood, Leigh-on-Sea SS9 5LR   ·   01702 528 300', SM), "#{RULE}")
docx(File.join(OUT, '13-part-exchange-valuation.docx'), b, font: 'Liberation Sans', size: 19, title: 'Part exchange valuation', header: hdr)

# ---------- 14 affordability and vulnerability declaration, joint applicants, signing table under "Signature | Date" heading row
b = ''
b << p('Sandwell Road Motors', "#{B}<w:sz w:val=\"30\"/>")
b << p('Sandwell Road, West Bromwich B70 8TG · FCA FRN 738220 (credit broker)', SM)
b << p('Finance Application – Affordability and Vulnerability Declaration', "#{B}<w:sz w:val=\"24\"/>", '<w:spacing w:before="200" w:after="120"/>')
b << table([2400, 3700, 3700], [
  row([cell(2400, p(''), shade: 'D9E2F3'), cell(3700, p('Applicant 1', B), shade: 'D9E2F3'), cell(3700, p('Applicant 2', B), shade: 'D9E2F3')]),
  row([cell(2400, p('Name', B)), cell(3700, p('Mr Stanisław NOWICKI')), cell(3700, p('Mrs Joanna NOWICKA'))]),
  row([cell(2400, p('Date of birth', B)), cell(3700, p('11/02/1984')), cell(3700, p('29/07/1987'))]),
  row([cell(2400, p('Employment', B)), cell(3700, p('HGV driver, full time, 7 years')), cell(3700, p('Teaching assistant, part time, 4 years'))]),
  row([cell(2400, p('Net monthly income', B)), cell(3700, p('£2,640')), cell(3700, p('£1,180'))]),
])
b << p('Household outgoings (monthly)', B, '<w:spacing w:before="200"/>')
b << table([6000, 3800], [
  ['Rent / mortgage', '£875'], ['Council tax, utilities, phone and broadband', '£412'], ['Food and household', '£520'], ['Childcare (two children)', '£240'],
  ['Existing credit: PCP on Vauxhall Astra FD17 OWS (to be settled by the dealer)', '£0 after settlement'], ['Credit cards and loans', '£95'],
  ['Proposed payment: Hyundai Kona 1.0 T-GDi SE Connect, EY72 KZP', '£289.40'],
].map { |k, v| row([cell(6000, p(k)), cell(3800, p(v))]) })
b << p('Vulnerability', B, '<w:spacing w:before="200"/>')
b << p('Is there anything about your health, circumstances or understanding of English that means you would like more help or time before signing? Applicant 1 asked for the documents in advance to read with his wife; a copy was emailed on 2 September 2024. No other needs were declared.')
b << p('Declaration', B, '<w:spacing w:before="200"/>')
b << p('We confirm the information above is true and complete. We understand that the lender, Moneybarn No. 1 Ltd, will rely on it and may check it with credit reference agencies. We can afford the proposed payment now and do not expect our circumstances to change.')
b << table([3300, 4300, 2200], [
  row([cell(3300, p(''), shade: 'D9E2F3'), cell(4300, p('Signature', B), shade: 'D9E2F3'), cell(2200, p('Date', B), shade: 'D9E2F3')]),
  row([cell(3300, p('Applicant 1', B)), cell(4300, p('')), cell(2200, p(''))], 720),
  row([cell(3300, p('Applicant 2', B)), cell(4300, p('')), cell(2200, p(''))], 720),
  row([cell(3300, p('Business manager (Sandwell Road Motors)', B)), cell(4300, p('')), cell(2200, p(''))], 720),
])
b << p('Business manager: Priya CHAUHAN', SM, '<w:spacing w:before="80"/>')
docx(File.join(OUT, '14-affordability-declaration.docx'), b, font: 'Liberation Sans', size: 19, title: 'Affordability and vulnerability declaration')
puts '13, 14 written'
