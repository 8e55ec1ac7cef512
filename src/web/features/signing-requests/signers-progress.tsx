// Details of a request with several signers (issue 31): who has signed, who is next, who declined, and the
// dealer's own Countersign when it is their turn. A one-customer request shows none of this.
import { useMutation } from '@tanstack/react-query';
import { nextSigners, type SignerSummary, slotName } from '../../../shared/signers.ts';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { ApiError, apiJson } from '../../lib/api.ts';

const STATUS_WORDS: Record<SignerSummary['status'], string> = {
  waiting: 'waiting for their turn',
  sent: 'link sent',
  opened: 'opened',
  signed: 'signed',
  declined: 'declined',
};

export function SignersProgress({ request }: { request: SigningRequestSummary }) {
  const signers = request.signers;
  const countersign = useMutation({
    mutationFn: () =>
      apiJson<{ link: string }>('GET', `/api/signing-requests/${request.id}/countersign-link`),
    // The dealer signs on the same signing page as the customers, with their own places only.
    onSuccess: ({ link }) => window.location.assign(link),
  });
  if (!signers?.length) return null;
  const open = request.status === 'sent' || request.status === 'in_progress';
  const next = open ? nextSigners(signers, request.order ?? 'parallel') : [];
  const dealerTurn = next.some((s) => s.role === 'dealer');
  return (
    <section aria-labelledby="request-signers">
      <h3 id="request-signers" className="font-semibold">
        Signers{request.order === 'sequential' ? ' (in this order)' : ' (all at once)'}
      </h3>
      <ol className="mt-2 grid gap-2">
        {signers.map((s) => (
          <li key={s.id} className="rounded-lg border border-slate-200 p-2" data-testid="signer-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{s.name}</span>{' '}
                <span className="text-slate-600">· {slotName(s.slot)}</span>
              </span>
              <StatusBadge status={STATUS_WORDS[s.status]} />
            </div>
            {s.declineReason && <p className="mt-1 text-slate-700">“{s.declineReason}”</p>}
          </li>
        ))}
      </ol>
      {request.status === 'declined' && (
        <p className="mt-2 text-red-700">
          This request has stopped: {signers.find((s) => s.status === 'declined')?.name ?? 'a signer'}{' '}
          declined to sign. Send a new request when the paperwork is put right.
        </p>
      )}
      {next.length > 0 && (
        <p className="mt-2 text-slate-700" data-testid="signers-next">
          Next to sign: {next.map((s) => s.name).join(', ')}
        </p>
      )}
      {dealerTurn && (
        <div className="mt-2 grid gap-1">
          <Button onClick={() => countersign.mutate()} disabled={countersign.isPending}>
            {countersign.isPending ? 'Opening…' : 'Countersign now'}
          </Button>
          {countersign.error && (
            <p className="text-red-700">
              {countersign.error instanceof ApiError ? countersign.error.reason : 'Please try again.'}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
