import { z } from 'zod';
import { customerLanguageSchema } from '../i18n/language.schema.ts';
import { CUSTOMER_LANGUAGES } from '../i18n/languages.ts';
import { safeText, stripBidiControls } from '../text-safety.ts';
import { optionalRegistrationSchema } from './uk-formats.schema.ts';
import { normalisePostcode } from './uk-formats.ts';

const optionalText = (max: number) =>
  safeText(z.string())
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const vehicleDataSchema = z.object({
  make: optionalText(60),
  model: optionalText(80),
  yearOfManufacture: z.coerce.number().int().min(1900).max(2100).nullish().catch(null),
  colour: optionalText(40),
  fuelType: optionalText(40),
  motStatus: optionalText(60),
});

/**
 * One schema for the customer forms and the customers routes, in two variants
 * (DECISIONS.md "Customers"): the Customers dialog requires phone and postcode; a customer created inline on
 * a send flow (`inline: true`) may leave the phone out (stored as empty text), never the postcode.
 */
export const customerSchema = z
  .object({
    // No direction controls: the name is drawn on the certificate and written in right-to-left mails, where
    // an override would make it read as another name.
    name: safeText(z.string()).overwrite(stripBidiControls).trim().min(1, 'Name is required').max(200),
    email: safeText(z.string()).trim().toLowerCase().pipe(z.email('Valid email is required').max(254)),
    phone: safeText(z.string())
      .trim()
      .max(40)
      .nullish()
      .transform((v) => v ?? ''),
    postcode: safeText(z.string())
      .trim()
      .nullish()
      .transform((value, ctx) => {
        if (!value) return '';
        const postcode = normalisePostcode(value);
        if (postcode) return postcode;
        ctx.addIssue({ code: 'custom', message: 'Enter a valid UK postcode' });
        return z.NEVER;
      }),
    address: optionalText(500),
    vehicleRegistration: optionalRegistrationSchema,
    vehicleData: vehicleDataSchema.nullish().transform((v) => v ?? null),
    /** The language they read (BCP 47: en, cy, pl, ro, ur, ar); null: the dealership's; absent: unchanged. */
    language: customerLanguageSchema.nullish(),
    /** The send flows' inline "New customer": the phone may be left out. */
    inline: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    // The postcode is required in both variants (docs/decisions/0011-postcode-required.md).
    if (!v.postcode) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Postcode is required' });
    if (!v.inline && !v.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Phone is required' });
  })
  // The variant is a question for the check above, not a column.
  .transform(({ inline: _inline, ...customer }) => customer);

/** Words for an inline customer without a name or e-mail. */
export const INLINE_CUSTOMER_REQUIRED = 'Customer name and e-mail are required.';
export type CustomerFormValues = z.input<typeof customerSchema>;
export type CustomerInput = z.output<typeof customerSchema>;

const vehicleDataRecord = z.object({
  make: z.string().nullable(),
  model: z.string().nullable(),
  yearOfManufacture: z.number().int().nullable(),
  colour: z.string().nullable(),
  fuelType: z.string().nullable(),
  motStatus: z.string().nullable(),
});

/** A customer as the API answers it (the list, one, a save). */
export const customerRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  address: z.string().nullable(),
  vehicleRegistration: z.string().nullable(),
  vehicleData: vehicleDataRecord.nullable(),
  /** Their own language; null: the dealership's (else English). */
  language: z.enum(CUSTOMER_LANGUAGES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerRecordSchema>;

export const postcodeLookupResultSchema = z.object({
  addresses: z.array(z.object({ line1: z.string(), town: z.string(), county: z.string() })),
});
export type PostcodeLookupResult = z.infer<typeof postcodeLookupResultSchema>;
export const vehicleLookupResultSchema = vehicleDataRecord.extend({ registration: z.string() });
export type VehicleLookupResult = z.infer<typeof vehicleLookupResultSchema>;

/** Lookups run from 5 postcode characters and 2 registration characters. */
export const LOOKUP_MIN_POSTCODE = 5;
export const LOOKUP_MIN_REGISTRATION = 2;
