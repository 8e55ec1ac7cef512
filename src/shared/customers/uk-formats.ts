// UK postcodes and vehicle registrations: validation, storage form and display form.

const POSTCODE = /^(GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$/;

/** "sw1a1aa" → "SW1A 1AA"; null when it is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  if (!POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

// Current (AB12 CDE), prefix (A123 BCD), suffix (ABC 123D), and dateless or Northern Ireland
// (1234 AB, ABC 1234, AIZ 1234) marks.
const REGISTRATION_FORMS: { pattern: RegExp; split: number | ((r: string) => number) }[] = [
  { pattern: /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/, split: 4 },
  { pattern: /^[A-Z][0-9]{1,3}[A-Z]{3}$/, split: (r) => r.length - 3 },
  { pattern: /^[A-Z]{3}[0-9]{1,3}[A-Z]$/, split: 3 },
  { pattern: /^[A-Z]{1,3}[0-9]{1,4}$/, split: (r) => r.search(/[0-9]/) },
  { pattern: /^[0-9]{1,4}[A-Z]{1,3}$/, split: (r) => r.search(/[A-Z]/) },
];

/** "ab12 cde" → "AB12CDE" (the stored form); null when it is no UK registration format. */
export function normaliseRegistration(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  return REGISTRATION_FORMS.some((f) => f.pattern.test(compact)) ? compact : null;
}

/** "AB12CDE" → "AB12 CDE", with the space where the plate puts it. Unknown forms come back unchanged. */
export function formatRegistration(stored: string): string {
  const compact = stored.toUpperCase().replace(/\s+/g, '');
  const form = REGISTRATION_FORMS.find((f) => f.pattern.test(compact));
  if (!form) return stored;
  const at = typeof form.split === 'number' ? form.split : form.split(compact);
  return `${compact.slice(0, at)} ${compact.slice(at)}`;
}
