// The installation's sealing certificates: every one it has sealed with, with its dates, and the rotation
// that makes another current (an audited administrator action with a reason).
import { z } from 'zod';
import { adminDoor, calls } from './contract.ts';

export const sealingCertificateSchema = z.object({
  fingerprint: z.string(),
  subject: z.string(),
  issuer: z.string(),
  keyKind: z.enum(['generated', 'pkcs12', 'pkcs11', 'gcp-kms']),
  selfSigned: z.boolean(),
  notBefore: z.string(),
  notAfter: z.string(),
  offeredAt: z.string(),
  currentFrom: z.string().nullable(),
  retiredAt: z.string().nullable(),
  current: z.boolean(),
});
export type SealingCertificateInfo = z.infer<typeof sealingCertificateSchema>;

export const rotateSealingCertificateSchema = z.object({
  fingerprint: z
    .string({ error: 'Give the SHA-256 fingerprint of the certificate to seal with' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'The fingerprint is the certificate’s SHA-256: 64 hexadecimal characters'),
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason (at least 3 characters)')
    .max(500, 'The reason may be at most 500 characters'),
});

export const adminSealingApi = calls('Admin sealing certificates', {
  list: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/sealing-certificates',
    summary:
      'Every certificate the installation has sealed with or been offered, with its dates; the current one first',
    answer: z.object({ certificates: z.array(sealingCertificateSchema) }),
  },
  rotate: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/sealing-certificates/rotate',
    summary:
      'Make an offered certificate the one every instance seals with (recorded in the audit log with the reason)',
    body: rotateSealingCertificateSchema,
    answer: z.object({
      current: sealingCertificateSchema,
      previous: sealingCertificateSchema.nullable(),
      message: z.string(),
    }),
  },
});
