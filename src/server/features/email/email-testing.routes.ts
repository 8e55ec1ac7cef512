import type { FastifyInstance } from 'fastify';
import { emailApi as api } from '../../../shared/api/email.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './email-testing.service.ts';

export async function emailTestingRoutes(app: FastifyInstance) {
  route(app, api.preview, { onRequest: requireUser }, async (request) =>
    service.previewEmail(app.deps, signedInUser(request).id, request.body.template),
  );

  // Real mail to an address the dealer types: limited, so the page cannot be used to send bulk mail.
  route(app, api.sendTest, { onRequest: requireUser }, async (request) =>
    service.sendTestEmail(app.deps, signedInUser(request), request.body),
  );

  route(app, api.sendWelcomeTest, { onRequest: requireAdmin }, async (request) => {
    const answer = await service.sendWelcomeTest(app.deps, signedInUser(request).id, request.body);
    // The admin audit log (features/admin) through AppDeps, so this feature does not import that one.
    await app.deps.recordAdminAction({
      adminId: signedInUser(request).id,
      ip: request.ip,
      action: 'email.welcome_test',
      targetType: 'email',
      targetId: request.body.email,
      details: { dayNumber: request.body.dayNumber },
    });
    return answer;
  });
}
