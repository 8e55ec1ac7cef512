import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// JSON of any kind (application/json, application/problem+json…). Other types fall back to mime-db's
// list, which marks text, SVG and JavaScript compressible and PDFs, images, Office files and octet-stream
// not: those are compressed already, so squeezing them again would be work for nothing.
export const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/**
 * API answers: JSON over 1 KB is compressed (brotli at quality 4, fast enough to do per answer, or
 * gzip), and nothing under /api/ is kept by any cache unless its route says otherwise.
 * Register before the routes: the compression hook attaches to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: JSON_TYPE,
    // Request bodies are taken as sent: no upload needs to arrive compressed, and a small compressed
    // body that inflates hugely is a risk with no use.
    globalDecompression: false,
  });
  // Answers carry one dealer's or one customer's data: `no-store` rather than `private, no-cache`, so
  // that neither a shared cache nor the disk of a shared computer keeps them. Images and files whose
  // routes choose their own caching keep it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
