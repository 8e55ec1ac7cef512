// "Sign in person" in a request's Details: the dealer hands their own device to the customer standing beside
// them. The server locks this session's dealer app and answers the signing page to open in its place. With
// several signers the dealer picks who signs on the device: each signer whose turn it is has a
// button that opens their own link, and when nobody can sign now it says why.
import { useMutation } from '@tanstack/react-query';
import { Tablet } from 'lucide-react';
import type { handoverApi } from '../../../shared/api/handover.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import {
  nextSigners,
  type SignerSummary,
  type SigningOrder,
  slotName,
} from '../../../shared/documents/signers.ts';
import type { SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingRequestKey } from '../../lib/query-keys.ts';
import { listNames } from './signer-names.ts';

export function SignInPersonButton({ request }: { request: SigningRequestSummary }) {
  const start = useMutation({
    // `signer`: the request_signers id of the one who signs on the device (several signers only).
    mutationFn: (signer: string | undefined) =>
      callApi<typeof handoverApi.start>(ADDRESSES.startHandover, {
        params: { id: request.id },
        ...(signer && { query: { signer } }),
      }),
    onSuccess: ({ signUrl }) => window.location.assign(signUrl),
    onError: (error) => {
      reportMutationError(
        error,
        error instanceof ApiError ? error.reason : 'Please try again.',
        'Not opened',
      );
      // Someone may have signed or declined meanwhile: show who can sign now.
      void queryClient.invalidateQueries({ queryKey: signingRequestKey(request.id) });
    },
  });
  if (request.status !== 'sent' && request.status !== 'in_progress') return null;
  if (request.signers?.length) {
    return (
      <ChooseSigner
        signers={request.signers}
        order={request.order ?? 'parallel'}
        busy={start.isPending}
        onChoose={(signerId) => start.mutate(signerId)}
      />
    );
  }
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <Button onClick={() => start.mutate(undefined)} disabled={start.isPending} className="w-full sm:w-auto">
        <Tablet className="h-4 w-4" aria-hidden="true" />
        Sign in person
      </Button>
      <p className="mt-2 text-xs text-slate-600">
        Opens {request.customer.name}’s signing page on this device. The dealer app stays locked until they
        finish or you enter your password; their link keeps working if they stop.
      </p>
    </div>
  );
}

/**
 * Who can take the device now: a customer or guarantor whose turn it is and whose link is out (as the
 * server checks). The dealership's countersignature is given in the app (Countersign now), never here.
 */
function inPersonSigners(signers: readonly SignerSummary[], order: SigningOrder) {
  return nextSigners(signers, order).filter((s) => s.role !== 'dealer' && s.status !== 'waiting');
}

/** Why nobody can be handed the device now, in plain words. */
function nobodyCanSign(signers: readonly SignerSummary[], order: SigningOrder): string {
  const left = signers.filter((s) => s.role !== 'dealer' && s.status !== 'signed');
  if (left.length === 0) {
    return 'Nobody is left to sign in person: the customers have all signed, and the dealership countersigns in the app, not on a handed-over device.';
  }
  const names = listNames(left.map((s) => s.name));
  if (nextSigners(signers, order).some((s) => s.role === 'dealer')) {
    return `Nobody can sign in person yet: the dealership countersigns first, in the app. Then ${names} can sign on this device.`;
  }
  return `Nobody can sign in person yet: ${names} ${left.length === 1 ? 'is' : 'are'} still waiting for their turn.`;
}

function ChooseSigner(props: {
  signers: readonly SignerSummary[];
  order: SigningOrder;
  busy: boolean;
  onChoose: (signerId: string) => void;
}) {
  const choices = inPersonSigners(props.signers, props.order);
  return (
    <section
      aria-labelledby="sign-in-person-heading"
      className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id="sign-in-person-heading" className="font-semibold">
        Sign in person
      </h3>
      {choices.length === 0 ? (
        <p className="mt-1 text-slate-700" data-testid="sign-in-person-none">
          {nobodyCanSign(props.signers, props.order)}
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-slate-600">
            Choose who signs on this device: it opens their own signing page. The dealer app stays locked
            until they finish or you enter your password; their link keeps working if they stop.
          </p>
          <div className="mt-2 grid gap-2 sm:flex sm:flex-wrap">
            {choices.map((s) => (
              <Button
                key={s.id}
                onClick={() => props.onChoose(s.id)}
                disabled={props.busy}
                className="w-full min-w-0 sm:w-auto"
              >
                <Tablet className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  Sign in person: {s.name} ({slotName(s.slot)})
                </span>
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
