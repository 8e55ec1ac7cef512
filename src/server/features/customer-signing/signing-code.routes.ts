import type { FastifyInstance } from 'fastify';
import { signingCodeApi as api } from '../../../shared/api/signing-code.ts';
import { route } from '../../lib/http/api-route.ts';
import * as service from './signing-code.service.ts';

/** The one-time code before signing: ask for one, enter it (signing-code.service.ts). */
export async function signingCodeRoutes(app: FastifyInstance) {
  const ctx = app.deps;
  const client = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  route(app, api.sendCode, {}, async (request) =>
    service.sendCode(ctx, request.params.token, client(request)),
  );

  route(app, api.verifyCode, {}, async (request) =>
    service.verifyCode(ctx, request.params.token, request.body.code, client(request)),
  );
}
