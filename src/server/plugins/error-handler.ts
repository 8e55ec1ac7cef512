import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/errors.ts';
import { installPlainZodMessages } from '../../shared/plain-zod-messages.ts';
import { AppError } from '../lib/app-error.ts';
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE } from '../lib/storage/out-of-space.ts';

/** Every failure answers JSON `{message, code?, issues?, values?}`; a 5xx never shows its internals. */
export function registerErrorHandler(app: FastifyInstance) {
  // Validation answers in plain words, never zod's default wording.
  installPlainZodMessages();
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    const body = toErrorBody(error);
    // A deliberate 503 (an AppError such as an unconfigured lookup) is an answer, not a failure: unlogged.
    if (error instanceof AppError && body.status === 503) return reply.status(503).send(body.json);
    if (body.status === 503) request.log.warn({ err: error }, 'database unavailable');
    else if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.status).send(body.json);
  });
}

function toErrorBody(error: FastifyError | AppError | ZodError): { status: number; json: ApiErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      json: { message: error.message, code: error.code, issues: error.issues, values: error.values },
    };
  }
  if (error instanceof ZodError) return validationBody(error.issues);
  // A full disk: 507 Insufficient Storage, what was being written left out whole (never half).
  if (isOutOfSpace(error))
    return { status: 507, json: { message: OUT_OF_SPACE_MESSAGE, code: 'OUT_OF_SPACE' } };
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      json: {
        message: 'The service is briefly unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in a path is as unknown as a well-formed one that matches nothing.
    if (error.validationContext === 'params')
      return { status: 404, json: { message: 'Not found', code: 'NOT_FOUND' } };
    return validationBody(
      error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
      })),
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, json: { message: 'Internal Server Error', code: 'INTERNAL' } };
  return { status, json: { message: plainClientMessage(error), code: error.code } };
}

/**
 * The database went away (restart, failover, a terminated connection) or cannot be reached: a 503 the
 * client may retry, not a 500. Drizzle wraps the driver's error as its `cause`.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '55000',
]);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code && (UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_CODES.has(e.code))) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

function validationBody(issues: { path: PropertyKey[]; message: string }[]) {
  const list = issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return {
    status: 400,
    json: { message: list[0]?.message ?? 'Invalid input', code: 'VALIDATION', issues: list },
  };
}

function plainClientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    default:
      return error.message;
  }
}
