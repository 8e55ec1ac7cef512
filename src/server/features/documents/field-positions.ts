// Where a dealer put each signature (and date) box must lie on its page: the seal stamps exactly there, so a
// box hanging off the paper would put the customer's ink where nobody can see it.
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { AppError } from '../../lib/app-error.ts';

type Box = NonNullable<SignatureField['box']>;
/** Rounding in the editor (and in extraction) may put an edge a hair past the paper's. */
const TOLERANCE = 0.5;

const fits = (box: Box, page: { width: number; height: number }) =>
  box.x + box.width <= page.width + TOLERANCE && box.y + box.height <= page.height + TOLERANCE;

/**
 * Throws 400 naming the first field whose box or date box leaves its page. Page sizes are read from the
 * PDF the customer signs, in the points (origin bottom-left) the seal uses; the PDF is read only when a
 * field has a position.
 */
export async function checkFieldPositions(fields: SignatureField[], readPdf: () => Promise<Uint8Array>) {
  if (!fields.some((f) => f.box || f.dateBox)) return;
  const { PDF } = await import('@libpdf/core');
  const pdf = await PDF.load(await readPdf());
  const pages = pdf.getPages().map((p) => ({ width: p.width, height: p.height }));
  fields.forEach((field, index) => {
    const page = pages[field.page - 1];
    if (!page) return; // the page check before this one names it
    for (const key of ['box', 'dateBox'] as const) {
      const box = field[key];
      if (!box || fits(box, page)) continue;
      const what = key === 'box' ? 'signature box' : 'date box';
      throw new AppError(
        400,
        `The ${what} of "${field.label}" goes beyond page ${field.page} (${Math.round(page.width)} × ${Math.round(page.height)} points). Move it inside the page.`,
        {
          code: 'VALIDATION',
          issues: [
            { path: `extractedData.signatureFields.${index}.${key}`, message: `The ${what} is off the page` },
          ],
        },
      );
    }
  });
}
