import { z } from 'zod';

/** The port: 587 by default (STARTTLS); 465 means implicit TLS. */
export const DEFAULT_SMTP_PORT = 587;
export const IMPLICIT_TLS_PORT = 465;

/** Consumer mail services a dealer may use for business e-mail, all on port 587. */
export const SMTP_PRESETS = [
  { name: 'Gmail', host: 'smtp.gmail.com', port: 587 },
  { name: 'Outlook / Microsoft 365', host: 'smtp.office365.com', port: 587 },
  { name: 'Yahoo Mail', host: 'smtp.mail.yahoo.com', port: 587 },
] as const;

const port = z.coerce
  .number({ error: 'Invalid port number' })
  .int('Invalid port number')
  .min(1, 'Invalid port number')
  .max(65535, 'Invalid port number');

/** Where and as whom to connect. An empty password keeps the stored one. */
export const smtpConnectionSchema = z.object({
  smtpHost: z.string().trim().min(1, 'SMTP host is required').max(253, 'SMTP host is too long'),
  smtpPort: port,
  smtpSecure: z.boolean().optional(),
  smtpUser: z.email('Invalid email address'),
  smtpPassword: z.string().max(500).optional(),
  smtpFromEmail: z.email('Invalid email address'),
});
export type SmtpConnectionInput = z.infer<typeof smtpConnectionSchema>;

/** PUT /api/dealer/smtp: with business e-mail off, the other fields may be left as they are. */
export const smtpSettingsSchema = z.discriminatedUnion('smtpEnabled', [
  smtpConnectionSchema.extend({ smtpEnabled: z.literal(true) }),
  smtpConnectionSchema.partial().extend({ smtpEnabled: z.literal(false) }),
]);
export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

/** What the browser may see: never the password, only whether one is stored. */
export const smtpSettingsAnswerSchema = z.object({
  smtpEnabled: z.boolean(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().int(),
  smtpSecure: z.boolean(),
  smtpUser: z.string().nullable(),
  smtpFromEmail: z.string().nullable(),
  smtpPasswordSet: z.boolean(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsAnswerSchema>;

/** Implicit TLS on 465, STARTTLS on 587, otherwise what the dealer chose. */
export function smtpUsesImplicitTls(portNumber: number, secure: boolean | undefined | null): boolean {
  if (portNumber === IMPLICIT_TLS_PORT) return true;
  if (portNumber === DEFAULT_SMTP_PORT) return false;
  return secure ?? false;
}
