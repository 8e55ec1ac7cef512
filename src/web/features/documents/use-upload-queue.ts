import { useCallback, useEffect, useRef, useState } from 'react';
import { documentsApi } from '../../../shared/api/documents.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import { MAX_FILES_PER_UPLOAD, type UploadResponse } from '../../../shared/documents/document.schema.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { refreshDocuments } from './api.ts';
import { refusalBeforeUpload, UploadCancelled, uploadWithProgress } from './upload-file.ts';

export type UploadStatus = 'waiting' | 'uploading' | 'reading' | 'done' | 'failed' | 'cancelled';

export type UploadItem = {
  id: string;
  file: File;
  status: UploadStatus;
  /** Share of the bytes sent, 0 to 1. */
  fraction: number;
  result?: UploadResponse;
  /** The server's (or the browser's) reason, shown in the file's row. */
  error?: string;
};

/** Each upload is read out on arrival (CPU-heavy on the server): two at a time keeps the rest waiting. */
const CONCURRENCY = 2;
const SESSION_EXPIRED_REDIRECT_MS = 1000;

export const isActive = (item: UploadItem) =>
  item.status === 'waiting' || item.status === 'uploading' || item.status === 'reading';

let nextId = 0;

/**
 * Files sent one request each to POST /api/documents/upload, so every file has its own progress, its own
 * Cancel and its own answer; at most 20 wait or run at once.
 */
export function useUploadQueue() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  /** Files of batches already over (each batch's failures are reported once, in one toast). */
  const closed = useRef(new Set<string>());
  const current = useRef(items);
  current.current = items;

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { status: 'uploading', fraction: 0, error: undefined });
      const form = new FormData();
      form.append('document', item.file);
      uploadWithProgress<UploadResponse>(
        documentsApi.upload.path,
        form,
        (fraction) => patch(item.id, { fraction, status: fraction >= 1 ? 'reading' : 'uploading' }),
        controller.signal,
      )
        .then((result) => {
          patch(item.id, { status: 'done', fraction: 1, result });
          void refreshDocuments();
        })
        .catch((error: unknown) => {
          if (error instanceof UploadCancelled) return patch(item.id, { status: 'cancelled' });
          const reason = error instanceof ApiError ? error.reason : 'Upload failed';
          patch(item.id, { status: 'failed', error: reason });
        })
        .finally(() => controllers.current.delete(item.id));
    },
    [patch],
  );

  // Starts waiting files while fewer than CONCURRENCY are on their way.
  useEffect(() => {
    const running = items.filter((i) => i.status === 'uploading' || i.status === 'reading').length;
    const waiting = items.filter((i) => i.status === 'waiting' && !controllers.current.has(i.id));
    for (const item of waiting.slice(0, Math.max(0, CONCURRENCY - running))) start(item);
  }, [items, start]);

  // When the last file of a batch has its answer, one toast says what failed (spec: 'Upload Failed' for
  // one file, 'Some Files Failed' with a count); the rows say which and why.
  useEffect(() => {
    if (items.some(isActive)) return;
    const batch = items.filter((i) => !closed.current.has(i.id));
    for (const item of batch) closed.current.add(item.id);
    const failed = batch.filter((i) => i.status === 'failed');
    if (failed.length === 0) return;
    toast(
      batch.length === 1
        ? { title: 'Upload Failed', description: failed[0]?.error ?? 'Upload failed', variant: 'destructive' }
        : {
            title: 'Some Files Failed',
            description: `${failed.length} of ${batch.length} files could not be uploaded. The list says why.`,
            variant: 'destructive',
          },
    );
  }, [items]);

  const add = useCallback(async (files: File[]) => {
    if (files.length === 0) return;
    // The session is checked first, so a long upload is not lost to an expired sign-in.
    const session = await fetch(PATHS.authUser, { credentials: 'include' }).catch(() => null);
    if (!session?.ok) {
      toast({ title: 'Session Expired', description: 'Please sign in again.', variant: 'destructive' });
      setTimeout(() => window.location.assign(PATHS.login), SESSION_EXPIRED_REDIRECT_MS);
      return;
    }
    const room = MAX_FILES_PER_UPLOAD - current.current.filter(isActive).length;
    const taken = files.slice(0, Math.max(0, room));
    const left = files.slice(taken.length);
    setNotice(
      left.length === 0
        ? null
        : `Up to ${MAX_FILES_PER_UPLOAD} files upload at once: ${left.length} of the ${files.length} you chose ${left.length === 1 ? 'was' : 'were'} not added (${left.map((f) => f.name).join(', ')}). Add ${left.length === 1 ? 'it' : 'them'} when these have finished.`,
    );
    const added = taken.map((file): UploadItem => {
      const refusal = refusalBeforeUpload(file);
      return {
        id: `upload-${++nextId}`,
        file,
        status: refusal ? 'failed' : 'waiting',
        fraction: 0,
        error: refusal,
      };
    });
    setItems((list) => [...list, ...added]);
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const controller = controllers.current.get(id);
      if (controller) controller.abort();
      else patch(id, { status: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (id: string) => {
      closed.current.delete(id);
      patch(id, { status: 'waiting', fraction: 0, error: undefined });
    },
    [patch],
  );

  /** Upload Another Document: a clean list (nothing may be on its way). */
  const clear = useCallback(() => {
    setItems((list) => list.filter(isActive));
    setNotice(null);
  }, []);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, notice, add, cancel, retry, clear };
}
