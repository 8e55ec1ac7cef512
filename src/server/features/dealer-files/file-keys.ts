// Who may have a file's key. An unprotected file's key is wrapped by a key derived from APP_SECRET. A
// protected file's key is wrapped by its password (scrypt) for opening, and held in escrow under a second
// APP_SECRET-derived key only so that an administrator can reset or remove the password
// without ever reading the content; downloads never use the escrow.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DealerFileRow } from './dealer-files.repo.ts';
import * as repo from './dealer-files.repo.ts';
import { openWithPassword, protectWithPassword, serverKey, unwrapKey, wrapKey } from './file-crypto.ts';

export const MAX_WRONG_PASSWORDS = 10;
export const LOCK_MINUTES = 15;

type Ctx = { db: Database; config: Config };

export async function wrapNewFileKey(config: Config, fileKey: Buffer, password: string | null) {
  if (!password) {
    return {
      wrappedKey: wrapKey(serverKey(config.appSecret, 'dealer-file-key'), fileKey),
      passwordHash: null,
      passwordWrap: null,
      isPasswordProtected: false,
    };
  }
  const record = await protectWithPassword(fileKey, password);
  return {
    wrappedKey: wrapKey(serverKey(config.appSecret, 'dealer-file-escrow'), fileKey),
    ...record,
    isPasswordProtected: true,
  };
}

/** The key of an unprotected file. A protected one needs its password. */
export function keyWithoutPassword(config: Config, file: DealerFileRow): Buffer {
  if (file.isPasswordProtected) {
    throw new AppError(403, 'This file is password protected: enter its password to open it.', {
      code: 'PASSWORD_REQUIRED',
    });
  }
  return unwrapKey(serverKey(config.appSecret, 'dealer-file-key'), file.wrappedKey);
}

const minutesLeft = (until: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const locked = (until: Date) =>
  new AppError(429, `Too many wrong passwords: this file is locked. Try again in ${minutesLeft(until)}.`, {
    code: 'FILE_LOCKED',
  });

/**
 * The key of a file opened with its password. A wrong password answers 401 "Invalid password"; the tenth
 * try in a row locks the file for 15 minutes (429 with the time left), and while locked even the right
 * password waits. The try is counted before the password is compared (scrypt takes tens of milliseconds):
 * however many arrive at once, at most ten are ever compared per lock.
 */
export async function keyWithPassword(
  ctx: Ctx,
  file: DealerFileRow,
  password: string,
  actor: { userId: string; ip: string },
): Promise<Buffer> {
  if (!file.isPasswordProtected || !file.passwordHash || !file.passwordWrap)
    return keyWithoutPassword(ctx.config, file);
  const lockUntil = new Date(Date.now() + LOCK_MINUTES * 60_000);
  const taken = await repo.takePasswordAttempt(ctx.db, file.id, MAX_WRONG_PASSWORDS, lockUntil);
  if (!taken) throw locked((await repo.findFileLock(ctx.db, file.id)) ?? lockUntil);
  const key = await openWithPassword(
    { passwordHash: file.passwordHash, passwordWrap: file.passwordWrap },
    password,
  );
  if (key) {
    await repo.clearWrongPasswords(ctx.db, file.id);
    return key;
  }
  const event = { fileId: file.id, dealerId: file.dealerId, actorUserId: actor.userId, ipAddress: actor.ip };
  await repo.recordFileEvent(ctx.db, { ...event, kind: 'password_failed' });
  if (taken.lockedUntil) {
    await repo.recordFileEvent(ctx.db, { ...event, kind: 'locked' });
    throw locked(taken.lockedUntil);
  }
  throw new AppError(401, 'Invalid password', { code: 'INVALID_PASSWORD' });
}

/**
 * The administrator's reset: re-wraps the file key under a new password, or under the
 * server key when `newPassword` is null (protection removed). The content is never read or rewritten.
 */
export async function resetFilePassword(
  ctx: Ctx,
  fileId: string,
  newPassword: string | null,
  actor: { userId: string | null; ip?: string | null } = { userId: null },
): Promise<{ isPasswordProtected: boolean }> {
  const file = await repo.findFileForAdmin(ctx.db, fileId);
  if (!file) throw new AppError(404, 'File not found', { code: 'NOT_FOUND' });
  const escrow = file.isPasswordProtected ? 'dealer-file-escrow' : 'dealer-file-key';
  const fileKey = unwrapKey(serverKey(ctx.config.appSecret, escrow), file.wrappedKey);
  const password = newPassword?.trim() ? newPassword : null;
  const wrapping = await wrapNewFileKey(ctx.config, fileKey, password);
  await repo.updateKeyWrapping(ctx.db, file.id, wrapping);
  await repo.recordFileEvent(ctx.db, {
    fileId: file.id,
    dealerId: file.dealerId,
    kind: password ? 'password_reset' : 'password_removed',
    actorUserId: actor.userId,
    ipAddress: actor.ip ?? null,
  });
  return { isPasswordProtected: wrapping.isPasswordProtected };
}
