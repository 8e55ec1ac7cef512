// Dealer files are sealed at rest in fixed-size chunks, each its own AES-256-GCM message, so a Range request
// decrypts only the chunks it touches and a changed, moved, dropped or truncated chunk fails to open.
import {
  createCipheriv,
  createDecipheriv,
  type DecipherGCM,
  hkdfSync,
  randomBytes,
  type ScryptOptions,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ByteRange } from '../../lib/storage/storage.ts';

export const CHUNK_SIZE = 64 * 1024;
const TAG = 16;
const SEALED_CHUNK = CHUNK_SIZE + TAG;

/** A key derived from APP_SECRET for one purpose (the secret-box style), never stored. */
export function serverKey(appSecret: string, purpose: 'dealer-file-key' | 'dealer-file-escrow'): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'docs2sign', `dealer-files:${purpose}`, 32));
}

export const newFileKey = () => randomBytes(32);
export const newNoncePrefix = () => randomBytes(8);

/** AES-256-GCM of a key under a wrapping key: "nonce.tag.body", base64url. */
export function wrapKey(wrapping: Buffer, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrapping, nonce);
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Throws when the wrapping key is wrong or the wrapped value was altered. */
export function unwrapKey(wrapping: Buffer, wrapped: string): Buffer {
  const [nonce, tag, body] = wrapped.split('.');
  if (!nonce || !tag || body === undefined) throw new Error('not a wrapped key');
  const decipher = createDecipheriv('aes-256-gcm', wrapping, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}

// scrypt at N=2^15, r=8: about 32 MB and tens of milliseconds per try, which is what makes it slow to guess.
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scryptAsync(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export type PasswordRecord = { passwordHash: string; passwordWrap: string };

/**
 * The stored form of a file password: a salted scrypt hash to check it, and the file key wrapped by a
 * second scrypt key (another salt) of the same password, so the key cannot be had without the password.
 */
export async function protectWithPassword(fileKey: Buffer, password: string): Promise<PasswordRecord> {
  const hashSalt = randomBytes(16);
  const wrapSalt = randomBytes(16);
  const [hash, wrapping] = await Promise.all([
    scryptAsync(password, hashSalt, 32),
    scryptAsync(password, wrapSalt, 32),
  ]);
  return {
    passwordHash: `${hashSalt.toString('base64url')}.${hash.toString('base64url')}`,
    passwordWrap: `${wrapSalt.toString('base64url')}:${wrapKey(wrapping, fileKey)}`,
  };
}

/** The file key when the password is right; null when it is wrong. */
export async function openWithPassword(record: PasswordRecord, password: string): Promise<Buffer | null> {
  const [salt, expected] = record.passwordHash.split('.');
  if (!salt || !expected) return null;
  const hash = await scryptAsync(password, Buffer.from(salt, 'base64url'), 32);
  const want = Buffer.from(expected, 'base64url');
  if (want.length !== hash.length || !timingSafeEqual(want, hash)) return null;
  const [wrapSalt, wrapped] = record.passwordWrap.split(':');
  if (!wrapSalt || !wrapped) return null;
  const wrapping = await scryptAsync(password, Buffer.from(wrapSalt, 'base64url'), 32);
  return unwrapKey(wrapping, wrapped);
}

function chunkNonce(prefix: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0, 0, 8);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

function chunkAad(index: number, final: boolean): Buffer {
  const aad = Buffer.alloc(5);
  aad.writeUInt32BE(index, 0);
  aad[4] = final ? 1 : 0;
  return aad;
}

/** Plain bytes in, sealed chunks out. A full chunk is held back until more arrives, to know which is final;
 * its pieces are encrypted as they came (slices of the reads, never joined: joining only copies). */
export function sealingStream(key: Buffer, prefix: Buffer): Transform {
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let index = 0;
  const seal = (stream: Transform, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, chunkNonce(prefix, index));
    cipher.setAAD(chunkAad(index, final));
    for (const piece of pending) stream.push(cipher.update(piece));
    cipher.final();
    stream.push(cipher.getAuthTag());
    index++;
    pending = [];
    pendingLength = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      let data = chunk;
      while (data.length > 0) {
        if (pendingLength === CHUNK_SIZE) seal(this, false); // more bytes follow, so it was not the last
        const n = Math.min(CHUNK_SIZE - pendingLength, data.length);
        pending.push(data.subarray(0, n));
        pendingLength += n;
        data = data.subarray(n);
      }
      done();
    },
    flush(done: TransformCallback) {
      seal(this, true);
      done();
    },
  });
}

