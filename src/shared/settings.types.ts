import type { SendChannel } from './signing-request.types.ts';
import type { SmtpSettings } from './smtp.schema.ts';

/** GET /api/dealer/settings (spec A §3): branding, contact details and business e-mail (no password). */
export type DealerSettings = SmtpSettings & {
  dealershipName: string;
  dealershipAddress: string | null;
  dealershipPhone: string | null;
  dealershipWhatsapp: string | null;
  dealershipWebsite: string | null;
  /** Path of the dealer's logo (a PNG made from what they uploaded), or null. */
  dealershipLogo: string | null;
  profileImageUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  emailFromName: string | null;
  emailSignature: string | null;
  /** The ways a new request's link is preselected to go ('sms' only counts where the server can text). */
  defaultChannels: SendChannel[];
};
