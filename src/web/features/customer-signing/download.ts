// Downloads through fetch, so a refusal (the signed copy still being prepared) is said in words
// ('Download Failed') instead of the browser saving an error page as a PDF.
import { toast } from '../../components/ui/use-toast.ts';

export async function downloadFile(url: string, filename: string) {
  try {
    const res = await fetch(url, { credentials: 'include' });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      throw new Error(body?.message ?? 'Please check your connection and try again.');
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
      title: 'Download Failed',
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
  }
}
