import type { FastifyInstance } from 'fastify';
import { adminSealingApi as api } from '../../../../shared/api/admin-sealing.ts';
import { route } from '../../../lib/http/api-route.ts';
import { requireAdmin, signedInUser } from '../../../plugins/session-guard.ts';
import { listSealingCertificates, rotateSealingCertificate } from './sealing-certificates.service.ts';

export async function sealingCertificateRoutes(app: FastifyInstance) {
  route(app, api.list, { onRequest: requireAdmin }, async () => listSealingCertificates(app.deps));
  route(app, api.rotate, { onRequest: requireAdmin }, async (request) =>
    rotateSealingCertificate(app.deps, request.body, { adminId: signedInUser(request).id, ip: request.ip }),
  );
}
