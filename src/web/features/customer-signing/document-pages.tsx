// The document's pages as images drawn on the server, full width, one under the other: each keeps its
// place (the page's own proportions) before its picture arrives, carries its text for screen readers, and
// marks every place to sign: the box outlined on the page (a tap on it signs) and a "Sign here" button in a
// narrow rail beside the page at the box's height, so the marker never covers the document's words nor the
// box's own printed label ("Signature of Debtor(s)"), which the customer must be able to read.
import { preload } from 'react-dom';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import {
  PAGE_IMAGE_SIZES,
  PAGE_IMAGE_WIDTHS,
  pageImageSrcSet,
  pageImageUrl,
} from '../../../shared/documents/page-images.ts';
import { signatureBoxes } from '../../../shared/documents/signature-boxes.ts';
import { PageImage } from '../../components/page-image.tsx';
import { t } from './i18n.tsx';
import type { ZoomedPage } from './page-zoom.tsx';
import { useScriptRunning } from './script-running.ts';

type Doc = SigningSession['documents'][number];
// A4 portrait, for pages not yet measured.
const A4 = { width: 595.28, height: 841.89 };
const SIZES = PAGE_IMAGE_SIZES;
// Asked only when a page's image fails: the drawn page's first screen carries only the words it shows.
const failedWords = () => ({ failed: t('sign.pages.imageFailed'), retry: t('sign.error.retry') });

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
          {t('sign.pages.failed')}
        </p>
      )}
      {Array.from({ length: count }, (_, i) => {
        const n = i + 1;
        const page = pageImages.pages[i];
        const size = page ?? A4;
        const onPage = boxes.map((b, index) => ({ ...b, index })).filter((b) => b.page === n);
        return (
          <div key={n} className="flex items-stretch gap-0.5 sm:gap-2">
            <figure
              aria-label={t('sign.pages.page', { n, count })}
              className="relative m-0 min-w-0 flex-1 overflow-hidden rounded border border-slate-200 bg-white shadow-sm"
              style={{ aspectRatio: `${size.width} / ${size.height}` }}
            >
              {page?.ready && (n === 1 || scriptRunning) ? (
                <PageImage
                  src={src(n)}
                  srcSet={srcSet(n)}
                  sizes={SIZES}
                  alt={t('sign.pages.alt', { title: document.title, n, count })}
                  eager={n === 1}
                  fetchPriority={n === 1 ? 'high' : 'auto'}
                  width={PAGE_IMAGE_WIDTHS[0]}
                  height={Math.round((PAGE_IMAGE_WIDTHS[0] * size.height) / size.width)}
                  className="absolute inset-0 h-full w-full"
                  failedWords={failedWords}
                />
              ) : page?.ready || pageImages.status === 'failed' ? null : (
                <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-500">
                  {t('sign.pages.preparing', { n })}
                </p>
              )}
              {page?.ready && scriptRunning && (
                <button
                  type="button"
                  aria-label={t('sign.pages.enlarge', { n, count })}
                  className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-slate-900"
                  onClick={() =>
                    props.onZoom({
                      src: pageImageUrl(token, document.id, n, PAGE_IMAGE_WIDTHS[1]),
                      alt: t('sign.pages.alt', { title: document.title, n, count }),
                      width: size.width,
                      height: size.height,
                    })
                  }
                />
              )}
              {onPage.map((b) => (
                <PlaceBox
                  key={`${b.page}-${b.box.x}-${b.box.y}`}
                  box={b.box}
                  page={size}
                  signed={signed}
                  ink={props.ink}
                  disabled={!props.canSign}
                  onSign={props.onSign}
                />
              ))}
              {/* The drawn page carries the first page's text only (the others come with the session the
                  script reads again: src/server/plugins/signing-page.ts), as it carries only its image. */}
              {page?.text && (n === 1 || scriptRunning) && (
                <figcaption className="sr-only">{page.text}</figcaption>
              )}
            </figure>
            {boxes.length > 0 && (
              <div className="relative w-11 shrink-0 sm:w-28" data-testid="sign-rail">
                {onPage.map((b) => (
                  <SignHere
                    key={`${b.page}-${b.box.x}-${b.box.y}`}
                    id={fieldId(document.id, b.index)}
                    box={b.box}
                    page={size}
                    label={b.label}
                    signed={signed}
                    disabled={!props.canSign}
                    onSign={props.onSign}
                  />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}

type Box = { x: number; y: number; width: number; height: number };
type Size = { width: number; height: number };

/** Where a PDF box (measured from the page's bottom-left corner) is on the page on screen, in per cent. */
const placeOnScreen = (box: Box, page: Size) => ({
  left: (box.x / page.width) * 100,
  top: ((page.height - box.y - box.height) / page.height) * 100,
  width: (box.width / page.width) * 100,
  height: (box.height / page.height) * 100,
});

/**
 * A field's box on the page, outlined: the signature goes there, so it covers nothing the customer must
 * read. A tap on it signs, as the rail's button does (which is the one keyboards and screen readers use).
 */
function PlaceBox(props: {
  box: Box;
  page: Size;
  signed: boolean;
  ink: string | undefined;
  disabled: boolean;
  onSign: () => void;
}) {
  const at = placeOnScreen(props.box, props.page);
  const style = { left: `${at.left}%`, top: `${at.top}%`, width: `${at.width}%`, height: `${at.height}%` };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the rail's "Sign here" button is the accessible twin
    // biome-ignore lint/a11y/useKeyWithClickEvents: the rail's "Sign here" button is the accessible twin
    <div
      className={`absolute rounded-sm border-2 ${props.signed ? 'border-emerald-600 bg-emerald-500/10' : 'border-amber-500 bg-amber-300/25'} ${props.signed || props.disabled ? '' : 'cursor-pointer'}`}
      style={style}
      data-testid="sign-box"
      onClick={props.signed || props.disabled ? undefined : props.onSign}
    >
      {props.signed && props.ink && (
        // The ink itself, as it will be stamped.
        <img
          src={props.ink}
          alt={t('sign.pages.yourSignature')}
          className="pointer-events-none h-full w-full object-contain"
        />
      )}
    </div>
  );
}

/**
 * The marker in the rail beside the page, level with its box and pointing at it: at least 44 px square, with
 * the box's label for screen readers. "Signed" once done.
 */
function SignHere(props: {
  id: string;
  box: Box;
  page: Size;
  label: string | undefined;
  signed: boolean;
  disabled: boolean;
  onSign: () => void;
}) {
  const at = placeOnScreen(props.box, props.page);
  // Level with the box's middle, kept inside the rail at the page's top and bottom.
  const style = { top: `clamp(0px, calc(${at.top + at.height / 2}% - 1.375rem), calc(100% - 2.75rem))` };
  if (props.signed) {
    return (
      <span
        className="absolute inset-x-0 flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-1 text-center text-xs font-semibold text-white"
        style={style}
      >
        {t('sign.list.signed')}
      </span>
    );
  }
  return (
    <button
      type="button"
      id={props.id}
      onClick={props.onSign}
      disabled={props.disabled}
      aria-label={props.label ? `${t('sign.pages.signHere')}: ${props.label}` : t('sign.pages.signHere')}
      style={style}
      // On a phone the arrow stands over the word, so a longer word than "Sign" (Podpisz, Llofnod) still fits
      // the 44 px rail; nothing in it may ever widen the page.
      className="absolute inset-x-0 flex min-h-11 scroll-mt-24 scroll-mb-40 items-center justify-center gap-0.5 overflow-hidden rounded-md bg-amber-500 px-0.5 text-center text-xs leading-tight font-semibold text-slate-950 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 max-sm:flex-col max-sm:gap-0 sm:px-1 sm:text-sm"
    >
      {/* Points at the page: to the left of the rail, or to its right when the page reads right to left. */}
      <span aria-hidden="true" className="rtl:-scale-x-100">
        ◀
      </span>
      {/* A phone's rail is 44 px: "Sign" alone fits it on one line (the button's name says it all). */}
      <span className="text-[11px] sm:hidden">{t('sign.pages.sign')}</span>
      <span className="max-sm:hidden">{t('sign.pages.signHere')}</span>
    </button>
  );
}
