import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { trimmedPng } from './trim-canvas.ts';

// Spec A §9: a 400×150 pad with a black 2 px line, scaled down on narrow screens.
const PAD_WIDTH = 400;
const PAD_HEIGHT = 150;

/** "Add Your Signature": draw it, or type it as an accessible alternative. Answers a PNG data URL. */
export function SignatureModal(props: {
  open: boolean;
  signerName: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (pngDataUrl: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');

  // A stable ref callback: a new one each render would rebuild the pad and wipe the ink after every stroke.
  const attach = useCallback((element: HTMLCanvasElement | null) => {
    pad.current?.off();
    pad.current = null;
    canvas.current = element;
    if (!element) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = PAD_WIDTH * ratio;
    element.height = PAD_HEIGHT * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signaturePad = new SignaturePad(element, { penColor: '#000000', minWidth: 2, maxWidth: 2 });
    signaturePad.addEventListener('endStroke', () => setHasInk(!signaturePad.isEmpty()));
    pad.current = signaturePad;
  }, []);

  useEffect(() => {
    if (!props.open) return;
    setHasInk(false);
    setTyping(false);
    setTyped('');
  }, [props.open]);

  const clear = () => {
    pad.current?.clear();
    setHasInk(false);
  };

  const submit = () => {
    if (typing) return props.onSubmit(typedSignature(typed.trim()));
    if (canvas.current && pad.current && !pad.current.isEmpty()) props.onSubmit(trimmedPng(canvas.current));
  };
  const ready = typing ? typed.trim().length > 1 : hasInk;

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onCancel()}
      title="Add Your Signature"
      description="Please draw your signature in the box below. This will be legally binding."
    >
      {typing ? (
        <div className="grid gap-2">
          <label htmlFor="typed-signature" className="text-sm font-medium">
            Type your full name
          </label>
          <input
            id="typed-signature"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={props.signerName}
            className="h-12 rounded-md border border-slate-300 px-3 text-xl"
            style={{ fontFamily: 'cursive' }}
          />
        </div>
      ) : (
        <div className="grid gap-2">
          <canvas
            ref={attach}
            aria-label="Signature pad: draw your signature with your finger, a stylus or the mouse"
            className="w-full max-w-[400px] touch-none rounded-md border-2 border-dashed border-slate-300 bg-white"
            style={{ aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}` }}
          />
          <button type="button" className="w-fit text-sm text-slate-600 underline" onClick={clear}>
            Clear
          </button>
        </div>
      )}
      <button
        type="button"
        className="mt-3 text-sm text-brand-ink underline"
        onClick={() => setTyping((t) => !t)}
      >
        {typing ? 'Draw my signature instead' : 'Type your name instead'}
      </button>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!ready || props.busy}>
          {props.busy ? 'Saving…' : 'Submit Signature'}
        </Button>
      </div>
    </Dialog>
  );
}

/** A typed name set in a handwriting-like face on a transparent 400×150 canvas, as a trimmed PNG. */
function typedSignature(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = PAD_WIDTH;
  canvas.height = PAD_HEIGHT;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  let size = 56;
  do {
    ctx.font = `italic ${size}px cursive`;
    size -= 4;
  } while (ctx.measureText(name).width > PAD_WIDTH - 20 && size > 16);
  ctx.fillText(name, 10, PAD_HEIGHT / 2);
  return trimmedPng(canvas);
}
