// Pages drawn on the server for the customer's signing page (no zod here: the signing page's bundle stays small).
import { ADDRESSES } from './api/paths.ts';
import { urlOf } from './api/url.ts';

/** The widths (device pixels) each page is drawn at on the server: a phone's and a desktop's. */
export const PAGE_IMAGE_WIDTHS = [800, 1400] as const;

/** How wide a page shows: the whole phone, or the desktop's reading column. */
export const PAGE_IMAGE_SIZES = '(min-width: 1024px) 640px, 100vw';

/** Where the link holder fetches page `page` of a document at one of the widths. */
export const pageImageUrl = (token: string, documentId: string, page: number, width: number) =>
  urlOf(ADDRESSES.signPageImage, { token, id: documentId, page }, { w: width });

/** The `srcset` of one page: each width drawn. */
export const pageImageSrcSet = (token: string, documentId: string, page: number) =>
  PAGE_IMAGE_WIDTHS.map((w) => `${pageImageUrl(token, documentId, page, w)} ${w}w`).join(', ');

/**
 * A document's pages as images: each page's size in PDF points (so the page keeps its place before its
 * image arrives), its text for screen readers, and whether its image is ready. `pending` while the server
 * is still drawing (the pages fill in as they come; an empty list until the first is measured); `failed`
 * when it could not, and the customer reads the PDF by Download instead.
 */
export type PageImages = {
  status: 'pending' | 'ready' | 'failed';
  pages: { width: number; height: number; text: string; ready: boolean }[];
};
