// Revocation data for long-term validation: the CRL each certificate of the seal's chain names (its CRL
// distribution point), fetched with a short bound and kept a few minutes, so a busy hour of seals asks the CA
// once, not once per document. A CA that does not answer leaves the seal without that CRL (the seal itself is
// still valid); it never holds a seal up for longer than the bound.
import type { RevocationProvider } from '@libpdf/core';
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

const FETCH_TIMEOUT_MS = 5000;
const KEEP_MS = 10 * 60_000;
const MAX_CRL_BYTES = 20 * 1024 * 1024;

const kept = new Map<string, { crl: Uint8Array; until: number }>();

/** The http(s) CRL distribution points a certificate names. */
export function crlUrls(der: Uint8Array): string[] {
  const cert = new x509.X509Certificate(Buffer.from(der));
  const cdp = cert.getExtension(x509.CRLDistributionPointsExtension);
  if (!cdp) return [];
  return cdp.distributionPoints.flatMap((point) =>
    (point.distributionPoint?.fullName ?? []).flatMap((name) =>
      name.uniformResourceIdentifier && /^https?:\/\//.test(name.uniformResourceIdentifier)
        ? [name.uniformResourceIdentifier]
        : [],
    ),
  );
}

async function fetchCrl(url: string): Promise<Uint8Array | null> {
  const hit = kept.get(url);
  if (hit && hit.until > Date.now()) return hit.crl;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) return null;
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.length > MAX_CRL_BYTES) return null;
  // Some CAs publish PEM; the DSS holds DER.
  const text = Buffer.from(body.subarray(0, 20)).toString('latin1');
  const crl = text.startsWith('-----BEGIN')
    ? new Uint8Array(
        Buffer.from(
          Buffer.from(body)
            .toString('latin1')
            .replace(/-----[^-]+-----/g, '')
            .replace(/\s+/g, ''),
          'base64',
        ),
      )
    : body;
  kept.set(url, { crl, until: Date.now() + KEEP_MS });
  return crl;
}

export const crlRevocationProvider: RevocationProvider = {
  getCRL: async (cert) => {
    for (const url of crlUrls(cert)) {
      const crl = await fetchCrl(url).catch(() => null);
      if (crl) return crl;
    }
    return null;
  },
};
