import type { SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';

/** "Aisha Rahman, Ben Okafor and Carl Jennings". */
export const listNames = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "Aisha Rahman and Ben Okafor": the customers who sign (the one customer for a one-customer request). */
export function signerNames(request: Pick<SigningRequestSummary, 'customer' | 'signers'>) {
  const names = (request.signers ?? []).filter((s) => s.role !== 'dealer').map((s) => s.name);
  return names.length < 2 ? request.customer.name : listNames(names);
}
