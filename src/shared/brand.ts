/** The platform's own name, shown wherever a dealer has not set their business name. */
export const DEFAULT_BRAND_NAME = 'Docs2Sign';
export const DEFAULT_PRIMARY_COLOR = '#667eea';
export const DEFAULT_SECONDARY_COLOR = '#764ba2';
