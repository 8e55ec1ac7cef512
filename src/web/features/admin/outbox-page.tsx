import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Inbox, Paperclip } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { adminObservabilityApi as api, type OutboxMessage } from '../../../shared/api/admin-observability.ts';
import { urlOf } from '../../../shared/api/url.ts';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { queryOf } from '../../lib/api.ts';
import { useAuth } from '../auth/index.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** /admin-smtp: every e-mail the platform wrote while no mail server is configured. */
export default function OutboxPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const outbox = useQuery({
    ...queryOf(api.outbox, { query: { q: query } }),
    enabled: Boolean(user?.isAdmin),
    placeholderData: (previous) => previous,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (!user) return <Spinner />;
  const selected = outbox.data?.find((m) => m.id === selectedId) ?? outbox.data?.[0];
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Link href="/" className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">Mail outbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        With no mail server configured, every e-mail the platform sends is kept here, exactly as the recipient
        would see it.
      </p>
      {user.isAdmin && (
        <div className="mt-4 max-w-md">
          <label htmlFor="outbox-search" className="text-sm font-medium">
            Search by recipient, sender or subject
          </label>
          <input
            id="outbox-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="e.g. aisha@example.co.uk or Please sign"
            className="mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm"
          />
        </div>
      )}
      {!user.isAdmin ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          Administrator access required.
        </p>
      ) : outbox.isLoading ? (
        <Spinner />
      ) : outbox.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          Could not load the outbox: {outbox.error.message}
        </p>
      ) : !outbox.data?.length ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-medium">{query ? `No e-mail matches "${query}"` : 'The outbox is empty'}</p>
          <p className="text-sm text-slate-600">
            {query
              ? 'Try part of an address or a subject.'
              : 'Password resets and signing e-mails will appear here.'}
          </p>
        </div>
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-[320px_1fr]">
          <Card as="ul" className="max-h-[70vh] divide-y divide-slate-200 overflow-auto">
            {outbox.data.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(m.id)}
                  aria-current={m.id === selected?.id}
                  className="w-full px-4 py-3 text-left hover:bg-slate-50 aria-[current=true]:bg-brand/10"
                >
                  <span className="block truncate text-sm font-medium">{m.subject}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {m.to} · {dateFormat.format(new Date(m.createdAt))}
                  </span>
                </button>
              </li>
            ))}
          </Card>
          {selected && <MessageView message={selected} />}
        </div>
      )}
    </main>
  );
}

function MessageView({ message }: { message: OutboxMessage }) {
  const [asText, setAsText] = useState(false);
  return (
    <Card as="article" className="p-4">
      <h2 className="text-lg font-semibold">{message.subject}</h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm text-slate-700">
        <dt className="text-slate-500">From</dt>
        <dd className="[overflow-wrap:anywhere]">{message.from}</dd>
        <dt className="text-slate-500">To</dt>
        <dd className="[overflow-wrap:anywhere]">{message.to}</dd>
        {message.replyTo && (
          <>
            <dt className="text-slate-500">Reply-To</dt>
            <dd className="[overflow-wrap:anywhere]">{message.replyTo}</dd>
          </>
        )}
      </dl>
      {message.attachments.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {message.attachments.map((a, n) => (
            <li key={a.filename + String(a.size)}>
              <a
                href={urlOf(api.outboxAttachment, { id: message.id, n })}
                className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50"
              >
                <Paperclip className="h-3 w-3" aria-hidden="true" /> {a.filename} ({Math.ceil(a.size / 1024)}{' '}
                KB)
              </a>
            </li>
          ))}
        </ul>
      )}
      {message.html && (
        <fieldset className="mt-3 flex gap-2 text-sm">
          <legend className="sr-only">Show the e-mail as</legend>
          <button
            type="button"
            aria-pressed={!asText}
            onClick={() => setAsText(false)}
            className="rounded border border-slate-300 px-2 py-1 aria-pressed:bg-brand/10"
          >
            Rendered
          </button>
          <button
            type="button"
            aria-pressed={asText}
            onClick={() => setAsText(true)}
            className="rounded border border-slate-300 px-2 py-1 aria-pressed:bg-brand/10"
          >
            Plain text
          </button>
        </fieldset>
      )}
      {message.html && !asText ? (
        // sandbox="": the e-mail's HTML is shown, never run.
        <iframe
          title="E-mail content"
          sandbox=""
          srcDoc={message.html}
          className="mt-4 h-[60vh] w-full rounded border border-slate-200"
        />
      ) : (
        <pre className="mt-4 text-sm whitespace-pre-wrap">{message.text}</pre>
      )}
    </Card>
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
