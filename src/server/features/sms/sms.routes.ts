import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session-guard.ts';
import { smsConfigured } from './sms.service.ts';

export async function smsRoutes(app: FastifyInstance) {
  // What this server can do that the dealer's screens adapt to: without a provider, no text option at all.
  app.get('/api/capabilities', { onRequest: requireUser }, async () => ({
    sms: smsConfigured(app.deps.config),
  }));
}
