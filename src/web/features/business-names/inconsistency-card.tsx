import { ChevronDown, ChevronUp, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { BusinessNameInconsistency } from '../../../shared/dealer/business-names.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { useBusinessNameSuggestions } from './api.ts';

export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** One document that names the dealership differently, with its corrections behind a toggle. */
export function InconsistencyCard({ item }: { item: BusinessNameInconsistency }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-xl border border-amber-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            href={`/documents/${item.documentId}/text-editor`}
            className="inline-flex items-center gap-1.5 font-medium break-words text-slate-900 hover:underline"
          >
            <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            {item.documentTitle}
          </Link>
          <p className="mt-1 text-sm text-slate-600">
            Similarity: <span className="font-semibold text-amber-800">{percent(item.similarity)}</span>
          </p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <ChevronUp className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          )}
          {open ? 'Hide suggestions' : 'View suggestions'}
        </Button>
      </div>
      <p className="mt-2 text-xs font-medium tracking-wide text-slate-500 uppercase">Names found</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {item.foundNames.map((name) => (
          <li
            key={name}
            className="rounded-full border border-amber-200 bg-amber-50 px-2.5 py-0.5 text-sm [overflow-wrap:anywhere] text-amber-900"
          >
            {name}
          </li>
        ))}
      </ul>
      {open && <Corrections documentId={item.documentId} id={panelId} />}
    </li>
  );
}

function Corrections({ documentId, id }: { documentId: string; id: string }) {
  const suggestions = useBusinessNameSuggestions(documentId, true);
  return (
    <div id={id} className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      {suggestions.isLoading ? (
        <p role="status" className="text-slate-600">
          Loading suggestions…
        </p>
      ) : suggestions.isError ? (
        <p className="text-red-700">The suggestions could not be loaded.</p>
      ) : suggestions.data?.corrections.length ? (
        <ul className="grid gap-2">
          {suggestions.data.corrections.map((c) => (
            <li key={c.original} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="[overflow-wrap:anywhere] text-slate-500 line-through">{c.original}</span>
              <span aria-hidden="true">→</span>
              <span className="sr-only">should read</span>
              <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{c.suggested}</span>
              <span className="text-xs text-slate-500">({percent(c.confidence)} confidence)</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No corrections are needed in this document any more.</p>
      )}
    </div>
  );
}
