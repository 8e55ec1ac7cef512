import type { FastifyRequest } from 'fastify';
import { replaceUnsafeText } from '../../../shared/text-safety.ts';

/**
 * A URL as it may be logged: a customer's signing link (`/sign/{token}`, `/api/sign/{token}/…`) and any
 * `token=` or the first-run `setup=` in the query are secrets that let whoever reads them act as their owner.
 * What a dealer typed to find a person (a list's `q=`, `search=`) and the postcode or registration looked up
 * are personal data, and the URL (percent-encoded, so "jane%40example.com") escapes the e-mail scrub.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:api\/)?(?:sign|customer-signing)\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/api\/(?:postcode|vehicle)\/)[^/?#]+/, '$1[redacted]')
    .replace(SECRET_PARAM, (_all, name: string) => `${name}[redacted]`);
}

/**
 * A query parameter that holds a secret or what was typed to find a person. Credentials sent in a URL are
 * refused (keys belong in a header), but the refused request is still logged: its key must not be. The
 * name is matched whole, percent-encoded or not ("api%5Fkey"), in any case, after `?`, `&` or `;`.
 */
const SECRET_NAMES = [
  ...['token', 'code', 'state', 'setup', 'q', 'search', 'key', 'apikey', 'api_key', 'api-key', 'x-api-key'],
  ...['access_token', 'refresh_token', 'id_token', 'auth_token', 'session_token', 'accesstoken'],
  ...['client_secret', 'secret', 'password', 'passwd', 'pass', 'pwd', 'signature', 'sig'],
  ...['auth', 'authorization', 'session', 'sessionid', 'jwt', 'bearer', 'credential', 'credentials'],
];
/** A name as it may arrive: `_` and `-` also percent-encoded. */
const spelled = (name: string) =>
  name
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/_/g, '(?:_|%5F)')
    .replace(/-/g, '(?:-|%2D)');
const SECRET_PARAM = new RegExp(`([?&;](?:${SECRET_NAMES.map(spelled).join('|')})(?:=|%3D))[^&#;]*`, 'gi');

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubText(redactUrl(request.url)),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

// What a log line and a stored System Error may say. A failed query's error carries the statement's
// parameters (names, e-mail addresses, token hashes) in its message, in `params`/`parameters` and, for a
// unique violation, in `detail` ("Key (email)=(…) already exists"); none of them is logged or stored. Any
// e-mail address left in a text becomes "[email]", a UK phone number "[phone]", and NUL or a lone surrogate becomes U+FFFD, so the
// text can always be written to PostgreSQL (a System Error that cannot be saved is a failure nobody sees).

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** A UK phone number as a text provider's refusal quotes it ("+447700900123", "07700 900123"). */
const UK_PHONE = /(?<![\w.+])(?:\+44\s?|0)\d(?:[\s-]?\d){8,9}(?![\w.])/g;
/** Drizzle's "Failed query: …\nparams: …", up to the stack's first frame or the end. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
/** Fields of database and driver errors that hold the data of the statement. */
const DATA_FIELDS = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);

/**
 * At most this many characters of one text and items of one array go to a log line: a failed query over a
 * visitor's 65,534 values once wrote a line of 1.1 MB (its statement alone, the values already removed).
 */
export const MAX_LOGGED_CHARS = 8_000;
export const MAX_LOGGED_ITEMS = 20;

/** A text as it may be logged or stored: no query parameters, no e-mail addresses, no NUL or lone surrogate. */
export function scrubText(text: string): string {
  const scrubbed = text
    .replace(QUERY_PARAMS, '\nparams: [redacted]')
    .replace(EMAIL, '[email]')
    .replace(UK_PHONE, '[phone]');
  const cut =
    scrubbed.length > MAX_LOGGED_CHARS
      ? `${scrubbed.slice(0, MAX_LOGGED_CHARS)}… [${scrubbed.length - MAX_LOGGED_CHARS} more characters]`
      : scrubbed;
  return replaceUnsafeText(cut);
}

/** An error as a plain object pino can print: its kind, scrubbed message and stack, code, and its cause. */
export function scrubError(error: Error, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.name, message: scrubText(error.message) };
  if (error.stack) out.stack = scrubText(error.stack);
  for (const [key, value] of Object.entries(error)) {
    if (DATA_FIELDS.has(key) || key === 'cause') continue;
    out[key] = scrubValue(value, depth + 1);
  }
  if (error.cause !== undefined && depth < 4) out.cause = scrubValue(error.cause, depth + 1);
  return out;
}

/** Any value about to be logged: strings scrubbed, errors made plain, data fields of errors dropped. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return scrubError(value, depth);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_LOGGED_ITEMS).map((v) => scrubValue(v, depth + 1));
    const more = value.length - shown.length;
    return more > 0 ? [...shown, `… ${more} more`] : shown;
  }
  // A class instance (the request, the reply) is left to its own serializer.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (DATA_FIELDS.has(key) && depth > 0) continue;
    out[key] = scrubValue(v, depth + 1);
  }
  return out;
}

/** pino's hook on every log call: each argument scrubbed before pino reads it. */
export function scrubLogCall(
  this: unknown,
  args: unknown[],
  method: (this: unknown, ...args: unknown[]) => void,
): void {
  const [first, ...rest] = args;
  // pino takes an error's message as the line's message: give it the scrubbed one.
  if (first instanceof Error) {
    const err = scrubError(first);
    method.apply(this, [{ err }, ...(rest.length > 0 ? rest.map((v) => scrubValue(v)) : [err.message])]);
    return;
  }
  method.apply(
    this,
    args.map((v) => scrubValue(v)),
  );
}

/** The logger options app.ts gives Fastify: secrets in headers censored, URLs and errors scrubbed. */
export const loggerRedaction = {
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  serializers: { req: requestLogSerializer },
  hooks: { logMethod: scrubLogCall },
};
