// A seal key in a PKCS#11 module (an HSM, a cloud HSM, SoftHSM). One thread in the process owns the module's
// session (pkcs11-session.worker.ts); every seal worker asks it over a broadcast channel named after the key,
// sending the digest and getting the signature back, so no session is opened per seal and the key never
// leaves the module. Every request is bounded: a module that stops answering fails the seal (the job retries
// it), and the thread is replaced so the next seal opens a fresh session.
import { createHash, randomUUID, verify, X509Certificate } from 'node:crypto';
import { createRequire } from 'node:module';
import { BroadcastChannel, isMainThread, Worker } from 'node:worker_threads';
import type { DigestAlgorithm, KeyType, Signer } from '@libpdf/core';
import type { SealingPkcs11 } from '../../config.ts';

/** A signature or status the module has not given in this time is a failure. */
export const PKCS11_TIMEOUT_MS = 10_000;

export type Pkcs11ThreadInput = Pick<SealingPkcs11, 'module' | 'token' | 'key' | 'pin'> & {
  channel: string;
};
export type Pkcs11Request =
  | { type: 'sign'; id: string; digest: Uint8Array; algorithm: DigestAlgorithm; keyType: KeyType }
  | { type: 'status'; id: string };
export type Pkcs11Reply =
  | { type: 'signed'; id: string; signature: Uint8Array }
  | { type: 'failed'; id: string; message: string }
  | { type: 'ready'; id: string }
  | { type: 'status'; id: string; sessionsOpened: number; extractable: boolean; sensitive: boolean };

export class Pkcs11Unavailable extends Error {
  override name = 'Pkcs11Unavailable';
}

/** One channel per key: two installations' keys in one process (tests) never answer for each other. */
export function channelName(source: SealingPkcs11) {
  const id = createHash('sha256').update(`${source.module}\n${source.token}\n${source.key}`).digest('hex');
  return `docs2sign-pkcs11-${id.slice(0, 16)}`;
}

/**
 * The binding is an optional dependency (it is compiled at `npm ci`, which needs a C++ compiler), so that a
 * machine without one still installs and runs the app with its other seal keys; an installation configured
 * for a PKCS#11 key without it is told so at start, not left with a session thread that cannot load.
 */
function assertBindingInstalled() {
  try {
    createRequire(import.meta.url).resolve('pkcs11js');
  } catch {
    throw new Pkcs11Unavailable(
      'a PKCS#11 seal key needs the pkcs11js package, which was not built at npm ci: install a C++ compiler (Debian: apt-get install g++ make python3) and run npm ci again',
    );
  }
}

type Host = { worker: Worker | null; ready: Promise<void> };
const hosts = new Map<string, Host>();

/**
 * Starts (once per key in the process) the thread that owns the module session, and replaces it when a
 * request has gone unanswered past the timeout (the module hung inside a call). Main thread only.
 */
export function startPkcs11Host(source: SealingPkcs11): Promise<void> {
  if (!isMainThread) throw new Error('the PKCS#11 session thread is started by the main thread');
  assertBindingInstalled();
  const name = channelName(source);
  const existing = hosts.get(name);
  if (existing) return existing.ready;
  const host: Host = { worker: null, ready: Promise.resolve() };
  hosts.set(name, host);
  const pending = new Map<string, number>();
  const watch = new BroadcastChannel(name);
  watch.unref();
  watch.onmessage = (event) => {
    const message = event.data as Pkcs11Request | Pkcs11Reply;
    if (message.type === 'sign' || message.type === 'status') {
      if (!pending.has(message.id)) pending.set(message.id, Date.now());
    } else pending.delete(message.id);
  };
  const spawn = () => {
    const worker = new Worker(new URL('./pkcs11-session.worker.ts', import.meta.url), {
      workerData: {
        module: source.module,
        token: source.token,
        key: source.key,
        pin: source.pin,
        channel: name,
      },
    });
    worker.unref();
    host.worker = worker;
    host.ready = new Promise<void>((resolve) => {
      const listen = new BroadcastChannel(name);
      const done = () => {
        clearTimeout(timer);
        listen.close();
        resolve();
      };
      const timer = setTimeout(done, PKCS11_TIMEOUT_MS);
      listen.onmessage = (event) => {
        if ((event.data as Pkcs11Reply).type === 'ready') done();
      };
    });
    // A thread that ended (a crash in the module, or put down below) is replaced after a breath.
    worker.on('exit', () => {
      if (host.worker === worker) setTimeout(spawn, 500).unref();
    });
    worker.on('error', () => {});
  };
  spawn();
  const watchdog = setInterval(() => {
    const oldest = Math.min(...pending.values());
    if (Date.now() - oldest < PKCS11_TIMEOUT_MS + 1000) return;
    pending.clear();
    // The module is stuck inside a call: this thread cannot be trusted with the session any more.
    void host.worker?.terminate();
  }, 1000);
  watchdog.unref();
  return host.ready;
}

