import { useMutation, useQuery } from '@tanstack/react-query';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { apiJson } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { statsKey } from '../dashboard/api.ts';

export const signingRequestsKey = ['/api/signing-requests'];

export const useSigningRequests = () => useQuery<SigningRequestSummary[]>({ queryKey: signingRequestsKey });

// After a signing request, the requests and stats caches refresh (spec A §7).
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: signingRequestsKey }),
    queryClient.invalidateQueries({ queryKey: statsKey }),
  ]);

type Created = SigningRequestSummary & { mailStatus: 'sent' | 'failed' };
type NewRequest = { customerId: string; documentIds: string[]; notes?: string | null };

/** Create Request and Resend share one call; they differ in their toasts. */
export function useCreateSigningRequest(kind: 'create' | 'resend', onDone: () => void) {
  return useMutation({
    mutationFn: (body: NewRequest) => apiJson<Created>('POST', '/api/signing-requests', body),
    onSuccess: async (created) => {
      await refresh();
      if (created.mailStatus === 'failed') {
        toast({
          title: 'E-mail not delivered',
          description: `The request was saved, but the e-mail to ${created.customer.email} could not be sent.`,
          variant: 'destructive',
        });
      } else if (kind === 'resend') {
        toast({
          title: 'Documents Resent',
          description: `${created.customer.name} will receive a new signing link.`,
          variant: 'success',
        });
      } else {
        toast({
          title: 'Signing Request Created',
          description: 'The customer will receive an email with signing instructions.',
          variant: 'success',
        });
      }
      onDone();
    },
    onError: (error) =>
      reportMutationError(
        error,
        kind === 'resend'
          ? 'Failed to resend documents. Please try again.'
          : 'Failed to create signing request. Please try again.',
      ),
  });
}

export function useCancelSigningRequest() {
  return useMutation({
    mutationFn: (id: string) => apiJson<SigningRequestSummary>('POST', `/api/signing-requests/${id}/cancel`),
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
