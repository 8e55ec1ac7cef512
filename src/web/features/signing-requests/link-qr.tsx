// The QR code of a signing link, drawn in the browser. Loaded only when the dealer asks for it (lazy), so
// neither the dealer app's first load nor the signing page carries the encoder.
import { generate } from 'lean-qr';
import { useEffect, useRef } from 'react';

export default function LinkQr({ link }: { link: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) generate(link).toCanvas(canvas.current);
  }, [link]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label="QR code of the signing link: the customer scans it with their phone's camera"
      className="mx-auto h-56 w-56 bg-white [image-rendering:pixelated]"
      data-testid="link-qr"
    />
  );
}
