import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailTestSchema, previewEmailSchema, welcomeTestSchema } from '../../../shared/email.schema.ts';
import { requireAdmin, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import * as service from './email-testing.service.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export async function emailTestingRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/preview-email',
    { onRequest: requireUser, schema: { body: previewEmailSchema } },
    async (request) => service.previewEmail(app.deps, signedInUser(request).id, request.body.template),
  );

  // Real mail to an address the dealer types: limited, so the page cannot be used to send bulk mail.
  app.post(
    '/api/test-email',
    { onRequest: requireUser, schema: { body: emailTestSchema }, config: perMinute(10) },
    async (request) => service.sendTestEmail(app.deps, signedInUser(request), request.body),
  );

  app.post(
    '/api/admin/test-welcome-email',
    { onRequest: requireAdmin, schema: { body: welcomeTestSchema }, config: perMinute(20) },
    async (request) => {
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
    },
  );
}
