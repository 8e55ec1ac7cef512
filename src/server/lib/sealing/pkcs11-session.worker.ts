// The one thread that talks to the PKCS#11 module: it opens one session and logs in once, then signs every
// digest the seal workers send over the broadcast channel, one after another. The private key stays in the
// module; only a digest comes in and a signature goes out. A call that fails because the module or its
// session went away drops the session, so the next request opens a fresh one (the failed seal is retried).
import { BroadcastChannel, workerData } from 'node:worker_threads';
import pkcs11js from 'pkcs11js';
import type { Pkcs11Reply, Pkcs11Request, Pkcs11ThreadInput } from './pkcs11-signer.ts';

const input = workerData as Pkcs11ThreadInput;
const channel = new BroadcastChannel(input.channel);

/** DER of the DigestInfo before the digest, per hash (RFC 8017 §9.2 note 1). */
const DIGEST_INFO: Record<string, string> = {
  'SHA-256': '3031300d060960864801650304020105000420',
  'SHA-384': '3041300d060960864801650304020205000430',
  'SHA-512': '3051300d060960864801650304020305000440',
};

type Open = { module: pkcs11js.PKCS11; session: pkcs11js.Handle; key: pkcs11js.Handle };
let open: Open | null = null;
let sessionsOpened = 0;

function openSession(): Open {
  const module = new pkcs11js.PKCS11();
  module.load(input.module);
  try {
    module.C_Initialize();
  } catch (error) {
    // The library is loaded once per process: a session thread that replaced a stuck one (which never
    // finalised it), or another key's thread on the same library, initialised it already.
    if ((error as { code?: number }).code !== pkcs11js.CKR_CRYPTOKI_ALREADY_INITIALIZED) throw error;
  }
  try {
    const slot = module
      .C_GetSlotList(true)
      .find((s) => module.C_GetTokenInfo(s).label.trim() === input.token);
    if (slot === undefined) throw new Error(`no token labelled "${input.token}" in ${input.module}`);
    const session = module.C_OpenSession(slot, pkcs11js.CKF_SERIAL_SESSION);
    module.C_Login(session, pkcs11js.CKU_USER, input.pin);
    module.C_FindObjectsInit(session, [
      { type: pkcs11js.CKA_CLASS, value: pkcs11js.CKO_PRIVATE_KEY },
      { type: pkcs11js.CKA_LABEL, value: input.key },
    ]);
    const key = module.C_FindObjects(session);
    module.C_FindObjectsFinal(session);
    if (!key) throw new Error(`no private key labelled "${input.key}" on token "${input.token}"`);
    sessionsOpened += 1;
    return { module, session, key };
  } catch (error) {
    closeQuietly(module);
    throw error;
  }
}

function closeQuietly(module: pkcs11js.PKCS11) {
  try {
    module.C_Finalize();
  } catch {
    // Already gone: nothing to give back.
  }
}

function sign(request: Extract<Pkcs11Request, { type: 'sign' }>): Uint8Array {
  open ??= openSession();
  const digest = Buffer.from(request.digest);
  try {
    if (request.keyType === 'RSA') {
      const prefix = DIGEST_INFO[request.algorithm];
      if (!prefix) throw new Error(`no DigestInfo for ${request.algorithm}`);
      open.module.C_SignInit(open.session, { mechanism: pkcs11js.CKM_RSA_PKCS }, open.key);
      return open.module.C_Sign(
        open.session,
        Buffer.concat([Buffer.from(prefix, 'hex'), digest]),
        Buffer.alloc(1024),
      );
    }
    open.module.C_SignInit(open.session, { mechanism: pkcs11js.CKM_ECDSA }, open.key);
    return open.module.C_Sign(open.session, digest, Buffer.alloc(256));
  } catch (error) {
    // Whatever went wrong (a lost session, a module restarted, a removed token), the next call starts over.
    closeQuietly(open.module);
    open = null;
    throw error;
  }
}

function status(): Extract<Pkcs11Reply, { type: 'status' }> {
  open ??= openSession();
  const [extractable, sensitive] = open.module.C_GetAttributeValue(open.session, open.key, [
    { type: pkcs11js.CKA_EXTRACTABLE },
    { type: pkcs11js.CKA_SENSITIVE },
  ]);
  const flag = (value: unknown) => Buffer.isBuffer(value) && value[0] === 1;
  return {
    type: 'status',
    id: '',
    sessionsOpened,
    extractable: flag(extractable?.value),
    sensitive: flag(sensitive?.value),
  };
}

channel.onmessage = (event) => {
  const request = event.data as Pkcs11Request;
  if (!request || (request.type !== 'sign' && request.type !== 'status')) return;
  let reply: Pkcs11Reply;
  try {
    reply =
      request.type === 'sign'
        ? { type: 'signed', id: request.id, signature: sign(request) }
        : { ...status(), id: request.id };
  } catch (error) {
    reply = {
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  channel.postMessage(reply);
};

// Listening: requests sent before this thread started are sent again on hearing it.
channel.postMessage({ type: 'ready', id: '' } satisfies Pkcs11Reply);
