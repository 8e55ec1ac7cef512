import type { FastifyInstance } from 'fastify';
import { emailApi as api } from '../../../shared/api/email.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './business-smtp.service.ts';

export async function businessSmtpRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireUser);

  route(app, api.smtp, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.getSmtpSettings(app.deps.db, signedInUser(request).id);
  });

  route(app, api.saveSmtp, { onRequest: requireManager }, async (request) =>
    service.saveSmtpSettings(app.deps, signedInUser(request).id, request.body),
  );

  // A connection attempt to a host the dealer names: limited, so it cannot be used to scan networks.
  route(app, api.testSmtp, { onRequest: requireManager }, async (request) =>
    service.testSmtpConnection(app.deps, signedInUser(request).id, request.body),
  );
}
