// Does a document belong to the customer it is about to be sent to? The one rule for every send flow
// (Create Request, Resend, the send page) and for the server, which refuses an unconfirmed mismatch.

/** What a document read out about its customer (the fields of `ExtractedData` this rule needs). */
export type ReadOut = {
  customerName: string | null;
  vehicleRegistration: string | null;
  /** A joint purchase's other buyers: the document belongs to any of them. */
  otherCustomers?: string[];
};

export type MatchCustomer = { name: string; vehicleRegistration?: string | null };

export type DocumentMatch =
  /** The read-out name (or the registration) is this customer's. */
  | { kind: 'match'; by: 'name' | 'registration' }
  /** No customer was read out: nothing says it is anyone else's. */
  | { kind: 'unnamed' }
  /** The document names someone else; `message` says whom, in the dealer's words. */
  | { kind: 'mismatch'; message: string };

// Words before or after a name that say nothing about who it is.
const TITLES = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'dame',
  'lady',
  'lord',
  'rev',
  'revd',
]);

/** "Mrs. RAHMAN, Aisha" → ["aisha", "rahman"]: lower case, no accents, titles or punctuation, given name first. */
export function nameTokens(name: string): string[] {
  const parts = name.split(',');
  // "Surname, Given names" (one comma) is how forms often print a name.
  const ordered = parts.length === 2 ? `${parts[1]} ${parts[0]}` : name.replaceAll(',', ' ');
  return ordered
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t !== '' && !TITLES.has(t));
}

/** Same person's name, tolerant of case, spacing, titles, order, middle names and an initial for a given name. */
export function namesMatch(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(' ') === y.join(' ')) return true;
  if (x.length === y.length && [...x].sort().join(' ') === [...y].sort().join(' ')) return true;
  // Otherwise the same given name (or its initial), and every other part of the shorter name in the longer
  // one: middle names and a second surname may be missing ("Aisha Rahman" is "Aisha Noor Rahman-Fitzgerald").
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length < 2) return false;
  const [p, q] = [short[0]!, long[0]!];
  if (!(p === q || (p.length === 1 && q.startsWith(p)) || (q.length === 1 && p.startsWith(q)))) return false;
  const rest = new Set(long.slice(1));
  return short.slice(1).every((t) => rest.has(t));
}

const compactRegistration = (r: string | null | undefined) =>
  (r ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** "wu22 rzn" and "WU22RZN" are the same plate. */
export function registrationsMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = compactRegistration(a);
  return x !== '' && x === compactRegistration(b);
}

/** Every name the document was read out for: its customer, then a joint purchase's other buyers. */
export const readOutNames = (readOut: ReadOut) =>
  [readOut.customerName, ...(readOut.otherCustomers ?? [])].filter((n): n is string => !!n?.trim());

/** "Bethany Crowther (WU22RZN)", "Bethany Crowther", "WU22RZN", or null when nothing was read out. */
export function describeReadOut(readOut: ReadOut): string | null {
  const names = readOutNames(readOut).join(' and ');
  const registration = compactRegistration(readOut.vehicleRegistration);
  if (names && registration) return `${names} (${registration})`;
  return names || registration || null;
}

/**
 * A document belongs to the customer it names, by name first. Its plate ties it to a customer only when it
 * names nobody: two customers may share a registration (a car sold on, a household's car, a plate moved to
 * another car), so a document naming someone else stays theirs whatever its plate, and goes to this customer
 * only with the dealer's confirmation.
 */
export function matchDocument(customer: MatchCustomer, readOut: ReadOut): DocumentMatch {
  const names = readOutNames(readOut);
  if (names.some((n) => namesMatch(n, customer.name))) return { kind: 'match', by: 'name' };
  if (names.length === 0) {
    return registrationsMatch(readOut.vehicleRegistration, customer.vehicleRegistration)
      ? { kind: 'match', by: 'registration' }
      : { kind: 'unnamed' };
  }
  return {
    kind: 'mismatch',
    message: `This document names ${describeReadOut(readOut)}, not ${customer.name}.`,
  };
}

export const isMismatch = (customer: MatchCustomer, readOut: ReadOut) =>
  matchDocument(customer, readOut).kind === 'mismatch';

/** The words of a refused or confirmed send: each mismatched document by title, and whom it names. */
export function mismatchSummary(customer: MatchCustomer, documents: { title: string; readOut: ReadOut }[]) {
  return documents
    .filter((d) => isMismatch(customer, d.readOut))
    .map((d) => `“${d.title}” names ${describeReadOut(d.readOut)}, not ${customer.name}.`);
}
