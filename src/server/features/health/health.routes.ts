import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok', database: app.deps.databaseKind };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
