// What the platform administration feature calls: protected files across all dealers, and
// resetting or removing a file's password. Neither reads a file's content.
import type { ProtectedFile } from '../../../shared/dealer/dealer-files.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import * as repo from './dealer-files.repo.ts';
import { toDealerFile } from './dealer-files.service.ts';

export { resetFilePassword } from './file-keys.ts';

export async function listProtectedFiles(
  ctx: Pick<AppDeps, 'db'>,
  search?: string,
  limit = 200,
): Promise<ProtectedFile[]> {
  const rows = await repo.listProtectedFiles(ctx.db, search?.trim() || undefined, limit);
  return rows.map(({ file, dealerName }) => ({ ...toDealerFile(file), dealerName }));
}
