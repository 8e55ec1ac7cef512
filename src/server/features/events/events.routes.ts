// GET /api/events: the signed-in user's live stream of "this kind of your data changed" (event-streams.ts).
// Sent straight on the socket (hijacked), so nothing between buffers or compresses it; behind nginx the
// README's location block turns buffering off for this path, and X-Accel-Buffering says so too.
import type { FastifyInstance } from 'fastify';
import { eventsApi as api } from '../../../shared/api/events.ts';
import { route } from '../../lib/api-route.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { createEventStreams } from './event-streams.ts';

export async function eventRoutes(app: FastifyInstance) {
  const streams = createEventStreams(app.deps.freshness);
  // Before the server waits for open connections to end: an open stream would hold a graceful close.
  app.addHook('preClose', async () => streams.close());

  route(app, api.stream, { onRequest: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const lastEventId = request.headers['last-event-id'];
    const close = streams.open(
      out,
      { dealerId: user.isAdmin ? null : user.id },
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
    request.raw.socket.setTimeout(0);
    request.raw.on('close', close);
  });
}
