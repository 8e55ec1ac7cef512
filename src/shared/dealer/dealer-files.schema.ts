import { z } from 'zod';
import { optionalRegistrationSchema } from '../customers/uk-formats.schema.ts';
import { safeText, stripBidiControls } from '../text-safety.ts';

/** The types a capture screen files, then the extra ones the file form offers. */
export const DEALER_FILE_TYPES = [
  'driving_license',
  'passport',
  'national_id',
  'proof_of_address',
  'bank_statement',
  'utility_bill',
  'customer_video',
  'video_id_check',
  'video_handover',
  'v5',
  'settlement_figure',
  'part_ex',
  'customer_order_form',
  'other',
] as const;
export type DealerFileType = (typeof DEALER_FILE_TYPES)[number];

/** These need a file password at upload, and again to open the file. */
export const PROTECTED_FILE_TYPES: readonly DealerFileType[] = [
  'driving_license',
  'passport',
  'national_id',
  'proof_of_address',
  'bank_statement',
  'utility_bill',
  'video_id_check',
];
export const isProtectedFileType = (type: string) =>
  (PROTECTED_FILE_TYPES as readonly string[]).includes(type);

export const DEALER_FILE_TYPE_LABELS: Record<DealerFileType, string> = {
  driving_license: 'Driving Licence',
  passport: 'Passport',
  national_id: 'National ID',
  proof_of_address: 'Proof of Address',
  bank_statement: 'Bank Statement',
  utility_bill: 'Utility Bill',
  customer_video: 'Customer Video',
  video_id_check: 'Video ID Check',
  video_handover: 'Video Handover',
  v5: 'V5 Logbook',
  settlement_figure: 'Settlement Figure',
  part_ex: 'Part Exchange',
  customer_order_form: 'Customer Order Form',
  other: 'Other',
};

/** Recording limits in seconds. */
export const RECORDING_LIMITS = { customer_video: 120, video_handover: 300, video_id_check: 10 } as const;

/** What the bytes are allowed to be, and the size limit of each kind. */
export const ACCEPTED_FORMATS = ['pdf', 'doc', 'docx', 'jpeg', 'png', 'mp4', 'webm', 'mov'] as const;
export type DealerFileFormat = (typeof ACCEPTED_FORMATS)[number];
export const MB = 1024 * 1024;
export const SIZE_LIMITS = { image: 10 * MB, document: 50 * MB, video: 500 * MB } as const;
export const ACCEPT_ATTRIBUTE = '.pdf,.doc,.docx,.jpg,.jpeg,.png,.mp4,.webm,.mov';

const optionalText = (max: number, label: string) =>
  safeText(z.string())
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? stripBidiControls(v) : null));

/**
 * A file password guards the file's key against anyone who copies the database, so it must stand up to an
 * offline guess (scrypt slows each one, but "1" falls at once): the same rule for the dealer's upload and
 * the administrator's reset.
 */
export const FILE_PASSWORD_MIN_LENGTH = 8;
export const FILE_PASSWORD_TOO_SHORT = `The file password must be at least ${FILE_PASSWORD_MIN_LENGTH} characters`;
export const isFilePasswordTooShort = (password: string) =>
  password.trim().length > 0 && [...password.trim()].length < FILE_PASSWORD_MIN_LENGTH;

/** The text fields of the upload form, checked once the whole form has arrived. */
export const dealerFileUploadSchema = z
  .object({
    fileType: z.enum(DEALER_FILE_TYPES, { error: 'Choose a file type' }),
    notes: optionalText(2000, 'Notes'),
    customerId: safeText(z.string())
      .trim()
      .nullish()
      .transform((v) => v || null)
      .pipe(z.uuid('Choose a customer from the list').nullable()),
    customerName: optionalText(200, 'Customer name'),
    vehicleRegistration: optionalRegistrationSchema,
    filePassword: safeText(z.string()).max(200, 'The file password must be at most 200 characters').nullish(),
    isPasswordProtected: safeText(z.string())
      .nullish()
      .transform((v) => v === 'true'),
  })
  .superRefine((value, ctx) => {
    const needsPassword = isProtectedFileType(value.fileType) || value.isPasswordProtected;
    if (needsPassword && !value.filePassword?.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['filePassword'],
        message: 'This file type needs a document password',
      });
    }
    if (value.filePassword && isFilePasswordTooShort(value.filePassword)) {
      ctx.addIssue({ code: 'custom', path: ['filePassword'], message: FILE_PASSWORD_TOO_SHORT });
    }
  });

export const dealerFileListQuerySchema = z.object({
  search: safeText(z.string()).trim().max(200).optional(),
  customerId: z.uuid('Choose a customer from the list').optional(),
  fileType: z.enum(DEALER_FILE_TYPES, { error: 'Unknown file type' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The id of the last file of the previous page. */
  cursor: z.uuid('Unknown cursor').optional(),
});

/** The prompt submit needs a non-empty trimmed password. */
export const filePasswordSchema = z.object({
  password: safeText(z.string())
    .max(200)
    .refine((v) => v.trim().length > 0, 'Enter the file password'),
});

export const dealerFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.enum(DEALER_FILE_TYPES),
  format: z.enum(ACCEPTED_FORMATS),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  vehicleRegistration: z.string().nullable(),
  notes: z.string().nullable(),
  fileSize: z.number().int(),
  /** Seconds; null for anything but a video, or a video whose length could not be read. */
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploadedAt: z.string(),
  dealerId: z.string(),
  isPasswordProtected: z.boolean(),
});
export type DealerFile = z.infer<typeof dealerFileSchema>;

/** The administrator's password-reset list: a protected file with its dealer's name. */
export const protectedFileSchema = dealerFileSchema.extend({ dealerName: z.string() });
export type ProtectedFile = z.infer<typeof protectedFileSchema>;

/** Size in MB to one decimal. */
/** A file's size in MB; a file under 0.1 MB in KB, never "0.0 MB". */
export const formatFileSizeMb = (bytes: number) =>
  bytes < MB / 10 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;

/** Duration as m:ss. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
