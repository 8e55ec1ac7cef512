import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { brandingApi as api } from '../../../shared/api/branding.ts';
import { sitesApi } from '../../../shared/api/team.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { readUploadedFiles, tooLargeMessage } from '../../lib/http/multipart-files.ts';
import { requireManager, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { replaceSiteLogo } from '../team/index.ts';
import * as service from './branding.service.ts';
import { MAX_LOGO_BYTES, MAX_PROFILE_IMAGE_BYTES } from './branding-images.ts';
import { normaliseLogoInWorker } from './normalise-in-worker.ts';

async function oneFile(request: Parameters<typeof readUploadedFiles>[0], field: string, maxBytes: number) {
  const [file] = await readUploadedFiles(request, field, 1, maxBytes);
  if (!file) throw new AppError(400, `No file received in the form field "${field}".`, { code: 'NO_FILE' });
  if (file.tooLarge) throw new AppError(413, tooLargeMessage(file.fileName, maxBytes), { code: 'TOO_LARGE' });
  return file.bytes;
}

export async function brandingRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1 } });
  const ctx = app.deps;

  route(app, api.logo, {}, async (request, reply) => {
    const bytes = await service.logoFile(ctx, request.params.dealerId);
    // The URL carries the image's hash, so it can be cached for long. Mail clients (webmail on its own
    // site, the outbox preview) load it from another origin: this route alone lifts helmet's same-origin.
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(bytes);
  });

  route(app, api.uploadLogo, { onRequest: requireManager }, async (request) =>
    service.uploadLogo(ctx, signedInUser(request).id, await oneFile(request, 'logo', MAX_LOGO_BYTES)),
  );

  // A site's own logo: the same checks and redrawing; the site's record is features/team's.
  route(app, sitesApi.uploadLogo, { onRequest: requireManager }, async (request) => {
    const dealerId = signedInUser(request).id;
    const bytes = await oneFile(request, 'logo', MAX_LOGO_BYTES);
    return replaceSiteLogo(ctx, dealerId, request.params.id, () => normaliseLogoInWorker(bytes));
  });

  route(app, api.removeLogo, { onRequest: requireManager }, async (request) =>
    service.removeLogo(ctx, signedInUser(request).id),
  );

  route(app, api.uploadProfileImage, { onRequest: requireManager }, async (request) => {
    const bytes = await oneFile(request, 'profileImage', MAX_PROFILE_IMAGE_BYTES);
    return service.uploadProfileImage(ctx, signedInUser(request).id, bytes);
  });

  route(app, api.profileImage, { onRequest: requireUser }, async (request, reply) => {
    const bytes = await service.profileImageFile(ctx, signedInUser(request).id);
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').send(bytes);
  });
}
