// The document being read: its pages (pdf.js, loaded only now), Previous/Next, Download and Sign.
import { ChevronLeft, ChevronRight, Download, FileText, PenLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

const PdfPages = lazy(() => import('./pdf-pages.tsx'));

export function DocumentViewer(props: {
  document: SigningSession['documents'][number];
  downloadUrl: string;
  index: number;
  total: number;
  signed: boolean;
  canSign: boolean;
  onIndex: (index: number) => void;
  onSign: () => void;
}) {
  const { document, downloadUrl, index, total } = props;
  return (
    <Card as="section" aria-labelledby="viewer-heading" className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="viewer-heading" className="flex min-w-0 items-center gap-2 font-semibold">
          <FileText className="h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
          <span className="truncate">{document.title}</span>
        </h2>
        <div className="flex items-center gap-1 text-sm">
          <Button
            variant="ghost"
            className="min-h-9 px-2"
            disabled={index === 0}
            onClick={() => props.onIndex(index - 1)}
            aria-label="Previous document"
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
          </Button>
          <span aria-live="polite">
            {index + 1} of {total}
          </span>
          <Button
            variant="ghost"
            className="min-h-9 px-2"
            disabled={index === total - 1}
            onClick={() => props.onIndex(index + 1)}
            aria-label="Next document"
          >
            Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={downloadUrl}
          download={`${document.title}.pdf`}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm"
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Download PDF
        </a>
        <Button disabled={!props.canSign} onClick={props.onSign}>
          <PenLine className="h-4 w-4" aria-hidden="true" /> {props.signed ? 'Signed' : 'Sign Document'}
        </Button>
      </div>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
        tabIndex={0}
        aria-label={`Pages of ${document.title}`}
        className="mt-4 max-h-[75vh] overflow-y-auto rounded-lg bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <Suspense fallback={<p className="py-6 text-center text-sm text-slate-600">Loading the document…</p>}>
          <PdfPages key={document.id} url={downloadUrl} title={document.title} />
        </Suspense>
      </section>
    </Card>
  );
}
