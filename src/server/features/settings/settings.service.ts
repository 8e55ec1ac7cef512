import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../../shared/brand.ts';
import type { GeneralSettingsInput } from '../../../shared/settings.schema.ts';
import type { DealerSettings } from '../../../shared/settings.types.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { imagePathsOf } from '../branding/branding.service.ts';
import { smtpSettingsOf } from '../email/business-smtp.service.ts';
import { findDealerSettings, saveGeneralSettings } from './settings.repo.ts';

/** The dealer's settings with defaults filled in: the registered name, the default colours. */
export async function getDealerSettings(db: Database, dealerId: string): Promise<DealerSettings> {
  const row = await findDealerSettings(db, dealerId);
  if (!row) throw notFound();
  const s = row.settings;
  return {
    dealershipName: s?.dealershipName ?? row.registeredName ?? '',
    dealershipAddress: s?.dealershipAddress ?? null,
    dealershipPhone: s?.dealershipPhone ?? null,
    dealershipWhatsapp: s?.dealershipWhatsapp ?? null,
    dealershipWebsite: s?.dealershipWebsite ?? null,
    ...imagePathsOf(dealerId, { logoKey: s?.logoKey ?? null, profileImageKey: s?.profileImageKey ?? null }),
    primaryColor: s?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: s?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    emailFromName: s?.emailFromName ?? null,
    emailSignature: s?.emailSignature ?? null,
    ...smtpSettingsOf(s),
  };
}

export async function updateDealerSettings(db: Database, dealerId: string, input: GeneralSettingsInput) {
  await saveGeneralSettings(db, dealerId, input);
  return getDealerSettings(db, dealerId);
}
