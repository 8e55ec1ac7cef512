// The signed-in member's own saved signature, shared by Settings (save, replace, delete) and a
// request's Details (countersign with one tap). None saved yet answers null (200), not an error.
import { useQuery } from '@tanstack/react-query';
import type { memberSignaturesApi } from '../../shared/api/member-signatures.ts';
import { ADDRESSES } from '../../shared/api/paths.ts';
import { queryAt } from './api.ts';
import { savedSignatureKey } from './query-keys.ts';

export const useSavedSignature = () =>
  useQuery(
    queryAt<typeof memberSignaturesApi.get>(ADDRESSES.getSavedSignature, undefined, savedSignatureKey),
  );
