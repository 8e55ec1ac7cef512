// Public: anyone holding a PDF may ask whether this installation sealed it. No session; limited per address.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verificationApi as api } from '../../../shared/api/verification.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/http/api-route.ts';
import { verifyPageMessages } from '../../lib/i18n.ts';
import { lookUpCode, verifyUpload } from './verification.service.ts';

export const MAX_VERIFY_BYTES = 50 * 1024 * 1024;
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export async function verificationRoutes(app: FastifyInstance) {
  const ctx = app.deps;
  await app.register(multipart, { limits: { fileSize: MAX_VERIFY_BYTES, files: 1, fields: 5 } });

  route(app, api.check, { config: perMinute(20) }, async (request, reply) => {
    const { file, token } = await readForm(request);
    reply.header('cache-control', 'no-store');
    return verifyUpload(ctx, file, token);
  });

  route(app, api.lookUpCode, { config: perMinute(60) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return lookUpCode(ctx, request.params.code);
  });

  // The page's words change only with a release: an hour in the browser's cache is safe.
  route(app, api.messages, {}, async (request, reply) => {
    const { language } = request.params;
    reply.header('cache-control', 'public, max-age=3600');
    return { language, messages: verifyPageMessages(language) };
  });
}

/** The PDF in `file` (read into memory only) and the optional signing link in `token`. */
async function readForm(request: FastifyRequest): Promise<{ file: Buffer; token?: string }> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'Send the PDF as multipart/form-data in the form field "file".', {
      code: 'NOT_MULTIPART',
    });
  }
  let file: Buffer | undefined;
  let token: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'token' && typeof part.value === 'string' && part.value.trim()) {
          token = part.value.slice(0, 500);
        }
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new AppError(400, 'Send one PDF, in the form field "file".', { code: 'WRONG_FIELD' });
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw new AppError(413, `The file is larger than ${MAX_VERIFY_BYTES / (1024 * 1024)} MB.`, {
        code: 'TOO_LARGE',
      });
    }
    throw new AppError(400, 'The upload could not be read: it was cut off or is not a valid form.', {
      code: 'MALFORMED_UPLOAD',
    });
  }
  if (!file || file.length === 0) {
    throw new AppError(400, 'No file received: choose the PDF to check (form field "file").', {
      code: 'NO_FILE',
    });
  }
  return { file, token };
}
