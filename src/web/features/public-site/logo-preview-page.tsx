import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DEFAULT_QUALITY, downloadJpeg, FILL, LOGO_SIZES, sizeLabel } from './logo-canvas.ts';
import { failed, LOGO_NOTE, LogoCanvas, LogoState, useLogoImage } from './logo-tool-ui.tsx';
import { PublicLayout } from './public-layout.tsx';

/** /logo-preview: the logo at every size, each with its own download. */
export default function LogoPreviewPage() {
  const { image, error, retry } = useLogoImage('Logo Load Error');
  const [busy, setBusy] = useState(false);
  const download = async (size: (typeof LOGO_SIZES)[number]) => {
    if (!image) return;
    setBusy(true);
    try {
      await downloadJpeg(image, { ...size, fill: FILL, quality: DEFAULT_QUALITY });
    } catch (e) {
      failed('Conversion Failed', e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicLayout
      title="Logo Preview"
      description="Preview the Docs2Sign logo at every size and download it as a JPEG."
      heading="Logo Preview"
      intro={<p>{LOGO_NOTE}</p>}
    >
      <LogoState error={error} ready={Boolean(image)} retry={retry}>
        <ul className="grid gap-6">
          {LOGO_SIZES.map((size) => (
            <li key={sizeLabel(size)} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="mb-3 font-semibold">{sizeLabel(size)} pixels</h2>
              <LogoCanvas
                image={image}
                options={{ ...size, fill: FILL }}
                failTitle="Drawing Failed"
                label={`Logo at ${sizeLabel(size)}`}
              />
              <Button className="mt-3" variant="outline" disabled={busy} onClick={() => download(size)}>
                Download {sizeLabel(size)} JPEG
              </Button>
            </li>
          ))}
        </ul>
      </LogoState>
    </PublicLayout>
  );
}
