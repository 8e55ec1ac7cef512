import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/cn.ts';
import {
  type LogoUploadAnswer,
  refreshSettings,
  reportUploadError,
  uploadLogo,
  useRemoveLogo,
} from './api.ts';
import { UploadProgress } from './upload-progress.tsx';

const MAX_LOGO_BYTES = 5 * 1024 * 1024;

function announceUpload(answer: LogoUploadAnswer) {
  const check = answer.businessNameValidation;
  if (check?.hasInconsistencies) {
    const n = check.inconsistencyCount;
    toast({
      title: 'Business Name Inconsistencies Found',
      description: (
        <>
          Your logo was saved, but {n} {n === 1 ? 'document uses' : 'documents use'} a different business
          name. Review {n === 1 ? 'it' : 'them'} in the{' '}
          <Link href="/business-name-checker" className="underline">
            business name checker
          </Link>
          .
        </>
      ),
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: 'Logo Uploaded',
    description: 'Your new logo is on your pages and e-mails.',
    variant: 'success',
  });
}

/** The dealership's logo: preview, upload (any image; the server accepts PNG, JPEG, WebP, SVG) and remove. */
export function LogoUpload({ logoUrl }: { logoUrl: string | null }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const remove = useRemoveLogo();
  const uploading = progress !== null;

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: 'Invalid File',
        description: 'Please select an image file (PNG, JPG, SVG, etc.)',
        variant: 'destructive',
      });
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      toast({
        title: 'Upload Failed',
        description: 'The logo must be at most 5 MB.',
        variant: 'destructive',
      });
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const answer = await uploadLogo(file, setProgress);
      await refreshSettings();
      announceUpload(answer);
    } catch (error) {
      reportUploadError(error, 'Failed to upload logo');
    } finally {
      setProgress(null);
      setLocalPreview(null);
    }
  }

  const preview = localPreview ?? logoUrl;
  const busy = uploading || remove.isPending;
  return (
    <section aria-labelledby="logo-heading" className="grid gap-3">
      <h3 id="logo-heading" className="text-base font-semibold">
        Dealership logo
      </h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-28 w-full shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 sm:w-56">
          {preview ? (
            <img
              src={preview}
              alt="Your logo"
              className={cn('max-h-full max-w-full object-contain', localPreview && 'opacity-60')}
            />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-slate-500">
              <ImageIcon className="h-8 w-8" aria-hidden="true" /> No logo yet
            </span>
          )}
        </div>
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-medium text-on-brand hover:bg-brand/90',
                'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand',
                busy && 'pointer-events-none opacity-50',
              )}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              {logoUrl ? 'Replace logo' : 'Upload logo'}
              <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={onFile} />
            </label>
            {logoUrl && (
              <Button variant="outline" disabled={busy} onClick={() => remove.mutate()}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />{' '}
                {remove.isPending ? 'Removing…' : 'Remove logo'}
              </Button>
            )}
          </div>
          <p className="text-xs text-slate-500">
            PNG, JPG, WebP or SVG, up to 5 MB. It is saved as soon as it uploads.
          </p>
          {uploading && <UploadProgress value={progress} label="Uploading your logo" />}
        </div>
      </div>
    </section>
  );
}
