// The set's documents, each with its type, whether it is signed, and a button to view it.
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import { DOCUMENT_TYPE_LABELS, isDocumentType } from '../../../shared/document-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

const typeLabel = (t: string) => (isDocumentType(t) ? DOCUMENT_TYPE_LABELS[t] : t);

export function DocumentList(props: {
  documents: SigningSession['documents'];
  signedIds: Set<string>;
  index: number;
  onView: (index: number) => void;
}) {
  return (
    <Card as="section" aria-labelledby="documents-heading" className="p-4">
      <h2 id="documents-heading" className="font-semibold">
        Documents to Sign
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {props.documents.map((d, i) => (
          <li
            key={d.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-slate-100 p-2"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{d.title}</p>
              <p className="text-xs text-slate-500">{typeLabel(d.documentType)}</p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {props.signedIds.has(d.id) && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                  Signed
                </span>
              )}
              <Button
                variant={i === props.index ? 'primary' : 'outline'}
                className="min-h-11 px-3 text-xs"
                onClick={() => props.onView(i)}
                aria-current={i === props.index ? 'true' : undefined}
              >
                {i === props.index ? 'Currently Viewing' : 'View'}
                <span className="sr-only"> {d.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
