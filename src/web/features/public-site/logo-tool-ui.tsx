import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  type DrawOptions,
  drawLogo,
  LOGO_SIZES,
  LOGO_URL,
  type LogoSize,
  loadImage,
  sizeLabel,
} from './logo-canvas.ts';

export const failed = (title: string, error: unknown) =>
  toast({
    title,
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
  });

/** The logo file, loaded once per page; a failure is told with the page's own toast title. */
export function useLogoImage(loadFailedTitle: string) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads the logo again
  useEffect(() => {
    let live = true;
    setError(null);
    loadImage(LOGO_URL).then(
      (img) => live && setImage(img),
      (e: unknown) => {
        if (!live) return;
        setError(e instanceof Error ? e.message : String(e));
        failed(loadFailedTitle, e);
      },
    );
    return () => {
      live = false;
    };
  }, [loadFailedTitle, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { image, error, retry };
}

/** Loading, error with Retry, or the children once the logo is ready. */
export function LogoState(props: {
  error: string | null;
  ready: boolean;
  retry: () => void;
  children: ReactNode;
}) {
  if (props.error)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>The logo could not be loaded: {props.error}</p>
        <Button variant="outline" className="mt-3" onClick={props.retry}>
          Retry
        </Button>
      </div>
    );
  if (!props.ready)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-700">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-200 border-t-indigo-700" />
        Loading the logo…
      </p>
    );
  return <>{props.children}</>;
}

/** A live canvas preview of the logo; a drawing failure is told once with `failTitle`. */
export function LogoCanvas(props: {
  image: HTMLImageElement | null;
  options: DrawOptions;
  failTitle: string;
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { image, options, failTitle } = props;
  const { width, height, fill, background } = options;
  useEffect(() => {
    if (!image || !ref.current) return;
    try {
      drawLogo(ref.current, image, { width, height, fill, background });
    } catch (e) {
      failed(failTitle, e);
    }
  }, [image, width, height, fill, background, failTitle]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={props.label}
      className="h-auto max-w-full rounded border border-slate-200"
      style={{ width: Math.min(width, 400) }}
    />
  );
}

export function SizePicker(props: { value: LogoSize; onChange: (size: LogoSize) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium text-slate-800">Size (pixels)</legend>
      <div className="flex flex-wrap gap-2">
        {LOGO_SIZES.map((s) => (
          <label
            key={sizeLabel(s)}
            className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm ${
              s === props.value ? 'border-indigo-700 bg-indigo-50' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name="logo-size"
              checked={s === props.value}
              onChange={() => props.onChange(s)}
            />
            {sizeLabel(s)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QualitySlider(props: { value: number; onChange: (q: number) => void }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="jpeg-quality" className="text-sm font-medium text-slate-800">
        JPEG quality: {props.value.toFixed(1)}
      </label>
      <input
        id="jpeg-quality"
        type="range"
        min={0.1}
        max={1}
        step={0.1}
        value={props.value}
        onChange={(e) => props.onChange(Math.round(Number(e.target.value) * 10) / 10)}
        className="w-full max-w-xs accent-indigo-700"
      />
    </div>
  );
}

export const primary = 'bg-indigo-700 text-white hover:bg-indigo-800';
export const LOGO_NOTE = 'Everything happens in your browser: nothing is uploaded.';
