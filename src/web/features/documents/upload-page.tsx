import { ArrowLeft, FileUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { MAX_FILES_PER_UPLOAD } from '../../../shared/documents/document.schema.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { UploadRow } from './upload-row.tsx';
import { isActive, type UploadItem, useUploadQueue } from './use-upload-queue.ts';

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the drop zone says about the files in the list. */
function summary(items: UploadItem[]): string {
  const count = (status: UploadItem['status']) => items.filter((i) => i.status === status).length;
  const active = items.filter(isActive).length;
  const done = count('done');
  const failed = count('failed');
  const cancelled = count('cancelled');
  if (active > 0) return `Uploading: ${done + failed + cancelled} of ${items.length} finished`;
  // A file already in the library stored nothing new: it is not counted as uploaded.
  const copies = items.filter((i) => i.status === 'done' && i.result?.duplicateOf).length;
  const parts = done > copies || !copies ? [`${done - copies} uploaded`] : [];
  if (copies) parts.push(`${copies} already in your library`);
  if (failed) parts.push(`${failed} not uploaded`);
  if (cancelled) parts.push(`${cancelled} cancelled`);
  return `${parts.join(', ')}.`;
}

/** /upload and /pdf-upload: up to 20 documents at once by drag and drop or the file picker, each with its own progress and answer. */
export default function UploadPage() {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue();
  const { items } = queue;
  const busy = items.some(isActive);
  const failed = items.some((i) => i.status === 'failed');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void queue.add([...event.dataTransfer.files]);
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
        <h1 className="mt-3 text-2xl font-semibold">Upload documents</h1>
        <p className="mt-1 text-sm text-slate-600">
          PDF or Word, up to 50 MB each and {MAX_FILES_PER_UPLOAD} at once. We read out the customer, the
          registration and where they sign.
        </p>

        <section
          aria-label="Drop a document here"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'mt-6 flex flex-col items-center rounded-xl border-2 border-dashed bg-white px-4 py-10 text-center',
            dragging
              ? 'border-brand bg-brand/5'
              : busy
                ? 'border-brand/60'
                : failed
                  ? 'border-amber-400'
                  : 'border-slate-300',
          )}
        >
          <FileUp className="h-10 w-10 text-brand-ink" aria-hidden="true" />
          <p className="mt-3 font-medium">{dragging ? 'Drop to upload' : 'Drag and drop documents here'}</p>
          <p className="text-sm text-slate-600">or</p>
          <Button className="mt-2" onClick={() => input.current?.click()}>
            Choose files
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Document files"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void queue.add(files);
            }}
          />
          <p role="status" className="mt-3 min-h-5 text-sm text-slate-700" data-testid="upload-summary">
            {items.length > 0 ? summary(items) : ''}
          </p>
          {queue.notice && (
            <p role="alert" className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
              {queue.notice}
            </p>
          )}
        </section>

        {items.length > 0 && (
          <section aria-labelledby="files-heading" className="mt-6">
            <h2 id="files-heading" className="font-semibold">
              Files
            </h2>
            <ul className="mt-2 grid grid-cols-1 gap-3">
              {items.map((item) => (
                <UploadRow
                  key={item.id}
                  item={item}
                  detailed={items.length === 1}
                  onCancel={() => queue.cancel(item.id)}
                  onRetry={() => queue.retry(item.id)}
                />
              ))}
            </ul>
            {!busy && (
              <div className="mt-5 flex flex-wrap gap-2">
                <Button variant="outline" onClick={queue.clear}>
                  Upload Another Document
                </Button>
                <Link href="/" className={buttonClass('ghost')}>
                  Complete Setup
                </Link>
              </div>
            )}
          </section>
        )}
      </main>
    </div>
  );
}
