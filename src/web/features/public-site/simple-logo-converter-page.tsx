import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { DEFAULT_QUALITY, downloadJpeg, FILL, LOGO_SIZES, type LogoSize } from './logo-canvas.ts';
import { failed, LOGO_NOTE, LogoState, primary, SizePicker, useLogoImage } from './logo-tool-ui.tsx';
import { PublicLayout } from './public-layout.tsx';

/** /simple-logo-converter: pick a size, press one button. */
export default function SimpleLogoConverterPage() {
  const { image, error, retry } = useLogoImage('Logo Load Failed');
  const [size, setSize] = useState<LogoSize>(LOGO_SIZES[1]);
  const [saved, setSaved] = useState<string | null>(null);
  const convert = async () => {
    if (!image) {
      toast({
        title: 'Not Ready',
        description: 'The logo is still loading. Try again in a moment.',
        variant: 'destructive',
      });
      return;
    }
    try {
      setSaved(await downloadJpeg(image, { ...size, fill: FILL, quality: DEFAULT_QUALITY }));
    } catch (e) {
      failed('Conversion Failed', e);
    }
  };
  return (
    <PublicLayout
      title="Simple Logo Converter"
      description="Download the Docs2Sign logo as a JPEG in one click."
      heading="Simple Logo Converter"
      intro={<p>{LOGO_NOTE}</p>}
    >
      <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <SizePicker value={size} onChange={setSize} />
        <LogoState error={error} ready={Boolean(image)} retry={retry}>
          <div>
            <Button className={primary} onClick={convert}>
              Convert to JPEG
            </Button>
            {saved && (
              <p className="mt-3 text-sm text-emerald-800" role="status">
                Saved {saved}
              </p>
            )}
          </div>
        </LogoState>
      </div>
    </PublicLayout>
  );
}
