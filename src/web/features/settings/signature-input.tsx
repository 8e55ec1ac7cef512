// Draw or type a signature, inline in Settings: the signing page's own pad (strokes as points,
// redrawn on resize) without its sheet, which stays the signing page's alone.
import { useCallback, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  createPad,
  PAD_HEIGHT,
  PAD_WIDTH,
  type Pad,
  type Stroke,
  typedSignature,
} from '../customer-signing/index.ts';

export function SignatureInput(props: {
  name: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (signatureData: string, kind: 'drawn' | 'typed') => void;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [typed, setTyped] = useState('');
  const pad = useRef<Pad | null>(null);
  const strokesRef = useRef(strokes);
  strokesRef.current = strokes;
  const attach = useCallback((canvas: HTMLCanvasElement | null) => {
    pad.current?.destroy();
    pad.current = canvas ? createPad(canvas, strokesRef.current, setStrokes) : null;
  }, []);
  const ready = mode === 'type' ? typed.trim().length > 1 : strokes.length > 0;
  const save = () => {
    if (mode === 'type') return props.onSave(typedSignature(typed.trim()), 'typed');
    if (pad.current && strokes.length > 0) props.onSave(pad.current.toPng(), 'drawn');
  };

  return (
    <div className="grid gap-3">
      {mode === 'draw' ? (
        <div className="grid gap-2">
          <canvas
            ref={attach}
            aria-label="Signature pad: draw your signature with your finger, a stylus or the mouse"
            className="block w-full max-w-md touch-none rounded-md border-2 border-dashed border-slate-400 bg-white select-none"
            style={{ aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}` }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={strokes.length === 0} onClick={() => pad.current?.undo()}>
              Undo
            </Button>
            <Button variant="outline" disabled={strokes.length === 0} onClick={() => pad.current?.clear()}>
              Clear
            </Button>
            <Button variant="ghost" className="underline" onClick={() => setMode('type')}>
              Type your name instead
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid max-w-md gap-2">
          <label htmlFor="saved-typed-signature" className="text-sm font-medium">
            Type your full name
          </label>
          <input
            id="saved-typed-signature"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={props.name}
            autoComplete="name"
            className="h-12 rounded-md border border-slate-300 px-3 text-xl"
            style={{ fontFamily: 'cursive' }}
          />
          <Button variant="ghost" className="w-fit underline" onClick={() => setMode('draw')}>
            Draw my signature instead
          </Button>
        </div>
      )}
      {props.error && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          Your signature was not saved. {props.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={save} disabled={!ready || props.busy}>
          {props.busy ? 'Saving…' : 'Save signature'}
        </Button>
      </div>
    </div>
  );
}
