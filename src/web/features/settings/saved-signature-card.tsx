// Settings → Profile: the signed-in person's own signature, drawn or typed once and used to
// countersign a request with one tap from its Details. Each member has their own; nobody else sees it.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { memberSignaturesApi } from '../../../shared/api/member-signatures.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { savedSignatureKey } from '../../lib/query-keys.ts';
import { useSavedSignature } from '../../lib/saved-signature.ts';
import { useAuth } from '../auth/index.ts';
import { SignatureInput } from './signature-input.tsx';

export function SavedSignatureCard() {
  const { user } = useAuth();
  const saved = useSavedSignature();
  const [drawing, setDrawing] = useState(false);
  const save = useMutation({
    mutationFn: (body: { signatureData: string; kind: 'drawn' | 'typed' }) =>
      callApi<typeof memberSignaturesApi.save>(
        { method: 'PUT', path: ADDRESSES.getSavedSignature.path },
        { body },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(savedSignatureKey, answer);
      setDrawing(false);
      toast({
        title: 'Signature saved',
        description: 'Use it to countersign with one tap.',
        variant: 'success',
      });
    },
  });
  const remove = useMutation({
    mutationFn: () =>
      callApi<typeof memberSignaturesApi.remove>({
        method: 'DELETE',
        path: ADDRESSES.getSavedSignature.path,
      }),
    onSuccess: () => queryClient.setQueryData(savedSignatureKey, null),
    onError: (error) => reportMutationError(error, 'Failed to delete your signature. Please try again.'),
  });
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? '');

  return (
    <Card as="section" aria-labelledby="saved-signature-heading" className="mt-4 p-4 sm:p-6">
      <h2 id="saved-signature-heading" className="text-lg font-semibold">
        Your signature
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Save your own signature once, then countersign a request with one tap from its details. Only you can
        use it.
      </p>
      <div className="mt-4">
        {drawing ? (
          <SignatureInput
            name={name}
            busy={save.isPending}
            error={
              save.error ? (save.error instanceof ApiError ? save.error.reason : 'Please try again.') : null
            }
            onCancel={() => {
              save.reset();
              setDrawing(false);
            }}
            onSave={(signatureData, kind) => save.mutate({ signatureData, kind })}
          />
        ) : saved.isLoading ? (
          <Spinner label="Loading your signature…" />
        ) : saved.isError ? (
          <LoadError
            error={saved.error}
            what="your signature"
            onRetry={() => void saved.refetch()}
            retrying={saved.isFetching}
          />
        ) : saved.data ? (
          <div className="grid gap-3">
            <img
              src={saved.data.signatureData}
              alt="Your saved signature"
              className="h-24 w-full max-w-sm rounded-md border border-slate-300 bg-white object-contain p-2"
            />
            <p className="text-xs text-slate-600">
              {saved.data.kind === 'typed' ? 'Typed' : 'Drawn'}, saved{' '}
              {new Date(saved.data.updatedAt).toLocaleDateString('en-GB')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setDrawing(true)}>
                Replace
              </Button>
              <Button variant="outline" onClick={() => remove.mutate()} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-slate-700">No signature saved yet.</p>
            <Button className="w-fit" onClick={() => setDrawing(true)}>
              Draw or type your signature
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
