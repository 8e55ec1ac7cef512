// A TJ that draws a value and then moves back to print its label to the left of it, as PostScript
// distillers write a two-column table ("[(Lucy Example) 33087 (Customer)] TJ"): the two are separate pieces,
// each where a reader sees it, so the label reads before its value. The PDF is written by hand, object by object.
import { describe, expect, it } from 'vitest';
import { handWrittenPdf } from '../../test/hand-written-pdf.ts';
import { processDocument } from './index.ts';

function columnsDrawnValueFirst(): Uint8Array {
  const rows: [string, string][] = [
    ['Lucy Example-Jones', 'Purchaser'],
    ['14 Mill Lane, Leeds LS6 2AB', 'Address'],
    ['YK19 BNF', 'Vehicle registration'],
  ];
  // Helvetica at 10 pt: a move back of 3000/1000 em is 300 pt, from the value at x 211 to the label near x 60.
  const content = [
    'BT /F1 16 Tf 60 780 Td (USED VEHICLE WARRANTY APPLICATION) Tj ET',
    ...rows.map(([value, label], i) => {
      const back = Math.round(((211 - 60) / 10) * 1000 + value.length * 550);
      return `BT /F1 10 Tf 1 0 0 1 211 ${720 - i * 18} Tm [(${value}) ${back} (${label})] TJ ET`;
    }),
    'BT /F1 10 Tf 60 600 Td (Signature of purchaser: ______________________________) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  return handWrittenPdf(objects);
}

describe('a TJ that moves back', () => {
  it('prints the label before its value: the name and the plate are read', async () => {
    const { extractedData } = await processDocument(columnsDrawnValueFirst(), 'pdf');
    expect(extractedData.customerName).toBe('Lucy Example-Jones');
    expect(extractedData.vehicleRegistration).toBe('YK19BNF');
  });
});
