// An administrator finds password-protected dealer files and resets or removes a password.
import { z } from 'zod';
import { resetFilePasswordSchema } from '../admin/admin.schema.ts';
import { protectedFileSchema } from '../dealer/dealer-files.schema.ts';
import { adminDoor, calls } from './contract.ts';

export const adminProtectedFilesApi = calls('Admin protected files', {
  list: {
    ...adminDoor,
    method: 'GET',
    path: '/api/admin/protected-files',
    summary: 'Every dealer’s password-protected files (?search by file, dealer or customer)',
    query: z.object({ search: z.string().trim().max(200).optional() }),
    answer: z.array(protectedFileSchema),
  },
  resetPassword: {
    ...adminDoor,
    method: 'POST',
    path: '/api/admin/reset-file-password/:fileId',
    summary: 'Set a new password on a protected file, or remove its protection',
    params: z.object({ fileId: z.uuid('File not found') }),
    body: resetFilePasswordSchema,
    answer: z.object({ isPasswordProtected: z.boolean(), message: z.string() }),
  },
});
