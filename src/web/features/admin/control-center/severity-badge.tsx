import type { ErrorSeverity } from '../../../../shared/admin/admin-observability.schema.ts';
import { cn } from '../../../lib/cn.ts';

const STYLES: Record<ErrorSeverity, string> = {
  critical: 'border-red-300 bg-red-100 text-red-900',
  high: 'border-orange-300 bg-orange-100 text-orange-900',
  medium: 'border-amber-300 bg-amber-50 text-amber-900',
  low: 'border-slate-300 bg-slate-50 text-slate-700',
};

/** Critical, high, medium, low. */
export function SeverityBadge({ severity }: { severity: ErrorSeverity }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold capitalize',
        STYLES[severity],
      )}
    >
      {severity}
    </span>
  );
}
