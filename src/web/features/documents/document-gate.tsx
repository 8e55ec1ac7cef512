// The loading, not-found and failed states every screen of one document shares (editor, text editor,
// send page), in the spec's words: 'Loading document...', 'Document not found', 'Failed to load document'.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DocumentDetail } from '../../../shared/documents/document.schema.ts';
import { LoadError } from '../../components/ui/query-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDocument } from './api.ts';

export function DocumentGate({ id, children }: { id: string; children: (d: DocumentDetail) => ReactNode }) {
  const document = useDocument(id);
  if (document.isPending) {
    return (
      <p role="status" className="mx-auto max-w-3xl p-6 text-slate-600">
        Loading document...
      </p>
    );
  }
  if (document.data) return <>{children(document.data)}</>;
  const notFound = document.error instanceof ApiError && document.error.status === 404;
  return (
    <main className="mx-auto grid max-w-3xl gap-3 p-4 sm:p-6">
      {notFound ? (
        <p className="text-lg font-semibold">Document not found</p>
      ) : (
        <LoadError
          error={document.error}
          what="the document"
          title="Failed to load document"
          onRetry={() => void document.refetch()}
          retrying={document.isFetching}
        />
      )}
      <Link href="/documents" className="text-sm text-brand-ink hover:underline">
        Back to Documents
      </Link>
    </main>
  );
}
