// A dealership's current name: the one the dealer gave in Settings (dealer_settings), else the one they
// registered with (users). Every list of dealers reads it, joined to dealer_settings, so that a rename in
// Settings shows (and is found by search) everywhere at once, as dealershipNameOf does for one profile.
import { type AnyColumn, sql } from 'drizzle-orm';
import { dealerSettings, users } from './schema.ts';

/** The current name, given the registered-name column of the account dealer_settings is joined to. */
export const dealershipNameFrom = (registered: AnyColumn) =>
  sql<string | null>`coalesce(nullif(${dealerSettings.dealershipName}, ''), ${registered})`;

export const currentDealershipName = dealershipNameFrom(users.dealershipName);
