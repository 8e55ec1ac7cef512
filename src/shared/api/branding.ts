import { z } from 'zod';
import { calls, managerWrites, memberReads } from './contract.ts';

/** The image's version, so its address changes with it and may be cached for long. */
const version = z.object({ v: z.string().max(100).optional() });

export const brandingApi = calls('Branding', {
  logo: {
    access: 'public',
    limit: { max: 600, per: 'minute', by: 'address' },
    method: 'GET',
    path: '/api/branding/:dealerId/logo.png',
    summary: "A dealership's logo as PNG, for its customers' mail and signing page (cached for a day)",
    params: z.object({ dealerId: z.string().min(1).max(100) }),
    query: version,
    file: 'image/png',
  },
  uploadLogo: {
    ...managerWrites,
    method: 'POST',
    path: '/api/dealer/logo',
    summary: 'Upload the logo (PNG, JPEG, WebP or SVG, up to 5 MB; owners and managers); kept as a PNG',
    upload: { logo: 'file' },
    answer: z.object({
      logoUrl: z.string(),
      businessNameValidation: z.object({
        hasInconsistencies: z.boolean(),
        inconsistencyCount: z.number().int(),
      }),
    }),
  },
  removeLogo: {
    ...managerWrites,
    method: 'DELETE',
    path: '/api/dealer/logo',
    summary: 'Remove the logo',
    answer: z.object({ logoUrl: z.null() }),
  },
  uploadProfileImage: {
    ...managerWrites,
    method: 'POST',
    path: '/api/dealer/profile-image',
    summary: 'Upload the profile photo (up to 10 MB; owners and managers)',
    upload: { profileImage: 'file' },
    answer: z.object({ profileImageUrl: z.string() }),
  },
  profileImage: {
    ...memberReads,
    method: 'GET',
    path: '/api/dealer/profile-image',
    summary: 'The profile photo as JPEG',
    query: version,
    file: 'image/jpeg',
  },
});
