import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentType,
  kindOf,
} from '../../../shared/documents/document-types.ts';

/**
 * The one document-type selector: each kind once, with its label (DECISIONS "Documents"). A document read
 * as a finer type (a purchase agreement) keeps it: its kind's option carries that value until the dealer
 * chooses another kind, so saving unchanged never rewrites what the reading found.
 */
export const DocumentTypeSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { current?: DocumentType | undefined }
>(function DocumentTypeSelect({ current, ...props }, ref) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Document type
      </label>
      <select
        ref={ref}
        id={id}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
        {...props}
      >
        {DOCUMENT_KINDS.map((kind) => {
          const value = current && kindOf(current) === kind ? current : kind;
          return (
            <option key={kind} value={value}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          );
        })}
      </select>
    </div>
  );
});
