import type { FastifyInstance } from 'fastify';
import { customersApi as api } from '../../../shared/api/customers.ts';
import { canManageDealership } from '../../../shared/dealer/auth.schema.ts';
import { forbidden } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { MANAGERS_ONLY, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { deleteCustomer, eraseCustomer, exportCustomer } from './customer-rights.service.ts';

/** A customer's record coming to an end, asked of the dealer: delete (or archive), export and erase. */
export async function customerRightsRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  route(app, api.remove, {}, async (request) => {
    const outcome = await deleteCustomer(db, signedInUser(request).id, request.params.id);
    return {
      message:
        outcome === 'archived' ? 'Customer archived: their signing records are kept' : 'Customer deleted',
      archived: outcome === 'archived',
    };
  });

  // The customer's rights (UK GDPR): everything held about them, and erasure.
  route(app, api.export, {}, async (request, reply) => {
    const { stream, filename } = await exportCustomer(app.deps, signedInUser(request).id, request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  // Erasure cannot be undone: the owner or a manager decides it (403 for sales), as for the team and settings.
  route(app, api.erase, {}, async (request) => {
    const user = signedInUser(request);
    if (!canManageDealership(user)) throw forbidden(MANAGERS_ONLY);
    return eraseCustomer(app.deps, user.id, request.params.id, user.id);
  });
}
