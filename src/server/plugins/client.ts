import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  PAGE_IMAGE_SIZES,
  PAGE_IMAGE_WIDTHS,
  pageImageSrcSet,
  pageImageUrl,
} from '../../shared/page-images.ts';

// Hashed file names change with their content, so every cache may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages are never stored, by the browser or any shared cache: a signing page's address is the customer's
// key, and the page names the scripts of the current build (a stale page would ask for deleted files).
// They are about 1 KB compressed, so fetching them again costs nothing.
const PAGE = 'no-store';
// Other files of public/ (favicon, logo, sample documents) keep their names across builds: revalidated.
const PUBLIC_FILE = 'no-cache';

/**
 * Serves the built client. The build writes a brotli (.br) and a gzip (.gz) twin of every text file
 * (scripts/vite-precompress.ts); a browser that accepts one is sent it, with `Vary: Accept-Encoding`.
 */
/** Page 1 of the document a signing link opens on, when its image is ready (null: name none). */
export type FirstSigningPage = (token: string) => Promise<{ documentId: string } | null>;

export async function registerClient(app: FastifyInstance, clientDir: string, firstPage?: FirstSigningPage) {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'client build not found: run `npm run build`');
  }
  // Looked up per visit: a build made while the server runs is picked up.
  const hasSigningEntry = () => existsSync(path.join(clientDir, 'sign.html'));
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const file = filePath.replace(/\.(?:br|gz)$/, '');
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
      else reply.header('cache-control', file.endsWith('.html') ? PAGE : PUBLIC_FILE);
    },
  });
  // fastify-static answers a directory with 403; the root is the app's home page.
  app.get('/', (_request, reply) => sendClientPage(reply));
  // A customer's link opens the signing page's own entry, which carries none of the dealer app.
  for (const route of ['/sign/:token', '/customer-signing/:token']) {
    app.get<{ Params: { token: string } }>(route, (request, reply) =>
      hasSigningEntry() ? sendSigningPage(reply, request.params.token, firstPage) : sendClientPage(reply),
    );
  }
}

/** The client's index.html: every non-API page is a screen of the single-page app. */
export function sendClientPage(reply: FastifyReply) {
  return reply.header('cache-control', PAGE).type('text/html').sendFile('index.html');
}

/**
 * sign.html, and hints for what the page will ask for first: its session (GET /api/sign/{token}, spec A §7)
 * and, when drawn, the first page's image (the largest paint), with the srcset and sizes the page uses, so
 * the browser fetches both while it downloads the scripts instead of after running them.
 */
async function sendSigningPage(reply: FastifyReply, token: string, firstPage?: FirstSigningPage) {
  const links = [
    `</api/sign/${encodeURIComponent(token)}>; rel=preload; as=fetch; crossorigin=use-credentials`,
  ];
  const page = await firstPage?.(token).catch(() => null);
  if (page) {
    const href = pageImageUrl(token, page.documentId, 1, PAGE_IMAGE_WIDTHS[0]);
    const srcset = pageImageSrcSet(token, page.documentId, 1);
    links.push(
      `<${href}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${PAGE_IMAGE_SIZES}"; fetchpriority=high`,
    );
  }
  return reply
    .header('cache-control', PAGE)
    .header('link', links.join(', '))
    .type('text/html')
    .sendFile('sign.html');
}
