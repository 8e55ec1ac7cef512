// The short code on each sealed file's certificate: anyone holding the file can look it up at /verify.
// Ten characters of Crockford's base32 (no I, L, O or U, so it reads aloud and types without confusion):
// 50 random bits, unique per sealed document (a unique index makes sure).
// The code is also written into the file's document information (Subject), in the certificate's own
// update, so a copy changed after sealing can still be matched to what was sealed even when its text
// cannot be read.
import { randomInt } from 'node:crypto';
import type { PDF } from '@libpdf/core';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
const MARK = 'Docs2Sign verification code ';

export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as typed: any case, spaces and dashes ignored, and the letters Crockford reads as digits. */
export function normaliseCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export function markVerificationCode(pdf: PDF, code: string) {
  pdf.setSubject(`${MARK}${code}`);
}

/** The codes written into a file (the last one counts; a forged file may carry any). */
export function findVerificationCodes(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const found = text.matchAll(new RegExp(`${MARK}([${ALPHABET}]{${CODE_LENGTH}})`, 'g'));
  return [...new Set([...found].map((m) => m[1] ?? ''))].filter(Boolean);
}
