// The customer text a search matches, each written once for both its trigram index (schema.ts) and the
// searches that use it: PostgreSQL takes an expression index only for the very expression it was made on.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Name and e-mail, what a request search matches its customers and joint hirers by. */
export const nameAndEmail = (name: SQLWrapper, email: SQLWrapper): SQL =>
  sql`(${name} || chr(1) || ${email})`;

/** Every contact field the Customers tab's search matches, joined by a character no search holds. */
export const contactFields = (c: {
  name: SQLWrapper;
  email: SQLWrapper;
  phone: SQLWrapper;
  postcode: SQLWrapper;
  vehicleRegistration: SQLWrapper;
}): SQL =>
  sql`(${c.name} || chr(1) || ${c.email} || chr(1) || ${c.phone} || chr(1) || ${c.postcode} || chr(1) || coalesce(${c.vehicleRegistration}, ''))`;

/**
 * A search a trigram index can answer: some run of three letters or digits. Shorter ones have no trigram
 * to look up, and the index would be read whole (every dealer's customers), so they scan the dealer's own.
 */
export const hasTrigram = (q: string) => /[\p{L}\p{N}]{3}/u.test(q);
