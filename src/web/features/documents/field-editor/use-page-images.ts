// The dealer's document as page images: asked again every 1.5 s while the server is still drawing, so the
// pages fill in as they arrive (the first ask queues the drawing of a document never drawn).
import { useQuery } from '@tanstack/react-query';
import { pageImagesApi } from '../../../../shared/api/page-images.ts';
import { urlOf } from '../../../../shared/api/url.ts';
import { PAGE_IMAGE_WIDTHS } from '../../../../shared/documents/page-images.ts';
import { queryOf } from '../../../lib/api.ts';
import { documentKey } from '../../../lib/query-keys.ts';

// Under the document's key, so refreshing the document refreshes its pages too.
export const pageImagesKey = (documentId: string) => [...documentKey(documentId), 'page-images'];

/** One page's image at a width, and the `srcset` of every width drawn. */
export const pageImageUrl = (documentId: string, page: number, width: number) =>
  urlOf(pageImagesApi.image, { id: documentId, page }, { w: width });
export const pageImageSrcSet = (documentId: string, page: number) =>
  PAGE_IMAGE_WIDTHS.map((w) => `${pageImageUrl(documentId, page, w)} ${w}w`).join(', ');

export function usePageImages(documentId: string) {
  return useQuery({
    ...queryOf(pageImagesApi.manifest, { params: { id: documentId } }, pageImagesKey(documentId)),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });
}
