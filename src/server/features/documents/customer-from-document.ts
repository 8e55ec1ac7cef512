// "Create customer from this document": the customer's details as the paperwork prints them, and the
// existing customer it names (by e-mail, phone, or name and registration), so nobody types them twice.
import { namesMatch } from '../../../shared/customers/customer-match.ts';
import type {
  DocumentCustomer,
  DocumentCustomerMatch,
} from '../../../shared/documents/document-customer.types.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCustomersMatching } from '../customers/index.ts';
import { readContactDetails } from './contact-details.ts';
import * as repo from './documents.repo.ts';

export async function documentCustomer(
  db: Database,
  dealerId: string,
  id: string,
): Promise<DocumentCustomer> {
  const row = await repo.findDocument(db, dealerId, id);
  if (!row) throw notFound('Document not found');
  const data = row.extractedData;
  const name = data.customerName ?? null;
  const registration = data.vehicleRegistration ?? null;
  const contact = readContactDetails(row.extractedText, name);
  const details = { name, vehicleRegistration: registration, ...contact };
  return { details, match: await matchCustomer(db, dealerId, details) };
}

async function matchCustomer(
  db: Database,
  dealerId: string,
  d: DocumentCustomer['details'],
): Promise<DocumentCustomerMatch | null> {
  const phoneDigits = d.phone?.replace(/\D/g, '') || null;
  const registration = d.vehicleRegistration?.toUpperCase().replace(/[^A-Z0-9]/g, '') || null;
  const rows = await findCustomersMatching(db, dealerId, { email: d.email, phoneDigits, registration });
  // Strongest first: an e-mail is one person; a phone may be a household's; a plate needs the name too.
  const tests: [DocumentCustomerMatch['by'], (r: (typeof rows)[number]) => boolean][] = [
    ['e-mail', (r) => d.email !== null && r.email.toLowerCase() === d.email],
    ['phone', (r) => phoneDigits !== null && r.phone.replace(/\D/g, '').replace(/^44/, '0') === phoneDigits],
    [
      'name and registration',
      (r) =>
        registration !== null &&
        d.name !== null &&
        (r.vehicleRegistration ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '') === registration &&
        namesMatch(r.name, d.name),
    ],
  ];
  for (const [by, test] of tests) {
    const found = rows.find(test);
    if (found) return { id: found.id, name: found.name, email: found.email, by };
  }
  return null;
}
