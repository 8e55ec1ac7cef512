import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import {
  ADVANCED_DEFAULT_QUALITY,
  ADVANCED_FILL,
  downloadJpeg,
  LOGO_SIZES,
  type LogoSize,
} from './logo-canvas.ts';
import {
  failed,
  LOGO_NOTE,
  LogoCanvas,
  LogoState,
  primary,
  QualitySlider,
  SizePicker,
  useLogoImage,
} from './logo-tool-ui.tsx';
import { PublicLayout } from './public-layout.tsx';

/** /logo-to-jpeg: the advanced converter, with size, quality and background colour. */
export default function LogoToJpegPage() {
  const { image, error, retry } = useLogoImage('Image Load Failed');
  const [size, setSize] = useState<LogoSize>(LOGO_SIZES[1]);
  const [quality, setQuality] = useState(ADVANCED_DEFAULT_QUALITY);
  const [background, setBackground] = useState('#ffffff');
  const [busy, setBusy] = useState(false);
  const convert = async () => {
    if (!image) {
      toast({
        title: 'Not Ready',
        description: 'The logo is still loading. Try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await downloadJpeg(image, { ...size, fill: ADVANCED_FILL, background, quality });
    } catch (e) {
      failed('Conversion Failed', e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicLayout
      title="Logo to JPEG Converter"
      description="Convert the Docs2Sign logo to a JPEG with your choice of size, quality and background colour."
      heading="Logo to JPEG Converter"
      intro={<p>{LOGO_NOTE}</p>}
    >
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <SizePicker value={size} onChange={setSize} />
        <QualitySlider value={quality} onChange={setQuality} />
        <div className="grid gap-1.5">
          <label htmlFor="logo-background" className="text-sm font-medium text-slate-800">
            Background colour
          </label>
          <input
            id="logo-background"
            type="color"
            value={background}
            onChange={(e) => setBackground(e.target.value)}
            className="h-10 w-20 rounded border border-slate-300"
          />
        </div>
        <LogoState error={error} ready={Boolean(image)} retry={retry}>
          <LogoCanvas
            image={image}
            options={{ ...size, fill: ADVANCED_FILL, background }}
            failTitle="Drawing Failed"
            label="Preview of the JPEG"
          />
        </LogoState>
        <div>
          <Button className={primary} disabled={busy} onClick={convert}>
            Convert and download JPEG
          </Button>
        </div>
      </div>
    </PublicLayout>
  );
}
