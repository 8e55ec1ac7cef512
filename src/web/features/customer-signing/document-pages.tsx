// The document's pages as images drawn on the server, full width, one under the other: each keeps its
// place (the page's own proportions) before its picture arrives, carries its text for screen readers, and
// marks every place to sign with a "Sign here" button at the field's box.
import { preload } from 'react-dom';
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import {
  PAGE_IMAGE_SIZES,
  PAGE_IMAGE_WIDTHS,
  pageImageSrcSet,
  pageImageUrl,
} from '../../../shared/page-images.ts';
import { signatureBoxes } from '../../../shared/signature-boxes.ts';
import { PageImage } from '../../components/page-image.tsx';
import type { ZoomedPage } from './page-zoom.tsx';
import { useScriptRunning } from './script-running.ts';

type Doc = SigningSession['documents'][number];
// A4 portrait, for pages not yet measured.
const A4 = { width: 595.28, height: 841.89 };
const SIZES = PAGE_IMAGE_SIZES;

export const fieldId = (documentId: string, index: number) => `field-${documentId}-${index}`;

export function DocumentPages(props: {
  token: string;
  document: Doc;
  signed: boolean;
  /** The signature drawn on this visit for this document: a signed box shows it. */
  ink?: string | undefined;
  canSign: boolean;
  onSign: () => void;
  /** A tap on a page opens it full screen. */
  onZoom: (page: ZoomedPage) => void;
}) {
  const { token, document, signed } = props;
  const { pageImages } = document;
  const srcSet = (n: number) => pageImageSrcSet(token, document.id, n);
  const src = (n: number) => pageImageUrl(token, document.id, n, PAGE_IMAGE_WIDTHS[0]);
  const count = pageImages.pages.length || document.pageCount;
  const boxes = signatureBoxes(document.signatureFields, count, 1);
  const scriptRunning = useScriptRunning();

  // The first page is what the customer sees first: fetched before anything else on the page.
  if (pageImages.pages[0]?.ready) {
    preload(src(1), {
      as: 'image',
      imageSrcSet: srcSet(1),
      imageSizes: SIZES,
      fetchPriority: 'high',
    });
  }

  return (
    <div className="flex flex-col gap-3" data-testid="document-pages" data-document={document.id}>
      {pageImages.status === 'failed' && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          The document could not be shown here. Use Download PDF to read it.
        </p>
      )}
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const page = pageImages.pages[i];
        const size = page ?? A4;
        return (
          <figure
            key={n}
            aria-label={`Page ${n} of ${count}`}
            className="relative m-0 overflow-hidden rounded border border-slate-200 bg-white shadow-sm"
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
          >
            {page?.ready && (n === 1 || scriptRunning) ? (
              <PageImage
                src={src(n)}
                srcSet={srcSet(n)}
                sizes={SIZES}
                alt={`${document.title}, page ${n} of ${count}`}
                eager={n === 1}
                fetchPriority={n === 1 ? 'high' : 'auto'}
                width={PAGE_IMAGE_WIDTHS[0]}
                height={Math.round((PAGE_IMAGE_WIDTHS[0] * size.height) / size.width)}
                className="absolute inset-0 h-full w-full"
              />
            ) : page?.ready || pageImages.status === 'failed' ? null : (
              <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-500">
                Preparing page {n}…
              </p>
            )}
            {page?.ready && scriptRunning && (
              <button
                type="button"
                aria-label={`Enlarge page ${n} of ${count}`}
                className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-slate-900"
                onClick={() =>
                  props.onZoom({
                    src: pageImageUrl(token, document.id, n, PAGE_IMAGE_WIDTHS[1]),
                    alt: `${document.title}, page ${n} of ${count}`,
                    width: size.width,
                    height: size.height,
                  })
                }
              />
            )}
            {boxes.map((b, index) =>
              b.page === n ? (
                <SignHere
                  key={`${b.page}-${b.box.x}-${b.box.y}`}
                  id={fieldId(document.id, index)}
                  box={b.box}
                  page={size}
                  label={b.label}
                  signed={signed}
                  ink={props.ink}
                  disabled={!props.canSign}
                  onSign={props.onSign}
                />
              ) : null,
            )}
            {page?.text && <figcaption className="sr-only">{page.text}</figcaption>}
          </figure>
        );
      })}
    </div>
  );
}

/** A field's box, outlined, with a button at least 44 px tall over it (the box itself may be smaller). */
function SignHere(props: {
  id: string;
  box: { x: number; y: number; width: number; height: number };
  page: { width: number; height: number };
  label: string | undefined;
  signed: boolean;
  ink: string | undefined;
  disabled: boolean;
  onSign: () => void;
}) {
  const { box, page } = props;
  // PDF boxes are measured from the page's bottom-left corner; the page on screen from its top-left.
  const style = {
    left: `${(box.x / page.width) * 100}%`,
    top: `${((page.height - box.y - box.height) / page.height) * 100}%`,
    width: `${(box.width / page.width) * 100}%`,
    height: `${(box.height / page.height) * 100}%`,
  };
  return (
    <div
      className={`absolute flex items-center justify-start rounded-sm border-2 ${props.signed ? 'border-emerald-600 bg-emerald-500/10' : 'border-amber-500 bg-amber-300/25'}`}
      style={style}
    >
      {props.signed && props.ink ? (
        // The ink itself, as it will be stamped; "Signed" only for a box signed on an earlier visit.
        <img
          src={props.ink}
          alt="Your signature"
          className="pointer-events-none h-full w-full object-contain"
        />
      ) : props.signed ? (
        <span className="rounded bg-emerald-700 px-2 py-1 text-xs font-semibold text-white">Signed</span>
      ) : (
        <button
          type="button"
          id={props.id}
          onClick={props.onSign}
          disabled={props.disabled}
          className="flex min-h-11 min-w-11 scroll-mt-24 scroll-mb-40 items-center gap-1 rounded-md bg-amber-500 px-3 text-sm font-semibold text-slate-950 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
        >
          Sign here
          {props.label && <span className="sr-only">: {props.label}</span>}
        </button>
      )}
    </div>
  );
}
