import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Every page of a PDF, drawn to canvases as wide as the viewer. Loaded lazily: pdf.js is large. */
export default function PdfPages({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | null = null;
    const host = container.current;
    if (!host) return;
    host.replaceChildren();
    setState('loading');
    (async () => {
      const res = await fetch(url, { credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}`);
      task = getDocument({ data: new Uint8Array(await res.arrayBuffer()) });
      const pdf = await task.promise;
      const width = host.clientWidth || 360;
      for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
        const page = await pdf.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = '100%';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title}, page ${n} of ${pdf.numPages}`);
        canvas.className = 'mb-3 rounded border border-slate-200 bg-white shadow-sm';
        host.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState('ready');
    })().catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url, title]);

  return (
    <div>
      {state === 'loading' && (
        <p className="py-6 text-center text-sm text-slate-600">Loading the document…</p>
      )}
      {state === 'error' && (
        <p role="alert" className="py-6 text-center text-sm text-red-700">
          The document could not be shown here. Use Download PDF to read it.
        </p>
      )}
      <div ref={container} data-testid="pdf-pages" />
    </div>
  );
}
