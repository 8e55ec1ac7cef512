import * as Tabs from '@radix-ui/react-tabs';
import {
  Activity,
  ArrowLeft,
  CheckCircle2,
  FileUp,
  KeyRound,
  Pencil,
  Search,
  Send,
  ShieldCheck,
  XCircle,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { documentsApi } from '../../../shared/api/documents.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import type { DocumentSummary } from '../../../shared/documents/document.schema.ts';
import { MAX_FILES_PER_UPLOAD, type MultiUploadResponse } from '../../../shared/documents/document.schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/documents/document-types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { useAuth } from '../auth/index.ts';
import { FileBrowser } from '../dealer-files/index.ts';
import { refreshDocuments, useEnableAllSignatures } from './api.ts';
import { formatSize } from './format-size.ts';
import { isAcceptedDocument, uploadWithProgress } from './upload-file.ts';

const TAB_CLASS =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** /admin: bulk upload and the template library. */
export default function DocumentAdminPage() {
  const enableAll = useEnableAllSignatures();
  const { isAdmin } = useAuth();
  return (
    <div>
      <main className="mx-auto max-w-5xl px-4 py-6">
        <Link href="/" className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the dashboard
        </Link>
        {/* Links to the control center and protected files (routes that exist for admins only). */}
        {isAdmin && (
          <nav aria-label="Administration" className="mt-2 flex flex-wrap gap-2">
            <Link href="/admin-control-center" className={buttonClass('outline', 'min-h-9')}>
              <Activity className="h-4 w-4" aria-hidden="true" /> Admin Control Center
            </Link>
            <Link href="/admin-password-reset" className={buttonClass('outline', 'min-h-9')}>
              <KeyRound className="h-4 w-4" aria-hidden="true" /> Protected files
            </Link>
          </nav>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">Document administration</h1>
          <Button onClick={() => enableAll.mutate()} disabled={enableAll.isPending}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Enable All Signatures
          </Button>
        </div>
        <Tabs.Root defaultValue="upload" className="mt-6">
          <Tabs.List
            aria-label="Document administration"
            className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1"
          >
            <Tabs.Trigger value="upload" className={TAB_CLASS}>
              Document Templates
            </Tabs.Trigger>
            <Tabs.Trigger value="library" className={TAB_CLASS}>
              Manage Templates
            </Tabs.Trigger>
            <Tabs.Trigger value="dealer-files" className={TAB_CLASS}>
              Dealer Files
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upload" className="mt-4">
            <BulkUpload />
          </Tabs.Content>
          <Tabs.Content value="library" className="mt-4">
            <Library />
          </Tabs.Content>
          <Tabs.Content value="dealer-files" className="mt-4">
            <FileBrowser />
          </Tabs.Content>
        </Tabs.Root>
      </main>
    </div>
  );
}

function BulkUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<MultiUploadResponse | null>(null);

  async function upload(files: File[]) {
    const rejected = files.filter((f) => !isAcceptedDocument(f));
    if (rejected.length) {
      toast({
        title: 'Invalid File',
        description: `${rejected.map((f) => f.name).join(', ')}: only PDF, DOC and DOCX files.`,
        variant: 'destructive',
      });
      return;
    }
    const form = new FormData();
    for (const file of files.slice(0, MAX_FILES_PER_UPLOAD)) form.append('documents', file);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<MultiUploadResponse>(
        documentsApi.uploadMany.path,
        form,
        setProgress,
      );
      setResult(answer);
      if (answer.errors.length) {
        toast({
          title: 'Some Files Failed',
          description: `${answer.errors.length} file(s) could not be uploaded.`,
          variant: 'destructive',
        });
      }
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as unknown as MultiUploadResponse | undefined) : undefined;
      if (body?.errors) setResult(body);
      toast({
        title: 'Upload Failed',
        description: error instanceof ApiError ? error.reason : 'Upload failed',
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      await refreshDocuments();
    }
  }

  return (
    <Card as="section" aria-label="Bulk upload" className="p-5">
      <p className="text-sm text-slate-600">
        Upload up to {MAX_FILES_PER_UPLOAD} PDF or Word files at once, up to 50MB each.
      </p>
      <Button className="mt-3" onClick={() => input.current?.click()} disabled={progress !== null}>
        <FileUp className="h-4 w-4" aria-hidden="true" />{' '}
        {progress === null ? 'Choose files' : `Uploading… ${Math.round(progress * 100)}%`}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept=".pdf,.doc,.docx"
        className="sr-only"
        aria-label="Document files"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      {result && (
        <div className="mt-4 text-sm">
          <p className="font-medium">{result.message}</p>
          <ul className="mt-2 grid gap-1">
            {result.results.map((r) => (
              <li key={r.document.id} className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" /> {r.fileName}
              </li>
            ))}
            {result.errors.map((e) => (
              <li key={e.fileName} className="flex items-center gap-2 text-red-700">
                <XCircle className="h-4 w-4" aria-hidden="true" /> {e.fileName}: {e.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** The whole template library, searched on the server and a page at a time as the dealer scrolls. */
function Library() {
  const list = usePagedSearch<typeof documentsApi.list>({ path: PATHS.documents });
  return (
    <>
      <SearchBox
        value={list.search}
        onChange={list.setSearch}
        placeholder="Search by title or file name"
        label="Search templates"
      />
      <QueryState
        query={list.query}
        what="your templates"
        isEmpty={(rows) => rows.length === 0}
        empty={
          list.searching ? (
            <EmptyState icon={Search} title={`No templates match “${list.searching}”`}>
              Try part of the document’s title or its file name.
            </EmptyState>
          ) : (
            <EmptyState
              icon={FileUp}
              title="No templates yet"
              action={
                <Link href="/upload" className={buttonClass()}>
                  Upload a document
                </Link>
              }
            />
          )
        }
      >
        {(rows) => <LibraryList documents={rows} />}
      </QueryState>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoad={list.loadMore}
        footRef={list.footRef}
      />
    </>
  );
}

function LibraryList({ documents }: { documents: DocumentSummary[] }) {
  return (
    <Card as="ul" className="divide-y divide-slate-200">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{d.title}</p>
            <p className="text-sm text-slate-600">
              {DOCUMENT_TYPE_LABELS[d.documentType]} · {d.pageCount} page{d.pageCount === 1 ? '' : 's'} ·{' '}
              {formatSize(d.sizeBytes)} · {d.signatureRequired ? 'signature required' : 'no signature'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href={`/documents/${d.id}/edit`} className={buttonClass('outline', 'min-h-9 px-3')}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
            </Link>
            {/* Only a document that needs a signature is offered for signing. */}
            {d.signatureRequired && (
              <Link href={`/documents/${d.id}/send`} className={buttonClass('outline', 'min-h-9 px-3')}>
                <Send className="h-4 w-4" aria-hidden="true" /> Send
              </Link>
            )}
          </div>
        </li>
      ))}
    </Card>
  );
}
