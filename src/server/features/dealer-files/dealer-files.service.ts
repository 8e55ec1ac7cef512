import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dealerFilesApi } from '../../../shared/api/dealer-files.ts';
import { urlOf } from '../../../shared/api/url.ts';
import { type CurrentUser, canManageDealership, personIdOf } from '../../../shared/dealer/auth.schema.ts';
import type {
  DealerFile,
  DealerFileFormat,
  DealerFileType,
  dealerFileListQuerySchema,
} from '../../../shared/dealer/dealer-files.schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { createSecretBox } from '../../lib/security/secret-box.ts';
import type { DealerFileRow } from './dealer-files.repo.ts';
import * as repo from './dealer-files.repo.ts';
import { CHUNK_SIZE, openingStream, sealedRangeFor } from './file-crypto.ts';
import { keyWithoutPassword, keyWithPassword, wrapNewFileKey } from './file-keys.ts';
import { receiveUpload } from './upload.ts';

type Ctx = Pick<AppDeps, 'db' | 'storage' | 'config'>;
type Actor = { user: CurrentUser; ip: string };

const fileNotFound = () => new AppError(404, 'File not found', { code: 'NOT_FOUND' });

/** A protected file needs its password and an owner's or manager's session: sales see the list. */
function assertMayOpenProtected(actor: Actor, row: DealerFileRow) {
  if (!row.isPasswordProtected || canManageDealership(actor.user)) return;
  throw new AppError(403, "Only the dealership's owner or a manager can open or delete a protected file", {
    code: 'FORBIDDEN',
  });
}

export const CONTENT_TYPES: Record<DealerFileFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export function toDealerFile(row: DealerFileRow): DealerFile {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType as DealerFileType,
    format: row.format as DealerFileFormat,
    customerId: row.customerId,
    customerName: row.customerName,
    vehicleRegistration: row.vehicleRegistration,
    notes: row.notes,
    fileSize: row.fileSize,
    duration: row.duration,
    width: row.width,
    height: row.height,
    uploadedAt: row.uploadedAt.toISOString(),
    dealerId: row.dealerId,
    isPasswordProtected: row.isPasswordProtected,
  };
}

export async function listFiles(
  ctx: Ctx,
  dealerId: string,
  query: z.output<typeof dealerFileListQuerySchema>,
) {
  const rows = await repo.listFiles(ctx.db, dealerId, query);
  return rows.map(toDealerFile);
}

export async function uploadFile(ctx: Ctx, request: FastifyRequest, actor: Actor): Promise<DealerFile> {
  const dealerId = actor.user.id;
  const upload = await receiveUpload(request, ctx.storage, dealerId);
  const { fields, inspection } = upload;
  try {
    let customerName = fields.customerName;
    let vehicleRegistration = fields.vehicleRegistration;
    if (fields.customerId) {
      const customer = await repo.findCustomerName(ctx.db, dealerId, fields.customerId);
      if (!customer) throw new AppError(400, 'Choose a customer from the list', { code: 'UNKNOWN_CUSTOMER' });
      customerName ??= customer.name;
      vehicleRegistration ??= customer.vehicleRegistration;
    }
    const password = fields.filePassword?.trim() ? fields.filePassword : null;
    const wrapping = await wrapNewFileKey(ctx.config, upload.fileKey, password);
    const row = await repo.insertFile(ctx.db, {
      dealerId,
      fileName: upload.fileName,
      fileType: fields.fileType,
      format: inspection.format,
      customerId: fields.customerId,
      customerName,
      vehicleRegistration,
      notes: fields.notes,
      fileSize: inspection.size,
      duration: inspection.duration,
      width: inspection.width,
      height: inspection.height,
      storageKey: upload.storageKey,
      noncePrefix: upload.noncePrefix,
      ...wrapping,
    });
    await repo.recordFileEvent(ctx.db, {
      fileId: row.id,
      dealerId,
      kind: 'uploaded',
      actorUserId: personIdOf(actor.user),
      ipAddress: actor.ip,
    });
    return toDealerFile(row);
  } catch (error) {
    await ctx.storage.delete(upload.storageKey).catch(() => undefined);
    throw error;
  }
}

export type FileStream = {
  file: DealerFile;
  contentType: string;
  stream: Readable;
  /** Present for a 206 answer. */
  range: { start: number; end: number } | null;
  length: number;
};

