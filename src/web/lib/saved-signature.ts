// The signed-in member's own saved signature (issue 31), shared by Settings (save, replace, delete) and a
// request's Details (countersign with one tap). A 404 means none is saved: the answer is null, not an error.
import { useQuery } from '@tanstack/react-query';
import type { memberSignaturesApi, SavedSignature } from '../../shared/api/member-signatures.ts';
import { ADDRESSES } from '../../shared/api/paths.ts';
import { ApiError, callApi } from './api.ts';
import { savedSignatureKey } from './query-keys.ts';

export const useSavedSignature = () =>
  useQuery<SavedSignature | null>({
    queryKey: savedSignatureKey,
    queryFn: async () => {
      try {
        return await callApi<typeof memberSignaturesApi.get>(ADDRESSES.getSavedSignature);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
