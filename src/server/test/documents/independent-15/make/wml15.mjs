// WordprocessingML written by hand in Node 20 and zipped by hand (local headers, central directory and end record
// written with Buffer, entries deflated by zlib.deflateRawSync, CRC-32 computed here): 14 van sales invoice to a sole
// trader (values in bordered tables, a signing table with the caption above an empty cell), 15 joint sellers'
// vehicle purchase (dealer buys outright; running header part with the dealer, places as bottom-bordered paragraphs).
import { deflateRawSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
const out = process.argv[2] ?? '../files';

const T = [];
for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; T[n] = c >>> 0; }
const crc32 = (b) => { let c = 0xffffffff; for (const x of b) c = T[(c ^ x) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
function zip(entries) {
  const locals = []; const centrals = []; let off = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8'); const comp = deflateRawSync(data); const nm = Buffer.from(name);
    const crc = crc32(data);
    const lh = Buffer.alloc(30); lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(20, 4); lh.writeUInt16LE(0x0800, 6); lh.writeUInt16LE(8, 8);
    lh.writeUInt16LE(0, 10); lh.writeUInt16LE(0x5861, 12); lh.writeUInt32LE(crc, 14); lh.writeUInt32LE(comp.length, 18); lh.writeUInt32LE(data.length, 22);
    lh.writeUInt16LE(nm.length, 26); lh.writeUInt16LE(0, 28);
    const ch = Buffer.alloc(46); ch.writeUInt32LE(0x02014b50, 0); ch.writeUInt16LE(20, 4); ch.writeUInt16LE(20, 6); ch.writeUInt16LE(0x0800, 8); ch.writeUInt16LE(8, 10);
    ch.writeUInt16LE(0, 12); ch.writeUInt16LE(0x5861, 14); ch.writeUInt32LE(crc, 16); ch.writeUInt32LE(comp.length, 20); ch.writeUInt32LE(data.length, 24);
    ch.writeUInt16LE(nm.length, 28); ch.writeUInt32LE(off, 42);
    locals.push(lh, nm, comp); centrals.push(ch, nm); off += 30 + nm.length + comp.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22); end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(off, 16);
  return Buffer.concat([...locals, cd, end]);
}
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const r = (t, { b = false, sz = 20, font = 'Calibri', color } = {}) =>
  `<w:r><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}"/>${b ? '<w:b/>' : ''}${color ? `<w:color w:val="${color}"/>` : ''}<w:sz w:val="${sz}"/></w:rPr><w:t xml:space="preserve">${esc(t)}</w:t></w:r>`;
const p = (runs, ppr = '') => `<w:p><w:pPr>${ppr}<w:spacing w:after="80"/></w:pPr>${[].concat(runs).join('')}</w:p>`;
const border = '<w:tblBorders>' + ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((e) => `<w:${e} w:val="single" w:sz="6" w:space="0" w:color="404040"/>`).join('') + '</w:tblBorders>';
function table(rows, widths, { head = false, h } = {}) {
  let x = `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b)}" w:type="dxa"/>${border}</w:tblPr><w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>`;
  rows.forEach((row, i) => {
    x += `<w:tr>${h && !(head && i === 0) ? `<w:trPr><w:trHeight w:val="${h}" w:hRule="atLeast"/></w:trPr>` : ''}`;
    row.forEach((c, j) => {
      const shade = head && i === 0 ? '<w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/>' : '';
      const cells = [].concat(c).map((t, k) => p(r(t, { b: (head && i === 0) || (k === 0 && j === 0 && !head), sz: k ? 16 : 19 })));
      x += `<w:tc><w:tcPr><w:tcW w:w="${widths[j]}" w:type="dxa"/>${shade}</w:tcPr>${cells.join('')}</w:tc>`;
    });
    x += '</w:tr>';
  });
  return x + '</w:tbl>' + p('');
}
function docx(path, body, { header, title }) {
  const rels = header ? '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>' : '';
  const sect = `<w:sectPr>${header ? '<w:headerReference w:type="default" r:id="rIdH"/>' : ''}<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1300" w:right="1100" w:bottom="1100" w:left="1100" w:header="560" w:footer="560" w:gutter="0"/></w:sectPr>`;
  const entries = [
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${header ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' : ''}<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`],
    ['_rels/.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>'],
    ['docProps/core.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${esc(title)}</dc:title><dc:creator>Node</dc:creator></cp:coreProperties>`],
    ['word/_rels/document.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`],
    ['word/document.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${body}${sect}</w:body></w:document>`],
  ];
  if (header) entries.push(['word/header1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr ${W}>${header}</w:hdr>`]);
  writeFileSync(path, zip(entries));
}

// 14 van sales invoice to a sole trader
let b = p([r('TEES VALLEY VANS LTD', { b: true, sz: 32, color: '1F4E79' })]) +
  p(r('Portrack Lane, Stockton-on-Tees TS18 2PQ  |  01642 605 770  |  VAT GB 301 4471 29', { sz: 16 })) +
  p(r('SALES INVOICE  TVV-INV-31187', { b: true, sz: 26 }), '<w:jc w:val="right"/>') +
  table([['Invoice to', ['Tomasz NOWAK t/a Nowak Building Services', 'Unit 2, Cowpen Bewley Workshops, Billingham TS23 4EX']],
    ['Contact', 'Mr T. Nowak, 07984 220 611'], ['Date / tax point', '20/03/2024'], ['Sales executive', 'Gemma Laidler']], [2600, 7100]) +
  table([['Description', 'Net', 'VAT', 'Gross'],
    ['Ford Transit Custom 2.0 EcoBlue 130 320 L1 Trend, Frozen White, reg. NA71 BXG, VIN WF0YXXTTGYMA52018, 34,882 miles', '£17,250.00', '£3,450.00', '£20,700.00'],
    ['Ply lining, roof bars and tow bar (fitted)', '£650.00', '£130.00', '£780.00'],
    ['Part exchange: Vauxhall Vivaro 1.6 CDTi, reg. VU14 OKP (VAT qualifying)', '-£4,000.00', '-£800.00', '-£4,800.00'],
    ['Balance', '£13,900.00', '£2,780.00', '£16,680.00']], [5000, 1600, 1500, 1600], { head: true }) +
  p(r('Paid by BACS from Nowak Building Services business account, reference TVV31187. The van is sold to the customer for use in his business; the Consumer Rights Act 2015 does not apply to this sale. 3 months parts and labour warranty given by Tees Valley Vans Ltd.', { sz: 18 })) +
  p(r('Signed to confirm acceptance of the van and the terms overleaf:', { b: true, sz: 19 }), '<w:spacing w:before="240"/>') +
  table([['Customer', 'Salesperson'], ['', ''], [['Print name: Tomasz Nowak', 'Date:'], ['Print name: Gemma Laidler', 'Date:']]], [4850, 4850], { head: true, h: 1000 }) +
  p(r('Tees Valley Vans Ltd, registered in England no. 09118472. Title in the goods remains with Tees Valley Vans Ltd until payment is received in full.', { sz: 14, color: '7F7F7F' }));
docx(`${out}/14-van-sales-invoice.docx`, b, { title: 'Sales Invoice TVV-INV-31187' });

// 15 joint sellers, dealer buys outright
const line = (cap, who) => p(r(''), '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="000000"/></w:pBdr><w:spacing w:before="480"/>') +
  p([r(cap, { b: true, sz: 18 }), r('   ' + who, { sz: 16 })]);
b = p(r('Vehicle Purchase Agreement', { b: true, sz: 34 })) +
  p(r('We buy your car - the sellers named below sell the vehicle described to us outright. This is not a part exchange.', { sz: 19 })) +
  table([['Seller 1', 'Mr Liam KERSHAW'], ['Seller 2', 'Mrs Ruth KERSHAW'], ['Address', '14 Sheep Street, Stow-on-the-Wold, Cheltenham GL54 1AA'],
    ['Registered keeper (V5C)', 'Ruth Kershaw'], ['Payment to', 'Joint account L & R KERSHAW, sort code 40-22-18, account ending 0719']], [3000, 6700]) +
  table([['Vehicle', 'Skoda Kodiaq 2.0 TDI SE L 4x4 DSG, 7 seats, Race Blue'], ['Registration', 'BK66 RNU'], ['VIN', 'TMBLJ9NS1H8071742'],
    ['Mileage', '71,455'], ['V5C reference', '1 0442 7781 935'], ['Outstanding finance', 'None (HPI check 21/03/2024, ref HPI-88120447)'],
    ['Price agreed', '£12,300.00']], [3000, 6700]) +
  p(r('The sellers confirm that they own the vehicle jointly, that it is free of finance, that the mileage is genuine and that they have disclosed every known fault. The price is paid by bank transfer once both sellers have signed and the vehicle, both keys and the V5C have been handed to us. The price may be reduced if an undisclosed fault is found within 7 days.', { sz: 19 })) +
  line('Seller 1', 'Liam Kershaw     Date ............................') +
  line('Seller 2', 'Ruth Kershaw     Date ............................') +
  line('Buyer, for Cotswold Car Buyers', 'Priya Ramsden, buyer');
const header = p([r('COTSWOLD CAR BUYERS', { b: true, sz: 22, color: '385623' }), r('   London Road, Moreton-in-Marsh GL56 0JQ   ·   Purchase ref. CCB-P-7709', { sz: 16 })]);
docx(`${out}/15-joint-vehicle-purchase.docx`, b, { header, title: 'Vehicle Purchase Agreement' });
