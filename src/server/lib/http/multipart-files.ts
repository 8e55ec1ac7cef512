import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../../shared/documents/document.schema.ts';
import { stripBidiControls } from '../../../shared/text-safety.ts';
import { AppError } from '../app-error.ts';

export type UploadedFile = { fileName: string; bytes: Buffer; tooLarge: boolean };

/** Every file sent in `field` (at most `max`). A file over the size limit comes back marked, not read. */
export async function readUploadedFiles(
  request: FastifyRequest,
  field: string,
  max: number,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<UploadedFile[]> {
  if (!request.isMultipart()) {
    throw new AppError(400, `Send the file as multipart/form-data in the form field "${field}".`, {
      code: 'NOT_MULTIPART',
    });
  }
  const files: UploadedFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: max, fields: 20 },
    })) {
      if (part.type !== 'file') continue;
      current = cleanFileName(part.filename);
      if (part.fieldname !== field) {
        part.file.resume();
        throw new AppError(
          400,
          `Unexpected file field "${part.fieldname}": upload the file in the form field "${field}".`,
          {
            code: 'WRONG_FIELD',
          },
        );
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw error;
      });
      files.push({
        fileName: cleanFileName(part.filename),
        bytes: bytes ?? Buffer.alloc(0),
        tooLarge: bytes === null,
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    // The size limit can also surface from the part iterator rather than from toBuffer().
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, tooLargeMessage(current, maxBytes), { code: 'TOO_LARGE' });
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError(413, `Too many files: upload at most ${max} at once.`, { code: 'TOO_MANY_FILES' });
    }
    // Everything else here is the form itself failing to parse (no boundary, a body cut short, a broken part
    // header): the client's doing, so a 400 it can act on, never a 500.
    throw new AppError(
      400,
      'The upload could not be read: it was cut off or is not a valid form. Please try again.',
      {
        code: 'MALFORMED_UPLOAD',
      },
    );
  }
  if (files.length === 0) {
    throw new AppError(400, `No file received: upload the file in the form field "${field}".`, {
      code: 'NO_FILE',
    });
  }
  return files;
}

export const tooLargeMessage = (fileName: string, maxBytes = MAX_UPLOAD_BYTES) =>
  `"${fileName}" is larger than ${maxBytes / (1024 * 1024)} MB.`;

function cleanFileName(name: string | undefined): string {
  // A lone surrogate (which no UTF-8 name can decode to, but a caller could still hand over) becomes U+FFFD.
  const base = ((name ?? '').split(/[\\/]/).pop() ?? '').toWellFormed();
  // Control characters and quotes have no place in a name shown on screen or in a header.
  const clean = stripBidiControls(
    [...base].filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join(''),
  ).trim();
  return clean.slice(0, 200) || 'document';
}
