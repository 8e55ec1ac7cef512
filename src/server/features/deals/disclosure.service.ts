// Writes a financed deal's commission disclosure from its lender, commission and credit figures and the
// dealer's lender panel, stores it as one of the dealer's documents (read like any upload, so its place to
// sign is found) and makes it the deal's disclosure step in place of any earlier one.
import type { DealStep } from '../../../shared/api/deals.ts';
import { AppError } from '../../lib/app-error.ts';
import { dealershipNameOf, loadDealerProfile } from '../dealer-profile/index.ts';
import { uploadDocument } from '../documents/index.ts';
import * as repo from './deals.repo.ts';
import { type Ctx, findOwnDeal, getDeal, setDocuments } from './deals.service.ts';
import { disclosurePdf } from './disclosure-pdf.ts';
import { listLenders } from './lenders.repo.ts';

export async function writeDisclosure(ctx: Ctx, dealerId: string, id: string) {
  const { db } = ctx;
  const row = await findOwnDeal(db, dealerId, id);
  const d = row.deal;
  if (!d.lenderId || d.commissionPence === null)
    throw new AppError(400, 'Enter the lender and the commission in pounds before writing the disclosure', {
      code: 'NO_FINANCE',
    });
  const [lender, panel, profile, people] = await Promise.all([
    repo.findLenderName(db, dealerId, d.lenderId),
    listLenders(db, dealerId),
    loadDealerProfile(db, dealerId),
    repo.listDealCustomers(db, id),
  ]);
  if (!lender) throw new AppError(400, 'The deal’s lender is not on the panel', { code: 'NO_LENDER' });
  const bytes = await disclosurePdf({
    dealerName: dealershipNameOf(profile) ?? 'The dealer',
    customerNames: people.map((p) => p.name),
    registration: d.registration,
    reference: d.reference,
    lender,
    panel: panel.some((l) => l.id === lender.id) ? panel : [lender, ...panel],
    commissionPence: d.commissionPence,
    amountOfCreditPence: d.amountOfCreditPence,
    totalChargeForCreditPence: d.totalChargeForCreditPence,
  });
  const uploaded = await uploadDocument(ctx, dealerId, {
    fileName: `Commission disclosure${d.reference ? ` ${d.reference}` : ''}.pdf`,
    bytes: Buffer.from(bytes),
  });
  const kept = (await repo.listDealDocuments(db, id))
    .filter((x) => x.step !== 'disclosure')
    .map((x) => ({ documentId: x.documentId, step: x.step as DealStep }));
  await setDocuments(
    db,
    dealerId,
    id,
    [{ documentId: uploaded.document.id, step: 'disclosure' }, ...kept],
    new Set([uploaded.document.id]),
  );
  return getDeal(db, dealerId, id);
}
