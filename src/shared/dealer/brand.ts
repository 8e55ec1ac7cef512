/** The platform's own name, shown wherever a dealer has not set their business name. */
export const DEFAULT_BRAND_NAME = 'Docs2Sign';
export const DEFAULT_PRIMARY_COLOR = '#667eea';
export const DEFAULT_SECONDARY_COLOR = '#764ba2';

/**
 * What a mail needs to look like the dealer's own: taken from the dealer's profile by the sender. The
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

/** A #rrggbb colour as 0–1 channels; anything else falls back to the default brand colour. */
export function colourChannels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? Number.parseInt(m[1]!, 16) : Number.parseInt(DEFAULT_PRIMARY_COLOR.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * Black or white, whichever has the higher WCAG contrast on a dealer's colour: with it, text on any brand
 * colour meets AA (4.5:1) for the colours that allow it at all. The default #667eea takes black.
 */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = colourChannels(hex).map(linear) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
