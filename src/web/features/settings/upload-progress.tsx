/** A labelled progress bar with the percentage announced as it grows. */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <div className="grid gap-1">
      <progress className="h-2 w-full accent-brand" max={1} value={value ?? 0} aria-label={label} />
      <p className="text-xs text-slate-600" aria-live="polite">
        {percent < 100 ? `Uploading… ${percent}%` : 'Processing…'}
      </p>
    </div>
  );
}
