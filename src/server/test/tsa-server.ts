// A real RFC 3161 timestamp authority for tests: OpenSSL's `ts -reply` behind a small HTTP handler. A CA and
// a TSA certificate (extendedKeyUsage timeStamping, critical, as RFC 3161 demands) are made at start into a
// temporary directory, so nothing here is a fixture that could drift from what OpenSSL really answers.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TsaServer = {
  url: string;
  /** 'answer' replies; 'refuse' answers 503; 'hang' never answers (a timeout on the client's side). */
  mode: 'answer' | 'refuse' | 'hang';
  /** Timestamp queries received, whatever the mode. */
  queries: number;
  caPem: string;
  close(): Promise<void>;
};

const openssl = (dir: string, args: string[]) => run('openssl', args, { cwd: dir });

async function makeCertificates(dir: string) {
  await openssl(dir, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '3650',
    '-subj',
    '/CN=Docs2Sign Test Timestamp CA/O=Docs2Sign Tests/C=GB',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await openssl(dir, [
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'tsa.key',
    '-out',
    'tsa.csr',
    '-subj',
    '/CN=Docs2Sign Test TSA/O=Docs2Sign Tests/C=GB',
  ]);
  await writeFile(
    path.join(dir, 'tsa-ext.cnf'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature,nonRepudiation',
      'extendedKeyUsage=critical,timeStamping',
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
      '',
    ].join('\n'),
  );
  await openssl(dir, [
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'tsa.crt',
    '-days',
    '3650',
    '-extfile',
    'tsa-ext.cnf',
  ]);
  await writeFile(path.join(dir, 'tsaserial'), '01\n');
  await writeFile(
    path.join(dir, 'openssl.cnf'),
    `[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = ${dir}
serial = $dir/tsaserial
crypto_device = builtin
signer_cert = $dir/tsa.crt
certs = $dir/ca.crt
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = yes
ess_cert_id_alg = sha256
`,
  );
}

export async function startTsaServer(): Promise<TsaServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'd2s-tsa-'));
  await makeCertificates(dir);
  // One reply at a time: OpenSSL keeps the serial number in a file.
  let queue: Promise<unknown> = Promise.resolve();
  let count = 0;
  const reply = (query: Buffer) => {
    const n = ++count;
    const next = queue.then(async () => {
      const queryFile = path.join(dir, `q${n}.tsq`);
      const replyFile = path.join(dir, `r${n}.tsr`);
      await writeFile(queryFile, query);
      await openssl(dir, [
        'ts',
        '-reply',
        '-config',
        path.join(dir, 'openssl.cnf'),
        '-queryfile',
        queryFile,
        '-out',
        replyFile,
      ]);
      return readFile(replyFile);
    });
    queue = next.catch(() => undefined);
    return next;
  };
  const state: TsaServer = {
    url: '',
    mode: 'answer',
    queries: 0,
    caPem: await readFile(path.join(dir, 'ca.crt'), 'utf8'),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.headers['content-type'] !== 'application/timestamp-query') {
        response.writeHead(400).end('expected a POST of application/timestamp-query');
        return;
      }
      state.queries++;
      if (state.mode === 'hang') return;
      if (state.mode === 'refuse') {
        response.writeHead(503).end('unavailable');
        return;
      }
      reply(Buffer.concat(chunks)).then(
        (bytes) => response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(bytes),
        (error: Error) => response.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsr`;
  return state;
}
