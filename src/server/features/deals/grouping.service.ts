// Offers uploaded paperwork as deals: documents outside any deal that name the same customer or the same
// registration are offered together (linked through either, so an order naming the buyer and a delivery
// note naming only the registration still meet). Nothing is grouped until the dealer confirms an offer.
import type { DealStep } from '../../../shared/api/deals.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './deals.repo.ts';
import { createDeal, setDocuments } from './deals.service.ts';

type Doc = Awaited<ReturnType<typeof repo.listDealerDocuments>>[number];

/** Which step a document belongs to by its kind and title: delivery notes last, disclosures first. */
export function stepOf(doc: Pick<Doc, 'documentType' | 'title'>): DealStep {
  if (doc.documentType === 'delivery_receipt' || /deliver|handover/i.test(doc.title)) return 'delivery';
  if (/disclos|commission/i.test(doc.title)) return 'disclosure';
  return 'agreement';
}

const nameKey = (name: string | null | undefined) =>
  name
    ? `n:${name
        .toLowerCase()
        .replace(/[^a-z]+/g, ' ')
        .trim()}`
    : null;
const regKey = (reg: string | null | undefined) =>
  reg ? `r:${reg.toUpperCase().replace(/[^A-Z0-9]/g, '')}` : null;

/** Groups of two or more documents joined by a shared customer name or registration. */
export function groupDocuments(docs: Doc[]) {
  const parent = docs.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const seen = new Map<string, number>();
  docs.forEach((doc, i) => {
    for (const key of [
      nameKey(doc.extractedData.customerName),
      regKey(doc.extractedData.vehicleRegistration),
    ]) {
      if (!key || key.length < 4) continue;
      const other = seen.get(key);
      if (other === undefined) seen.set(key, i);
      else parent[find(i)] = find(other);
    }
  });
  const groups = new Map<number, Doc[]>();
  for (const [i, doc] of docs.entries()) groups.set(find(i), [...(groups.get(find(i)) ?? []), doc]);
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => ({
      customerName: g.find((d) => d.extractedData.customerName)?.extractedData.customerName ?? null,
      registration:
        g.find((d) => d.extractedData.vehicleRegistration)?.extractedData.vehicleRegistration ?? null,
      documents: g.map((d) => ({ id: d.id, title: d.title, step: stepOf(d) })),
    }));
}

export async function groupingOffers(db: Database, dealerId: string) {
  const [docs, taken] = await Promise.all([
    repo.listDealerDocuments(db, dealerId),
    repo.documentIdsInDeals(db, dealerId),
  ]);
  return groupDocuments(docs.filter((d) => !taken.has(d.id)));
}

/** The dealer confirmed an offer (or chose documents themselves): a drafted deal of exactly those. */
export async function confirmGrouping(
  db: Database,
  dealerId: string,
  input: { documentIds: string[]; customerId?: string },
) {
  const ids = [...new Set(input.documentIds)];
  const docs = await repo.listDealerDocuments(db, dealerId, ids);
  if (docs.length !== ids.length) throw new AppError(404, 'Document not found', { code: 'NOT_FOUND' });
  const taken = await repo.documentIdsInDeals(db, dealerId);
  const already = docs.find((d) => taken.has(d.id));
  if (already) throw new AppError(409, `"${already.title}" is already part of a deal`, { code: 'IN_A_DEAL' });
  const registration = docs.find((d) => d.extractedData.vehicleRegistration)?.extractedData
    .vehicleRegistration;
  const deal = await createDeal(db, dealerId, {
    registration: registration ?? null,
    ...(input.customerId && { customers: [{ customerId: input.customerId, role: 'buyer' as const }] }),
  });
  return setDocuments(
    db,
    dealerId,
    deal.id,
    docs.map((d) => ({ documentId: d.id, step: stepOf(d) })),
  );
}
