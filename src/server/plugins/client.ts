import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Serves the built client; hashed assets are cached for a year, index.html never. */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    app.log.warn({ clientDir }, 'client build not found: run `npm run build`');
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // fastify-static answers a directory with 403; the root is the app's home page.
  app.get('/', (_request, reply) => sendClientPage(reply));
}

/** The client's index.html: every non-API page is a screen of the single-page app. */
export function sendClientPage(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
}
