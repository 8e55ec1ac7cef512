import { ChevronRight, FileSignature } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { signerNames } from './signer-names.ts';

/** The open request lives in the address (`?request={id}`), so a notification or a link can open it. */
export const requestHref = (id: string) => `/dashboard/requests?request=${encodeURIComponent(id)}`;

/** Requests as rows that open their Details; on a phone each row stacks, so nothing runs off the screen. */
export function RequestsList(props: {
  requests: SigningRequestSummary[];
  onOpen: (request: SigningRequestSummary) => void;
  onCancel?: (id: string) => void;
  cancelling?: boolean;
  /** The next step when there are none yet. */
  emptyAction?: ReactNode;
}) {
  const { requests, onCancel, onOpen } = props;
  if (requests.length === 0) {
    return (
      <EmptyState icon={FileSignature} title="No signing requests yet" action={props.emptyAction}>
        Requests you send to customers appear here with their progress.
      </EmptyState>
    );
  }
  return (
    <Card as="ul" className="divide-y divide-slate-200 overflow-hidden">
      {requests.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
          <button
            type="button"
            onClick={() => onOpen(r)}
            aria-label={`Details of the request for ${r.customer.name}`}
            className="flex min-w-0 flex-1 items-center gap-2 rounded-md text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{signerNames(r)}</span>
              <span className="block truncate text-sm text-slate-600">{r.customer.email}</span>
              {r.documents.length > 0 && (
                <span className="block truncate text-xs text-slate-500">
                  {r.documents.map((d) => d.title).join(', ')}
                </span>
              )}
            </span>
            <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          </button>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 sm:gap-3">
            <span>Sent {formatDate(r.sentAt)}</span>
            <StatusBadge status={r.status} />
            {r.signers?.length ? (
              <span data-testid="signers-count">
                {r.signers.filter((s) => s.status === 'signed').length} of {r.signers.length} signed
              </span>
            ) : null}
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
