import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { documentsApi } from '../../../shared/api/documents.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import {
  describeReadOut,
  type MatchCustomer,
  matchDocument,
} from '../../../shared/customers/customer-match.ts';
import type { DocumentSummary } from '../../../shared/documents/document.schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/documents/document-types.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { PlaceNotice } from './place-notice.tsx';

type Choosable = Pick<DocumentSummary, 'id' | 'title' | 'documentType' | 'extractedData'> & {
  /** The file's SHA-256: two copies of the same bytes are never both ticked. */
  sha256?: string;
};

/**
 * `ids` added to `selected`, leaving out any that is a copy (same bytes) of a document already ticked or
 * earlier in `ids`: the customer is never asked to sign the same paper twice.
 */
export function withoutCopies(documents: Choosable[], selected: string[], ids: string[]): string[] {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const seen = new Set(selected.flatMap((id) => byId.get(id)?.sha256 ?? []));
  const next = [...selected];
  for (const id of ids) {
    if (next.includes(id)) continue;
    const sha = byId.get(id)?.sha256;
    if (sha && seen.has(sha)) continue;
    if (sha) seen.add(sha);
    next.push(id);
  }
  return next;
}

/**
 * What to tick for this customer: the documents read out for them, and `also` (Resend: their latest
 * request's documents), never one that names someone else. `keep` (ticks made before the customer was
 * chosen or changed) stays unless it names someone else.
 */
export function preselect(
  documents: Choosable[],
  customer: MatchCustomer,
  options: { also?: string[]; keep?: string[] } = {},
): string[] {
  const wanted = new Set([...(options.also ?? []), ...(options.keep ?? [])]);
  const ids = documents
    .filter((d) => {
      const match = matchDocument(customer, d.extractedData);
      return match.kind === 'match' || (match.kind === 'unnamed' && wanted.has(d.id));
    })
    .map((d) => d.id);
  // Of two copies of the same file, the one the dealer (or the latest request) chose wins.
  const first = ids.filter((id) => wanted.has(id));
  return withoutCopies(documents, withoutCopies(documents, [], first), ids);
}

/** True when the ticked set holds another customer's document (each was confirmed when ticked). */
export const includesMismatch = (documents: Choosable[], customer: MatchCustomer | null, ids: string[]) =>
  customer !== null &&
  documents.some((d) => ids.includes(d.id) && matchDocument(customer, d.extractedData).kind === 'mismatch');

/**
 * The documents to send, each with whom it was read out for; a document naming another customer is
 * flagged and is ticked only after a confirmation that names the mismatch (DECISIONS.md "Signing").
 */
