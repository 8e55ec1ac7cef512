import {
  AlertTriangle,
  CheckCircle2,
  Eye,
  FileText,
  Pencil,
  Search,
  Send,
  Trash2,
  Type,
  Upload,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { documentsApi } from '../../../shared/api/documents.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import type { DocumentSummary } from '../../../shared/documents/document.schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/documents/document-types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { formatDate } from '../../lib/format.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { openDocument, useDeleteDocument } from './api.ts';
import { formatSize } from './format-size.ts';

export function DocumentsTab() {
  const list = usePagedSearch<typeof documentsApi.list>({ path: PATHS.documents });
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  const remove = useDeleteDocument();
  return (
    <section aria-labelledby="documents-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="documents-heading" className="text-lg font-semibold">
          Document Templates
        </h2>
        <Link href="/upload" className={buttonClass()}>
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload Document
        </Link>
      </div>
      <SearchBox
        value={list.search}
        onChange={list.setSearch}
        placeholder="Search by title or file name"
        label="Search documents"
      />
      <QueryState
        query={list.query}
        what="your documents"
        isEmpty={(rows) => rows.length === 0}
        empty={
          list.searching ? (
            <EmptyState icon={Search} title={`No documents match “${list.searching}”`}>
              Try part of the document’s title or its file name.
            </EmptyState>
          ) : (
            <EmptyState
              icon={FileText}
              title="No document templates yet"
              action={
                <Link href="/upload" className={buttonClass()}>
                  <Upload className="h-4 w-4" aria-hidden="true" /> Upload your first document
                </Link>
              }
            >
              Upload a PDF or Word document: we read out the customer, the registration and where to sign.
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((d) => (
              <DocumentCard key={d.id} document={d} onDelete={() => setDeleting(d)} />
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoad={list.loadMore}
        footRef={list.footRef}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete document"
        description={`Are you sure you want to delete ${deleting?.title ?? ''}? This action cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}

function DocumentCard({ document: d, onDelete }: { document: DocumentSummary; onDelete: () => void }) {
  return (
    <Card as="li" className="flex flex-col p-4">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words">{d.title}</p>
        <span
          className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ${d.isWord ? 'bg-blue-100 text-blue-800' : 'bg-red-100 text-red-800'}`}
        >
          {d.isWord ? 'Word' : 'PDF'}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {DOCUMENT_TYPE_LABELS[d.documentType]} · {d.pageCount} page{d.pageCount === 1 ? '' : 's'} ·{' '}
        {formatSize(d.sizeBytes)}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-slate-500">Customer</dt>
        <dd className="truncate">{d.extractedData.customerName ?? '—'}</dd>
        <dt className="text-slate-500">Registration</dt>
        <dd>
          {d.extractedData.vehicleRegistration
            ? formatRegistration(d.extractedData.vehicleRegistration)
            : '—'}
        </dd>
        <dt className="text-slate-500">Signatures</dt>
        <dd>
          {d.signatureRequired ? signatureFieldCount(d.extractedData.signatureFields.length) : 'Not required'}
        </dd>
      </dl>
      <p
        className={`mt-2 flex items-center gap-1 text-xs ${d.validation.isValid ? 'text-emerald-700' : 'text-amber-700'}`}
      >
        {d.validation.isValid ? (
          <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        {d.validation.isValid ? 'Ready to send' : (d.validation.issues[0] ?? 'Needs attention')}
      </p>
      <p className="mt-1 text-xs text-slate-500">Uploaded {formatDate(d.uploadedAt)}</p>
      <div className="mt-3 flex flex-wrap gap-1 border-t border-slate-100 pt-3">
        <Button variant="ghost" className="min-h-9 px-2" onClick={() => openDocument(d)}>
          <Eye className="h-4 w-4" aria-hidden="true" /> Preview
        </Button>
        <Link href={`/documents/${d.id}/edit`} className={buttonClass('ghost', 'min-h-9 px-2')}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Link>
        <Link href={`/documents/${d.id}/text-editor`} className={buttonClass('ghost', 'min-h-9 px-2')}>
          <Type className="h-4 w-4" aria-hidden="true" /> Text Editor
        </Link>
        <Link href={`/documents/${d.id}/send`} className={buttonClass('ghost', 'min-h-9 px-2')}>
          <Send className="h-4 w-4" aria-hidden="true" /> Send for signing
        </Link>
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-red-700"
          onClick={onDelete}
          aria-label={`Delete ${d.title}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
        </Button>
      </div>
    </Card>
  );
}

const signatureFieldCount = (n: number) =>
  n === 0 ? 'No fields yet' : `${n} ${n === 1 ? 'field' : 'fields'}`;
