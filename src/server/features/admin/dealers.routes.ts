import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suspendDealerSchema } from '../../../shared/admin.schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireAdmin } from '../auth/session-guard.ts';
import { forgetAllSessions } from '../auth/session-lookup.ts';
import { setDealerStatus } from './dealers.repo.ts';

const params = z.object({ dealerId: z.string().min(1).max(100) });

export async function dealerAdminRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.post(
    '/api/admin/dealers/:dealerId/suspend',
    { preHandler: requireAdmin, schema: { params, body: suspendDealerSchema } },
    async (request) => {
      const found = await setDealerStatus(db, request.params.dealerId, 'suspended', request.body.reason);
      if (!found) throw notFound('Dealer not found');
      forgetAllSessions();
      return { message: 'The dealer account has been suspended successfully.' };
    },
  );

  app.post(
    '/api/admin/dealers/:dealerId/unsuspend',
    { preHandler: requireAdmin, schema: { params } },
    async (request) => {
      const found = await setDealerStatus(db, request.params.dealerId, 'active', null);
      if (!found) throw notFound('Dealer not found');
      return { message: 'The dealer account has been reactivated successfully.' };
    },
  );
}
