// Answers whether an uploaded PDF is a copy of one this installation sealed, and if so whether it is
// unmodified. Nothing uploaded is kept: the bytes are hashed and compared in memory and dropped.
//
// Found, in order: the file's SHA-256 is a sealed file's (unmodified); the file up to one of its %%EOF
// markers is a sealed file (sealed here, then an incremental update appended); the verification code the
// seal wrote into the file names a sealed file that differs (modified after sealing); the file up to one of
// its %%EOF markers is the stamped pages of a sealed document whose certificate or seal was replaced.
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findByFingerprints } from '../../lib/sealing/sealing-certificates.ts';
import { sha256Hex } from '../../lib/storage/storage.ts';
import { findVerificationCodes, normaliseCode } from '../customer-signing/index.ts';
import { detectFileType } from '../document-processing/index.ts';
import { hashToken } from '../signing-requests/index.ts';
import * as repo from './verification.repo.ts';

export type VerifyCtx = Pick<AppDeps, 'db' | 'storage'>;
export type VerifyStatus = 'unmodified' | 'appended' | 'modified' | 'not_sealed_here';

/** At most this many revisions are tried (a real sealed file has a handful). */
const MAX_REVISIONS = 64;
/** At most this many verification codes are looked up (a sealed set has one per document; a forged file may carry thousands). */
export const MAX_CODES = 20;

/** The first MAX_CODES distinct verification codes written in the file, in the order they appear. */
export function codesToTry(bytes: Uint8Array): string[] {
  return findVerificationCodes(bytes).slice(0, MAX_CODES);
}

export async function verifyUpload(ctx: VerifyCtx, bytes: Uint8Array, linkToken?: string) {
  if (detectFileType(bytes).kind !== 'pdf') {
    throw new AppError(400, 'That file is not a PDF. Choose the PDF you were sent.', { code: 'NOT_PDF' });
  }
  const length = bytes.length;
  const [whole] = await repo.findBySealedHashes(ctx.db, [sha256Hex(bytes)]);
  if (whole) return answer(ctx, 'unmodified', whole, linkToken, { uploadedBytes: length });

  const prefixes = prefixHashes(bytes, revisionEnds(bytes));
  const sealedPrefix = longest(
    prefixes,
    await repo.findBySealedHashes(
      ctx.db,
      prefixes.map((p) => p.sha256),
    ),
    'sealedSha256',
  );
  if (sealedPrefix) {
    const appended = bytes.subarray(sealedPrefix.end);
    return answer(ctx, 'appended', sealedPrefix.record, linkToken, {
      uploadedBytes: length,
      sealedBytes: sealedPrefix.end,
      appendedBytes: appended.length,
      appendedParts: describeAppended(appended),
    });
  }

  // A code names the sealed copy, yet the file is not it. Nothing is said of how the two differ: counting
  // the bytes that differ would let anyone holding a code read the sealed copy back one guessed byte at a time.
  const [byCode] = await repo.findByCodes(ctx.db, codesToTry(bytes));
  if (byCode?.sealedKey) {
    return answer(ctx, 'modified', byCode, linkToken, { uploadedBytes: length });
  }

  const signedPrefix = longest(
    prefixes,
    await repo.findBySignedHashes(
      ctx.db,
      prefixes.map((p) => p.sha256),
    ),
    'signedSha256',
  );
  if (signedPrefix) {
    return answer(ctx, 'modified', signedPrefix.record, linkToken, {
      uploadedBytes: length,
      firstDifferenceAt: signedPrefix.end,
    });
  }
  return {
    status: 'not_sealed_here' as const,
    message:
      'Not sealed by this installation: no document sealed here matches this file. It may have been sealed elsewhere, or never sealed.',
  };
}

/** The title and dates of the document a certificate's code names (no personal data). */
export async function lookUpCode(ctx: VerifyCtx, input: string) {
  const code = normaliseCode(input);
  const [found] = code ? await repo.findByCodes(ctx.db, [code]) : [];
  if (!found) throw new AppError(404, 'No document sealed here has that code.', { code: 'UNKNOWN_CODE' });
  return publicFacts(found, await sealedWith(ctx, found));
}

type Change = {
  uploadedBytes: number;
  sealedBytes?: number;
  appendedBytes?: number;
  appendedParts?: string[];
  firstDifferenceAt?: number;
};

async function answer(
  ctx: VerifyCtx,
  status: Exclude<VerifyStatus, 'not_sealed_here'>,
  record: repo.SealedRecord,
  linkToken: string | undefined,
  change: Change,
) {
  const token = linkToken ? tokenFrom(linkToken) : null;
  const linkHolder = token
    ? await repo.findLinkHolderDetails(ctx.db, record.requestId, hashToken(token))
    : null;
  return {
    status,
    message: MESSAGES[status](change),
    document: publicFacts(record, await sealedWith(ctx, record)),
    change,
    // Who signed, only for the holder of that request's signing link; a wrong link is said to be wrong.
    ...(linkToken ? { linkHolder: linkHolder ?? undefined, linkMatched: Boolean(linkHolder) } : {}),
  };
}

