// Downloads through fetch, so a refusal (the signed copy still being prepared) is said in words, in the
// customer's language, instead of the browser saving an error page as a PDF.

import type { ApiErrorBody } from '../../../shared/errors.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { reasonOf } from './error-reasons.ts';
import { t } from './i18n.tsx';

export async function downloadFile(url: string, filename: string) {
  try {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) {
      const body = (await res.json().catch(() => undefined)) as ApiErrorBody | undefined;
      throw new ApiError(res.status, body?.message ?? res.statusText, body);
    }
    const href = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
  } catch (error) {
    toast({
      title: t('sign.toast.downloadFailed'),
      description: error instanceof ApiError ? reasonOf(error) : t('sign.error.connection'),
      variant: 'destructive',
    });
  }
}
