import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { VerifyAnswer } from '../../../shared/api/verification.ts';
import { formatLondonTime } from '../../../shared/london-time.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ApiError, throwIfResNotOk } from '../../lib/api.ts';
import { PublicLayout } from './public-layout.tsx';

type Answer = VerifyAnswer;
type State =
  | { kind: 'empty' }
  | { kind: 'loading'; fileName: string }
  | { kind: 'error'; message: string }
  | { kind: 'data'; fileName: string; answer: Answer };

const HEADLINE: Record<Answer['status'], { text: string; tone: string }> = {
  unmodified: { text: 'Sealed here, unmodified', tone: 'border-emerald-600 bg-emerald-50 text-emerald-900' },
  appended: { text: 'Sealed here, then changed', tone: 'border-amber-600 bg-amber-50 text-amber-900' },
  modified: { text: 'Modified after sealing', tone: 'border-red-600 bg-red-50 text-red-900' },
  not_sealed_here: {
    text: 'Not sealed by this installation',
    tone: 'border-slate-500 bg-slate-100 text-slate-900',
  },
};

// UK time with its zone, as on the certificate: "26 Nov 2026, 21:04:05 GMT".
const when = (iso: string | null) => (iso ? formatLondonTime(new Date(iso)) : '—');

/** /verify: anyone holding a PDF asks whether this installation sealed it and whether it is unchanged. */
export default function VerifyPage() {
  const [state, setState] = useState<State>({ kind: 'empty' });
  const [link, setLink] = useState('');
  const [dragging, setDragging] = useState(false);
  const lastFile = useRef<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const linkId = useId();

  async function check(file: File) {
    lastFile.current = file;
    setState({ kind: 'loading', fileName: file.name });
    try {
      const form = new FormData();
      form.append('file', file);
      if (link.trim()) form.append('token', link.trim());
      const res = await fetch(ADDRESSES.verifyUpload.path, {
        method: ADDRESSES.verifyUpload.method,
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      setState({ kind: 'data', fileName: file.name, answer: (await res.json()) as Answer });
    } catch (error) {
      const message =
        error instanceof ApiError ? error.reason : 'The check could not reach the server. Please try again.';
      setState({ kind: 'error', message });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void check(file);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (lastFile.current) void check(lastFile.current);
  }

  return (
    <PublicLayout
      title="Verify a signed document"
      description="Check whether a signed PDF was sealed here and has not been changed since."
      heading="Verify a signed document"
      intro={
        <p className="max-w-2xl">
          Drop a signed PDF to check whether it was sealed here and is unchanged since. The file is checked in
          memory and not kept.
        </p>
      }
    >
      <form onSubmit={onSubmit} className="grid max-w-2xl gap-4">
        <label
          htmlFor="verify-file"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="verify-drop"
          className={`flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center ${
            dragging ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white'
          }`}
        >
          <span className="font-medium text-slate-900">Drop the PDF here</span>
          <span className="text-sm text-slate-600">or choose a file (up to 50 MB)</span>
          <input
            ref={input}
            id="verify-file"
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void check(file);
              e.target.value = '';
            }}
          />
        </label>
        <div className="grid gap-1">
          <label htmlFor={linkId} className="text-sm font-medium text-slate-800">
            Your signing link (optional: shows who signed)
          </label>
          <input
            id={linkId}
            type="text"
            inputMode="url"
            autoComplete="off"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            placeholder="https://…/sign/…"
            className="min-h-10 w-full min-w-0 rounded-md border border-slate-300 px-3 text-sm"
          />
        </div>
      </form>

      <section aria-live="polite" className="mt-6 max-w-2xl">
        <Result state={state} onRetry={() => lastFile.current && void check(lastFile.current)} />
      </section>
    </PublicLayout>
  );
}

function Result({ state, onRetry }: { state: State; onRetry: () => void }) {
  if (state.kind === 'empty') {
    return <p className="text-sm text-slate-600">No file checked yet.</p>;
  }
  if (state.kind === 'loading') {
    return (
      <p role="status" className="text-sm text-slate-700">
        Checking {state.fileName}…
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{state.message}</p>
        <div>
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
  const { answer } = state;
  const headline = HEADLINE[answer.status];
  return (
    <Card className={`grid gap-3 border-l-4 p-4 ${headline.tone}`} data-testid="verify-result">
      <h2 className="text-lg font-semibold">{headline.text}</h2>
      <p className="break-words">{answer.message}</p>
      <p className="[overflow-wrap:anywhere] text-sm opacity-80">File: {state.fileName}</p>
      {answer.document && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Document</dt>
          <dd className="break-words">{answer.document.title}</dd>
          <dt className="font-medium">Request</dt>
          <dd className="[overflow-wrap:anywhere]">{answer.document.requestId}</dd>
          <dt className="font-medium">Completed</dt>
          <dd>{when(answer.document.completedAt)}</dd>
          <dt className="font-medium">Sealed</dt>
          <dd>{when(answer.document.sealedAt)}</dd>
          {answer.document.verificationCode && (
            <>
              <dt className="font-medium">Code</dt>
              <dd className="font-mono">{answer.document.verificationCode}</dd>
            </>
          )}
          {answer.linkHolder && (
            <>
              <dt className="font-medium">Signed by</dt>
              <dd className="break-words">{answer.linkHolder.customerName}</dd>
              <dt className="font-medium">Through</dt>
              <dd className="break-words">{answer.linkHolder.dealershipName ?? '—'}</dd>
            </>
          )}
        </dl>
      )}
      {answer.linkMatched === false && (
        <p className="text-sm">That signing link is not this document's, so who signed is not shown.</p>
      )}
      {answer.change?.appendedParts && (
        <p className="text-sm">Appended: {answer.change.appendedParts.join(', ')}.</p>
      )}
    </Card>
  );
}
