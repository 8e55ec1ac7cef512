import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  COLOUR_SCHEMES,
  type ColourScheme,
  canvasToJpeg,
  DEFAULT_QUALITY,
  drawLogo,
  FILL,
  LOGO_SIZES,
  type LogoSize,
  logoVariantSvg,
  saveBlob,
  sizeLabel,
  svgImage,
} from './logo-canvas.ts';
import { failed, LOGO_NOTE, primary, SizePicker } from './logo-tool-ui.tsx';
import { PublicLayout } from './public-layout.tsx';

const SCHEMES = Object.keys(COLOUR_SCHEMES) as ColourScheme[];

/** Both fields needed, and the middle character must be in the text. Null when valid. */
function problem(text: string, middleChar: string): [string, string] | null {
  if (!text.trim() || !middleChar) return ['Missing Information', 'Please enter text and middle character'];
  if (!text.includes(middleChar)) return ['Invalid Input', 'Middle character must be present in the text'];
  return null;
}

/** /instant-logo-creator: the logo variant creator (text, middle character, colour scheme). */
export default function InstantLogoCreatorPage() {
  const [text, setText] = useState('Docs2Sign');
  const [middleChar, setMiddleChar] = useState('2');
  const [scheme, setScheme] = useState<ColourScheme>('original');
  const [size, setSize] = useState<LogoSize>(LOGO_SIZES[1]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const valid = problem(text, middleChar) === null;

  // The preview follows the inputs while they are valid.
  useEffect(() => {
    if (!valid || !canvas.current) return;
    let live = true;
    svgImage(logoVariantSvg(text.trim(), middleChar, scheme))
      .then(
        (image) =>
          live && canvas.current && drawLogo(canvas.current, image, { ...LOGO_SIZES[1], fill: FILL }),
      )
      .catch((e: unknown) => live && failed('Drawing Failed', e));
    return () => {
      live = false;
    };
  }, [text, middleChar, scheme, valid]);

  const create = async () => {
    const issue = problem(text, middleChar);
    if (issue) {
      toast({ title: issue[0], description: issue[1], variant: 'destructive' });
      return;
    }
    try {
      const image = await svgImage(logoVariantSvg(text.trim(), middleChar, scheme));
      const out = document.createElement('canvas');
      drawLogo(out, image, { ...size, fill: FILL });
      const blob = await canvasToJpeg(out, DEFAULT_QUALITY);
      const slug =
        text
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'logo';
      saveBlob(blob, `${slug}-${scheme}-${sizeLabel(size)}.jpg`);
    } catch (e) {
      failed('Creation Failed', e);
    }
  };

  return (
    <PublicLayout
      title="Instant Logo Creator"
      description="Create a variant of the Docs2Sign logo with your own text, highlighted character and colour scheme, and download it as a JPEG."
      heading="Instant Logo Creator"
      intro={<p>{LOGO_NOTE}</p>}
    >
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Text" value={text} maxLength={24} onChange={(e) => setText(e.target.value)} />
          <FormField
            label="Middle character"
            value={middleChar}
            maxLength={1}
            onChange={(e) => setMiddleChar(e.target.value.slice(0, 1))}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="colour-scheme" className="text-sm font-medium text-slate-800">
            Colour scheme
          </label>
          <select
            id="colour-scheme"
            value={scheme}
            onChange={(e) => setScheme(e.target.value as ColourScheme)}
            className="h-10 max-w-xs rounded-md border border-slate-300 bg-white px-3 text-base capitalize sm:text-sm"
          >
            {SCHEMES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <SizePicker value={size} onChange={setSize} />
        {valid ? (
          <canvas
            ref={canvas}
            role="img"
            aria-label="Preview of your logo"
            className="h-auto w-full max-w-[400px] rounded border border-slate-200"
          />
        ) : (
          <p className="text-sm text-slate-700">
            Enter text and a middle character that appears in it to see a preview.
          </p>
        )}
        <div>
          <Button className={primary} onClick={create}>
            Create and download JPEG
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
