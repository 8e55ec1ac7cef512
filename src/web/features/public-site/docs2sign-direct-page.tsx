import { Button } from '../../components/ui/button.tsx';
import { DEFAULT_QUALITY, downloadJpeg, FILL, LOGO_SIZES, type LogoSize, sizeLabel } from './logo-canvas.ts';
import { failed, LOGO_NOTE, LogoState, primary, useLogoImage } from './logo-tool-ui.tsx';
import { PublicLayout } from './public-layout.tsx';

/** /docs2sign-direct: one button per size, straight to the download. */
export default function Docs2SignDirectPage() {
  const { image, error, retry } = useLogoImage('Logo Load Failed');
  const download = async (size: LogoSize) => {
    if (!image) return;
    try {
      await downloadJpeg(image, { ...size, fill: FILL, quality: DEFAULT_QUALITY });
    } catch (e) {
      failed('Conversion Failed', e);
    }
  };
  return (
    <PublicLayout
      title="Docs2Sign Logo Direct Download"
      description="Download the Docs2Sign logo as a JPEG at 200x60, 400x120, 600x180 or 800x240 pixels."
      heading="Docs2Sign Logo Direct Download"
      intro={<p>{LOGO_NOTE}</p>}
    >
      <LogoState error={error} ready={Boolean(image)} retry={retry}>
        <div className="grid gap-3 sm:grid-cols-2">
          {LOGO_SIZES.map((size) => (
            <Button key={sizeLabel(size)} className={primary} onClick={() => download(size)}>
              Download {sizeLabel(size)} JPEG
            </Button>
          ))}
        </div>
      </LogoState>
    </PublicLayout>
  );
}
