// After submit: the set is done, the signed copies are on their way to the customer's address on file,
// and each one can be downloaded here too. For the second or so the seal takes, it says the copies are
// being sealed; the page asks again meanwhile and the downloads appear in its place.
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { listInWords } from '../../lib/format.ts';
import { DownloadIcon } from './action-bar.tsx';

type Doc = SigningSession['documents'][number];

export function CompletedPanel(props: { session: SigningSession; onDownload: (document: Doc) => void }) {
  const { session } = props;
  const signer = session.signer;
  if (signer && !signer.setComplete) {
    // One of several signers has finished; the set is sealed when the last person signs.
    return (
      <Card as="section" aria-labelledby="completed-heading" className="border-emerald-200 bg-emerald-50 p-4">
        <h2 id="completed-heading" className="text-lg font-semibold text-emerald-900">
          Your signatures have been submitted.
        </h2>
        <p className="mt-2 text-sm text-emerald-950">
          Still to sign: <strong>{listInWords(signer.waitingFor)}</strong>. Once everyone has signed, the
          signed copies are e-mailed to <strong className="break-all">{session.customer.email}</strong>.
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
        Your signed documents have been submitted.
      </h2>
      {!session.sealed ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm text-emerald-950">
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-emerald-200 border-t-emerald-700"
          />
          <span>
            Your copies are being sealed. They will appear here in a moment and be e-mailed to{' '}
            <strong className="break-all">{session.customer.email}</strong>.
          </span>
        </p>
      ) : (
        <p role="status" className="mt-2 text-sm text-emerald-950">
          Your signed copies have been e-mailed to{' '}
          <strong className="break-all">{session.customer.email}</strong>. You can also download them here.
        </p>
      )}
      <ul className={session.sealed ? 'mt-3 flex flex-col gap-2' : 'hidden'}>
        {session.documents.map((d) => (
          <li key={d.id}>
            <button
              type="button"
              onClick={() => props.onDownload(d)}
              className="flex min-h-11 w-full items-center gap-2 rounded-md border border-emerald-300 bg-white px-3 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              <DownloadIcon />
              <span className="min-w-0 flex-1 truncate">Download {d.title} (signed)</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
