import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';

/** "Aisha Rahman and Ben Okafor": the customers who sign (the one customer for a one-customer request). */
export function signerNames(request: Pick<SigningRequestSummary, 'customer' | 'signers'>) {
  const names = (request.signers ?? []).filter((s) => s.role !== 'dealer').map((s) => s.name);
  if (names.length < 2) return request.customer.name;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
