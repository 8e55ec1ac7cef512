import {
  DEFAULT_BRAND_NAME,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
} from '../../../../shared/brand.ts';

/**
 * What a mail needs to look like the dealer's own: taken from the dealer's settings by the sender. The
 * templates never read the database, so previews and tests can brand a mail with any values.
 */
export type MailBrand = {
  dealershipName: string;
  /** Must be an absolute http(s) URL to show: mail clients cannot resolve a path against our host. */
  logoUrl: string | null;
  /** #rrggbb; anything else falls back to the platform colour, since it is written into inline CSS. */
  primaryColor: string;
  secondaryColor: string;
  emailFromName: string | null;
  /** Several lines as the dealer typed them. */
  emailSignature: string | null;
  dealershipPhone: string | null;
  dealershipWebsite: string | null;
  dealershipAddress: string | null;
};

/**
 * The platform's own look, for mail that is ours rather than a dealer's: account mail, onboarding and the
 * notifications a dealer receives about their customers.
 */
export const platformBrand: MailBrand = Object.freeze({
  dealershipName: DEFAULT_BRAND_NAME,
  logoUrl: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
  emailFromName: DEFAULT_BRAND_NAME,
  emailSignature: `The ${DEFAULT_BRAND_NAME} team`,
  dealershipPhone: null,
  dealershipWebsite: null,
  dealershipAddress: null,
});
