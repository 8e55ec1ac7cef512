// One-tap countersigning with the member's own saved signature: every one of their places on the
// request, then their part submitted, as if signed on the page. Without a saved signature, a link to save one.
import { useMutation } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { Link } from 'wouter';
import type { memberSignaturesApi } from '../../../shared/api/member-signatures.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingRequestsKey } from '../../lib/query-keys.ts';
import { useSavedSignature } from '../../lib/saved-signature.ts';

export function CountersignSaved({ requestId }: { requestId: string }) {
  const saved = useSavedSignature();
  const tap = useMutation({
    mutationFn: () =>
      callApi<typeof memberSignaturesApi.countersign>(ADDRESSES.countersignWithSaved, {
        params: { id: requestId },
      }),
    onSuccess: async ({ completed }) => {
      await queryClient.invalidateQueries({ queryKey: signingRequestsKey });
      toast({
        title: 'Countersigned',
        description: completed
          ? 'Everyone has signed: the set is being sealed.'
          : 'Your saved signature is on your places. The next signer has been sent their link.',
        variant: 'success',
      });
    },
    onError: (error) =>
      reportMutationError(
        error,
        error instanceof ApiError ? error.reason : 'Please try again.',
        'Not signed',
      ),
  });
  if (saved.isLoading || saved.isError) return null;
  if (!saved.data)
    return (
      <Link href="/settings" className="self-center text-sm text-brand-ink underline">
        Save your signature for one-tap countersigning
      </Link>
    );
  return (
    <Button variant="outline" onClick={() => tap.mutate()} disabled={tap.isPending}>
      <img src={saved.data.signatureData} alt="" className="h-6 w-14 object-contain" />
      <PenLine className="h-4 w-4" aria-hidden="true" />
      {tap.isPending ? 'Signing…' : 'Use my saved signature'}
    </Button>
  );
}
