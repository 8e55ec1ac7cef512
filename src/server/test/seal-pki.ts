// A seal key the way a production installation holds one, made in a temporary folder for a test: a SoftHSM
// token (Debian's softhsm2, a real PKCS#11 module) with a key generated inside it, and a CA chain made with
// openssl (root → intermediate → leaf for the module's public key), each CA publishing its CRL over HTTP on
// 127.0.0.1. pdfsig then judges the seals against an NSS store that trusts only the test root.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const SOFTHSM_MODULE = '/usr/lib/softhsm/libsofthsm2.so';
export const TEST_PIN = '246810';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/** Serves `dir`'s files (the CRLs) on 127.0.0.1; counts the requests. */
export async function startCrlServer(dir: string) {
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    try {
      response.end(readFileSync(path.join(dir, path.basename(request.url ?? ''))));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A SoftHSM token in `dir` with one key pair generated inside the module (never extractable). Returns the
 * SOFTHSM2_CONF to set and the public key (PEM) to certify.
 */
export function makeSoftHsmToken(dir: string, token: string, keyLabels: string[]) {
  const tokens = path.join(dir, 'tokens');
  mkdirSync(tokens, { recursive: true });
  const conf = path.join(dir, 'softhsm2.conf');
  writeFileSync(conf, `directories.tokendir = ${tokens}\nobjectstore.backend = file\nlog.level = ERROR\n`);
  const env = { ...process.env, SOFTHSM2_CONF: conf };
  run(
    'softhsm2-util',
    ['--init-token', '--free', '--label', token, '--pin', TEST_PIN, '--so-pin', '13579'],
    env,
  );
  const publicKeys = keyLabels.map((label, i) => {
    const id = String(i + 1).padStart(2, '0');
    const p11 = ['--module', SOFTHSM_MODULE, '--token-label', token, '--login', '--pin', TEST_PIN];
    run('pkcs11-tool', [...p11, '--keypairgen', '--key-type', 'rsa:2048', '--label', label, '--id', id], env);
    const der = path.join(dir, `${label}.pub.der`);
    run('pkcs11-tool', [...p11, '--read-object', '--type', 'pubkey', '--id', id, '-o', der], env);
    const pem = path.join(dir, `${label}.pub.pem`);
    run('openssl', ['pkey', '-pubin', '-inform', 'DER', '-in', der, '-out', pem]);
    return pem;
  });
  return { conf, publicKeys };
}

/** pkcs11-tool's own listing of a private key's attributes (e.g. "never extractable"). */
export function privateKeyListing(conf: string, token: string) {
  return run(
    'pkcs11-tool',
    [
      '--module',
      SOFTHSM_MODULE,
      '--token-label',
      token,
      '--login',
      '--pin',
      TEST_PIN,
      '--list-objects',
      '--type',
      'privkey',
    ],
    { ...process.env, SOFTHSM2_CONF: conf },
  );
}

const CA_CONFIG = (dir: string) =>
  `[ca]\ndefault_ca = this\n[this]\ndatabase = ${dir}/index.txt\ncrlnumber = ${dir}/crlnumber\ndefault_md = sha256\ndefault_crl_days = 30\n`;

/** A CA's CRL (DER) at `dir/<name>.crl`, listing nothing revoked. */
function publishCrl(dir: string, name: string) {
  const db = path.join(dir, `${name}-db`);
  mkdirSync(db, { recursive: true });
  writeFileSync(path.join(db, 'index.txt'), '');
  writeFileSync(path.join(db, 'crlnumber'), '01\n');
  writeFileSync(path.join(db, 'ca.cnf'), CA_CONFIG(db));
  const pem = path.join(db, 'crl.pem');
  run('openssl', [
    'ca',
    '-gencrl',
    '-config',
    path.join(db, 'ca.cnf'),
    '-keyfile',
    path.join(dir, `${name}.key`),
    '-cert',
    path.join(dir, `${name}.pem`),
    '-out',
    pem,
  ]);
  run('openssl', ['crl', '-in', pem, '-outform', 'DER', '-out', path.join(dir, `${name}.crl`)]);
}

/** Root and intermediate CAs in `dir`, the intermediate's CRL point and the root's at `crlBase`. */
export function makeCa(dir: string, crlBase: string) {
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => path.join(dir, name);
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('root.key'),
    '-out',
    file('root.pem'),
    '-days',
    '3650',
    '-subj',
    '/CN=Docs2Sign Test Root CA/O=Test PKI',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  run('openssl', [
    'req',
    '-new',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    file('inter.key'),
    '-out',
    file('inter.csr'),
    '-subj',
    '/CN=Docs2Sign Test Intermediate CA/O=Test PKI',
  ]);
  writeFileSync(
    file('inter.ext'),
    `basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\ncrlDistributionPoints=URI:${crlBase}/root.crl\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n`,
  );
  run('openssl', [
    'x509',
    '-req',
    '-in',
    file('inter.csr'),
    '-CA',
    file('root.pem'),
    '-CAkey',
    file('root.key'),
    '-set_serial',
    '2',
    '-days',
    '3650',
    '-extfile',
    file('inter.ext'),
    '-out',
    file('inter.pem'),
  ]);
  publishCrl(dir, 'root');
  publishCrl(dir, 'inter');
  return { root: file('root.pem') };
}

/** A leaf certificate for `publicKeyPem` from the intermediate; writes the chain (leaf, intermediate). */
export function issueSealCertificate(
  caDir: string,
  crlBase: string,
  publicKeyPem: string,
  name: string,
  serial: number,
) {
  const file = (f: string) => path.join(caDir, f);
  writeFileSync(
    file(`${name}.ext`),
    `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\ncrlDistributionPoints=URI:${crlBase}/inter.crl\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n`,
  );
  run('openssl', [
    'x509',
    '-new',
    '-force_pubkey',
    publicKeyPem,
    '-subj',
    `/CN=${name}/O=Docs2Sign Test`,
    '-CA',
    file('inter.pem'),
    '-CAkey',
    file('inter.key'),
    '-set_serial',
    String(serial),
    '-days',
    '365',
    '-extfile',
    file(`${name}.ext`),
    '-out',
    file(`${name}.pem`),
  ]);
  const chain = file(`${name}-chain.pem`);
  writeFileSync(chain, readFileSync(file(`${name}.pem`), 'utf8') + readFileSync(file('inter.pem'), 'utf8'));
  return chain;
}

/** An NSS store trusting only `rootPem`, for `pdfsig -nssdir`. */
export function nssTrusting(dir: string, rootPem: string) {
  mkdirSync(dir, { recursive: true });
  run('certutil', ['-N', '-d', `sql:${dir}`, '--empty-password']);
  run('certutil', ['-A', '-d', `sql:${dir}`, '-n', 'test-root', '-t', 'CT,C,C', '-i', rootPem]);
  return dir;
}

/** pdfsig's report against that store (it exits non-zero for a broken signature: the output either way). */
export function pdfsigTrusting(pdfFile: string, nssDir: string) {
  try {
    // Not -no-ocsp: poppler 22 then reports a CA-issued certificate as an "unknown issue"; the test
    // certificates name no OCSP responder, so nothing is asked of the network either way.
    return run('pdfsig', ['-nssdir', nssDir, pdfFile]);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout}${stderr}`;
  }
}
