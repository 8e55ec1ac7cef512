import { MAX_UPLOAD_BYTES } from '../../../shared/documents/document.schema.ts';
import { ApiError } from '../../lib/api.ts';

/** What a cancelled upload rejects with, so callers can tell it from a failure. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
  }
}

/**
 * POST a multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * `onProgress` gets the fraction of bytes sent; 1 means the server has everything and is now working.
 * Aborting `signal` stops the transfer and rejects with UploadCancelled.
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelled());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      signal?.removeEventListener('abort', abort);
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const message =
        (body as { message?: string } | undefined)?.message ?? (xhr.statusText || 'Upload failed');
      reject(new ApiError(xhr.status, message, body as never));
    };
    xhr.onerror = () => reject(new Error('Connection Error'));
    xhr.onabort = () => reject(new UploadCancelled());
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

const ACCEPTED = /\.(pdf|docx?)$/i;
const ACCEPTED_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** PDF, DOC and DOCX only, by type or extension. The server checks the bytes. */
export const isAcceptedDocument = (file: File) =>
  ACCEPTED_TYPES.includes(file.type) || ACCEPTED.test(file.name);

/** Why a file cannot be sent at all, in the dealer's words; undefined when it may go to the server. */
export function refusalBeforeUpload(file: File): string | undefined {
  if (!isAcceptedDocument(file))
    return `Invalid File: ${file.name} (${file.type || 'unknown type'}) is not a PDF, DOC or DOCX file.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  // The server's words for the same refusal.
  if (file.size > MAX_UPLOAD_BYTES)
    return `"${file.name}" is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;
  return undefined;
}