const MESSAGES: Record<Exclude<VerifyStatus, 'not_sealed_here'>, (c: Change) => string> = {
  unmodified: () => 'Sealed by this installation and unmodified: this is exactly the file that was sealed.',
  appended: (c) =>
    `Sealed here, then changed: ${c.appendedBytes} bytes were appended after the sealed file (an incremental update). The sealed part is intact; what was added was not sealed here.`,
  modified: (c) =>
    c.firstDifferenceAt === undefined
      ? 'Modified after sealing: this file carries the verification code of a document sealed here, but it is not the sealed copy.'
      : `Modified after sealing: the signed pages match a document sealed here, but the file differs from the sealed copy from byte ${c.firstDifferenceAt}.`,
};

function publicFacts(r: repo.SealedRecord, certificate: Awaited<ReturnType<typeof sealedWith>> = null) {
  return {
    title: r.title,
    requestId: r.requestId,
    completedAt: r.completedAt?.toISOString() ?? null,
    sealedAt: r.sealedAt?.toISOString() ?? null,
    verificationCode: r.verificationCode,
    sealedWith: certificate,
  };
}

/** The certificate that sealed the file, as the installation's record of certificates keeps it. */
async function sealedWith(ctx: VerifyCtx, r: repo.SealedRecord) {
  if (!r.sealedWith) return null;
  const [c] = await findByFingerprints(ctx.db, [r.sealedWith]);
  if (!c) return null;
  return {
    subject: c.subject,
    issuer: c.issuer,
    fingerprint: c.fingerprint,
    selfSigned: c.selfSigned,
    notBefore: c.notBefore.toISOString(),
    notAfter: c.notAfter.toISOString(),
    usedFrom: c.currentFrom?.toISOString() ?? null,
    usedUntil: c.retiredAt?.toISOString() ?? null,
    current: c.isCurrent,
  };
}

/** A signing link or the token alone. */
function tokenFrom(input: string): string | null {
  const token = input.trim().match(/(?:\/sign\/|^)([\w-]{16,200})\/?$/)?.[1];
  return token ?? null;
}

/**
 * The SHA-256 of the file up to each end (ascending), in one pass: each byte is hashed once, however many
 * revisions a visitor's file claims (up to 64 × 50 MB otherwise, on a route open to anyone).
 */
function prefixHashes(bytes: Uint8Array, ends: number[]): { end: number; sha256: string }[] {
  const hash = createHash('sha256');
  let from = 0;
  return ends.map((end) => {
    hash.update(bytes.subarray(from, end));
    from = end;
    return { end, sha256: hash.copy().digest('hex') };
  });
}

/** Where each revision ends: after each %%EOF and the line end that follows it, if any. */
function revisionEnds(bytes: Uint8Array): number[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ends = new Set<number>();
  for (
    let at = text.indexOf('%%EOF');
    at !== -1 && ends.size < MAX_REVISIONS * 3;
    at = text.indexOf('%%EOF', at + 5)
  ) {
    let end = at + 5;
    ends.add(end);
    if (text[end] === 0x0d) ends.add(++end);
    if (text[end] === 0x0a) ends.add(++end);
  }
  return [...ends].filter((end) => end < bytes.length);
}

function longest(
  prefixes: { end: number; sha256: string }[],
  records: repo.SealedRecord[],
  by: 'sealedSha256' | 'signedSha256',
) {
  let best: { end: number; record: repo.SealedRecord } | null = null;
  for (const p of prefixes) {
    const record = records.find((r) => r[by] === p.sha256);
    if (record && (!best || p.end > best.end)) best = { end: p.end, record };
  }
  return best;
}

/** What an appended update holds, in words a reader can weigh. */
function describeAppended(appended: Uint8Array): string[] {
  const text = Buffer.from(appended.buffer, appended.byteOffset, appended.byteLength).toString('latin1');
  const objects = text.match(/\d+\s+\d+\s+obj\b/g)?.length ?? 0;
  const parts = [`${objects} PDF object${objects === 1 ? '' : 's'}`];
  if (/\/Type\s*\/Page\b/.test(text)) parts.push('pages');
  if (/\/Type\s*\/Annot\b|\/Subtype\s*\/(Text|FreeText|Ink|Stamp|Square|Line|Highlight)\b/.test(text))
    parts.push('annotations');
  if (/\/Type\s*\/(Sig|DocTimeStamp)\b/.test(text)) parts.push('a further signature or timestamp');
  if (/\/AcroForm\b|\/FT\s*\//.test(text)) parts.push('form fields');
  if (/\bstream\b/.test(text)) parts.push('content (streams)');
  return parts;
}
