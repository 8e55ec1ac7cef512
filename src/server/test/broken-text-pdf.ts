// A one-page PDF whose text says NUL and whose Title holds a lone surrogate, as broken or hostile producers
// write them: its font's ToUnicode map gives code 0x01 as U+0000 (and 0x02 as U+DC00, which pdf.js reads as
// a whole character), and the Title is UTF-16 with an unpaired U+DC00. Written by hand, object by object.
import { handWrittenPdf } from './hand-written-pdf.ts';

/** A hire-purchase agreement whose customer name and body text carry the broken characters. */
export function brokenTextPdf(): Uint8Array {
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Broken def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '2 beginbfchar <01> <0000> <02> <DC00> endbfchar',
    // Every other code stands for itself (Latin letters, digits and punctuation).
    '1 beginbfrange <20> <7E> <0020> endbfrange',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const lines = [
    'HIRE PURCHASE AGREEMENT',
    'Customer name: Olivia{1} Bennett',
    'Address: 14 Mill Lane, Headingley, Leeds LS6 2AB',
    'Vehicle registration: YK19 BNF',
    'Goods: Ford Focus 1.0 EcoBoost{2} Titanium',
    'Terms{1} and conditions apply{2} as printed overleaf.',
    'Customer signature: ______________________________',
  ];
  // {1} and {2} are the codes the ToUnicode map breaks, written as octal escapes in the string.
  const pdfString = (s: string) =>
    s
      .replace(/[\\()]/g, (c) => `\\${c}`)
      .replace(/\{1\}/g, '\\001')
      .replace(/\{2\}/g, '\\002');
  const content = lines
    .map((text, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 60 ${760 - i * 40} Td (${pdfString(text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
    // "Hire\uDC00 Purchase\0 Agreement" in UTF-16BE.
    `<< /Title <FEFF${[...'Hire'].map(hex).join('')}DC00${[...' Purchase'].map(hex).join('')}0000${[...' Agreement'].map(hex).join('')}> >>`,
  ];
  return handWrittenPdf(objects, { info: 7 });
}

const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase();
