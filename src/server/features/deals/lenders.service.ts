// The lender panel as the dealer's settings show it (owners and managers change it).
import type { z } from 'zod';
import type { Lender, lenderInputSchema } from '../../../shared/api/deals.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './lenders.repo.ts';

type LenderInput = z.output<typeof lenderInputSchema>;

const LENDER_NOT_FOUND = 'Lender not found';

export const toLender = (row: repo.LenderRow): Lender => ({
  id: row.id,
  name: row.name,
  tie: row.tie as Lender['tie'],
  tieDetails: row.tieDetails,
  commissionBasis: row.commissionBasis as Lender['commissionBasis'],
});

const valuesOf = (input: LenderInput) => ({
  name: input.name,
  tie: input.tie,
  tieDetails: input.tie === 'none' ? null : (input.tieDetails ?? null),
  commissionBasis: input.commissionBasis,
});

export async function listLenders(db: Database, dealerId: string) {
  return (await repo.listLenders(db, dealerId)).map(toLender);
}

export async function addLender(db: Database, dealerId: string, input: LenderInput) {
  return toLender(await repo.insertLender(db, dealerId, valuesOf(input)));
}

export async function updateLender(db: Database, dealerId: string, id: string, input: LenderInput) {
  const row = await repo.updateLender(db, dealerId, id, valuesOf(input));
  if (!row) throw notFound(LENDER_NOT_FOUND);
  return toLender(row);
}

export async function removeLender(db: Database, dealerId: string, id: string) {
  if (!(await repo.archiveLender(db, dealerId, id))) throw notFound(LENDER_NOT_FOUND);
  return { message: 'Lender taken off the panel' };
}
