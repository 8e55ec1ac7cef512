import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn.ts';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input whose error is announced and tied to it for screen readers. */
export const FormField = forwardRef<HTMLInputElement, FieldProps>(function FormField(
  { label, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    // min-w-0 and w-full: an input's intrinsic width (size=20) must never push it out of a narrow column.
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm',
          'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30',
          error && 'border-red-500',
          className,
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
