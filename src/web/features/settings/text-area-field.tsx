import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string };

/** FormField's multi-line twin: a labelled textarea whose hint or error is tied to it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, hint, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const noteId = `${fieldId}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={cn(
          'rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
          'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30',
          error && 'border-red-500',
          className,
        )}
        {...props}
      />
      {note && (
        <p id={noteId} className={error ? 'text-sm text-red-600' : 'text-xs text-slate-500'}>
          {note}
        </p>
      )}
    </div>
  );
});
