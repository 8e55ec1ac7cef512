import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SigningRequestSummary } from '../../../shared/signing-request.types.ts';
import { requireUser, signedInUser } from '../../plugins/session.ts';
import { listSigningRequests } from './signing-requests.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function signingRequestRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/signing-requests',
    {
      preHandler: requireUser,
      schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(500) }) },
    },
    async (request): Promise<SigningRequestSummary[]> => {
      const rows = await listSigningRequests(db, signedInUser(request).id, request.query.limit);
      return rows.map((r) => ({
        id: r.id,
        status: r.status,
        notes: r.notes,
        sentAt: iso(r.sentAt),
        completedAt: iso(r.completedAt),
        createdAt: r.createdAt.toISOString(),
        customerId: r.customerId,
        customer: { name: r.customerName, email: r.customerEmail },
      }));
    },
  );
}
