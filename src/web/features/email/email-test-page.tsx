import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { MAIL_TEMPLATE_LABELS, type PreviewTemplateName } from '../../../shared/dealer/email.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../auth/index.ts';
import { usePreviewEmail } from './api.ts';
import { SendTestForm, SmtpTestForm, WelcomeTestForm } from './test-forms.tsx';
import type { TestResult } from './test-results.tsx';
import { TestResults } from './test-results.tsx';

const reason = (error: unknown) => (error instanceof ApiError ? error.reason : 'Check your connection.');

/** /email-test: see every e-mail as customers will, send a real test, check the mail server. */
export default function EmailTestPage() {
  const { user } = useAuth();
  const [results, setResults] = useState<TestResult[]>([]);
  if (!user) return <Spinner />;
  const record = (kind: string, ok: boolean, message: string, detail?: string) =>
    setResults((previous) => [
      { id: Date.now() + Math.random(), kind, ok, message, detail, at: new Date().toISOString() },
      ...previous,
    ]);

  return (
    // minmax(0,1fr): a card is as wide as the window, never as wide as its widest content (the template
    // list's longest label) — that pushed the page sideways on a phone.
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6">
      <Link href="/" className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to dashboard
      </Link>
      <h1 className="text-2xl font-semibold">Email System Testing</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <PreviewTest record={record} />
        <div className="grid h-fit grid-cols-[minmax(0,1fr)] gap-4">
          <SendTestForm record={record} />
          <SmtpTestForm record={record} />
          {user.isAdmin && <WelcomeTestForm record={record} />}
        </div>
      </div>
      <TestResults results={results} onClear={() => setResults([])} />
      <TestingGuide />
    </main>
  );
}

export type RecordResult = (kind: string, ok: boolean, message: string, detail?: string) => void;

function PreviewTest({ record }: { record: RecordResult }) {
  const [template, setTemplate] = useState<PreviewTemplateName>('signing_request');
  const [asText, setAsText] = useState(false);
  const preview = usePreviewEmail();
  const run = () =>
    preview.mutate(template, {
      onSuccess: (p) => record('Preview', true, `Rendered "${p.subject}".`),
      onError: (error) => {
        const status = error instanceof ApiError ? ` (${error.status})` : '';
        toast({
          title: 'Preview Test Failed',
          description: `${reason(error)}${status}`,
          variant: 'destructive',
        });
        record('Preview', false, reason(error));
      },
    });
  return (
    <Card as="section" aria-labelledby="preview-heading" className="p-4">
      <h2 id="preview-heading" className="font-semibold">
        Email Preview Test
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each e-mail with sample content, in your logo, colours and signature. Nothing is sent.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <label htmlFor="preview-template" className="text-sm font-medium">
            E-mail
          </label>
          <select
            id="preview-template"
            value={template}
            onChange={(e) => setTemplate(e.target.value as PreviewTemplateName)}
            className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {Object.entries(MAIL_TEMPLATE_LABELS).map(([name, label]) => (
              <option key={name} value={name}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={run} disabled={preview.isPending}>
          {preview.isPending ? 'Rendering…' : 'Preview'}
        </Button>
      </div>
      {preview.data && (
        <div className="mt-4">
          <p className="text-sm">
            <span className="text-slate-500">Subject:</span>{' '}
            <span className="font-medium">{preview.data.subject}</span>
          </p>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={asText} onChange={(e) => setAsText(e.target.checked)} />
            Show the plain-text version
          </label>
          {asText ? (
            <pre className="mt-2 max-h-[60vh] overflow-auto rounded border border-slate-200 p-3 text-xs whitespace-pre-wrap">
              {preview.data.text}
            </pre>
          ) : (
            // sandbox="": the preview's HTML is shown, never run.
            <iframe
              title={`Preview: ${preview.data.subject}`}
              sandbox=""
              srcDoc={preview.data.html}
              className="mt-2 h-[60vh] w-full rounded border border-slate-200 bg-white"
            />
          )}
        </div>
      )}
    </Card>
  );
}

function TestingGuide() {
  return (
    <Card as="section" aria-labelledby="guide-heading" className="p-4 text-sm">
      <h2 id="guide-heading" className="font-semibold">
        Testing guide
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        <li>
          Preview each e-mail: check your logo, colours, from-name and signature (set them in Settings).
        </li>
        <li>Send a test e-mail to yourself and open it on your phone: the button should be easy to tap.</li>
        <li>
          Using your own mail server? Test the connection first. Port 465 uses SSL/TLS from the start; 587
          uses STARTTLS. Gmail and Outlook need an app password, not your normal one.
        </li>
        <li>
          If a test fails, the result shows your mail server's own answer, e.g. "535 Authentication failed".
        </li>
        <li>
          Signing e-mails that fail are retried automatically; each request's details show every attempt.
        </li>
      </ol>
    </Card>
  );
}
