// The CMS of a PAdES B-B seal (ETSI.CAdES.detached, SHA-256), written as DER directly: the same bytes the
// library's pkijs builder writes for the same inputs (a test compares them), without parsing the seal's
// certificate and encoding the whole structure anew for every document (about 3 ms a document). The parts
// that depend only on the certificate are made once per signer.
import { createHash } from 'node:crypto';
import type { Signer } from '@libpdf/core';

/** DER of one element: tag, length, contents. */
function der(tag: number, ...parts: Uint8Array[]): Buffer {
  const body = Buffer.concat(parts);
  const n = body.length;
  let head: number[];
  if (n < 0x80) head = [tag, n];
  else {
    const bytes: number[] = [];
    for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    head = [tag, 0x80 | bytes.length, ...bytes];
  }
  return Buffer.concat([Buffer.from(head), body]);
}

const sequence = (...parts: Uint8Array[]) => der(0x30, ...parts);
const set = (...parts: Uint8Array[]) => der(0x31, ...parts);
const octets = (bytes: Uint8Array) => der(0x04, bytes);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const chunk = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return der(0x06, Uint8Array.from(bytes));
}

const OID_DATA = oid('1.2.840.113549.1.7.1');
const OID_SIGNED_DATA = oid('1.2.840.113549.1.7.2');
const OID_CONTENT_TYPE = oid('1.2.840.113549.1.9.3');
const OID_MESSAGE_DIGEST = oid('1.2.840.113549.1.9.4');
const OID_SIGNING_TIME = oid('1.2.840.113549.1.9.5');
const OID_CMS_ALGORITHM_PROTECTION = oid('1.2.840.113549.1.9.52');
const OID_SIGNING_CERTIFICATE_V2 = oid('1.2.840.113549.1.9.16.2.47');
const SHA256 = sequence(oid('2.16.840.1.101.3.4.2.1'));
const VERSION_1 = der(0x02, Uint8Array.of(1));
const NULL = Uint8Array.of(0x05, 0x00);

/** Where one element's contents sit in `bytes`, and where the next element starts. */
function element(bytes: Uint8Array, at: number) {
  const first = bytes[at + 1] ?? 0;
  let length = first;
  let start = at + 2;
  if (first & 0x80) {
    length = 0;
    for (let i = 0; i < (first & 0x7f); i++) length = length * 256 + (bytes[start + i] ?? 0);
    start += first & 0x7f;
  }
  if (start + length > bytes.length) throw new Error('The sealing certificate is not valid DER');
  return { tag: bytes[at], start, end: start + length };
}

/** What every seal by one signer shares: its certificates, who issued it and its hash. */
type SignerParts = {
  certificates: Buffer;
  issuerAndSerial: Buffer;
  signatureAlgorithm: Buffer;
  signingCertificateV2: Buffer;
  cmsAlgorithmProtection: Buffer;
};

const partsOf = new WeakMap<Signer, SignerParts>();

function signerParts(signer: Signer): SignerParts {
  const known = partsOf.get(signer);
  if (known) return known;
  const cert = signer.certificate;
  // Certificate ::= SEQUENCE { tbsCertificate SEQUENCE { [0] version OPTIONAL, serialNumber, signature,
  // issuer, ... }, ... }
  const tbs = element(cert, element(cert, 0).start);
  let at = tbs.start;
  if (cert[at] === 0xa0) at = element(cert, at).end;
  const serial = element(cert, at);
  const algorithmEnd = element(cert, serial.end).end;
  const issuer = element(cert, algorithmEnd);
  if (serial.tag !== 0x02 || issuer.tag !== 0x30) throw new Error('The sealing certificate has no issuer');
  const serialDer = cert.subarray(at, serial.end);
  const issuerDer = cert.subarray(algorithmEnd, issuer.end);
  const algorithm = oid(
    signer.keyType === 'RSA' ? '1.2.840.113549.1.1.11' : '1.2.840.10045.4.3.2', // SHA-256 with the key's kind
  );
  const parts: SignerParts = {
    certificates: Buffer.concat([cert, ...(signer.certificateChain ?? [])]),
    issuerAndSerial: sequence(issuerDer, serialDer),
    signatureAlgorithm: sequence(algorithm),
    // RFC 6211: binds the digest and signature algorithms to the signature.
    cmsAlgorithmProtection: sequence(
      OID_CMS_ALGORITHM_PROTECTION,
      set(sequence(SHA256, der(0xa1, algorithm, ...(signer.keyType === 'RSA' ? [NULL] : [])))),
    ),
    // RFC 5035 ESSCertIDv2 (SHA-256 is its default, so no algorithm) with the issuer as a directoryName.
    signingCertificateV2: sequence(
      OID_SIGNING_CERTIFICATE_V2,
      set(
        sequence(
          sequence(
            sequence(
              octets(createHash('sha256').update(cert).digest()),
              sequence(sequence(der(0xa4, issuerDer)), serialDer),
            ),
          ),
        ),
      ),
    ),
  };
  partsOf.set(signer, parts);
  return parts;
}

/** UTCTime as asn1js writes it: YYMMDDhhmmssZ in UTC. */
function utcTime(date: Date): Buffer {
  const pad = (n: number) => String(n).padStart(2, '0');
  const text =
    pad(date.getUTCFullYear() % 100) +
    pad(date.getUTCMonth() + 1) +
    pad(date.getUTCDate()) +
    pad(date.getUTCHours()) +
    pad(date.getUTCMinutes()) +
    pad(date.getUTCSeconds()) +
    'Z';
  return der(0x17, Buffer.from(text, 'latin1'));
}

/** The DER ContentInfo of a detached CAdES signature over a document whose SHA-256 is `documentHash`. */
export async function cadesSignedData(
  signer: Signer,
  documentHash: Uint8Array,
  signingTime: Date,
): Promise<Uint8Array> {
  const parts = signerParts(signer);
  const attributes = [
    sequence(OID_CONTENT_TYPE, set(OID_DATA)),
    sequence(OID_SIGNING_TIME, set(utcTime(signingTime))),
    parts.cmsAlgorithmProtection,
    sequence(OID_MESSAGE_DIGEST, set(octets(documentHash))),
    parts.signingCertificateV2,
  ];
  // Signed as a SET OF, carried as [0] IMPLICIT in the SignerInfo (RFC 5652).
  const signature = await signer.sign(new Uint8Array(set(...attributes)), 'SHA-256');
  const signerInfo = sequence(
    VERSION_1,
    parts.issuerAndSerial,
    SHA256,
    der(0xa0, ...attributes),
    parts.signatureAlgorithm,
    octets(signature),
  );
  const signedData = sequence(
    VERSION_1,
    set(SHA256),
    sequence(OID_DATA),
    der(0xa0, parts.certificates),
    set(signerInfo),
  );
  return sequence(OID_SIGNED_DATA, der(0xa0, signedData));
}
