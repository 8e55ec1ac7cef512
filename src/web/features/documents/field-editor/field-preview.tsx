// The Preview card's pages: the document as the customer will see it, with every box where the signature
// (and the date) will be stamped. Read-only; the editor below moves them.
import type { SignatureField } from '../../../../shared/document-types.ts';
import { DocumentPages } from './document-pages.tsx';

export default function FieldPreview(props: {
  documentId: string;
  title: string;
  pageCount: number;
  fields: SignatureField[];
}) {
  return (
    <div className="max-h-[36rem] overflow-y-auto rounded-lg bg-slate-100 p-2">
      <DocumentPages {...props} readOnly sizes="(min-width: 1024px) 360px, 100vw" />
    </div>
  );
}
