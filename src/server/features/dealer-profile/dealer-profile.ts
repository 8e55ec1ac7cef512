// A dealer's profile and the pure views other features take of it: the settings answer, the brand of
// their customers' mail and pages, image paths and the business SMTP as the browser may see it. A request
// loads the profile once and passes it along; nothing here reads the database.
import { brandingApi } from '../../../shared/api/branding.ts';
import { urlOf } from '../../../shared/api/url.ts';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type MailBrand,
} from '../../../shared/dealer/brand.ts';
import type { DealerSettings } from '../../../shared/dealer/settings.types.ts';
import {
  DEFAULT_SMTP_PORT,
  type SmtpSettings,
  smtpUsesImplicitTls,
} from '../../../shared/dealer/smtp.schema.ts';
import { SIGNING_CODE_MODES, type SigningCodeMode } from '../../../shared/documents/signing-code.ts';
import { SEND_CHANNELS } from '../../../shared/documents/signing-request.types.ts';
import { languageFor } from '../../../shared/i18n/languages.ts';
import type { dealerSettings } from '../../db/schema.ts';

export type DealerProfile = {
  dealerId: string;
  /** The dealership name given at registration, used until the dealer saves one in settings. */
  registeredName: string | null;
  email: string;
  settings: typeof dealerSettings.$inferSelect | null;
};

/** Stored images are named by their content, so a new upload gets a new URL and caches stay right. */
const versionOf = (key: string) => /-([0-9a-f]{12})\.\w+$/.exec(key)?.[1] ?? '0';

export const logoPath = (dealerId: string, logoKey: string) =>
  urlOf(brandingApi.logo, { dealerId }, { v: versionOf(logoKey) });
export const profileImagePath = (profileImageKey: string) =>
  urlOf(brandingApi.profileImage, {}, { v: versionOf(profileImageKey) });

export const logoKeyOf = (profile: DealerProfile) => profile.settings?.logoKey ?? null;
export const profileImageKeyOf = (profile: DealerProfile) => profile.settings?.profileImageKey ?? null;

/** What the browser may see of the business SMTP: never the password, only whether one is stored. */
export function smtpSettingsOf(profile: DealerProfile): SmtpSettings {
  const s = profile.settings;
  const port = s?.smtpPort ?? DEFAULT_SMTP_PORT;
  return {
    smtpEnabled: s?.smtpEnabled ?? false,
    smtpHost: s?.smtpHost ?? null,
    smtpPort: port,
    smtpSecure: smtpUsesImplicitTls(port, s?.smtpSecure),
    smtpUser: s?.smtpUser ?? null,
    smtpFromEmail: s?.smtpFromEmail ?? null,
    smtpPasswordSet: Boolean(s?.smtpPasswordSealed),
  };
}

/** The dealership's name as it trades: the saved one, else the one given at registration. */
export const dealershipNameOf = (profile: DealerProfile) =>
  profile.settings?.dealershipName || profile.registeredName || null;

/** The dealer's choice of when a signer enters a one-time code; a dealership that never chose has the default. */
export function signingCodeOf(
  profile: DealerProfile,
  fallback: SigningCodeMode = 'finance',
): SigningCodeMode {
  const stored = profile.settings?.signingCode;
  return SIGNING_CODE_MODES.find((m) => m === stored) ?? fallback;
}

/**
 * GET /api/dealer/settings: defaults filled in (the registered name, the default colours, the platform's
 * one-time-code default for a dealership that never chose: what the form shows is what is saved back).
 */
export function dealerSettingsOf(
  profile: DealerProfile,
  signingCodeDefault?: SigningCodeMode,
): DealerSettings {
  const s = profile.settings;
  const logoKey = logoKeyOf(profile);
  const profileImageKey = profileImageKeyOf(profile);
  return {
    dealershipName: s?.dealershipName ?? profile.registeredName ?? '',
    dealershipAddress: s?.dealershipAddress ?? null,
    dealershipPhone: s?.dealershipPhone ?? null,
    dealershipWhatsapp: s?.dealershipWhatsapp ?? null,
    dealershipWebsite: s?.dealershipWebsite ?? null,
    dealershipLogo: logoKey ? logoPath(profile.dealerId, logoKey) : null,
    profileImageUrl: profileImageKey ? profileImagePath(profileImageKey) : null,
    primaryColor: s?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    secondaryColor: s?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    emailFromName: s?.emailFromName ?? null,
    emailSignature: s?.emailSignature ?? null,
    language: languageFor(null, s?.language),
    defaultChannels: SEND_CHANNELS.filter((c) => (s?.defaultChannels ?? ['email']).includes(c)),
    signingCode: signingCodeOf(profile, signingCodeDefault),
    ...smtpSettingsOf(profile),
  };
}

/** The dealer's look for their customers' mail, signing page and certificate; the logo as an absolute URL. */
export function brandOf(profile: DealerProfile, appUrl: string): MailBrand {
  const settings = dealerSettingsOf(profile);
  return {
    dealershipName: settings.dealershipName || 'Your dealer',
    logoUrl: settings.dealershipLogo ? `${appUrl}${settings.dealershipLogo}` : null,
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
