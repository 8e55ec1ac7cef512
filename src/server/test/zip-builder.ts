// Test helper: ZIP archives written byte by byte, including ones that lie about their sizes, and a
// minimal .docx. Real tools refuse to make the hostile ones, so the tests make them here.
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export type ZipInput = {
  name: string;
  /** Bytes as stored in the archive (already deflated when `method` is 8). */
  data: Uint8Array;
  method: 0 | 8;
  uncompressedSize: number;
  crc: number;
};

export function storedOrDeflated(name: string, content: string | Uint8Array): ZipInput {
  const raw = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, data: deflateRawSync(raw), method: 8, uncompressedSize: raw.length, crc: crc32(raw) };
}

export function buildZip(entries: ZipInput[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, Buffer.from(e.data));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** `megabytes` of zeros, deflated in 1 MB steps so the zeros never sit in memory at once. */
export async function deflatedZeros(megabytes: number): Promise<{ data: Uint8Array; crc: number }> {
  const deflate = createDeflateRaw({ level: 1 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const zeros = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(zeros, crc);
    if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { data: new Uint8Array(Buffer.concat(chunks)), crc };
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphXml = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** Equal columns across the page: Word writes them, and LibreOffice keeps a table's empty cells by them. */
const grid = (rows: string[][]) => {
  const columns = Math.max(...rows.map((r) => r.length));
  const width = Math.floor(9000 / columns);
  return `<w:tblGrid>${'<w:gridCol w:w="WIDTH"/>'.replace('WIDTH', String(width)).repeat(columns)}</w:tblGrid>`;
};

/** A .docx of paragraphs (strings) and bordered tables (arrays of rows of cell texts). */
export function buildDocx(body: (string | string[][])[]): Uint8Array {
  const border =
    '<w:tblBorders>' +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
      .join('') +
    '</w:tblBorders>';
  const xml = body
    .map((block, i) =>
      typeof block === 'string'
        ? paragraphXml(block, i === 0)
        : `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/>${border}</w:tblPr>${grid(block)}${block
            .map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraphXml(cell)}</w:tc>`).join('')}</w:tr>`)
            .join('')}</w:tbl>`,
    )
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${xml}${
    // Word always ends the body with a paragraph: a table last is lost when LibreOffice writes a .doc.
    typeof body.at(-1) === 'string' ? '' : '<w:p/>'
  }<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`;
  return buildZip([
    storedOrDeflated('[Content_Types].xml', CONTENT_TYPES),
    storedOrDeflated('_rels/.rels', RELS),
    storedOrDeflated('word/document.xml', document),
  ]);
}
