// The dealer-files calls of spec B §7, and the browser side of opening a protected file.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealerFile, DealerFileType } from '../../../shared/dealer-files.schema.ts';
import { apiJson, apiRequest, throwIfResNotOk } from '../../lib/api.ts';

export const dealerFilesKey = ['/api/dealer-files'];

export type FileFilter = { search?: string; customerId?: string; fileType?: DealerFileType };

function listUrl(filter: FileFilter) {
  const params = new URLSearchParams();
  if (filter.search?.trim()) params.set('search', filter.search.trim());
  if (filter.customerId) params.set('customerId', filter.customerId);
  if (filter.fileType) params.set('fileType', filter.fileType);
  params.set('limit', '200');
  return `/api/dealer-files?${params}`;
}

export function useDealerFiles(filter: FileFilter) {
  return useQuery({
    queryKey: [...dealerFilesKey, filter],
    queryFn: () => apiJson<DealerFile[]>('GET', listUrl(filter)),
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

/** The form's text fields go first, then the file, as spec B §7 lists them. */
export async function uploadDealerFile(
  file: Blob,
  fileName: string,
  fields: UploadFields,
): Promise<DealerFile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
  form.append('isPasswordProtected', fields.filePassword ? 'true' : 'false');
  form.append('file', file, fileName);
  const res = await fetch('/api/dealer-files/upload', { method: 'POST', body: form, credentials: 'include' });
  await throwIfResNotOk(res);
  return (await res.json()) as DealerFile;
}

export const deleteDealerFile = (id: string) => apiRequest('DELETE', `/api/dealer-files/${id}`);

export const fileUrl = (id: string) => `/api/dealer-files/${id}/download`;

/** A protected file's password exchanged for a streaming link (a <video> cannot send a password). */
export const accessLink = (id: string, password: string) =>
  apiJson<{ url: string; expiresAt: string }>('POST', `/api/dealer-files/${id}/access`, { password });

/** A file's bytes for showing in the app: an open one by GET, a protected one through POST with its password. */
export async function fileBlob(file: DealerFile, password?: string): Promise<Blob> {
  const res = file.isPasswordProtected
    ? await apiRequest('POST', fileUrl(file.id), { password })
    : await fetch(fileUrl(file.id), { credentials: 'include' });
  await throwIfResNotOk(res);
  return res.blob();
}

/** Saves a file: an open one through its link, a protected one through POST with its password. */
export async function saveFile(file: DealerFile, password?: string) {
  if (!file.isPasswordProtected) {
    clickLink(`${fileUrl(file.id)}?download=1`, file.fileName);
    return;
  }
  const res = await apiRequest('POST', fileUrl(file.id), { password });
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  clickLink(url, file.fileName);
  // Spec B §9: object links are released after 10 seconds.
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
