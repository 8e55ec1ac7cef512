import { FileSignature } from 'lucide-react';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../lib/format.ts';

export function RequestsList({ requests }: { requests: SigningRequestSummary[] }) {
  if (requests.length === 0) {
    return (
      <EmptyState icon={FileSignature} title="No signing requests yet">
        Requests you send to customers appear here with their progress.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{r.customer.name}</p>
            <p className="truncate text-sm text-slate-600">{r.customer.email}</p>
          </div>
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <span>Sent {formatDate(r.sentAt)}</span>
            <StatusBadge status={r.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
