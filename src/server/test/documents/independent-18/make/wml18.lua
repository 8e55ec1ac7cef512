-- WordprocessingML written by hand in Lua 5.4, and the zip written by hand too (stored entries, local headers,
-- central directory and end record with string.pack, CRC-32 computed here). Makes 10 and 11.
-- usage: lua5.4 wml18.lua OUTDIR
local out = arg[1] or '../files'

local crctab = {}
for i = 0, 255 do
  local c = i
  for _ = 1, 8 do if c & 1 == 1 then c = 0xEDB88320 ~ (c >> 1) else c = c >> 1 end end
  crctab[i] = c
end
local function crc32(s)
  local c = 0xFFFFFFFF
  for i = 1, #s do c = crctab[(c ~ s:byte(i)) & 0xFF] ~ (c >> 8) end
  return c ~ 0xFFFFFFFF
end
local function zip(path, entries)
  local body, central, off = {}, {}, 0
  for _, e in ipairs(entries) do
    local name, data = e[1], e[2]
    local crc = crc32(data)
    -- version 20, flags 0, method 0 (stored), time 12:00, date 2024-11-18
    local lh = string.pack('<I4I2I2I2I2I2I4I4I4I2I2', 0x04034b50, 20, 0, 0, 0x6000, 0x5972, crc, #data, #data, #name, 0) .. name
    body[#body + 1] = lh .. data
    central[#central + 1] = string.pack('<I4I2I2I2I2I2I2I4I4I4I2I2I2I2I2I4I4', 0x02014b50, 20, 20, 0, 0, 0x6000, 0x5972, crc,
      #data, #data, #name, 0, 0, 0, 0, 0, off) .. name
    off = off + #lh + #data
  end
  local cd = table.concat(central)
  local f = assert(io.open(path, 'wb'))
  f:write(table.concat(body), cd, string.pack('<I4I2I2I2I2I4I4I2', 0x06054b50, 0, 0, #entries, #entries, #cd, off, 0))
  f:close()
end

local function esc(s) return (s:gsub('&', '&amp;'):gsub('<', '&lt;'):gsub('>', '&gt;')) end
local function run(t, o)
  o = o or {}
  local rp = ''
  if o.b then rp = rp .. '<w:b/>' end
  if o.sz then rp = rp .. '<w:sz w:val="' .. o.sz .. '"/>' end
  if o.color then rp = rp .. '<w:color w:val="' .. o.color .. '"/>' end
  return '<w:r>' .. (rp ~= '' and '<w:rPr>' .. rp .. '</w:rPr>' or '') .. '<w:t xml:space="preserve">' .. esc(t) .. '</w:t></w:r>'
end
local function para(runs, o)
  o = o or {}
  local pp = ''
  if o.style then pp = pp .. '<w:pStyle w:val="' .. o.style .. '"/>' end
  if o.tabs then pp = pp .. '<w:tabs>' .. o.tabs .. '</w:tabs>' end
  if o.border then pp = pp .. '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="000000"/></w:pBdr>' end
  pp = pp .. '<w:spacing w:before="' .. (o.before or 0) .. '" w:after="' .. (o.after or 80) .. '"/>'
  if o.jc then pp = pp .. '<w:jc w:val="' .. o.jc .. '"/>' end
  if type(runs) == 'string' and runs:sub(1, 4) ~= '<w:r' then runs = run(runs, o) end
  return '<w:p><w:pPr>' .. pp .. '</w:pPr>' .. runs .. '</w:p>'
end
local function cell(content, w, o)
  o = o or {}
  local tc = '<w:tcW w:w="' .. w .. '" w:type="dxa"/>'
  if o.shade then tc = tc .. '<w:shd w:val="clear" w:color="auto" w:fill="' .. o.shade .. '"/>' end
  if o.span then tc = tc .. '<w:gridSpan w:val="' .. o.span .. '"/>' end
  if o.h then tc = tc .. '<w:vAlign w:val="bottom"/>' end
  if type(content) == 'string' then content = para(content, o) end
  return '<w:tc><w:tcPr>' .. tc .. '</w:tcPr>' .. content .. '</w:tc>'
end
local function row(cells, h) return '<w:tr>' .. (h and '<w:trPr><w:trHeight w:val="' .. h .. '" w:hRule="atLeast"/></w:trPr>' or '') .. table.concat(cells) .. '</w:tr>' end
local function tbl(widths, rows, borders)
  local g = {}
  for _, w in ipairs(widths) do g[#g + 1] = '<w:gridCol w:w="' .. w .. '"/>' end
  local b = borders and '<w:tblBorders><w:top w:val="single" w:sz="4" w:color="666666"/><w:left w:val="single" w:sz="4" w:color="666666"/><w:bottom w:val="single" w:sz="4" w:color="666666"/><w:right w:val="single" w:sz="4" w:color="666666"/><w:insideH w:val="single" w:sz="4" w:color="666666"/><w:insideV w:val="single" w:sz="4" w:color="666666"/></w:tblBorders>' or ''
  return '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/>' .. b .. '<w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr><w:tblGrid>' .. table.concat(g) .. '</w:tblGrid>' .. table.concat(rows) .. '</w:tbl>'
end

local function docx(path, font, body)
  local ct = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>'
  local rels = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'
  local drels = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'
  local styles = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="' .. font .. '" w:hAnsi="' .. font .. '" w:cs="' .. font .. '"/><w:sz w:val="19"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="80"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="0" w:after="120"/></w:pPr><w:rPr><w:b/><w:sz w:val="30"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="160" w:after="60"/></w:pPr><w:rPr><w:b/><w:sz w:val="22"/><w:color w:val="1F3864"/></w:rPr></w:style></w:styles>'
  local core = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>DMS document service</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">2024-11-18T12:00:00Z</dcterms:created></cp:coreProperties>'
  local doc = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' .. body ..
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1050" w:bottom="1000" w:left="1050" w:header="500" w:footer="500" w:gutter="0"/></w:sectPr></w:body></w:document>'
  zip(path, { { '[Content_Types].xml', ct }, { '_rels/.rels', rels }, { 'word/_rels/document.xml.rels', drels }, { 'word/document.xml', doc }, { 'word/styles.xml', styles }, { 'docProps/core.xml', core } })
end

-- 10: vehicle sold as seen to a motor trader (underscore tab leaders)
do
  local lead = '<w:tab w:val="left" w:leader="underscore" w:pos="6300"/><w:tab w:val="left" w:pos="6500"/><w:tab w:val="left" w:leader="underscore" w:pos="9700"/>'
  local function sline(cap, gap)
    return para(run(cap, { b = true }) .. '<w:r><w:tab/></w:r>' .. run('  Date') .. '<w:r><w:tab/></w:r>', { tabs = lead, before = gap or 480 })
  end
  local b = {}
  b[#b + 1] = para('HUMBER DOCKS MOTOR CO.', { b = true, sz = 30, after = 0 })
  b[#b + 1] = para('Clive Sullivan Way, Hull HU4 6PA  ·  Trade sales desk 01482 555 067', { after = 200 })
  b[#b + 1] = para('TRADE SALE — VEHICLE SOLD AS SEEN, WITHOUT WARRANTY', { style = 'Heading2' })
  b[#b + 1] = tbl({ 2600, 7200 }, {
    row({ cell('Buyer', 2600, { shade = 'E7E6E6', b = true }), cell('NAPIER, Mr Duncan — proprietor, Kestrel Autos (motor trader)', 7200) }),
    row({ cell('Trade address', 2600, { shade = 'E7E6E6', b = true }), cell('Unit 3, Foss Islands Road, York YO31 7UL', 7200) }),
    row({ cell('Vehicle', 2600, { shade = 'E7E6E6', b = true }), cell('Vauxhall Astra 1.4i 16V SRi 5dr, Sovereign Silver', 7200) }),
    row({ cell('Registration', 2600, { shade = 'E7E6E6', b = true }), cell('YR09 HBN', 7200) }),
    row({ cell('Mileage', 2600, { shade = 'E7E6E6', b = true }), cell('132,780 (not warranted)', 7200) }),
    row({ cell('Came in as', 2600, { shade = 'E7E6E6', b = true }), cell('Part exchange on our sale of KP19 WLE, 04/11/2024', 7200) }),
    row({ cell('Price', 2600, { shade = 'E7E6E6', b = true }), cell('£650.00, paid by bank transfer, invoice T-2291', 7200) }),
  }, true)
  b[#b + 1] = para('Known faults: engine management light on; clutch slipping; MOT expires 02/12/2024; corrosion to both rear arches.', { before = 160 })
  b[#b + 1] = para('The buyer confirms that he buys this vehicle in the course of his business as a motor trader, that he has inspected it or had the opportunity to do so, and that it is sold as seen, with all faults, whether listed above or not, and without any warranty or guarantee as to its condition, roadworthiness or fitness for any purpose. The buyer accepts that the Consumer Rights Act 2015 does not apply to this trade sale. The vehicle is to be collected within 3 days at the buyer\'s risk.', { jc = 'both' })
  b[#b + 1] = sline('Signed (buyer)', 600)
  b[#b + 1] = para(run('Print name: ') .. run('DUNCAN NAPIER', { b = true }) .. run('      for Kestrel Autos'), { before = 60 })
  b[#b + 1] = sline('Signed for Humber Docks Motor Co.', 600)
  b[#b + 1] = para('Trade sales manager: Lee Stainforth', { before = 60, color = '444444' })
  docx(out .. '/10-sold-as-seen-trade.docx', 'Arial', table.concat(b))
end

-- 11: service plan with direct debit instruction, signing table with captions in the first column
do
  local b = {}
  b[#b + 1] = para('Fife Coast Toyota — Toyota Service Plan', { style = 'Heading1' })
  b[#b + 1] = para('Plan agreement no. TSP-KY21 ASN-3 · Halbeath Road, Dunfermline KY11 8RQ · 01383 555 904', { after = 160 })
  local sh = { shade = 'DEEAF6', b = true }
  b[#b + 1] = tbl({ 2800, 3200, 1800, 2000 }, {
    row({ cell('Customer', 2800, sh), cell('Dr Helen McALLISTER', 3200), cell('Customer no.', 1800, sh), cell('884213', 2000) }),
    row({ cell('Address', 2800, sh), cell('12 Ferryhills Road, North Queensferry KY11 1HE', 3200), cell('Mobile', 1800, sh), cell('07700 900 557', 2000) }),
    row({ cell('Vehicle', 2800, sh), cell('Toyota RAV4 2.5 VVT-i Hybrid Design', 3200), cell('Registration', 1800, sh), cell('SF21 ASN', 2000) }),
    row({ cell('Plan', 2800, sh), cell('3 services (3 years / 30,000 miles)', 3200), cell('Monthly', 1800, sh), cell('£26.50 × 36', 2000) }),
  }, true)
  b[#b + 1] = para('The plan pays for the manufacturer\'s scheduled services listed in the plan summary at any Toyota centre in the UK. Parts and labour outside the schedule, tyres, wiper blades and brake pads are not included. Payments are collected by Direct Debit by Autoplan Services Ltd for the dealer. If the vehicle is sold the plan may be transferred for a fee of £25.', { before = 160, jc = 'both' })
  b[#b + 1] = para('Instruction to your bank or building society to pay by Direct Debit', { style = 'Heading2' })
  b[#b + 1] = tbl({ 3000, 6800 }, {
    row({ cell('Name of account holder(s)', 3000, sh), cell('DR H McALLISTER', 6800) }),
    row({ cell('Sort code / account no.', 3000, sh), cell('80-22-60  /  ****4471', 6800) }),
    row({ cell('Service user number / reference', 3000, sh), cell('412786  /  KY21ASN3-884213', 6800) }),
  }, true)
  b[#b + 1] = para('Please pay Autoplan Services Ltd Direct Debits from the account detailed in this Instruction subject to the safeguards assured by the Direct Debit Guarantee.', { before = 120 })
  b[#b + 1] = para('Signatures', { style = 'Heading2' })
  b[#b + 1] = tbl({ 3000, 4600, 2200 }, {
    row({ cell('', 3000, sh), cell('Signature', 4600, sh), cell('Date', 2200, sh) }),
    row({ cell('Customer (plan holder and account holder)', 3000), cell('', 4600), cell('', 2200) }, 800),
    row({ cell('Service Advisor, for Fife Coast Toyota', 3000), cell('', 4600), cell('', 2200) }, 800),
  }, true)
  b[#b + 1] = para('Service Advisor: Gregor Mathieson', { before = 80, color = '444444' })
  docx(out .. '/11-service-plan-dd.docx', 'Calibri', table.concat(b))
end
print('lua docx written')
