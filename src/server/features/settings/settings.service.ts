// The General Settings form: a view of the dealer's profile, saved through its owner.
import type { GeneralSettingsInput } from '../../../shared/dealer/settings.schema.ts';
import type { DealerSettings } from '../../../shared/dealer/settings.types.ts';
import type { SigningCodeMode } from '../../../shared/documents/signing-code.ts';
import type { Database } from '../../db/client.ts';
import { dealerSettingsOf, loadDealerProfile, updateDealerProfile } from '../dealer-profile/index.ts';

export async function getDealerSettings(
  db: Database,
  dealerId: string,
  signingCodeDefault: SigningCodeMode,
): Promise<DealerSettings> {
  return dealerSettingsOf(await loadDealerProfile(db, dealerId), signingCodeDefault);
}

export async function updateDealerSettings(
  db: Database,
  dealerId: string,
  input: GeneralSettingsInput,
  signingCodeDefault: SigningCodeMode,
) {
  const profile = await loadDealerProfile(db, dealerId);
  return dealerSettingsOf(await updateDealerProfile(db, profile, input), signingCodeDefault);
}
