// A tapped page, full screen: the larger image, wider than the screen when the customer wants it (Zoom in),
// inside a native <dialog> that scrolls both ways; the browser's own pinch-zoom works here as everywhere on
// the page (the viewport never forbids it).
import { useEffect, useRef, useState } from 'react';
import { PAGE_IMAGE_WIDTHS } from '../../../shared/documents/page-images.ts';
import { t } from './i18n.tsx';

export type ZoomedPage = { src: string; alt: string; width: number; height: number };

export function PageZoom(props: { page: ZoomedPage | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [scale, setScale] = useState(1);
  const { page } = props;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (page && !element.open) {
      setScale(1);
      element.showModal();
    } else if (!page && element.open) element.close();
  }, [page]);

  return (
    <dialog
      ref={dialog}
      aria-label={page ? t('sign.zoom.enlarged', { alt: page.alt }) : t('sign.zoom.page')}
      onClose={props.onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-slate-900 p-0 backdrop:bg-slate-900"
    >
      <div className="sticky top-0 z-10 flex items-center gap-2 bg-slate-900/95 p-2 text-white">
        <p className="min-w-0 flex-1 truncate text-sm">{page?.alt}</p>
        <button
          type="button"
          className="min-h-11 min-w-11 rounded-md border border-white/40 px-3 text-sm"
          onClick={() => setScale((s) => (s >= 3 ? 1 : s + 1))}
        >
          {scale >= 3 ? t('sign.zoom.fit') : t('sign.zoom.zoomIn')}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-md bg-white px-4 text-sm font-semibold text-slate-900"
          onClick={() => dialog.current?.close()}
        >
          {t('sign.zoom.close')}
        </button>
      </div>
      {page && (
        // The page itself is never mirrored: it scrolls from its left edge whatever the language.
        <div dir="ltr" className="overflow-auto p-2" style={{ touchAction: 'pan-x pan-y pinch-zoom' }}>
          <img
            src={page.src}
            alt={page.alt}
            width={PAGE_IMAGE_WIDTHS[1]}
            height={Math.round((PAGE_IMAGE_WIDTHS[1] * page.height) / page.width)}
            className="mx-auto block h-auto max-w-none bg-white"
            style={{ width: `${scale * 100}%` }}
          />
        </div>
      )}
    </dialog>
  );
}
