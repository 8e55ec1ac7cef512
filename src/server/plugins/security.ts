import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { JSON_TYPE } from './compression.ts';

// A built script or stylesheet (hashed, under /assets/) is never a page: the page headers (its CSP, framing,
// referrer and opener rules, about 800 bytes) do nothing on it, and a phone opening the dashboard fetches
// about ten of them. It keeps what guards a subresource: no sniffing, and no reading by another site.
const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};
const ASSET = /^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The hashes ('sha256-…') of the inline scripts of the page this reply sends (the signing page carries
     * its loader inside itself): its Content-Security-Policy allows those and no other inline script.
     */
    inlineScripts: readonly string[] | null;
  }
}

/** Security headers, and a refusal of state-changing API requests sent from another site. */
export function registerSecurity(app: FastifyInstance, config: Config) {
  const https = config.appUrl.startsWith('https://');
  const headersFor = (inlineScripts: readonly string[]) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
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
  // helmet's middleware is built once here (and once per set of inline scripts, a build has one): @fastify/helmet
  // rebuilt it on every request.
  const securityHeaders = headersFor([]);
  const withInlineScripts = new Map<string, ReturnType<typeof helmet>>();
  const headersOf = (inlineScripts: readonly string[] | null) => {
    if (!inlineScripts?.length) return securityHeaders;
    const key = inlineScripts.join(' ');
    let made = withInlineScripts.get(key);
    if (!made) {
      if (withInlineScripts.size >= 4) withInlineScripts.clear(); // a few builds while the server runs
      made = headersFor(inlineScripts);
      withInlineScripts.set(key, made);
    }
    return made;
  };
  app.decorateReply('inlineScripts', null);
  // A JSON answer is read by the app's own scripts and never shown as a page, so it needs only the
  // headers that stop it being sniffed, framed or read by another site (with nothing to load, it has no
  // referrer to guard): about 170 bytes instead of the page headers' 800, on the app's most frequent answers. Everything else (pages, PDFs, images) gets all.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      reply.headers(JSON_HEADERS);
      return done(null, payload);
    }
    if (reply.statusCode === 200 && ASSET.test(reply.request.url)) {
      reply.headers(ASSET_HEADERS);
      return done(null, payload);
    }
    headersOf(reply.inlineScripts)(reply.request.raw, reply.raw, (error) =>
      error ? done(error as Error) : done(null, payload),
    );
  });

  const allowed = new Set([new URL(config.appUrl).origin, ...config.trustedOrigins]);
  // Every request passes here: a callback hook, so a request that needs nothing costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      !request.url.startsWith('/api/') ||
      isSameSite(request, allowed)
    ) {
      return done();
    }
    done(new AppError(403, 'This request came from another site and was refused.', { code: 'BAD_ORIGIN' }));
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
