// The one-time code a signer enters before their first signature: the dealer's choice of when, and the
// figures both the server and the signing page state. Free of zod: the customer's signing page imports it.

/** When a code is asked: sets with a credit agreement, every set, or never. */
export const SIGNING_CODE_MODES = ['finance', 'always', 'off'] as const;
export type SigningCodeMode = (typeof SIGNING_CODE_MODES)[number];

export const SIGNING_CODE_LABELS: Record<SigningCodeMode, string> = {
  finance: 'For finance documents (recommended)',
  always: 'For every signing request',
  off: 'Never',
};

export const CODE_DIGITS = 6;
/** How long a code works. */
export const CODE_MINUTES = 10;
/** Wrong tries that lock a code. */
export const CODE_TRIES = 5;
/** Codes a signer may be sent in an hour. */
export const CODES_PER_HOUR = 3;
/**
 * Codes a signer may be sent for one request in all, whatever the hour: past it, only the dealer can help
 * (in person, or a new request). Three an hour alone would let a script text a phone 72 times a day.
 */
export const CODES_PER_SIGNER = 10;
