// The set's documents, the customer's details and the dealer's notes: a column beside the pages on a
// desktop; on a phone folded away above them, so the document comes first.
import { useSyncExternalStore } from 'react';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { DocumentList } from './document-list.tsx';
import { t } from './i18n.tsx';
import { wideFirstGuess } from './layout-hint.ts';
import { CustomerCard, NotesCard } from './session-details.tsx';

const WIDE = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
/** The screen's width class; the server's guess while the page drawn on the server is taken over. */
const useWide = () => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, wideFirstGuess);

export function SessionAside(props: {
  session: SigningSession;
  signedIds: Set<string>;
  index: number;
  onView: (index: number) => void;
}) {
  const wide = useWide();
  const { session } = props;
  const cards = (
    <>
      <DocumentList
        documents={session.documents}
        signedIds={props.signedIds}
        index={props.index}
        onView={props.onView}
      />
      <CustomerCard session={session} />
      {session.notes && <NotesCard notes={session.notes} />}
    </>
  );
  if (wide) return <aside className="flex h-fit min-w-0 flex-col gap-4">{cards}</aside>;
  return (
    <details className="group min-w-0 rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-medium">
        <span>
          {t('sign.aside.summary', {
            count: session.documents.length,
            notes: session.notes ? 'yes' : 'no',
          })}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-slate-100 p-2">{cards}</div>
    </details>
  );
}
