// The languages a customer may read Docs2Sign in: the signing page, their mail and texts, /verify. English
// is the language of record (the certificate, the dealer's screens); the others are the customer's own.
// Free of zod: the signing page carries it (its schema is language.schema.ts).
export const CUSTOMER_LANGUAGES = ['en', 'cy', 'pl', 'ro', 'ur', 'ar'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: CustomerLanguage = 'en';

/** Each language's name in itself (the customer's menu) and in English (the dealer's screens, the certificate). */
export const LANGUAGE_NAMES: Record<CustomerLanguage, { own: string; english: string }> = {
  en: { own: 'English', english: 'English' },
  cy: { own: 'Cymraeg', english: 'Welsh' },
  pl: { own: 'Polski', english: 'Polish' },
  ro: { own: 'Română', english: 'Romanian' },
  ur: { own: 'اردو', english: 'Urdu' },
  ar: { own: 'العربية', english: 'Arabic' },
};

const RIGHT_TO_LEFT: ReadonlySet<CustomerLanguage> = new Set(['ur', 'ar']);

/** The page's direction: `dir` on <html>, and what the layout's logical properties follow. */
export const directionOf = (language: CustomerLanguage): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';

export const isCustomerLanguage = (value: unknown): value is CustomerLanguage =>
  typeof value === 'string' && (CUSTOMER_LANGUAGES as readonly string[]).includes(value);

/** The customer's own language, else the dealership's, else English. */
export function languageFor(customer: string | null | undefined, dealer?: string | null): CustomerLanguage {
  if (isCustomerLanguage(customer)) return customer;
  if (isCustomerLanguage(dealer)) return dealer;
  return DEFAULT_LANGUAGE;
}

/** The first of an Accept-Language header's languages that we speak (for pages with no customer: /verify). */
export function fromAcceptLanguage(header: string | null | undefined): CustomerLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.base).find(isCustomerLanguage) ?? null;
}
