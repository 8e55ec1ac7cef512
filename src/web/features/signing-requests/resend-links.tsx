// Resend for a request with several signers: the link again to each signer whose turn it is and
// who has not signed, each by their own channel. Used by Details and by the customers' Resend dialog.
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { ResentTo, signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingRequestsKey } from '../../lib/query-keys.ts';

/** "Ben Okafor by e-mail and text message", "Priya Shah in the app". */
export const resentWords = (to: ResentTo) =>
  `${to.name} ${
    to.channels.length === 0
      ? 'in the app'
      : `by ${to.channels.map((c) => (c === 'sms' ? 'text message' : 'e-mail')).join(' and ')}`
  }`;

export function useResendLinks(requestId: string, onDone?: () => void) {
  return useMutation({
    mutationFn: () =>
      callApi<typeof signingRequestsApi.resendLinks>(ADDRESSES.resendSignerLinks, {
        params: { id: requestId },
      }),
    onSuccess: async ({ sentTo }) => {
      await queryClient.invalidateQueries({ queryKey: signingRequestsKey });
      toast({
        title: 'Links sent again',
        description: `Sent to ${sentTo.map(resentWords).join('; ')}.`,
        variant: 'success',
      });
      onDone?.();
    },
    onError: (error) =>
      reportMutationError(
        error,
        // Nobody waiting (409), too many resends or texts for now (429), the plan's texts used up (402): said as is.
        error instanceof ApiError && [402, 409, 429].includes(error.status)
          ? error.reason
          : 'Failed to resend documents. Please try again.',
      ),
  });
}

export function ResendLinksButton(props: { requestId: string; label?: string; onDone?: () => void }) {
  const resend = useResendLinks(props.requestId, props.onDone);
  return (
    <Button variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
      <Send className="h-4 w-4" aria-hidden="true" />{' '}
      {resend.isPending ? 'Sending…' : (props.label ?? 'Send the links again')}
    </Button>
  );
}
