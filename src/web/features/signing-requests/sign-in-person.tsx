// "Sign in person" in a request's Details: the dealer hands their own device to the customer standing beside
// them. The server locks this session's dealer app and answers the signing page to open in its place.
import { useMutation } from '@tanstack/react-query';
import { Tablet } from 'lucide-react';
import type { handoverApi } from '../../../shared/api/handover.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';

export function SignInPersonButton({ request }: { request: SigningRequestSummary }) {
  const start = useMutation({
    mutationFn: () =>
      callApi<typeof handoverApi.start>(ADDRESSES.startHandover, { params: { id: request.id } }),
    onSuccess: ({ signUrl }) => window.location.assign(signUrl),
    onError: (error) =>
      reportMutationError(
        error,
        error instanceof ApiError ? error.reason : 'Please try again.',
        'Not opened',
      ),
  });
  if (request.status !== 'sent' && request.status !== 'in_progress') return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <Button onClick={() => start.mutate()} disabled={start.isPending} className="w-full sm:w-auto">
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
