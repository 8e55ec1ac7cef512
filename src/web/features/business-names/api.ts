import { useMutation, useQuery } from '@tanstack/react-query';
import { businessNamesApi } from '../../../shared/api/business-names.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { documentsKey, suggestionsKey, validationKey } from '../../lib/query-keys.ts';

// The validation is retried once on failure (the app's default is no retries).
export const useBusinessNameValidation = () =>
  useQuery({ ...queryOf(businessNamesApi.validation, undefined, validationKey), retry: 1 });

/** One document's corrections, read only once the dealer opens them. */
export const useBusinessNameSuggestions = (documentId: string, enabled: boolean) =>
  useQuery({
    ...queryOf(businessNamesApi.suggestions, { params: { id: documentId } }, suggestionsKey(documentId)),
    enabled,
  });

const AUTO_CORRECT_FAILED = 'Unable to auto-correct business names. Please try again.';

export function useAutoCorrectBusinessNames() {
  return useMutation({
    mutationFn: (documentIds: string[]) => callApi(businessNamesApi.autoCorrect, { body: { documentIds } }),
    onSuccess: async (result) => {
      // The texts changed: the check, the open suggestions and every cached document are stale.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: validationKey }),
        queryClient.invalidateQueries({ queryKey: documentsKey }),
      ]);
      toast({ title: 'Auto-Correction Complete', description: result.message, variant: 'success' });
    },
    onError: (error) =>
      reportMutationError(
        error,
        // A refusal the dealer can act on is shown as the server words it; a crash gets the spec's words.
        error instanceof ApiError && error.status < 500 ? error.reason : AUTO_CORRECT_FAILED,
        'Auto-Correction Failed',
      ),
  });
}
