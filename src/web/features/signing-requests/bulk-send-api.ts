import { useMutation, useQuery } from '@tanstack/react-query';
import { type BulkSend, type BulkSendBody, bulkSendsApi } from '../../../shared/api/bulk-sends.ts';
import { urlOf } from '../../../shared/api/url.ts';
import { callApi, throwIfResNotOk } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingRequestsKey, statsKey } from '../../lib/query-keys.ts';

const sendKey = (id: string) => [bulkSendsApi.get.path, id];

/** A bulk send and, while it is being sent, the same again every second (the report fills in). */
export function useBulkSend(id: string | null) {
  return useQuery({
    queryKey: sendKey(id ?? ''),
    queryFn: () => callApi(bulkSendsApi.get, { params: { id: id! } }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 1000 : false),
  });
}

/** Step 1: the file uploaded and checked (multipart, so not through callApi's JSON). */
export function usePreviewUpload(onDone: (send: BulkSend) => void) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const res = await fetch(urlOf(bulkSendsApi.preview), {
        method: 'POST',
        body: form,
        credentials: 'include',
      });
      await throwIfResNotOk(res);
      return (await res.json()) as BulkSend;
    },
    onSuccess: (send) => {
      queryClient.setQueryData(sendKey(send.id), send);
      onDone(send);
    },
  });
}

/** Step 2: the chosen documents sent to every good row. */
export function useStartBulkSend(id: string) {
  return useMutation({
    mutationFn: (body: BulkSendBody) => callApi(bulkSendsApi.send, { params: { id }, body }),
    onSuccess: async (send) => {
      queryClient.setQueryData(sendKey(id), send);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: signingRequestsKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]);
    },
  });
}

export const reportHref = (id: string) => urlOf(bulkSendsApi.report, { id });
