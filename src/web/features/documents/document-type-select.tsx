import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '../../../shared/document-types.ts';

/** The one document-type selector: every type, with its label (DECISIONS "Documents"). */
export const DocumentTypeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function DocumentTypeSelect(props, ref) {
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
          {DOCUMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {DOCUMENT_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
    );
  },
);
