// The upload, streamed: each part of the form is read in order, the file's bytes go through the inspector
// (what it is, its length or size) and the chunk sealer straight to storage, so a 500 MB video never sits in
// memory. The text fields may come before or after the file: they are checked once the form is complete, and
// a refused upload leaves nothing stored.
import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type DealerFileFormat,
  dealerFileUploadSchema,
  MB,
  SIZE_LIMITS,
} from '../../../shared/dealer/dealer-files.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { newFileKey, newNoncePrefix, sealingStream } from './file-crypto.ts';
import { createInspector, type Inspection } from './media-inspect.ts';

export const MAX_FILE_BYTES = SIZE_LIMITS.video;
/** Room for the form's text fields and part headers beside the largest file. */
const FORM_ALLOWANCE = 1024 * 1024;

const KIND_OF: Record<DealerFileFormat, keyof typeof SIZE_LIMITS> = {
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  jpeg: 'image',
  png: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
};
const KIND_WORDS = { image: 'Images', document: 'Documents', video: 'Videos' };

export const limitFor = (format: DealerFileFormat) => SIZE_LIMITS[KIND_OF[format]];

const notAccepted = (description: string) =>
  new AppError(
    400,
    `This file is a ${description}. Upload a PDF or Word document (pdf, doc, docx), a JPEG or PNG image, or an MP4, WebM or MOV video.`,
    { code: 'UNSUPPORTED_FILE' },
  );

const tooLarge = (format: DealerFileFormat) => {
  const kind = KIND_OF[format];
  return new AppError(413, `${KIND_WORDS[kind]} can be at most ${SIZE_LIMITS[kind] / MB} MB.`, {
    code: 'TOO_LARGE',
  });
};

export type ReceivedUpload = {
  fields: z.output<typeof dealerFileUploadSchema>;
  fileName: string;
  storageKey: string;
  fileKey: Buffer;
  noncePrefix: Buffer;
  inspection: Inspection & { format: DealerFileFormat };
};

/** Inspects and limits the plain bytes as they pass: refuses as soon as the head or the size says no. */
function inspecting(inspection: ReturnType<typeof createInspector>): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const before = inspection.format;
      inspection.feed(chunk);
      size += chunk.length;
      const format = inspection.format;
      if (format === null && before === null && size >= 4096)
        return done(notAccepted(inspection.finish().description));
      if (format && size > limitFor(format)) return done(tooLarge(format));
      done(null, chunk);
    },
  });
}

export async function receiveUpload(
  request: FastifyRequest,
  storage: Storage,
  dealerId: string,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError(400, 'Send the file as multipart/form-data in the form field "file".', {
      code: 'NOT_MULTIPART',
    });
  }
  // A body declared larger than any file may be is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_FILE_BYTES + FORM_ALLOWANCE) throw tooLarge('mp4');
  const raw: Record<string, string> = {};
  let stored: Omit<ReceivedUpload, 'fields'> | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new AppError(
          400,
          `Unexpected file field "${part.fieldname}": upload the file in the field "file".`,
          {
            code: 'WRONG_FIELD',
          },
        );
      }
      const inspector = createInspector();
      const fileKey = newFileKey();
      const noncePrefix = newNoncePrefix();
      const storageKey = `dealer-files/${dealerId}/${randomUUID()}`;
      // pipeline() destroys every stage with the first error, so putStream sees it and drops its partial file.
      const sealed = pipeline(
        part.file,
        inspecting(inspector),
        sealingStream(fileKey, noncePrefix),
        () => {},
      );
      await storage.putStream(storageKey, sealed).catch(async (error: unknown) => {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      });
      const inspection = inspector.finish();
      if (!inspection.format) {
        await storage.delete(storageKey);
        throw notAccepted(inspection.description);
      }
      if (inspection.size === 0) throw notAccepted('empty file');
      stored = {
        fileName: cleanFileName(part.filename),
        storageKey,
        fileKey,
        noncePrefix,
        inspection: { ...inspection, format: inspection.format },
      };
    }
  } catch (error) {
    if (stored) await storage.delete(stored.storageKey).catch(() => undefined);
    throw asUploadError(error);
  }
  if (!stored) {
    throw new AppError(400, 'No file received: upload the file in the form field "file".', {
      code: 'NO_FILE',
    });
  }
  const parsed = dealerFileUploadSchema.safeParse(raw);
  if (!parsed.success) {
    await storage.delete(stored.storageKey);
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError(400, issues[0]?.message ?? 'Check the form', { code: 'VALIDATION', issues });
  }
  return { ...stored, fields: parsed.data };
}

function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('mp4');
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(400, 'Upload one file at a time here.', { code: 'TOO_MANY_FILES' });
  }
  // Anything else is the form failing to parse (no boundary, a body cut short): the client's doing.
  return new AppError(
    400,
    'The upload could not be read: it was cut off or is not a valid form. Please try again.',
    {
      code: 'MALFORMED_UPLOAD',
      cause: error,
    },
  );
}

function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter(
      (c) =>
        c !== '"' &&
        c.charCodeAt(0) >= 0x20 &&
        c.charCodeAt(0) !== 0x7f &&
        !/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/.test(c),
    )
    .join('')
    .trim();
  return clean.slice(0, 200) || 'file';
}
