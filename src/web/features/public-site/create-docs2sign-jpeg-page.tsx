import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DEFAULT_QUALITY, downloadJpeg, FILL, LOGO_SIZES, type LogoSize } from './logo-canvas.ts';
import {
  failed,
  LOGO_NOTE,
  LogoCanvas,
  LogoState,
  primary,
  SizePicker,
  useLogoImage,
} from './logo-tool-ui.tsx';
import { PublicLayout } from './public-layout.tsx';

const BACKGROUNDS = [
  { name: 'White', value: '#ffffff' },
  { name: 'Light grey', value: '#f1f5f9' },
  { name: 'Soft indigo', value: '#eef2ff' },
] as const;

/** /create-docs2sign-jpeg: the brand logo creator, on one of the brand's light backgrounds. */
export default function CreateDocs2SignJpegPage() {
  const { image, error, retry } = useLogoImage('Logo Load Failed');
  const [size, setSize] = useState<LogoSize>(LOGO_SIZES[2]);
  const [background, setBackground] = useState<string>(BACKGROUNDS[0].value);
  const create = async () => {
    if (!image) return;
    try {
      await downloadJpeg(image, {
        ...size,
        fill: FILL,
        background,
        quality: DEFAULT_QUALITY,
        name: 'docs2sign-brand',
      });
    } catch (e) {
      failed('Creation Failed', e);
    }
  };
  return (
    <PublicLayout
      title="Create Docs2Sign JPEG"
      description="Create a Docs2Sign brand logo JPEG on a brand background, ready for e-mails and documents."
      heading="Create Docs2Sign JPEG"
      intro={<p>{LOGO_NOTE}</p>}
    >
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <SizePicker value={size} onChange={setSize} />
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-800">Background</legend>
          <div className="flex flex-wrap gap-2">
            {BACKGROUNDS.map((b) => (
              <label
                key={b.value}
                className="flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm"
              >
                <input
                  type="radio"
                  name="brand-background"
                  checked={background === b.value}
                  onChange={() => setBackground(b.value)}
                />
                <span
                  className="h-4 w-4 rounded border border-slate-300"
                  style={{ background: b.value }}
                  aria-hidden="true"
                />
                {b.name}
              </label>
            ))}
          </div>
        </fieldset>
        <LogoState error={error} ready={Boolean(image)} retry={retry}>
          <LogoCanvas
            image={image}
            options={{ ...size, fill: FILL, background }}
            failTitle="Drawing Failed"
            label="Preview of the brand logo"
          />
          <div>
            <Button className={primary} onClick={create}>
              Create JPEG
            </Button>
          </div>
        </LogoState>
      </div>
    </PublicLayout>
  );
}
