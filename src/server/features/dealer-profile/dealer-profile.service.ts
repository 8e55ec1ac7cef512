// Loading and saving a dealer's profile for the features that show or use it.
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findDealerProfile, type ProfileValues, saveDealerProfile } from './dealer-profile.repo.ts';
import type { DealerProfile } from './dealer-profile.ts';

export async function loadDealerProfile(db: Database, dealerId: string): Promise<DealerProfile> {
  const profile = await findDealerProfile(db, dealerId);
  if (!profile) throw notFound();
  return profile;
}

/** Saves part of the profile and answers the whole profile as it now is, without reading it again. */
export async function updateDealerProfile(
  db: Database,
  profile: DealerProfile,
  values: ProfileValues,
): Promise<DealerProfile> {
  return { ...profile, settings: await saveDealerProfile(db, profile.dealerId, values) };
}

export type { ProfileValues };
