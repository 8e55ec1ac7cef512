import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handoverUnlockSchema } from '../../../shared/handover.schema.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './handover.service.ts';

export async function handoverRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const ctx = app.deps;
  app.addHook('onRequest', requireUser);

  // "Sign in person": this session's dealer app locks, and the device goes to the customer's signing page.
  app.post(
    '/api/signing-requests/:id/handover',
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request) =>
      service.startHandover(ctx, signedInUser(request), request.params.id, request.headers.cookie),
  );

  app.get('/api/handover', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.currentHandover(ctx, request.headers.cookie);
  });

  // A customer holding the device may guess: few tries a minute, each checked against the real password.
  app.post(
    '/api/handover/unlock',
    { schema: { body: handoverUnlockSchema }, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request) =>
      service.unlock(ctx, signedInUser(request), request.body.password, request.headers.cookie),
  );
}
