import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, and a refusal of state-changing API requests sent from another site. */
export function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.appUrl.startsWith('https://');
  // helmet's middleware is built once here: @fastify/helmet rebuilt it on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and React set inline style attributes for positioning.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  const allowed = new Set([new URL(config.appUrl).origin, ...config.trustedOrigins]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameSite(request, allowed)) {
      throw new AppError(403, 'This request came from another site and was refused.', { code: 'BAD_ORIGIN' });
    }
  });
}

function isSameSite(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    // Browsers send Origin with every cross-site POST; a request without it is not a browser's forgery.
    return request.headers['sec-fetch-site'] !== 'cross-site';
  }
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
