import { and, desc, eq, ilike, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Customer, CustomerInput } from '../../../shared/customers/customer.schema.ts';
import type { Database } from '../../db/client.ts';
import { requestNamesCustomer } from '../../db/customer-requests.ts';
import { contactFields, hasTrigram } from '../../db/customer-search.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { customers, signingRequests } from '../../db/schema.ts';
import { afterCursor, cursorTime, isoTime, likePattern, type PageRequest } from '../../lib/http/list-page.ts';

const VEHICLE_FIELDS = ['make', 'model', 'yearOfManufacture', 'colour', 'fuelType', 'motStatus'] as const;

const live = (dealerId: string) => and(eq(customers.dealerId, dealerId), isNull(customers.archivedAt));

// The answer's vehicle details, the six known fields (null when absent), built by PostgreSQL.
const vehicleDataJson = sql<
  Customer['vehicleData']
>`case when jsonb_typeof(${customers.vehicleData}) = 'object'
  then json_build_object(${sql.join(
    VEHICLE_FIELDS.map((f) => sql.raw(`'${f}', vehicle_data->'${f}'`)),
    sql`, `,
  )}) end`;

const listFields = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  postcode: customers.postcode,
  address: customers.address,
  vehicleRegistration: customers.vehicleRegistration,
  vehicleData: vehicleDataJson,
  language: sql<Customer['language']>`${customers.language}`,
  createdAt: isoTime(customers.createdAt),
  updatedAt: isoTime(customers.updatedAt),
  cursorAt: cursorTime(customers.createdAt),
};

// The first page without a search is what the Customers tab asks for on every visit: prepared once per
// database, so neither drizzle nor PostgreSQL plans it again on each call.
const firstPage = preparedPerDatabase((db) =>
  db
    .select(listFields)
    .from(customers)
    .where(and(eq(customers.dealerId, sql.placeholder('dealerId')), isNull(customers.archivedAt)))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(sql.placeholder('limit'))
    .prepare('customers_first_page'),
);

/**
 * A search of the contact fields: one ILIKE over them joined by a character no search holds (six ILIKEs a
 * row took 20 ms over a dealer's 2,000 customers), which their trigram index answers (customer-search.ts).
 * Registrations are stored without spaces, so "bf21 khw" finds "BF21KHW" by `registration` (the spaceless
 * pattern) too: the joined fields hold the registration, so the index finds the candidates and the
 * registration itself is then tested.
 */
function contactMatches(pattern: SQLWrapper | string, registration: SQLWrapper | string | null) {
  const fields = contactFields(customers);
  if (registration === null) return sql`${fields} ilike ${pattern}`;
  return or(
    sql`${fields} ilike ${pattern}`,
    and(sql`${fields} ilike ${registration}`, ilike(customers.vehicleRegistration, registration)),
  );
}

/** The spaceless pattern a search also tries on registrations, or null when it is the pattern itself. */
function registrationPattern(q: string, pattern: string) {
  const registration = likePattern(q.replace(/[\s-]+/g, ''));
  return registration === pattern ? null : registration;
}

// A search's first page, as the dealer types: prepared once per database, with and without a space.
const searchStatement = (name: string, withRegistration: boolean) =>
  preparedPerDatabase((db) =>
    db
      .select(listFields)
      .from(customers)
      .where(
        and(
          eq(customers.dealerId, sql.placeholder('dealerId')),
          isNull(customers.archivedAt),
          contactMatches(
            sql.placeholder('pattern'),
            withRegistration ? sql.placeholder('registration') : null,
          ),
        ),
      )
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const searchFirstPage = searchStatement('customers_search', false);
const searchFirstPageWithRegistration = searchStatement('customers_search_registration', true);

/**
 * One page (and one row more, to know whether there is another), newest first; `q` searches the contact
 * fields; `siteId` keeps one site's customers. Each row is already the API's customer (times as ISO text): the route serialises it as it is.
 */
export function listCustomers(
  db: Database,
  dealerId: string,
  page: PageRequest,
  siteId: string | null = null,
) {
  const limit = page.limit + 1;
  if (!page.after && !page.q && !siteId) return firstPage(db).execute({ dealerId, limit });
  const pattern = page.q ? likePattern(page.q) : null;
  const registration = page.q && pattern ? registrationPattern(page.q, pattern) : null;
  // A search with no trigram is planned afresh: a generic plan could read the whole trigram index.
  if (pattern && !page.after && !siteId && hasTrigram(page.q!)) {
    return registration === null
      ? searchFirstPage(db).execute({ dealerId, pattern, limit })
      : searchFirstPageWithRegistration(db).execute({ dealerId, pattern, registration, limit });
  }
  return db
    .select(listFields)
    .from(customers)
    .where(
      and(
        live(dealerId),
        siteId ? eq(customers.siteId, siteId) : undefined,
        afterCursor(customers.createdAt, customers.id, page.after),
        pattern ? contactMatches(pattern, registration) : undefined,
      ),
    )
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit);
}

