import { useQuery } from '@tanstack/react-query';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';

export const signingRequestsKey = ['/api/signing-requests'];

export const useSigningRequests = () => useQuery<SigningRequestSummary[]>({ queryKey: signingRequestsKey });
