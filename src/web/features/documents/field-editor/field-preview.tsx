// The Preview card's pages: the document as the customer will see it, with every box where the signature
// (and the date) will be stamped. Read-only; the editor below moves them.
import type { SignatureField } from '../../../../shared/documents/document-types.ts';
import { DocumentPages } from './document-pages.tsx';

export default function FieldPreview(props: {
  documentId: string;
  title: string;
  pageCount: number;
  fields: SignatureField[];
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (nothing inside it takes focus)
      tabIndex={0}
      aria-label="Pages with signature boxes"
      className="max-h-[36rem] overflow-y-auto rounded-lg bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <DocumentPages {...props} readOnly sizes="(min-width: 1024px) 360px, 100vw" />
    </section>
  );
}
