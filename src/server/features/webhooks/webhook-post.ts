// One POST of a webhook body to a dealer's endpoint, signed, bounded in time and in what is read back.
// In production the endpoint must be public: every address its name resolves to is checked in the
// connection's own lookup, so the address connected to is the address checked (no second lookup that a
// rebinding DNS server could answer differently), and an address written as digits is checked first.
import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '../../lib/security/network-addresses.ts';

/**
 * How long an endpoint has to answer: an attempt never holds a worker longer. Short, since the workers are
 * shared by every dealership; a receiver should answer at once and do its work afterwards.
 */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** How much of an answer is kept in the log, and how much is read at most. */
const EXCERPT_CHARS = 500;
const READ_LIMIT = 64 * 1024;

export const SIGNATURE_HEADER = 'Docs2Sign-Signature';

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`: the receiver
 * recomputes it over the raw body it got and refuses a stale `t` (a replay).
 */
export function signatureHeader(secret: string, body: string, at: number = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

export class PrivateAddressError extends Error {}

const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** The connection's lookup: refuses a name with any private address unless those are allowed. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = addresses ?? [];
      if (list.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address)))
        return callback(new PrivateAddressError(`${hostname} is on a private or local network`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export type PostOutcome = {
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
  durationMs: number;
  /** No answer within the time allowed: the endpoint held a worker for all of it. */
  timedOut: boolean;
};

const isTimeout = (error: unknown) => {
  const e = error as { name?: string; code?: string };
  return e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'ABORT_ERR';
};

/** Posts the body; answers what happened, never throws. A redirect is not followed (it counts as failed). */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const target = new URL(url);
    const host = bareHost(target.hostname);
    if (isIP(host) && !options.allowPrivate && isPrivateAddress(host))
      throw new PrivateAddressError(`${host} is on a private or local network`);
    const { statusCode, text } = await send(target, body, headers, options);
    return {
      statusCode,
      responseExcerpt: text.slice(0, EXCERPT_CHARS) || null,
      error: null,
      durationMs: took(),
      timedOut: false,
    };
  } catch (error) {
    return {
      statusCode: null,
      responseExcerpt: null,
      error: describe(error, options.timeoutMs),
      durationMs: took(),
      timedOut: isTimeout(error),
    };
  }
}

function send(
  target: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<{ statusCode: number; text: string }> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: checkedLookup(options.allowPrivate),
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          // Enough for the log: the rest of a large answer is not read.
          if (size >= READ_LIMIT) return response.destroy();
          chunks.push(chunk);
          size += chunk.length;
        });
        const done = () =>
          resolve({ statusCode: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        response.on('end', done);
        response.on('close', done);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function describe(error: unknown, timeoutMs = WEBHOOK_TIMEOUT_MS): string {
  if (error instanceof PrivateAddressError) return `Refused: ${error.message}`;
  const e = error as { name?: string; code?: string; message?: string };
  if (isTimeout(error)) return `No answer within ${timeoutMs / 1000} s`;
  if (e.code === 'ECONNREFUSED') return 'Connection refused';
  if (e.code === 'ENOTFOUND') return 'The address’s name was not found';
  if (e.code === 'ECONNRESET') return 'The connection was closed before an answer';
  return `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`.slice(0, 300);
}
