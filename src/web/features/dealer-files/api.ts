// The dealer-files calls, and the browser side of opening a protected file.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { dealerFilesApi as api } from '../../../shared/api/dealer-files.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type { DealerFile, DealerFileType } from '../../../shared/dealer/dealer-files.schema.ts';
import { apiRequest, callApi, throwIfResNotOk } from '../../lib/api.ts';

export const dealerFilesKey = [api.list.path];

export type FileFilter = { search?: string; customerId?: string; fileType?: DealerFileType };

export function useDealerFiles(filter: FileFilter) {
  return useQuery({
    queryKey: [...dealerFilesKey, filter],
    queryFn: () =>
      callApi(api.list, {
        query: {
          search: filter.search?.trim(),
          customerId: filter.customerId,
          fileType: filter.fileType,
          limit: 200,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRefreshFiles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dealerFilesKey });
}

export type UploadFields = {
  fileType: DealerFileType;
  notes?: string;
  customerId?: string;
  customerName?: string;
  vehicleRegistration?: string;
  filePassword?: string;
};

/** The form's text fields go first, then the file, lists them. */
export async function uploadDealerFile(
  file: Blob,
  fileName: string,
  fields: UploadFields,
): Promise<DealerFile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('isPasswordProtected', fields.filePassword ? 'true' : 'false');
  form.append('file', file, fileName);
  const res = await fetch(api.upload.path, { method: api.upload.method, body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as DealerFile;
}

export const deleteDealerFile = (id: string) => callApi(api.remove, { params: { id } });

export const fileUrl = (id: string) => urlOf(api.download, { id });

/** A protected file's password exchanged for a streaming link (a <video> cannot send a password). */
export const accessLink = (id: string, password: string) =>
  callApi(api.access, { params: { id }, body: { password } });

/** A protected file's bytes, opened with its password. */
const withPassword = (id: string, password?: string) =>
  apiRequest(api.downloadWithPassword.method, urlOf(api.downloadWithPassword, { id }), { password });

/** A file's bytes for showing in the app: an open one by GET, a protected one through POST with its password. */
export async function fileBlob(file: DealerFile, password?: string): Promise<Blob> {
  const res = file.isPasswordProtected
    ? await withPassword(file.id, password)
    : await fetch(fileUrl(file.id), { credentials: 'include' });
  await throwIfResNotOk(res);
  return res.blob();
}

/** Saves a file: an open one through its link, a protected one through POST with its password. */
export async function saveFile(file: DealerFile, password?: string) {
  if (!file.isPasswordProtected) {
    clickLink(urlOf(api.download, { id: file.id }, { download: '1' }), file.fileName);
    return;
  }
  const res = await withPassword(file.id, password);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  clickLink(url, file.fileName);
  // Object links are released after 10 seconds.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function clickLink(href: string, fileName: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}
