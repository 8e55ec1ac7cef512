import { z } from 'zod';
import { safeText } from '../text-safety.ts';
import { normaliseRegistration } from './uk-formats.ts';

/** An optional UK registration: empty becomes null, anything else is stored without spaces. */
export const optionalRegistrationSchema = safeText(z.string())
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const registration = normaliseRegistration(value);
    if (registration) return registration;
    ctx.addIssue({ code: 'custom', message: 'Enter a valid UK registration' });
    return z.NEVER;
  });
