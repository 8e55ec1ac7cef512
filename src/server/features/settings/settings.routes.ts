import type { FastifyInstance } from 'fastify';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../../shared/brand.ts';
import type { DealerSettings } from '../../../shared/settings.types.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUser, signedInUser } from '../../plugins/session.ts';
import { findDealerSettings } from './settings.repo.ts';

export async function settingsRoutes(app: FastifyInstance) {
  app.get(
    '/api/dealer/settings',
    { preHandler: requireUser },
    async (request, reply): Promise<DealerSettings> => {
      const row = await findDealerSettings(app.deps.db, signedInUser(request).id);
      if (!row) throw notFound();
      const s = row.settings;
      reply.header('cache-control', 'no-store');
      return {
        dealershipName: s?.dealershipName ?? row.registeredName ?? '',
        dealershipAddress: s?.dealershipAddress ?? null,
        dealershipPhone: s?.dealershipPhone ?? null,
        dealershipWhatsapp: s?.dealershipWhatsapp ?? null,
        dealershipWebsite: s?.dealershipWebsite ?? null,
        dealershipLogo: null,
        profileImageUrl: null,
        primaryColor: s?.primaryColor ?? DEFAULT_PRIMARY_COLOR,
        secondaryColor: s?.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
        emailFromName: s?.emailFromName ?? null,
        emailSignature: s?.emailSignature ?? null,
      };
    },
  );
}
