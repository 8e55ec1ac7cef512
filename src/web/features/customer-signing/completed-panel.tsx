// After submit: the set is done, the signed copies are on their way to the customer's address on file,
// and each one can be downloaded here too. For the second or so the seal takes, it says the copies are
// being sealed; the page asks again meanwhile and the downloads appear in its place.
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { listOf } from '../../../shared/i18n/translate.ts';
import { Card } from '../../components/ui/card.tsx';
import { DownloadIcon } from './action-bar.tsx';
import { pageLanguage, t, tWith } from './i18n.tsx';

type Doc = SigningSession['documents'][number];

/** An address reads left to right inside any sentence, and may break anywhere on a narrow phone. */
function Email({ address }: { address: string }) {
  return (
    <strong dir="ltr" className="[overflow-wrap:anywhere]">
      {address}
    </strong>
  );
}

export function CompletedPanel(props: { session: SigningSession; onDownload: (document: Doc) => void }) {
  const { session } = props;
  const signer = session.signer;
  if (signer && !signer.setComplete) {
    // One of several signers has finished; the set is sealed when the last person signs.
    return (
      <Card as="section" aria-labelledby="completed-heading" className="border-emerald-200 bg-emerald-50 p-4">
        <h2 id="completed-heading" className="text-lg font-semibold text-emerald-900">
          {t('sign.completed.partHeading')}
        </h2>
        <p className="mt-2 text-sm text-emerald-950">
          {tWith('sign.completed.partBody', {
            names: <strong>{listOf(pageLanguage(), signer.waitingFor)}</strong>,
            email: <Email address={session.customer.email} />,
          })}
        </p>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="completed-heading" className="border-emerald-200 bg-emerald-50 p-4">
      <h2 id="completed-heading" className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
        <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
          <path d="m8 12 3 3 5-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('sign.completed.heading')}
      </h2>
      {!session.sealed ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-emerald-950">
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-emerald-200 border-t-emerald-700"
          />
          <span>
            {tWith('sign.completed.sealing', { email: <Email address={session.customer.email} /> })}
          </span>
        </p>
      ) : (
        <p role="status" className="mt-2 text-sm text-emerald-950">
          {tWith('sign.completed.sealed', { email: <Email address={session.customer.email} /> })}
        </p>
      )}
      <ul className={session.sealed ? 'mt-3 flex flex-col gap-2' : 'hidden'}>
        {session.documents.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              onClick={() => props.onDownload(d)}
              className="flex min-h-11 w-full items-center gap-2 rounded-md border border-emerald-300 bg-white px-3 text-start text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              <DownloadIcon />
              <span className="min-w-0 flex-1 truncate">
                {t('sign.completed.download', { title: d.title })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
