import {
  DEFAULT_BRAND_NAME,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type MailBrand,
} from '../../../../shared/dealer/brand.ts';

export type { MailBrand };

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

/**
 * Whether a mail wears the platform's own look. By value, not identity: a mail rendered on the render
 * thread (render-thread.ts) gets a copy of its brand.
 */
export function isPlatformBrand(brand: MailBrand): boolean {
  return (Object.keys(platformBrand) as (keyof MailBrand)[]).every(
    (key) => brand[key] === platformBrand[key],
  );
}
