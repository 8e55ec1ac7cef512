import { z } from 'zod';
import { CUSTOMER_LANGUAGES } from './languages.ts';

/** A customer language as the API takes it. */
export const customerLanguageSchema = z.enum(CUSTOMER_LANGUAGES, {
  error: `Language must be one of ${CUSTOMER_LANGUAGES.join(', ')}`,
});
