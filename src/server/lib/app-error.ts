import type { ApiErrorBody } from '../../shared/errors.ts';

/** The one error type routes and services throw; the error handler turns it into its JSON answer. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly issues: ApiErrorBody['issues'];
  readonly values: ApiErrorBody['values'];

  constructor(
    statusCode: number,
    message: string,
    options: {
      code?: string;
      issues?: ApiErrorBody['issues'];
      values?: ApiErrorBody['values'];
      cause?: unknown;
    } = {},
  ) {
    // The cause is only logged (pino prints its message and stack); the answer shows `message` alone.
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.statusCode = statusCode;
    this.code = options.code;
    this.issues = options.issues;
    this.values = options.values;
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what, { code: 'NOT_FOUND' });
export const unauthorized = () => new AppError(401, 'Unauthorized', { code: 'UNAUTHORIZED' });
export const forbidden = (message = 'Forbidden') => new AppError(403, message, { code: 'FORBIDDEN' });
