import type { Database } from '../../db/client.ts';
import { insertNotification } from './notifications.repo.ts';

/** Tells a dealer about a customer's step; other features call this, not the repository. */
export function notifyDealer(
  db: Database,
  values: {
    dealerId: string;
    type: 'customer_started' | 'customer_completed' | 'other';
    message: string;
    signingRequestId?: string;
  },
) {
  return insertNotification(db, values);
}
