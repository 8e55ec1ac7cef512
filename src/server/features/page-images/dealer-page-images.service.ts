// A dealer's own document as page images, for the field editor: the same pictures (and page sizes in PDF
// points) the customer's signing page shows, so the boxes the dealer places are where the ink will land.
import type { PageImages } from '../../../shared/documents/page-images.ts';
import type { AppDeps } from '../../app-deps.ts';
import { getDocumentsForSigning } from '../documents/index.ts';
import { pageImage, pageImagesOf } from './page-images.service.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage' | 'jobs'>;

/** The dealer's document's PDF; another dealer's id (or an unknown one) is 404 "Document not found". */
async function dealerPdf(ctx: Ctx, dealerId: string, documentId: string) {
  const [document] = await getDocumentsForSigning(ctx, dealerId, [documentId]);
  return { pdfKey: document!.pdfKey, sha256: document!.pdfSha256 };
}

/** The pages' sizes and readiness; a document never drawn is queued now, so its pages arrive as they are made. */
export async function dealerPageImages(ctx: Ctx, dealerId: string, documentId: string): Promise<PageImages> {
  const pdf = await dealerPdf(ctx, dealerId, documentId);
  const [images] = await pageImagesOf(ctx, [pdf], { queueMissing: true });
  return images!;
}

export async function dealerPageImage(
  ctx: Ctx,
  dealerId: string,
  documentId: string,
  page: number,
  width: number,
  accept?: string,
) {
  const pdf = await dealerPdf(ctx, dealerId, documentId);
  return pageImage(ctx.storage, pdf.sha256, page, width, accept);
}
