import type { AppDeps } from '../../app.ts';
import { getDealerSettings } from '../settings/settings.service.ts';
import type { MailBrand } from './templates/index.ts';

/** A dealer's branding for their customers' mail; the logo as an absolute URL a mail client can load. */
export async function mailBrandFor(
  ctx: Pick<AppDeps, 'db' | 'config'>,
  dealerId: string,
): Promise<MailBrand> {
  const settings = await getDealerSettings(ctx.db, dealerId);
  return {
    dealershipName: settings.dealershipName || 'Your dealer',
    logoUrl: settings.dealershipLogo ? `${ctx.config.appUrl}${settings.dealershipLogo}` : null,
    primaryColor: settings.primaryColor,
    secondaryColor: settings.secondaryColor,
    emailFromName: settings.emailFromName,
    emailSignature: settings.emailSignature,
    dealershipPhone: settings.dealershipPhone,
    dealershipWebsite: settings.dealershipWebsite,
    dealershipAddress: settings.dealershipAddress,
  };
}

/** The name a customer sees as the sender. */
export const senderName = (brand: MailBrand) => brand.emailFromName || brand.dealershipName;
