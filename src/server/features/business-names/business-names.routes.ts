import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './business-names.service.ts';

const params = z.object({ id: z.uuid() });

/** Spec B §2.9 and §7: the business-name consistency check over the dealer's own documents. */
export async function businessNameRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/api/dealer/business-name-validation', async (request, reply) => {
    // Answers change with every text edit and settings change: never cached.
    reply.header('cache-control', 'no-store');
    return service.validateBusinessNames(db, signedInUser(request).id);
  });

  app.get('/api/documents/:id/business-name-suggestions', { schema: { params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.documentSuggestions(db, signedInUser(request).id, request.params.id);
  });

  app.post('/api/dealer/auto-correct-business-names', async (request) =>
    service.autoCorrectBusinessNames(db, signedInUser(request).id),
  );
}
