import { ArrowLeft, CheckCircle2, FileUp, Pencil } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { UploadResponse } from '../../../shared/document.schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/document-types.ts';
import { formatRegistration } from '../../../shared/uk-formats.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { refreshDocuments } from './api.ts';
import { formatSize } from './format-size.ts';
import { isAcceptedDocument, uploadWithProgress } from './upload-file.ts';
import { ValidationBlock } from './validation-block.tsx';

const SESSION_EXPIRED_REDIRECT_MS = 1000;

/** /upload and /pdf-upload: one document by drag and drop, with progress and what was read out of it. */
export default function UploadPage() {
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<UploadResponse | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    if (!isAcceptedDocument(file)) {
      toast({
        title: 'Invalid File',
        description: `${file.name} (${file.type || 'unknown type'}) is not a PDF, DOC or DOCX file.`,
        variant: 'destructive',
      });
      return;
    }
    // Spec A §5: the session is checked first, so a long upload is not lost to an expired sign-in.
    const session = await fetch('/api/auth/user', { credentials: 'include' }).catch(() => null);
    if (!session?.ok) {
      toast({ title: 'Session Expired', description: 'Please sign in again.', variant: 'destructive' });
      setTimeout(() => window.location.assign('/api/login'), SESSION_EXPIRED_REDIRECT_MS);
      return;
    }
    const form = new FormData();
    form.append('document', file);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<UploadResponse>('/api/documents/upload', form, setProgress);
      setResult(answer);
      await refreshDocuments();
    } catch (error) {
      toast({
        title: 'Upload Failed',
        description: error instanceof ApiError ? error.reason : 'Upload failed',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  return (
    <div>
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Link
          href="/documents"
          className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Documents
        </Link>
        <h1 className="mt-3 text-2xl font-semibold">Upload a document</h1>
        <p className="mt-1 text-sm text-slate-600">
          PDF or Word, up to 50 MB. We read out the customer, the registration and where they sign.
        </p>

        {result ? (
          <UploadResult result={result} onAnother={() => setResult(null)} />
        ) : (
          <section
            aria-label="Drop a document here"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'mt-6 flex flex-col items-center rounded-xl border-2 border-dashed bg-white px-6 py-12 text-center',
              dragging ? 'border-brand bg-brand/5' : 'border-slate-300',
            )}
          >
            <FileUp className="h-10 w-10 text-brand-ink" aria-hidden="true" />
            {progress === null ? (
              <>
                <p className="mt-3 font-medium">Drag and drop a document here</p>
                <p className="text-sm text-slate-600">or</p>
                <Button className="mt-2" onClick={() => input.current?.click()}>
                  Choose a file
                </Button>
                <input
                  ref={input}
                  type="file"
                  accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                  className="sr-only"
                  aria-label="Document file"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) void upload(file);
                  }}
                />
              </>
            ) : (
              <div className="mt-4 w-full max-w-sm">
                <p className="text-sm font-medium">{progress < 1 ? 'Uploading…' : 'Reading the document…'}</p>
                <progress
                  className="mt-2 h-2 w-full accent-brand"
                  max={1}
                  value={progress < 1 ? progress : undefined}
                  aria-label="Upload progress"
                />
              </div>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

function UploadResult({ result, onAnother }: { result: UploadResponse; onAnother: () => void }) {
  const { document, extractedData } = result;
  return (
    <Card as="section" aria-labelledby="result-heading" className="mt-6 p-5">
      <h2 id="result-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden="true" /> {document.title}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">Document type</dt>
        <dd>{DOCUMENT_TYPE_LABELS[extractedData.documentType]}</dd>
        <dt className="text-slate-500">Customer name</dt>
        <dd>{extractedData.customerName ?? 'Not found'}</dd>
        <dt className="text-slate-500">Vehicle registration</dt>
        <dd>
          {extractedData.vehicleRegistration
            ? formatRegistration(extractedData.vehicleRegistration)
            : 'Not found'}
        </dd>
        <dt className="text-slate-500">Pages</dt>
        <dd>
          {document.pageCount} · {formatSize(document.sizeBytes)} · {document.isWord ? 'Word' : 'PDF'}
        </dd>
        <dt className="text-slate-500">Signature fields</dt>
        <dd>
          {extractedData.signatureFields.length === 0
            ? 'None found'
            : extractedData.signatureFields.map((f) => `${f.label} (page ${f.page})`).join(', ')}
        </dd>
      </dl>
      <ValidationBlock validation={result.validation} />
      <div className="mt-5 flex flex-wrap gap-2">
        <Link href={`/documents/${document.id}/edit`} className={buttonClass()}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Review and edit
        </Link>
        <Button variant="outline" onClick={onAnother}>
          Upload Another Document
        </Button>
        <Link href="/" className={buttonClass('ghost')}>
          Complete Setup
        </Link>
      </div>
    </Card>
  );
}
