import type { FastifyInstance } from 'fastify';
import { settingsApi as api } from '../../../shared/api/settings.ts';
import { canManageDealership } from '../../../shared/dealer/auth.schema.ts';
import { type DealerSettings, MAIL_SERVER_FIELDS } from '../../../shared/dealer/settings.types.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { getDealerSettings, updateDealerSettings } from './settings.service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireUser);

  // Never cached: the header shows a new logo or name at once.
  // A sales member cannot change business mail, so is not told its server either.
  route(app, api.get, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = signedInUser(request);
    const settings = await getDealerSettings(app.deps.db, user.id, app.deps.config.signingCodeDefault);
    if (canManageDealership(user)) return settings;
    const shown: DealerSettings = { ...settings };
    for (const field of MAIL_SERVER_FIELDS) delete shown[field];
    return shown;
  });

  route(app, api.update, { onRequest: requireManager }, async (request) =>
    updateDealerSettings(
      app.deps.db,
      signedInUser(request).id,
      request.body,
      app.deps.config.signingCodeDefault,
    ),
  );
}
