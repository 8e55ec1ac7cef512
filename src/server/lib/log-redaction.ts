import type { FastifyRequest } from 'fastify';

/**
 * A URL as it may be logged: a customer's signing link (`/sign/{token}`, `/api/sign/{token}/…`) and any
 * `token=` in the query (password-reset links) are secrets that let whoever reads them act as their owner.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:api\/)?(?:sign|customer-signing)\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}
