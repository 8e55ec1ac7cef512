import { ApiError } from '../../lib/api.ts';

/** POST a multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
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
    xhr.send(form);
  });
}

const ACCEPTED = /\.(pdf|docx?)$/i;
const ACCEPTED_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** Spec A §5: PDF, DOC and DOCX only, by type or extension. The server checks the bytes. */
export const isAcceptedDocument = (file: File) =>
  ACCEPTED_TYPES.includes(file.type) || ACCEPTED.test(file.name);
