import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smtpConnectionSchema, smtpSettingsSchema } from '../../../shared/smtp.schema.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './business-smtp.service.ts';

export async function businessSmtpRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireUser);

  app.get('/api/dealer/smtp', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.getSmtpSettings(app.deps.db, signedInUser(request).id);
  });

  app.put(
    '/api/dealer/smtp',
    { onRequest: requireManager, schema: { body: smtpSettingsSchema } },
    async (request) => service.saveSmtpSettings(app.deps, signedInUser(request).id, request.body),
  );

  // A connection attempt to a host the dealer names: limited, so it cannot be used to scan networks.
  app.post(
    '/api/dealer/smtp/test',
    {
      onRequest: requireManager,
      schema: { body: smtpConnectionSchema },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => service.testSmtpConnection(app.deps, signedInUser(request).id, request.body),
  );
}
