import { useMutation, useQuery } from '@tanstack/react-query';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import type { SigningRequestBody } from '../../../shared/documents/signing-request.types.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi, queryAt } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingRequestsKey, statsKey } from '../../lib/query-keys.ts';
import { sentBy } from './channel-choice.tsx';
import { sentToSigners } from './signer-words.ts';

/**
 * The newest `count` requests (the dashboard's overview): one short page, under the list's own key, which
 * the server-drawn dashboard fills (src/web/dashboard-ssr.tsx) and every change to a request refreshes.
 */
export const useLatestRequests = (count: number) =>
  useQuery(
    queryAt<typeof signingRequestsApi.list>(
      ADDRESSES.listSigningRequests,
      { query: { limit: count } },
      signingRequestsKey,
    ),
  );

/** One customer's latest request (or null): asked of the server, however many requests the dealer has. */
export const useLatestRequestOf = (customerId: string | undefined) =>
  useQuery({
    queryKey: [...signingRequestsKey, 'latest-of', customerId],
    queryFn: async () =>
      (
        await callApi<typeof signingRequestsApi.list>(ADDRESSES.listSigningRequests, {
          query: { limit: 1, customerId: customerId! },
        })
      )[0] ?? null,
    enabled: Boolean(customerId),
  });

// After a signing request, the requests and stats caches refresh.
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: signingRequestsKey }),
    queryClient.invalidateQueries({ queryKey: statsKey }),
  ]);

/** mailStatus: 'queued' (sent by a worker a moment later; Details shows how it went), null without e-mail. */

type NewRequest = SigningRequestBody;

/** Create Request and Resend share one call; they differ in their toasts. */
export function useCreateSigningRequest(kind: 'create' | 'resend', onDone: () => void) {
  return useMutation({
    mutationFn: (body: NewRequest) =>
      callApi<typeof signingRequestsApi.create>(ADDRESSES.createSigningRequest, { body }),
    onSuccess: async (created) => {
      await refresh();
      if (created.mailStatus === 'retrying') {
        toast(mailRetryingToast(created.customer.email));
      } else if (kind === 'resend') {
        toast({
          title: 'Documents Resent',
          description: `${created.customer.name} will receive a new signing link by ${sentBy(created.channels)}.`,
          variant: 'success',
        });
      } else {
        toast({
          title: 'Signing Request Created',
          description: created.signers?.length
            ? sentToSigners(created.signers)
            : `The customer will receive ${sentBy(created.channels)} with signing instructions.`,
          variant: 'success',
        });
      }
      onDone();
    },
    onError: (error) =>
      reportMutationError(
        error,
        // A refused mismatch says which document and whom it names; anything else keeps the spec's words.
        error instanceof ApiError && error.status === 409
          ? error.reason
          : kind === 'resend'
            ? 'Failed to resend documents. Please try again.'
            : 'Failed to create signing request. Please try again.',
      ),
  });
}

export function useCancelSigningRequest() {
  return useMutation({
    mutationFn: (id: string) =>
      callApi<typeof signingRequestsApi.cancel>(ADDRESSES.cancelSigningRequest, { params: { id } }),
    onSuccess: async () => {
      await refresh();
      toast({
        title: 'Request Cancelled',
        description: 'The signing link no longer works.',
        variant: 'success',
      });
    },
    onError: (error) => reportMutationError(error, 'Failed to cancel the signing request. Please try again.'),
  });
}

/** The request is saved but its e-mail has not left yet: the queue keeps trying (see the request's details). */
export const mailRetryingToast = (email: string) => ({
  title: 'E-mail not delivered yet',
  description: `The request was saved. The e-mail to ${email} could not be sent yet; Docs2Sign will keep trying.`,
  variant: 'destructive' as const,
});
