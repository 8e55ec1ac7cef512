// GET /api/events: the signed-in user's live stream of "this kind of your data changed" (event-streams.ts).
// Sent straight on the socket (hijacked), so nothing between buffers or compresses it; behind nginx the
// README's location block turns buffering off for this path, and X-Accel-Buffering says so too.
// Capped per session or API key, per client address and per instance (stream-limits.ts): a stream past a
// cap is answered at once with a plain-words 429 and its connection closed. Ended when what let it in ends
// (stream-revocation.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eventsApi as api } from '../../../shared/api/events.ts';
import { route } from '../../lib/http/api-route.ts';
import { bearerKey, requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { apiKeyHashOf, liveApiKeys } from '../api-keys/index.ts';
import { liveSessions, sessionTokenOf } from '../auth/index.ts';
import { createEventStreams, type StreamCredential } from './event-streams.ts';
import { createStreamLimits, isRefusal } from './stream-limits.ts';
import { watchStreamRevocations } from './stream-revocation.ts';

/** What let the request in: the API key it carried (the session guard checked it), else its session. */
function credentialOf(request: FastifyRequest): StreamCredential | null {
  if (request.apiKeyScope !== null) {
    const key = bearerKey(request.headers.authorization);
    return key ? { kind: 'key', hash: apiKeyHashOf(key) } : null;
  }
  const token = sessionTokenOf(request.headers.cookie);
  return token ? { kind: 'session', token } : null;
}

export async function eventRoutes(app: FastifyInstance) {
  const streams = createEventStreams(app.deps.freshness);
  const limits = createStreamLimits();
  const revocations = watchStreamRevocations(
    streams,
    app.deps.freshness,
    {
      liveSessions: (tokens) => liveSessions(app.deps.db, tokens),
      liveKeys: (hashes) => liveApiKeys(app.deps, hashes),
    },
    (error) => app.log.warn({ err: error }, 'event streams: credential re-check failed'),
  );
  // Before the server waits for open connections to end: an open stream would hold a graceful close.
  app.addHook('preClose', async () => {
    revocations.stop();
    streams.close();
  });

  // Every refusal of a stream (not signed in, a cap, the per-person rate limit, a handed-over device) closes
  // its connection with the answer: the browser's EventSource opens a new one to try again anyway, and a
  // refused flood must not keep its sockets for the keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('connection', 'close');
  });

  route(app, api.stream, { onRequest: requireUser }, async (request, reply) => {
    const user = signedInUser(request);
    const credential = credentialOf(request);
    if (!credential) {
      return reply.status(401).send({ message: 'Sign in to receive live updates', code: 'UNAUTHORIZED' });
    }
    const holder = credential.kind === 'session' ? `session:${credential.token}` : `key:${credential.hash}`;
    const slot = limits.acquire(holder, request.ip);
    if (isRefusal(slot)) {
      // Answered and closed at once (the onSend hook): no socket is held while the page waits to retry.
      return reply
        .status(slot.status)
        .header('retry-after', '30')
        .send({ message: slot.message, code: slot.code });
    }
    reply.hijack();
    const out = reply.raw;
    let forget = () => {};
    let closed = false;
    // However the stream ends (the client leaving, the server ending it, an error), its slot is released.
    const done = () => {
      if (closed) return;
      closed = true;
      forget();
      slot.release();
    };
    out.once('close', done);
    out.once('error', done);
    try {
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const lastEventId = request.headers['last-event-id'];
      forget = streams.open(
        out,
        { dealerId: user.isAdmin ? null : user.id, credential },
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      request.raw.socket.setTimeout(0);
    } catch (error) {
      out.destroy();
      done();
      throw error;
    }
    // The client may have left while the session was looked up: its 'close' has come and gone.
    if (out.destroyed || request.raw.socket.destroyed) done();
  });
}
