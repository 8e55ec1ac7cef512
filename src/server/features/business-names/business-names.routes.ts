import type { FastifyInstance } from 'fastify';
import { businessNamesApi as api } from '../../../shared/api/business-names.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './business-names.service.ts';

/** The business-name consistency check over the dealer's own documents. */
export async function businessNameRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  route(app, api.validation, {}, async (request, reply) => {
    // Answers change with every text edit and settings change: never cached.
    reply.header('cache-control', 'no-store');
    return service.validateBusinessNames(db, signedInUser(request).id);
  });

  route(app, api.suggestions, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.documentSuggestions(db, signedInUser(request).id, request.params.id);
  });

  route(app, api.autoCorrect, {}, async (request) =>
    service.autoCorrectBusinessNames(db, signedInUser(request).id, request.body?.documentIds),
  );
}
