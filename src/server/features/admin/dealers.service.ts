// An administrator suspends or reactivates a dealer. A suspension also ends every session the dealer has,
// including the ones any app instance has cached.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { revokeCachedSessions } from '../auth/session-revocation.ts';
import { setDealerStatus } from './dealers.repo.ts';

export async function suspendDealer(db: Database, dealerId: string, reason: string) {
  if (!(await setDealerStatus(db, dealerId, 'suspended', reason))) throw notFound('Dealer not found');
  await revokeCachedSessions(db);
  return { message: 'The dealer account has been suspended successfully.' };
}

export async function unsuspendDealer(db: Database, dealerId: string) {
  if (!(await setDealerStatus(db, dealerId, 'active', null))) throw notFound('Dealer not found');
  return { message: 'The dealer account has been reactivated successfully.' };
}
