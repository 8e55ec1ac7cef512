import { cn } from '../../lib/cn.ts';

const STYLES: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-800 border-emerald-200',
  in_progress: 'bg-blue-100 text-blue-800 border-blue-200',
  sent: 'bg-amber-100 text-amber-900 border-amber-200',
  signed: 'bg-emerald-100 text-emerald-800 border-emerald-200',
  declined: 'bg-red-100 text-red-800 border-red-200',
};

/** A request's status with underscores shown as spaces; other states get an outline badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
        STYLES[status] ?? 'border-slate-300 bg-white text-slate-700',
      )}
    >
      {status.replace(/_/g, ' ')}
    </span>
  );
}
