import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';

export function CaptureLayout(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <Link
        href="/dealer-files"
        className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to File Management
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">{props.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{props.intro}</p>
      <div className="mt-6 grid gap-6">{props.children}</div>
    </main>
  );
}

/** 'Upload Failed', with the server's words or the screen's fallback. */
export function reportUploadError(error: unknown, fallback: string) {
  toast({
    variant: 'destructive',
    title: 'Upload Failed',
    description: error instanceof ApiError ? error.reason : fallback,
  });
}
