// Reads a sealed PDF's signatures the hard way, without the library that wrote them: the /ByteRange and
// /Contents of each signature dictionary from the bytes, the CMS structure from `openssl asn1parse`, and the
// RFC 3161 tokens checked by `openssl ts -verify`. An independent judge of what the seal claims.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PdfSignature = {
  /** The four numbers of /ByteRange. */
  byteRange: [number, number, number, number];
  /** The DER in /Contents, without the zero padding after it. */
  contents: Buffer;
  /** The bytes the signature covers. */
  signedBytes: Buffer;
  /** /Type /DocTimeStamp (a document timestamp) rather than /Sig. */
  documentTimestamp: boolean;
};

/** Every signature dictionary in the file, in file order. */
export function pdfSignatures(pdf: Buffer): PdfSignature[] {
  const text = pdf.toString('latin1');
  const found: PdfSignature[] = [];
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  for (const match of text.matchAll(pattern)) {
    const byteRange = match.slice(1, 5).map(Number) as PdfSignature['byteRange'];
    const [a, b, c, d] = byteRange;
    const hex = text.slice(a + b + 1, c - 1);
    const contents = Buffer.from(hex, 'hex');
    // The dictionary around this /ByteRange: from the last "<<" before it to its /Contents.
    const dictStart = text.lastIndexOf('<<', match.index);
    const dict = text.slice(dictStart, a + b);
    found.push({
      byteRange,
      contents: derLength(contents),
      signedBytes: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
      documentTimestamp: /\/Type\s*\/DocTimeStamp/.test(dict),
    });
  }
  return found;
}

/** Trims the zero padding after a DER value: its own header states its length. */
function derLength(der: Buffer): Buffer {
  const first = der[1] ?? 0;
  if (first < 0x80) return der.subarray(0, 2 + first);
  const size = first & 0x7f;
  let length = 0;
  for (let i = 0; i < size; i++) length = length * 256 + (der[2 + i] ?? 0);
  return der.subarray(0, 2 + size + length);
}

type Asn1Line = { offset: number; depth: number; header: number; length: number; text: string };

async function asn1parse(der: Buffer): Promise<Asn1Line[]> {
  return withTemp(async (dir) => {
    const file = path.join(dir, 'cms.der');
    await writeFile(file, der);
    const { stdout } = await run('openssl', ['asn1parse', '-inform', 'DER', '-in', file], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout
      .split('\n')
      .map((line) => line.match(/^\s*(\d+):d=\s*(\d+)\s+hl=\s*(\d+)\s+l=\s*(\d+)\s+(.*)$/))
      .filter((m): m is RegExpMatchArray => m !== null)
      .map((m) => ({
        offset: Number(m[1]),
        depth: Number(m[2]),
        header: Number(m[3]),
        length: Number(m[4]),
        text: m[5]!,
      }));
  });
}

/**
 * The signer's signature value and the RFC 3161 token in its unsigned attribute id-aa-timeStampToken
 * (1.2.840.113549.1.9.16.2.14), or null when the signature carries none.
 */
export async function signatureTimestamp(cms: Buffer) {
  const lines = await asn1parse(cms);
  const oid = lines.findIndex((l) =>
    /id-smime-aa-timeStampToken|1\.2\.840\.113549\.1\.9\.16\.2\.14/.test(l.text),
  );
  if (oid < 0) return null;
  // The attribute: SEQUENCE { OID, SET { token } }; the token is the SEQUENCE after the SET.
  const tokenLine = lines.slice(oid + 1).find((l) => /SEQUENCE/.test(l.text));
  // The unsigned attributes are [1] after the signature value: the last OCTET STRING before that [1].
  const unsigned = lines.slice(0, oid).findLastIndex((l) => /cont \[ 1 \]/.test(l.text));
  const valueLine = lines.slice(0, unsigned).findLast((l) => /OCTET STRING/.test(l.text));
  if (!tokenLine || !valueLine) return null;
  const slice = (l: Asn1Line) => cms.subarray(l.offset, l.offset + l.header + l.length);
  return {
    token: slice(tokenLine),
    signatureValue: slice(valueLine).subarray(valueLine.header),
  };
}

/**
 * `openssl ts -verify` of a token against a SHA-256 digest (hex) and the CA that issued the TSA's
 * certificate: it checks the message imprint equals the digest and the token's signature and chain.
 */
export async function verifyToken(token: Buffer, digestHex: string, caPem: string) {
  return withTemp(async (dir) => {
    await writeFile(path.join(dir, 'token.der'), token);
    await writeFile(path.join(dir, 'ca.pem'), caPem);
    try {
      const { stdout, stderr } = await run(
        'openssl',
        ['ts', '-verify', '-digest', digestHex, '-in', 'token.der', '-token_in', '-CAfile', 'ca.pem'],
        { cwd: dir },
      );
      return `${stdout}${stderr}`;
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return `${stdout}${stderr}`;
    }
  });
}

/** The token's TSTInfo as `openssl ts -reply -text` prints it (hash algorithm, message data, time). */
export async function tokenText(token: Buffer) {
  return withTemp(async (dir) => {
    await writeFile(path.join(dir, 'token.der'), token);
    const { stdout } = await run(
      'openssl',
      ['ts', '-reply', '-in', 'token.der', '-token_in', '-token_out', '-text'],
      {
        cwd: dir,
      },
    );
    return stdout;
  });
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function withTemp<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd2s-cms-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
