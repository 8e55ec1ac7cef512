import { AlertTriangle, ArrowLeft, FileSpreadsheet, Send, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { BulkSend } from '../../../shared/api/bulk-sends.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { useBulkSend, usePreviewUpload, useStartBulkSend } from './bulk-send-api.ts';
import { BulkSendReport, RowList } from './bulk-send-report.tsx';
import { documentCount, PagedDocumentChoices, useDocumentPages } from './document-choices.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const reasonOf = (error: unknown) => (error instanceof ApiError ? error.reason : 'Please try again.');

/** /bulk-send: a CSV of customers and a document set → one signing request each. */
export default function BulkSendPage() {
  const [, navigate] = useLocation();
  const id = new URLSearchParams(useSearch()).get('id');
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <Link
        href="/dashboard/requests"
        className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Signing Requests
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">Bulk send</h1>
      <p className="mt-1 text-sm text-slate-600">
        Send the same documents to many customers from a spreadsheet: each customer gets their own signing
        request and link.
      </p>
      <div className="mt-6">
        {id ? (
          <BulkSendSteps id={id} onAnother={() => navigate('/bulk-send')} />
        ) : (
          <UploadStep onChecked={(send) => navigate(`/bulk-send?id=${encodeURIComponent(send.id)}`)} />
        )}
      </div>
    </main>
  );
}

function UploadStep({ onChecked }: { onChecked: (send: BulkSend) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const check = usePreviewUpload(onChecked);
  const inputId = useId();
  const submit = () => {
    setMissing(!file);
    if (file) check.mutate(file);
  };
  return (
    <Card as="section" aria-labelledby="upload-heading" className="p-4 sm:p-5">
      <h2 id="upload-heading" className="font-semibold">
        1. Upload your customers
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A CSV file with a header line naming the columns <strong>name</strong>, <strong>e-mail</strong>,{' '}
        <strong>phone</strong> and <strong>registration</strong> (phone and registration may be empty). At
        most 500 customers and 1 MB. In Excel or Google Sheets choose Save As (or Download) → CSV. Nothing is
        sent until you have checked the rows.
      </p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
        CSV file
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          check.reset();
        }}
        className="mt-1 block w-full min-w-0 text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3"
      />
      {missing && <p className="mt-1 text-sm text-red-600">Choose a CSV file first.</p>}
      {check.isError && (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="flex items-start gap-2 font-semibold">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> The file could not be
            used.
          </p>
          <p className="mt-1 break-words">{reasonOf(check.error)}</p>
        </div>
      )}
      <Button className="mt-4 w-full sm:w-auto" onClick={submit} disabled={check.isPending}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {check.isPending ? 'Checking…' : check.isError ? 'Try again' : 'Check the file'}
      </Button>
    </Card>
  );
}

function BulkSendSteps({ id, onAnother }: { id: string; onAnother: () => void }) {
  const send = useBulkSend(id);
  return (
    <QueryState query={send} what="this bulk send">
      {(data) =>
        data.status === 'preview' ? (
          <PreviewStep send={data} onAnother={onAnother} />
        ) : (
          <BulkSendReport send={data} onAnother={onAnother} />
        )
      }
    </QueryState>
  );
}

function PreviewStep({ send, onAnother }: { send: BulkSend; onAnother: () => void }) {
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [noDocuments, setNoDocuments] = useState(false);
  const pages = useDocumentPages();
  const start = useStartBulkSend(send.id);
  const notesId = useId();
  const submit = () => {
    setNoDocuments(documentIds.length === 0);
    if (documentIds.length > 0) start.mutate({ documentIds, notes: notes || null });
  };
  return (
    <div className="grid gap-4">
      <Card as="section" aria-labelledby="rows-heading" className="p-4 sm:p-5">
        <h2 id="rows-heading" className="flex items-center gap-2 font-semibold">
          <FileSpreadsheet className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">2. Check the rows of {send.fileName}</span>
        </h2>
        <p className="mt-1 text-sm" data-testid="bulk-summary">
          {plural(send.total, 'row')}: <strong>{send.good} ready to send</strong>
          {send.bad > 0 && (
            <>
              , <strong className="text-red-700">{send.bad} with problems</strong> (they will be skipped;
              correct them and upload them again later)
            </>
          )}
          .
        </p>
        {send.ignoredColumns.length > 0 && (
          <p className="mt-1 text-sm text-slate-600">
            Not read: {send.ignoredColumns.map((c) => `“${c}”`).join(', ')}.
          </p>
        )}
        <RowList rows={send.rows} />
        <Button variant="outline" className="mt-3" onClick={onAnother}>
          Choose another file
        </Button>
      </Card>
      <Card as="section" aria-labelledby="documents-heading" className="p-4 sm:p-5">
        <h2 id="documents-heading" className="font-semibold">
          3. Choose the documents
        </h2>
        <p className="mt-1 text-sm text-slate-600">Every customer is sent these documents to sign.</p>
        <fieldset className="mt-3 grid min-w-0 gap-2">
          <legend className="sr-only">Documents</legend>
          <PagedDocumentChoices
            pages={pages}
            customer={null}
            selected={documentIds}
            onChange={setDocumentIds}
            className="max-h-72"
            empty={
              <p className="p-2 text-sm text-slate-600">
                Upload a document first: <Link href="/upload">Upload documents</Link>.
              </p>
            }
          />
          {noDocuments && <p className="text-sm text-red-600">At least one document is required</p>}
        </fieldset>
        <label htmlFor={notesId} className="mt-3 block text-sm font-medium">
          Notes (optional)
        </label>
        <textarea
          id={notesId}
          rows={2}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        {start.isError && (
          <div
            role="alert"
            className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-semibold">Nothing was sent.</p>
            <p className="mt-1 break-words">{reasonOf(start.error)}</p>
          </div>
        )}
        <Button
          className="mt-4 w-full sm:w-auto"
          onClick={submit}
          disabled={start.isPending || send.good === 0}
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {start.isPending
            ? 'Sending…'
            : `Send to ${plural(send.good, 'customer')}${documentCount(documentIds.length)}`}
        </Button>
      </Card>
    </div>
  );
}
