import type { FastifyInstance } from 'fastify';
import { smsApi as api } from '../../../shared/api/sms.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser } from '../../plugins/session-guard.ts';
import { smsConfigured } from './sms.service.ts';

export async function smsRoutes(app: FastifyInstance) {
  // What this server can do that the dealer's screens adapt to: without a provider, no text option at all.
  route(app, api.capabilities, { onRequest: requireUser }, async () => ({
    sms: smsConfigured(app.deps.config),
  }));
}
