// GET /api/openapi.json and /api/docs: every route registered from a contract is heard as it is added, and
// the document is written from those contracts on first request (after every feature has registered).
import type { FastifyInstance } from 'fastify';
import { apiDocsApi as api } from '../../shared/api/api-docs.ts';
import type { Call } from '../../shared/api/contract.ts';
import { route } from '../lib/http/api-route.ts';
import { openApiDocument, referencePage } from '../lib/http/openapi.ts';

const INFO = { title: 'Docs2Sign API', version: '1' };

/** Call before the features register their routes, so every contract is heard. */
export function registerApiDocs(app: FastifyInstance) {
  const heard: Call[] = [];
  app.addHook('onRoute', (options) => {
    const call = options.config?.call;
    // A GET's automatic HEAD twin carries the same contract; the document lists the GET.
    if (call && options.method === call.method) heard.push(call);
  });
  let document: string | undefined;
  let page: string | undefined;

  route(app, api.openApi, {}, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(heard, INFO));
    return reply.type('application/json; charset=utf-8').send(document);
  });

  route(app, api.reference, {}, async (_request, reply) => {
    page ??= referencePage(heard, api.openApi.path);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
