import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  primary: 'bg-brand text-on-brand hover:bg-brand/90 focus-visible:outline-brand',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-brand',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-brand',
  destructive: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants };

export function buttonClass(variant: keyof typeof variants = 'primary', extra?: string) {
  return cn(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    extra,
  );
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
