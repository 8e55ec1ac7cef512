// Pages drawn on the server for the customer's signing page (no zod here: the signing page's bundle stays small).
import { ADDRESSES } from '../api/paths.ts';
import { urlOf } from '../api/url.ts';

/** The widths (device pixels) each page is drawn at on the server: a phone's and a desktop's. */
export const PAGE_IMAGE_WIDTHS = [800, 1400] as const;
/**
 * The first pages are also drawn as AVIF at these widths (page-images.service.ts): 640 is a phone's page at
 * 1.75–2 device pixels to the CSS pixel (about 350 CSS px wide beside the Sign-here rail), a third fewer
 * bytes than 800 for the first paint; a browser that does not take AVIF is sent the 800 px WebP for it.
 */
export const PAGE_IMAGE_AVIF_WIDTHS = [640, 800] as const;
/** Every width a page can be asked for, as the srcset lists them. */
const ASKED_WIDTHS = [PAGE_IMAGE_AVIF_WIDTHS[0], ...PAGE_IMAGE_WIDTHS];

/**
 * How wide a page shows: the desktop's reading column, or the phone's width less its margins and the
 * Sign-here rail beside the page (64 CSS px), so a phone asks for the width it shows and no wider.
 */
export const PAGE_IMAGE_SIZES = '(min-width: 1024px) 640px, calc(100vw - 64px)';

/** Where the link holder fetches page `page` of a document at one of the widths. */
export const pageImageUrl = (token: string, documentId: string, page: number, width: number) =>
  urlOf(ADDRESSES.signPageImage, { token, id: documentId, page }, { w: width });

/** The `srcset` of one page: each width drawn. */
export const pageImageSrcSet = (token: string, documentId: string, page: number) =>
  ASKED_WIDTHS.map((w) => `${pageImageUrl(token, documentId, page, w)} ${w}w`).join(', ');

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