/** Asks the session thread; answers its reply, or throws Pkcs11Unavailable after the timeout. */
function ask(name: string, request: Pkcs11Request): Promise<Pkcs11Reply> {
  const channel = new BroadcastChannel(name);
  return new Promise<Pkcs11Reply>((resolve, reject) => {
    const timer = setTimeout(() => {
      channel.close();
      reject(new Pkcs11Unavailable(`the PKCS#11 module did not answer within ${PKCS11_TIMEOUT_MS / 1000} s`));
    }, PKCS11_TIMEOUT_MS);
    channel.onmessage = (event) => {
      const reply = event.data as Pkcs11Reply;
      // The session thread (re)started after this request went out: send it again.
      if (reply.type === 'ready') return channel.postMessage(request);
      if (reply.id !== request.id) return;
      clearTimeout(timer);
      channel.close();
      resolve(reply);
    };
    channel.postMessage(request);
  });
}

/** The module's own account of the key: sessions opened so far, and whether the key can ever leave it. */
export async function pkcs11Status(source: SealingPkcs11) {
  const reply = await ask(channelName(source), { type: 'status', id: randomUUID() });
  if (reply.type === 'failed') throw new Pkcs11Unavailable(`PKCS#11: ${reply.message}`);
  if (reply.type !== 'status') throw new Pkcs11Unavailable('PKCS#11: unexpected answer');
  return reply;
}

/**
 * A Signer whose key is in the module. Each signature is checked against the certificate before it is
 * used, so a key that does not match the configured certificate fails the seal instead of making a seal no
 * reader accepts.
 */
export function pkcs11Signer(
  source: SealingPkcs11,
  certificate: Uint8Array,
  certificateChain: Uint8Array[],
  keyType: KeyType,
): Signer {
  const { publicKey } = new X509Certificate(Buffer.from(certificate));
  const name = channelName(source);
  return {
    certificate,
    certificateChain,
    keyType,
    signatureAlgorithm: keyType === 'RSA' ? 'RSASSA-PKCS1-v1_5' : 'ECDSA',
    sign: async (data, algorithm) => {
      const hash = algorithm.replace('-', '').toLowerCase();
      const digest = new Uint8Array(createHash(hash).update(data).digest());
      const reply = await ask(name, { type: 'sign', id: randomUUID(), digest, algorithm, keyType });
      if (reply.type !== 'signed') {
        throw new Pkcs11Unavailable(`PKCS#11: ${reply.type === 'failed' ? reply.message : 'no signature'}`);
      }
      const signature = keyType === 'EC' ? ecdsaDer(reply.signature) : reply.signature;
      const ok = verify(hash, data, { key: publicKey, dsaEncoding: 'der' }, signature);
      if (!ok)
        throw new Error(
          "PKCS#11: the key in the module does not match SIGNING_CERT_CHAIN's first certificate",
        );
      return signature;
    },
  };
}

/** PKCS#11 gives ECDSA as r‖s; CMS wants DER SEQUENCE { INTEGER r, INTEGER s }. */
function ecdsaDer(raw: Uint8Array): Uint8Array {
  const half = raw.length / 2;
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.subarray(start);
    const body = trimmed[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : Buffer.from(trimmed);
    return Buffer.concat([Buffer.from([0x02, body.length]), body]);
  };
  const content = Buffer.concat([integer(raw.subarray(0, half)), integer(raw.subarray(half))]);
  const length = content.length < 0x80 ? Buffer.from([content.length]) : Buffer.from([0x81, content.length]);
  return new Uint8Array(Buffer.concat([Buffer.from([0x30]), length, content]));
}
