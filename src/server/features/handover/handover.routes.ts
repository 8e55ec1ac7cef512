import type { FastifyInstance } from 'fastify';
import { handoverApi as api } from '../../../shared/api/handover.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './handover.service.ts';

export async function handoverRoutes(app: FastifyInstance) {
  const ctx = app.deps;
  app.addHook('onRequest', requireUser);

  // "Sign in person": this session's dealer app locks, and the device goes to the customer's signing page
  // (with several signers, the chosen signer's own).
  route(app, api.start, {}, async (request) =>
    service.startHandover(
      ctx,
      signedInUser(request),
      request.params.id,
      request.headers.cookie,
      request.query.signer,
    ),
  );

  route(app, api.current, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.currentHandover(ctx, request.headers.cookie);
  });

  // A customer holding the device may guess: few tries a minute, each checked against the real password.
  route(app, api.unlock, {}, async (request) =>
    service.unlock(ctx, signedInUser(request), request.body.password, request.headers.cookie),
  );
}
