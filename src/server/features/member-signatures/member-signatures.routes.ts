import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberSignaturesApi as api } from '../../../shared/api/member-signatures.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './member-signatures.service.ts';

export async function memberSignatureRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireUser);
  // A signature is a person's own: an API key (which acts as the owner, not as a person) may not use it.
  const person = (request: FastifyRequest) => {
    if (request.apiKeyScope !== null) {
      throw new AppError(403, 'A saved signature is used only by its owner, signed in.', {
        code: 'PERSON_ONLY',
      });
    }
    return signedInUser(request);
  };

  route(app, api.get, {}, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.getSavedSignature(app.deps, person(request));
  });
  route(app, api.save, {}, async (request) => service.saveSignature(app.deps, person(request), request.body));
  route(app, api.remove, {}, async (request) => service.deleteSavedSignature(app.deps, person(request)));
  route(app, api.countersign, {}, async (request) =>
    service.countersignWithSaved(app.deps, person(request), request.params.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );
}