export const chunkCount = (plainSize: number) => Math.max(1, Math.ceil(plainSize / CHUNK_SIZE));
export const sealedSize = (plainSize: number) => plainSize + chunkCount(plainSize) * TAG;

/** The stored bytes to fetch for a plain range: whole sealed chunks only. */
export function sealedRangeFor(plainSize: number, range: ByteRange) {
  const first = Math.floor(range.start / CHUNK_SIZE);
  const last = Math.floor(range.end / CHUNK_SIZE);
  return {
    first,
    last,
    stored: {
      start: first * SEALED_CHUNK,
      end: Math.min(sealedSize(plainSize), (last + 1) * SEALED_CHUNK) - 1,
    },
  };
}

/**
 * Sealed chunks `first..last` in (as read from storage), the plain bytes of `range` out. Each chunk's
 * ciphertext is fed to its decipher as it arrives (no joining of reads); its plain bytes are held until its
 * tag checks, so nothing of a bad chunk is ever passed on. A bad tag, or the stored stream ending early,
 * destroys the stream with an error.
 */
export function openingStream(
  key: Buffer,
  prefix: Buffer,
  plainSize: number,
  range: ByteRange,
  first: number,
): Transform {
  const lastIndex = chunkCount(plainSize) - 1;
  const lastWanted = Math.floor(range.end / CHUNK_SIZE);
  const plainLength = (index: number) =>
    index < lastIndex ? CHUNK_SIZE : plainSize - lastIndex * CHUNK_SIZE;
  let index = first;
  let decipher: DecipherGCM | null = null;
  let cipherLeft = 0;
  let held: Buffer[] = [];
  let tag: Buffer[] = [];
  let tagLength = 0;

  const begin = () => {
    decipher = createDecipheriv('aes-256-gcm', key, chunkNonce(prefix, index));
    decipher.setAAD(chunkAad(index, index === lastIndex));
    cipherLeft = plainLength(index);
    held = [];
    tag = [];
    tagLength = 0;
  };
  const finishChunk = (stream: Transform) => {
    if (!decipher) return;
    decipher.setAuthTag(Buffer.concat(tag, tagLength));
    decipher.final(); // throws on a bad tag, before any of this chunk's bytes leave
    let offset = index * CHUNK_SIZE;
    for (const piece of held) {
      const from = Math.max(0, range.start - offset);
      const to = Math.min(piece.length, range.end - offset + 1);
      if (to > from) stream.push(from === 0 && to === piece.length ? piece : piece.subarray(from, to));
      offset += piece.length;
    }
    decipher = null;
    index++;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        let data = chunk;
        while (data.length > 0) {
          if (index > lastWanted) throw new Error('dealer file has unexpected bytes');
          if (!decipher) begin();
          const active = decipher as unknown as DecipherGCM;
          if (cipherLeft > 0) {
            const n = Math.min(cipherLeft, data.length);
            held.push(active.update(data.subarray(0, n)));
            cipherLeft -= n;
            data = data.subarray(n);
            continue;
          }
          const n = Math.min(TAG - tagLength, data.length);
          tag.push(data.subarray(0, n));
          tagLength += n;
          data = data.subarray(n);
          if (tagLength === TAG) finishChunk(this);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (decipher || index <= lastWanted)
        return done(new Error(`dealer file is cut short at chunk ${index}`));
      done();
    },
  });
}

/** Seals a whole buffer (tests and small files). */
export async function sealBuffer(key: Buffer, prefix: Buffer, plain: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from([plain]).pipe(sealingStream(key, prefix)))
    out.push(chunk as Buffer);
  return Buffer.concat(out);
}
