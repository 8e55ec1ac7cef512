import { AlertCircle, CheckCircle2, FileText, FolderOpen, Pencil, RotateCcw, X } from 'lucide-react';
import { Link } from 'wouter';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import type { UploadResponse } from '../../../shared/documents/document.schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/documents/document-types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { formatSize } from './format-size.ts';
import type { UploadItem } from './use-upload-queue.ts';
import { ValidationBlock } from './validation-block.tsx';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

function statusWords(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading ${percent(item.fraction)}`;
    case 'reading':
      return 'Uploaded 100%, reading the document…';
    case 'done':
      return 'Uploaded';
    case 'failed':
      return 'Not uploaded';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** One file of an upload: its name and size, its progress or its answer, and Cancel while it may still stop. */
export function UploadRow({
  item,
  detailed,
  onCancel,
  onRetry,
}: {
  item: UploadItem;
  /** A lone upload shows its whole reading and validation, as the single-file screen did. */
  detailed: boolean;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const name = item.file.name;
  const sending = item.status === 'waiting' || item.status === 'uploading';
  return (
    <li
      aria-label={name}
      className={`min-w-0 rounded-lg border bg-white p-3 ${item.status === 'failed' ? 'border-red-300' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <RowIcon item={item} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" title={name}>
            {name}
          </p>
          <p className="text-sm text-slate-600">
            {formatSize(item.file.size)} · <span data-testid="upload-status">{statusWords(item)}</span>
          </p>
        </div>
        {sending && (
          <Button
            variant="outline"
            className="shrink-0 px-3"
            aria-label={`Cancel ${name}`}
            onClick={onCancel}
          >
            <X className="h-4 w-4" aria-hidden="true" /> Cancel
          </Button>
        )}
        {item.status === 'cancelled' && (
          <Button
            variant="ghost"
            className="shrink-0 px-3"
            aria-label={`Upload ${name} again`}
            onClick={onRetry}
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> Try again
          </Button>
        )}
      </div>
      {(item.status === 'uploading' || item.status === 'reading') && (
        <progress
          className="mt-2 h-2 w-full accent-brand"
          max={100}
          value={item.status === 'reading' ? undefined : Math.round(item.fraction * 100)}
          aria-label={`Upload progress of ${name}`}
          aria-valuetext={item.status === 'reading' ? 'Reading the document' : percent(item.fraction)}
        />
      )}
      {item.status === 'failed' && (
        <p className="mt-2 text-sm text-red-700" data-testid="upload-error">
          {item.error ?? 'Upload failed'}
        </p>
      )}
      {item.status === 'done' && item.result && <UploadResult result={item.result} detailed={detailed} />}
    </li>
  );
}

function RowIcon({ item }: { item: UploadItem }) {
  if (item.status === 'done')
    return <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />;
  if (item.status === 'failed')
    return <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />;
  return <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />;
}

/** What was read out of an uploaded document, and the way to its editor. */
function UploadResult({ result, detailed }: { result: UploadResponse; detailed: boolean }) {
  const { document, extractedData, validation } = result;
  const headingId = `result-${document.id}`;
  // The same bytes were uploaded before: nothing new was stored, and this is the copy already there.
  if (result.duplicateOf)
    return (
      <p
        data-testid="upload-duplicate"
        className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3 text-sm"
      >
        <span className="min-w-0 [overflow-wrap:anywhere]">
          This file is already in your library as {document.title}
        </span>
        <Link href={`/documents/${document.id}/edit`} className={buttonClass('outline')}>
          <FolderOpen className="h-4 w-4" aria-hidden="true" /> Open
        </Link>
      </p>
    );
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-slate-100 pt-3">
      <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
        {document.title}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Document type</dt>
        <dd>{DOCUMENT_TYPE_LABELS[extractedData.documentType]}</dd>
        <dt className="text-slate-500">Customer name</dt>
        <dd className="[overflow-wrap:anywhere]">{extractedData.customerName ?? 'Not found'}</dd>
        <dt className="text-slate-500">Vehicle registration</dt>
        <dd>
          {extractedData.vehicleRegistration
            ? formatRegistration(extractedData.vehicleRegistration)
            : 'Not found'}
        </dd>
        <dt className="text-slate-500">Pages</dt>
        <dd>
          {document.pageCount} · {document.isWord ? 'Word' : 'PDF'}
        </dd>
        <dt className="text-slate-500">Signature fields</dt>
        <dd>
          {extractedData.signatureFields.length === 0
            ? 'None found'
            : extractedData.signatureFields.map((f) => `${f.label} (page ${f.page})`).join(', ')}
        </dd>
        {!detailed && (
          <>
            <dt className="text-slate-500">Checks</dt>
            <dd>
              {validation.isValid
                ? 'Ready to send for signature'
                : `Issues found: ${validation.issues.join('; ')}`}
            </dd>
          </>
        )}
      </dl>
      {detailed && <ValidationBlock validation={validation} />}
      <Link href={`/documents/${document.id}/edit`} className={buttonClass('outline', 'mt-3')}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> Review and edit
      </Link>
    </section>
  );
}
