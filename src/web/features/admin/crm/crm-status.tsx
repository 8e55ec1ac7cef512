// The CRM's colours: green excellent (80 %+), amber needs attention (50–80 %), red urgent.
import {
  CRM_STATUS_LABELS,
  type CrmStatus,
  CUSTOMER_PROGRESS_LABELS,
  type CustomerProgressStatus,
} from '../../../../shared/admin/admin-crm.schema.ts';
import { cn } from '../../../lib/cn.ts';

export const RAG_STYLES: Record<CrmStatus, { badge: string; bar: string; card: string; dot: string }> = {
  green: {
    badge: 'border-emerald-200 bg-emerald-100 text-emerald-900',
    bar: 'bg-emerald-500',
    card: 'border-emerald-200 bg-emerald-50 text-emerald-950',
    dot: 'bg-emerald-500',
  },
  amber: {
    badge: 'border-amber-200 bg-amber-100 text-amber-950',
    bar: 'bg-amber-500',
    card: 'border-amber-200 bg-amber-50 text-amber-950',
    dot: 'bg-amber-500',
  },
  red: {
    badge: 'border-red-200 bg-red-100 text-red-900',
    bar: 'bg-red-500',
    card: 'border-red-200 bg-red-50 text-red-950',
    dot: 'bg-red-500',
  },
};

/** The colour says it and so do the words: never colour alone. */
export function RagBadge({ status, rate }: { status: CrmStatus; rate?: number }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
        RAG_STYLES[status].badge,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', RAG_STYLES[status].dot)} aria-hidden="true" />
      {rate !== undefined && `${formatRate(rate)} · `}
      {CRM_STATUS_LABELS[status]}
    </span>
  );
}

export function RateBar({ status, rate }: { status: CrmStatus; rate: number }) {
  return (
    <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
      <div
        className={cn('h-full rounded-full', RAG_STYLES[status].bar)}
        style={{ width: `${Math.min(rate, 100)}%` }}
      />
    </div>
  );
}

export const formatRate = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

const PROGRESS_STYLES: Record<CustomerProgressStatus, string> = {
  overdue: 'border-red-200 bg-red-100 text-red-900',
  in_progress: 'border-blue-200 bg-blue-100 text-blue-900',
  not_started: 'border-slate-300 bg-white text-slate-700',
  completed: 'border-emerald-200 bg-emerald-100 text-emerald-900',
};

export function ProgressBadge({ status }: { status: CustomerProgressStatus }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        PROGRESS_STYLES[status],
      )}
    >
      {CUSTOMER_PROGRESS_LABELS[status]}
    </span>
  );
}
