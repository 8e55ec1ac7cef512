// An administrator finds password-protected dealer files and resets or removes a password.
// The dealer-files feature owns the files; it re-wraps the key and never reads the content.
import type { ResetFilePassword } from '../../../../shared/admin/admin.schema.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { listProtectedFiles, resetFilePassword } from '../../dealer-files/index.ts';
import { recordAdminAction } from '../audit-log/audit.service.ts';

type Ctx = Pick<AppDeps, 'db' | 'config'>;

export function protectedFiles(ctx: Ctx, search: string | undefined) {
  return listProtectedFiles(ctx, search);
}

export async function resetProtectedFilePassword(
  ctx: Ctx,
  fileId: string,
  input: ResetFilePassword,
  actor: { userId: string; ip: string },
) {
  const newPassword = input.removeProtection ? null : (input.newPassword ?? null);
  const { isPasswordProtected } = await resetFilePassword(ctx, fileId, newPassword, actor);
  await recordAdminAction(ctx, {
    adminId: actor.userId,
    ip: actor.ip,
    action: isPasswordProtected ? 'file.password_reset' : 'file.protection_removed',
    targetType: 'dealer_file',
    targetId: fileId,
  });
  return {
    isPasswordProtected,
    message: isPasswordProtected
      ? 'The file password has been reset.'
      : 'Password protection has been removed from the file.',
  };
}
