// "Add Your Signature" in a native <dialog>: a bottom sheet with a full-width pad on a phone, a centred box
// on a desktop. Draw (Undo, Clear), or type the name as the accessible alternative; after the first
// signature of the visit, that one is offered again for the next document.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { t, tWith } from './i18n.tsx';
import { createPad, PAD_HEIGHT, PAD_WIDTH, type Pad, type Stroke, typedSignature } from './signature-pad.ts';

type Mode = 'reuse' | 'draw' | 'type';
const small = 'min-h-11 px-3';

export function SignatureSheet(props: {
  open: boolean;
  documentTitle: string;
  signerName: string;
  busy: boolean;
  /** The signature already given on this visit, offered again. */
  previous: string | null;
  /** Why the last try failed: said here too, since a toast would sit behind the open dialog. */
  error: string | null;
  onCancel: () => void;
  onSubmit: (pngDataUrl: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pad = useRef<Pad | null>(null);
  const [mode, setMode] = useState<Mode>('draw');
  // Kept here, not only in the pad: the pad is rebuilt when the canvas is, and redrawn on every resize.
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [typed, setTyped] = useState('');
  const strokesRef = useRef(strokes);
  strokesRef.current = strokes;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) {
      setMode(props.previous ? 'reuse' : 'draw');
      setStrokes([]);
      setTyped('');
      element.showModal();
    } else if (!props.open && element.open) {
      element.close();
    }
  }, [props.open, props.previous]);

  // A stable ref callback: a new one each render would rebuild the pad after every stroke.
  const attach = useCallback((canvas: HTMLCanvasElement | null) => {
    pad.current?.destroy();
    pad.current = canvas ? createPad(canvas, strokesRef.current, setStrokes) : null;
  }, []);

  const submit = () => {
    if (mode === 'reuse' && props.previous) return props.onSubmit(props.previous);
    if (mode === 'type') return props.onSubmit(typedSignature(typed.trim()));
    if (pad.current && strokes.length > 0) props.onSubmit(pad.current.toPng());
  };
  const ready = mode === 'reuse' ? true : mode === 'type' ? typed.trim().length > 1 : strokes.length > 0;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="signature-title"
      aria-describedby="signature-description"
      onCancel={(event) => {
        event.preventDefault(); // Escape: the page's state closes it, so the two never disagree
        props.onCancel();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[100dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-slate-900 shadow-xl backdrop:bg-slate-900/60 sm:inset-0 sm:m-auto sm:h-fit sm:max-w-lg sm:rounded-2xl sm:p-6"
    >
      {props.open && (
        <div className="grid gap-3">
          <div>
            <h2 id="signature-title" className="text-lg font-semibold">
              {t('sign.sheet.title')}
            </h2>
            <p id="signature-description" className="text-sm text-slate-600">
              {t('sign.sheet.consent')}
            </p>
            <p className="mt-1 truncate text-sm font-medium">
              {tWith('sign.sheet.for', { title: <bdi>{props.documentTitle}</bdi> })}
            </p>
          </div>

          {mode === 'reuse' && props.previous && (
            <div className="grid gap-2">
              <p className="text-sm">{t('sign.sheet.reuseAsk')}</p>
              <img
                src={props.previous}
                alt={t('sign.sheet.previousAlt')}
                className="h-24 w-full rounded-md border border-slate-300 bg-white object-contain p-2"
              />
              <Button variant="outline" className={small} onClick={() => setMode('draw')}>
                {t('sign.sheet.drawNew')}
              </Button>
            </div>
          )}

          {mode === 'draw' && (
            <div className="grid gap-2">
              <canvas
                ref={attach}
                aria-label={t('sign.sheet.padLabel')}
                // No scrolling or zooming while the finger draws; the height never crowds out the buttons.
                className="mx-auto block w-full touch-none rounded-md border-2 border-dashed border-slate-400 bg-white select-none"
                style={{
                  aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
                  maxWidth: `min(100%, calc(36dvh * ${PAD_WIDTH / PAD_HEIGHT}))`,
                }}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  className={small}
                  disabled={strokes.length === 0}
                  onClick={() => pad.current?.undo()}
                >
                  {t('sign.sheet.undo')}
                </Button>
                <Button
                  variant="outline"
                  className={small}
                  disabled={strokes.length === 0}
                  onClick={() => pad.current?.clear()}
                >
                  {t('sign.sheet.clear')}
                </Button>
                <Button
                  variant="ghost"
                  className={`${small} ms-auto underline`}
                  onClick={() => setMode('type')}
                >
                  {t('sign.sheet.typeInstead')}
                </Button>
              </div>
            </div>
          )}

          {mode === 'type' && (
            <div className="grid gap-2">
              <label htmlFor="typed-signature" className="text-sm font-medium">
                {t('sign.sheet.typeLabel')}
              </label>
              <input
                id="typed-signature"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={props.signerName}
                autoComplete="name"
                dir="auto"
                className="h-12 rounded-md border border-slate-300 px-3 text-xl"
                style={{ fontFamily: 'cursive' }}
              />
              <Button variant="ghost" className={`${small} w-fit underline`} onClick={() => setMode('draw')}>
                {t('sign.sheet.drawInstead')}
              </Button>
            </div>
          )}

          {props.error && (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {t('sign.sheet.failed', { reason: props.error })}
            </p>
          )}

          {/* Held at the sheet's foot: on a phone on its side the pad and the buttons share little height. */}
          <div className="sticky bottom-0 -mx-1 mt-1 grid grid-cols-2 gap-2 bg-white px-1 pt-1 sm:flex sm:justify-end">
            <Button variant="outline" className="min-h-12" onClick={props.onCancel}>
              {t('sign.sheet.cancel')}
            </Button>
            <Button className="min-h-12" onClick={submit} disabled={!ready || props.busy}>
              {props.busy
                ? t('sign.sheet.saving')
                : mode === 'reuse'
                  ? t('sign.sheet.useThis')
                  : t('sign.sheet.submit')}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
