// One rule for text at the edge: no NUL and no lone surrogate in any JSON body, query string or route
// parameter, whatever the route and whether or not it has a schema (Better Auth's routes have none). The
// database refuses such text with a failed statement, which was a 500; here it is a 400 naming the field,
// before any handler runs. Multipart text fields are read by their handlers and checked there with the same
// findUnsafeText (features/dealer-files/upload.ts); file names are cleaned (lib/http/multipart-files.ts).
import type { FastifyInstance } from 'fastify';
import { fieldLabel } from '../../shared/plain-zod-messages.ts';
import { findUnsafeText } from '../../shared/text-safety.ts';
import { AppError } from '../lib/app-error.ts';

/** "customer.firstName" → "First name"; a short query key stays as sent: "q" → `"q"`. */
const label = (path: string) => {
  const key = path.split('.').pop() ?? '';
  return key.length < 3 ? `"${key}"` : fieldLabel(path.split('.'));
};

export function registerTextRule(app: FastifyInstance) {
  // A callback hook: every request passes here, and one with clean text costs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const issues = [
      ...findUnsafeText(request.params, label),
      ...findUnsafeText(request.query, label),
      ...findUnsafeText(request.body, label),
    ];
    if (issues.length === 0) return done();
    done(new AppError(400, issues[0]!.message, { code: 'VALIDATION', issues }));
  });
}
