import { FileText } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useDashboardStats } from './api.ts';

// The documents issue replaces this with the template grid (Preview, Edit, Delete, Text Editor).
export function DocumentsTab() {
  const stats = useDashboardStats();
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="mb-4 text-lg font-semibold">
        Document Templates
      </h2>
      <EmptyState icon={FileText} title={`${stats.data?.totalDocuments ?? 0} document templates`}>
        Uploading and editing templates arrives with document processing.
      </EmptyState>
    </section>
  );
}
