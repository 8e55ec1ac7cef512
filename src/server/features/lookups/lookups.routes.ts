import type { FastifyInstance } from 'fastify';
import { lookupsApi as api } from '../../../shared/api/lookups.ts';
import { route } from '../../lib/http/api-route.ts';
import { requireUser } from '../../plugins/session-guard.ts';
import { LOOKUP_CACHE_MS, lookupPostcode, lookupVehicle } from './lookups.service.ts';

const cacheHeader = `private, max-age=${LOOKUP_CACHE_MS / 1000}`;

export async function lookupRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  // An unconfigured lookup is said once, here at start-up; each use then answers a plain 503 unlogged.
  if (!config.dvla.apiKey)
    app.log.info(
      'Vehicle lookup is not configured (DVLA_API_KEY is unset): dealers type vehicle details in.',
    );
  if (!config.postcodes.apiKey)
    app.log.info('Postcode lookup is not configured (POSTCODE_API_KEY is unset): dealers type addresses in.');
  // Signed-in dealers only, and a per-minute cap: the API keys have quotas.
  const options = { onRequest: requireUser };

  route(app, api.vehicle, options, async (request, reply) => {
    const vehicle = await lookupVehicle(config, request.params.registration);
    return reply.header('cache-control', cacheHeader).send(vehicle);
  });

  route(app, api.postcode, options, async (request, reply) => {
    const result = await lookupPostcode(config, request.params.postcode);
    return reply.header('cache-control', cacheHeader).send(result);
  });
}
