import { z } from 'zod';
import { optionalRegistrationSchema } from './uk-formats.schema.ts';
import { normalisePostcode } from './uk-formats.ts';

const optionalText = (max: number) =>
  z
    .string()
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
export type VehicleDataInput = z.input<typeof vehicleDataSchema>;
export type VehicleData = z.output<typeof vehicleDataSchema>;

/** One schema for the customer form and the customers routes (spec A §5 messages). */
export const customerSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.string().trim().toLowerCase().pipe(z.email('Valid email is required').max(254)),
  phone: z.string().trim().min(1, 'Phone is required').max(40),
  postcode: z
    .string()
    .trim()
    .min(1, 'Postcode is required')
    .transform((value, ctx) => {
      const postcode = normalisePostcode(value);
      if (postcode) return postcode;
      ctx.addIssue({ code: 'custom', message: 'Enter a valid UK postcode' });
      return z.NEVER;
    }),
  address: optionalText(500),
  vehicleRegistration: optionalRegistrationSchema,
  vehicleData: vehicleDataSchema.nullish().transform((v) => v ?? null),
});
export type CustomerFormValues = z.input<typeof customerSchema>;
export type CustomerInput = z.output<typeof customerSchema>;

export type Customer = CustomerInput & { id: string; createdAt: string; updatedAt: string };

export type PostcodeLookupResult = { addresses: { line1: string; town: string; county: string }[] };
export type VehicleLookupResult = {
  registration: string;
  make: string | null;
  model: string | null;
  yearOfManufacture: number | null;
  colour: string | null;
  fuelType: string | null;
  motStatus: string | null;
};

/** Spec A §5: lookups run from 5 postcode characters and 2 registration characters. */
export const LOOKUP_MIN_POSTCODE = 5;
export const LOOKUP_MIN_REGISTRATION = 2;
