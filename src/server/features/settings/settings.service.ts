import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../../shared/brand.ts';
import type { GeneralSettingsInput } from '../../../shared/settings.schema.ts';
import type { DealerSettings } from '../../../shared/settings.types.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { imagePaths } from '../branding/branding.service.ts';
import { getSmtpSettings } from '../email/business-smtp.service.ts';
import { findDealerSettings, saveGeneralSettings } from './settings.repo.ts';

/** The dealer's settings with defaults filled in: the registered name, the default colours. */
export async function getDealerSettings(db: Database, dealerId: string): Promise<DealerSettings> {
  const row = await findDealerSettings(db, dealerId);
  if (!row) throw notFound();
  const s = row.settings;
  const [images, smtp] = await Promise.all([imagePaths(db, dealerId), getSmtpSettings(db, dealerId)]);
  return {
    dealershipName: s?.dealershipName ?? row.registeredName ?? '',
    dealershipAddress: s?.dealershipAddress ?? null,
    dealershipPhone: s?.dealershipPhone ?? null,
    dealershipWhatsapp: s?.dealershipWhatsapp ?? null,
    dealershipWebsite: s?.dealershipWebsite ?? null,
    ...images,
    primaryColor: s?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: s?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    emailFromName: s?.emailFromName ?? null,
    emailSignature: s?.emailSignature ?? null,
    ...smtp,
  };
}

export async function updateDealerSettings(db: Database, dealerId: string, input: GeneralSettingsInput) {
  await saveGeneralSettings(db, dealerId, input);
  return getDealerSettings(db, dealerId);
}
