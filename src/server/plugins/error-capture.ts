// Every 5xx the app answers becomes a System Error (DECISIONS.md "Administration"), with the dealer when the
// request was a signed-in dealer's. The capture function is handed in: plugins know no feature.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { ErrorCapture, ErrorReport } from '../lib/observability/observability.ts';

export function registerErrorCapture(app: FastifyInstance, capture: ErrorCapture) {
  const thrown = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onError', (request, _reply, error, done) => {
    thrown.set(request, error);
    done();
  });
  // A callback hook: every answer passes here, and one under 500 costs no promise.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) captureAnswer(request, reply.statusCode);
    done();
  });

  function captureAnswer(request: FastifyRequest, status: number) {
    const error = thrown.get(request) ?? new Error(`Answered ${status} without an error`);
    const kind = classify(error, status);
    if (!kind) return;
    const user = request.currentUser;
    capture({
      ...kind,
      // The route's pattern, never the address itself (which can carry a signing token).
      source: `${request.method} ${request.routeOptions.url ?? '(no route)'} → ${status}`,
      dealerId: user && !user.isAdmin ? user.id : null,
      error,
    });
  }
}

function classify(error: unknown, status: number): Pick<ErrorReport, 'severity' | 'errorType'> | null {
  if (error instanceof AppError) {
    // A deliberate 503 (an unconfigured lookup) is an answer, not a failure.
    if (status === 503) return null;
    return { severity: 'medium', errorType: 'upstream_error' };
  }
  if (status === 503) return { severity: 'critical', errorType: 'database_unavailable' };
  return { severity: 'high', errorType: 'request_error' };
}