/** Parses one `bytes=` range; null for none (the whole file). Several ranges are answered with the whole. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  let start: number;
  let end: number;
  if (from === '') {
    if (to === '') return null;
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || end < start) {
    throw new AppError(416, `The requested range is outside the file (${size} bytes).`, {
      code: 'BAD_RANGE',
    });
  }
  return { start, end };
}

async function openStream(
  ctx: Ctx,
  row: DealerFileRow,
  fileKey: Buffer,
  rangeHeader?: string,
): Promise<FileStream> {
  const range = parseRange(rangeHeader, row.fileSize);
  const wanted = range ?? { start: 0, end: row.fileSize - 1 };
  const plan = sealedRangeFor(row.fileSize, wanted);
  // Whole sealed chunks per read where the store allows: the opener then does less bookkeeping per byte.
  const stored = await ctx.storage.getStream(row.storageKey, plan.stored, {
    readBytes: 16 * (CHUNK_SIZE + 16),
  });
  const opening = openingStream(fileKey, row.noncePrefix, row.fileSize, wanted, plan.first);
  stored.on('error', (error) => opening.destroy(error));
  return {
    file: toDealerFile(row),
    contentType: CONTENT_TYPES[row.format as DealerFileFormat] ?? 'application/octet-stream',
    stream: stored.pipe(opening),
    range,
    length: wanted.end - wanted.start + 1,
  };
}

async function recordDownload(ctx: Ctx, row: DealerFileRow, actor: Actor, rangeHeader?: string) {
  // A video's seeks are many ranged requests: one event for the opening request, not one per seek.
  if (rangeHeader && !/^bytes=0-/.test(rangeHeader.trim())) return;
  await repo.recordFileEvent(ctx.db, {
    fileId: row.id,
    dealerId: row.dealerId,
    kind: 'downloaded',
    actorUserId: personIdOf(actor.user),
    ipAddress: actor.ip,
  });
}

const accessBox = (ctx: Ctx) => createSecretBox(ctx.config.appSecret, 'dealer-file-access');
const ACCESS_MINUTES = 30;
const accessToken = z.object({ f: z.string(), d: z.string(), k: z.string(), e: z.number(), v: z.string() });

/**
 * Which password a link was granted under: a digest of the password's key wrap, which every reset replaces
 * (new salts). A link carries it, so a reset or a removed password ends every link given out before.
 */
const passwordVersion = (row: DealerFileRow) =>
  createHash('sha256')
    .update(row.passwordWrap ?? 'unprotected')
    .digest('base64url')
    .slice(0, 22);

/** GET: an unprotected file, or a protected one through a short-lived access token from `grantAccess`. */
export async function downloadFile(
  ctx: Ctx,
  actor: Actor,
  id: string,
  options: { range?: string; token?: string },
): Promise<FileStream> {
  const row = await repo.findFile(ctx.db, actor.user.id, id);
  if (!row) throw fileNotFound();
  assertMayOpenProtected(actor, row);
  let key: Buffer;
  if (options.token) {
    const grant = readAccessToken(ctx, options.token);
    if (!grant || grant.f !== row.id || grant.d !== row.dealerId || grant.v !== passwordVersion(row)) {
      throw new AppError(403, 'This link has expired: enter the file password again.', {
        code: 'ACCESS_EXPIRED',
      });
    }
    key = Buffer.from(grant.k, 'base64url');
  } else key = keyWithoutPassword(ctx.config, row);
  const opened = await openStream(ctx, row, key, options.range);
  await recordDownload(ctx, row, actor, options.range);
  return opened;
}

function readAccessToken(ctx: Ctx, token: string) {
  try {
    const grant = accessToken.parse(JSON.parse(accessBox(ctx).open(token)));
    return grant.e > Date.now() ? grant : null;
  } catch {
    return null;
  }
}

/** POST with the password: the file itself. */
export async function downloadWithPassword(
  ctx: Ctx,
  actor: Actor,
  id: string,
  password: string,
  range?: string,
): Promise<FileStream> {
  const row = await repo.findFile(ctx.db, actor.user.id, id);
  if (!row) throw fileNotFound();
  assertMayOpenProtected(actor, row);
  const key = await keyWithPassword(ctx, row, password, { userId: personIdOf(actor.user), ip: actor.ip });
  const opened = await openStream(ctx, row, key, range);
  await recordDownload(ctx, row, actor, range);
  return opened;
}

/**
 * The password exchanged for a link a <video> element can stream and seek (it cannot send a password with
 * its ranged requests). The token carries the file key sealed under an APP_SECRET-derived key and lasts 30
 * minutes; it names `token=` so the request log redacts it.
 */
export async function grantAccess(ctx: Ctx, actor: Actor, id: string, password: string) {
  const row = await repo.findFile(ctx.db, actor.user.id, id);
  if (!row) throw fileNotFound();
  assertMayOpenProtected(actor, row);
  const key = await keyWithPassword(ctx, row, password, { userId: personIdOf(actor.user), ip: actor.ip });
  const expiresAt = Date.now() + ACCESS_MINUTES * 60_000;
  const token = accessBox(ctx).seal(
    JSON.stringify({
      f: row.id,
      d: row.dealerId,
      k: key.toString('base64url'),
      e: expiresAt,
      v: passwordVersion(row),
    }),
  );
  return {
    url: urlOf(dealerFilesApi.download, { id: row.id }, { token }),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

export async function deleteFile(ctx: Ctx, actor: Actor, id: string) {
  if (!canManageDealership(actor.user)) {
    const found = await repo.findFile(ctx.db, actor.user.id, id);
    if (!found) throw fileNotFound();
    assertMayOpenProtected(actor, found);
  }
  const row = await repo.deleteFile(ctx.db, actor.user.id, id);
  if (!row) throw fileNotFound();
  await ctx.storage.delete(row.storageKey);
  await repo.recordFileEvent(ctx.db, {
    fileId: id,
    dealerId: actor.user.id,
    kind: 'deleted',
    actorUserId: personIdOf(actor.user),
    ipAddress: actor.ip,
  });
  return { message: 'File deleted' };
}