export async function findCustomer(db: Database, dealerId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(live(dealerId), eq(customers.id, id)));
  return row;
}

export async function insertCustomer(
  db: Database,
  dealerId: string,
  input: CustomerInput,
  siteId: string | null = null,
) {
  const [row] = await db
    .insert(customers)
    .values({ ...input, dealerId, siteId })
    .returning();
  return row!;
}

export async function updateCustomer(db: Database, dealerId: string, id: string, input: CustomerInput) {
  const [row] = await db
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(and(live(dealerId), eq(customers.id, id)))
    .returning();
  return row;
}

/** The customer chose the language they read on their signing page: kept for their page and their mail. */
export async function setCustomerLanguage(db: Database, dealerId: string, id: string, language: string) {
  await db
    .update(customers)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(customers.dealerId, dealerId), eq(customers.id, id)));
}

/**
 * Deletes a customer, or archives them when signing records refer to them: those records are kept
 * (7 years) and must still name who signed.
 */
export async function deleteOrArchiveCustomer(
  db: Database,
  dealerId: string,
  id: string,
): Promise<'deleted' | 'archived' | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(live(dealerId), eq(customers.id, id)))
      .for('update');
    if (!row) return null;
    const requests = await tx
      .select({ id: signingRequests.id })
      .from(signingRequests)
      .where(requestNamesCustomer(id))
      .limit(1);
    if (requests.length > 0) {
      await tx.update(customers).set({ archivedAt: new Date() }).where(eq(customers.id, id));
      return 'archived';
    }
    await tx.delete(customers).where(eq(customers.id, id));
    return 'deleted';
  });
}

/**
 * Live customers who may be the one a document names: the same e-mail, the same phone digits, or the same
 * registration (whose name the caller then compares). At most 20: a match is one person, not a search.
 */
export function findCustomersMatching(
  db: Database,
  dealerId: string,
  by: { email: string | null; phoneDigits: string | null; registration: string | null },
) {
  const tests = [
    by.email ? sql`lower(${customers.email}) = ${by.email.toLowerCase()}` : undefined,
    // National digits: "+44 7700 900123" is "07700900123".
    by.phoneDigits
      ? sql`regexp_replace(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), '^44', '0') = ${by.phoneDigits}`
      : undefined,
    by.registration
      ? sql`upper(regexp_replace(coalesce(${customers.vehicleRegistration}, ''), '[^A-Za-z0-9]', '', 'g')) = ${by.registration}`
      : undefined,
  ].filter((t) => t !== undefined);
  if (tests.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      vehicleRegistration: customers.vehicleRegistration,
    })
    .from(customers)
    .where(and(live(dealerId), or(...tests)))
    .orderBy(desc(customers.createdAt))
    .limit(20);
}

/** The dealer's latest live customer with this e-mail (any case), if any. */
export async function findCustomerByEmail(db: Database, dealerId: string, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(live(dealerId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(customers.createdAt))
    .limit(1);
  return row;
}

/**
 * Erasure where sets must be kept: the name and e-mail stay (they are who signed, in the kept records);
 * the contact details and vehicle go, and the customer leaves the dealer's lists.
 */
export async function reduceCustomer(db: Database, id: string) {
  await db
    .update(customers)
    .set({
      phone: '',
      postcode: '',
      address: null,
      vehicleRegistration: null,
      vehicleData: null,
      archivedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, id));
}

export async function deleteCustomerRow(db: Database, id: string) {
  await db.delete(customers).where(eq(customers.id, id));
}