export function DocumentChoices(props: {
  documents: Choosable[];
  customer: MatchCustomer | null;
  selected: string[];
  onChange: (ids: string[]) => void;
  className?: string;
}) {
  const [confirming, setConfirming] = useState<{ id: string; message: string; title: string } | null>(null);
  const { customer, selected, onChange } = props;
  const toggle = (d: Choosable) => {
    if (selected.includes(d.id)) return onChange(selected.filter((x) => x !== d.id));
    const match = customer ? matchDocument(customer, d.extractedData) : null;
    if (match?.kind === 'mismatch')
      return setConfirming({ id: d.id, message: match.message, title: d.title });
    onChange([...selected, d.id]);
  };

  return (
    <>
      {/* grid-cols-1 (minmax(0, 1fr)): long titles truncate instead of widening the list on a phone. */}
      <ul className={cn('grid grid-cols-1 gap-1', props.className)}>
        {props.documents.map((d) => {
          const match = customer ? matchDocument(customer, d.extractedData) : null;
          const readOut = describeReadOut(d.extractedData);
          const noteId = `document-note-${d.id}`;
          return (
            <li key={d.id}>
              <label
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded px-1 py-1.5 text-sm hover:bg-slate-50',
                  match?.kind === 'mismatch' && 'bg-amber-50 hover:bg-amber-100',
                )}
              >
                <input
                  type="checkbox"
                  checked={selected.includes(d.id)}
                  onChange={() => toggle(d)}
                  aria-describedby={noteId}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-baseline gap-2">
                    <span className="min-w-0 flex-1 truncate">{d.title}</span>
                    <span className="shrink-0 text-xs text-slate-500">
                      {DOCUMENT_TYPE_LABELS[d.documentType]}
                    </span>
                  </span>
                  <span id={noteId} className="block text-xs text-slate-600">
                    {match?.kind === 'mismatch' ? (
                      <span className="flex items-start gap-1 text-amber-900">
                        <AlertTriangle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                        <span>Another customer: {readOut}</span>
                      </span>
                    ) : match?.kind === 'match' ? (
                      <span className="flex items-start gap-1 text-emerald-800">
                        <CheckCircle2 className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                        <span>For {readOut}</span>
                      </span>
                    ) : readOut ? (
                      `For ${readOut}`
                    ) : (
                      'No customer read out'
                    )}
                  </span>
                </span>
              </label>
              {selected.includes(d.id) && <PlaceNotice document={d} className="ml-7" />}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Send another customer’s document?"
        description={`${confirming?.message ?? ''} Tick “${confirming?.title ?? ''}” only if you are sure it should go to this customer.`}
        confirmLabel="Include it anyway"
        onConfirm={() => {
          if (confirming) onChange([...selected, confirming.id]);
          setConfirming(null);
        }}
      />
    </>
  );
}

/**
 * The dealer's documents to choose from, searched on the server and a page at a time. `known` holds every
 * document seen since, so a tick that a later search hides still counts (the mismatch check at sending);
 * `onArrive` hears of each document the first time a page or a search brings it, to pre-tick it.
 */
export function useDocumentPages(onArrive?: (fresh: Choosable[]) => void) {
  const list = usePagedSearch<typeof documentsApi.list>({ path: PATHS.documents });
  const known = useRef(new Map<string, Choosable>());
  const arrive = useRef(onArrive);
  arrive.current = onArrive;
  const rows = list.query.data;
  useEffect(() => {
    const fresh = (rows ?? []).filter((d) => !known.current.has(d.id));
    for (const d of fresh) known.current.set(d.id, d);
    if (fresh.length) arrive.current?.(fresh);
  }, [rows]);
  return { list, known: () => [...known.current.values()] };
}

/**
 * The foot of Create Request and Resend: on a phone it stays at the bottom of the dialog while the list
 * scrolls, so Send (with the count) is always in reach; on a wider screen it sits under the form.
 */
export const STICKY_SEND =
  'sticky bottom-0 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:static sm:mx-0 sm:mb-0 sm:flex-row sm:justify-end sm:border-0 sm:bg-transparent sm:p-0';

/** " · 2 documents" after Send Request, nothing before a document is ticked. */
export const documentCount = (n: number) => (n === 0 ? '' : ` · ${n} document${n === 1 ? '' : 's'}`);

/**
 * Ticked documents first (those a search or a later page hides included, from `known`), so the dealer sees
 * what goes however long the list; then the rest in the list's order.
 */
function tickedFirst(rows: Choosable[], known: Choosable[], selected: string[]): Choosable[] {
  const byId = new Map([...known, ...rows].map((d) => [d.id, d]));
  const ticked = selected.flatMap((id) => byId.get(id) ?? []);
  return [...ticked, ...rows.filter((d) => !selected.includes(d.id))];
}

/** The documents list of Create Request and Resend: a search box, then the choices in a scroll box. */
export function PagedDocumentChoices(props: {
  pages: ReturnType<typeof useDocumentPages>;
  customer: MatchCustomer | null;
  selected: string[];
  onChange: (ids: string[]) => void;
  /** What to say when the dealer has no documents at all. */
  empty: ReactNode;
  className?: string;
}) {
  const { list } = props.pages;
  return (
    <div className="min-w-0">
      <SearchBox
        value={list.search}
        onChange={list.setSearch}
        placeholder="Search by title or file name"
        label="Search documents"
      />
      <div className={cn('overflow-y-auto rounded-md border border-slate-200 p-2', props.className)}>
        <QueryState
          query={list.query}
          what="your documents"
          isEmpty={(rows) => rows.length === 0}
          empty={
            list.searching ? (
              <p className="p-2 text-sm text-slate-600">No document matches “{list.searching}”.</p>
            ) : (
              props.empty
            )
          }
        >
          {(rows) => (
            <DocumentChoices
              documents={tickedFirst(rows, props.pages.known(), props.selected)}
              customer={props.customer}
              selected={props.selected}
              onChange={props.onChange}
            />
          )}
        </QueryState>
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onLoad={list.loadMore}
          footRef={list.footRef}
        />
      </div>
    </div>
  );
}
