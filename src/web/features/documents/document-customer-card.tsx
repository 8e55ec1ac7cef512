import { Send, UserCheck, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { CustomerDialog } from '../customers/index.ts';
import { documentCustomerKey, useDocumentCustomer } from './api.ts';

/**
 * The customer the paperwork names: "Matches <name>" with the way to send them this document when they are
 * a customer already (matched on e-mail, phone, or name and registration), else "Create customer from this
 * document", which opens Add Customer filled from the document, every value there to check before saving.
 */
export function DocumentCustomerCard({ documentId }: { documentId: string }) {
  const query = useDocumentCustomer(documentId);
  const [adding, setAdding] = useState(false);
  const details = query.data?.details;
  // One object per answer: the dialog starts again from it only when the answer changes.
  const start = useMemo(
    () =>
      details && {
        name: details.name ?? '',
        email: details.email ?? '',
        phone: details.phone ?? '',
        address: details.address ?? '',
        postcode: details.postcode ?? '',
        vehicleRegistration: details.vehicleRegistration
          ? formatRegistration(details.vehicleRegistration)
          : '',
      },
    [details],
  );
  if (!query.data || !details) return null;
  const { match } = query.data;
  if (match)
    return (
      <div className="grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm">
        <p className="flex min-w-0 items-start gap-2 text-emerald-900" data-testid="customer-match">
          <UserCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Matches {match.name} <span className="text-emerald-800">(same {match.by})</span>
          </span>
        </p>
        <Link
          href={`/documents/${documentId}/send?customer=${match.id}`}
          className={buttonClass('outline', 'w-fit max-w-full')}
        >
          <Send className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">Send to {match.name}</span>
        </Link>
      </div>
    );
  if (!Object.values(details).some(Boolean)) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="min-w-0 break-words text-slate-700">
        Not a customer yet: {[details.name, details.postcode].filter(Boolean).join(', ') || 'details found'}
      </p>
      <Button variant="outline" className="w-fit" onClick={() => setAdding(true)}>
        <UserPlus className="h-4 w-4" aria-hidden="true" /> Create customer from this document
      </Button>
      <CustomerDialog
        open={adding}
        customer={null}
        start={start}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          // The new customer is the one the document names now: the card turns to "Matches …".
          void queryClient.invalidateQueries({ queryKey: documentCustomerKey(documentId) });
        }}
      />
    </div>
  );
}
