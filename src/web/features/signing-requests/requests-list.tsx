import { FileSignature } from 'lucide-react';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../lib/format.ts';

export function RequestsList(props: {
  requests: SigningRequestSummary[];
  onCancel?: (id: string) => void;
  cancelling?: boolean;
  onOpen?: (request: SigningRequestSummary) => void;
}) {
  const { requests, onCancel, onOpen } = props;
  if (requests.length === 0) {
    return (
      <EmptyState icon={FileSignature} title="No signing requests yet">
        Requests you send to customers appear here with their progress.
      </EmptyState>
    );
  }
  return (
    <Card as="ul" className="divide-y divide-slate-200">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium">{r.customer.name}</p>
            <p className="truncate text-sm text-slate-600">{r.customer.email}</p>
            {r.documents.length > 0 && (
              <p className="truncate text-xs text-slate-500">{r.documents.map((d) => d.title).join(', ')}</p>
            )}
          </div>
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <span>Sent {formatDate(r.sentAt)}</span>
            <StatusBadge status={r.status} />
            {onOpen && (
              <Button
                variant="outline"
                className="min-h-8 px-2"
                onClick={() => onOpen(r)}
                aria-label={`Details of the request for ${r.customer.name}`}
              >
                Details
              </Button>
            )}
            {onCancel && (r.status === 'sent' || r.status === 'in_progress') && (
              <Button
                variant="ghost"
                className="min-h-8 px-2 text-red-700"
                disabled={props.cancelling}
                onClick={() => onCancel(r.id)}
              >
                Cancel
              </Button>
            )}
          </div>
        </li>
      ))}
    </Card>
  );
}
