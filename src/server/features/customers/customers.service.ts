import type { Customer, CustomerInput } from '../../../shared/customers/customer.schema.ts';
import { isCustomerLanguage } from '../../../shared/i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import type { customers } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { type PageRequest, takePage } from '../../lib/http/list-page.ts';
import * as repo from './customers.repo.ts';

const CUSTOMER_NOT_FOUND = 'Customer not found';

export function toCustomer(row: Omit<typeof customers.$inferSelect, 'dealerId' | 'archivedAt'>): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    address: row.address,
    vehicleRegistration: row.vehicleRegistration,
    vehicleData: row.vehicleData
      ? {
          make: row.vehicleData.make ?? null,
          model: row.vehicleData.model ?? null,
          yearOfManufacture: row.vehicleData.yearOfManufacture ?? null,
          colour: row.vehicleData.colour ?? null,
          fuelType: row.vehicleData.fuelType ?? null,
          motStatus: row.vehicleData.motStatus ?? null,
        }
      : null,
    language: isCustomerLanguage(row.language) ? row.language : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows as the repo shaped them (the API's customer plus the cursor column the serialiser leaves out). */
export async function listCustomers(
  db: Database,
  dealerId: string,
  page: PageRequest,
  siteId: string | null = null,
) {
  return takePage(await repo.listCustomers(db, dealerId, page, siteId), page, (row) => row);
}

export async function getCustomer(db: Database, dealerId: string, id: string) {
  const row = await repo.findCustomer(db, dealerId, id);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return toCustomer(row);
}

/** `siteId`: the site of the member who adds the customer, when they work at one. */
export async function createCustomer(
  db: Database,
  dealerId: string,
  input: CustomerInput,
  siteId: string | null = null,
) {
  return toCustomer(await repo.insertCustomer(db, dealerId, input, siteId));
}

/**
 * The dealer's customer with this e-mail (the latest, kept as they are), else a new one: bulk send's rows,
 * inside the caller's transaction so that the customer and their request are made together or not at all.
 */
export async function findOrCreateCustomerByEmail(
  db: Database,
  dealerId: string,
  input: Pick<CustomerInput, 'name' | 'email' | 'phone' | 'vehicleRegistration'>,
  siteId: string | null,
): Promise<{ customer: Customer; created: boolean }> {
  const found = await repo.findCustomerByEmail(db, dealerId, input.email);
  if (found) return { customer: toCustomer(found), created: false };
  const values: CustomerInput = { ...input, postcode: '', address: null, vehicleData: null };
  return { customer: toCustomer(await repo.insertCustomer(db, dealerId, values, siteId)), created: true };
}

export async function updateCustomer(db: Database, dealerId: string, id: string, input: CustomerInput) {
  const row = await repo.updateCustomer(db, dealerId, id, input);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return toCustomer(row);
}
