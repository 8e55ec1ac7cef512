// Audit log: every administrator action (DECISIONS.md "Administration"): who, what, to which record, why,
// when and from which address. Newest first.
import { ScrollText } from 'lucide-react';
import type { AuditEntry } from '../../../../shared/admin/admin-observability.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuditLog } from './observability-api.ts';

/** Plain words for the recorded action names; an unknown name is shown as it is. */
const ACTIONS: Record<string, string> = {
  'dealer.suspend': 'Suspended dealer',
  'dealer.unsuspend': 'Reactivated dealer',
  'dealer.create': 'Created dealer',
  'dealer.reset_password': 'Generated password reset link',
  'file.password_reset': 'Reset file password',
  'file.protection_removed': 'Removed file protection',
  'email.welcome_test': 'Sent welcome e-mail test',
  'error.resolve': 'Resolved system error',
  'system.test': 'Ran system tests',
};
const describe = (action: string) => ACTIONS[action] ?? action.replace(/[._]/g, ' ');

export function AuditLogSection() {
  const audit = useAuditLog();
  return (
    <QueryState
      query={audit}
      what="the audit log"
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState icon={ScrollText} title="No admin actions yet">
          Suspensions, new dealers, password links, file resets and maintenance appear here.
        </EmptyState>
      }
    >
      {(data) => (
        <ul className="grid gap-2" aria-label="Audit log">
          {data.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const target =
    entry.targetName ?? (typeof entry.details?.email === 'string' ? entry.details.email : entry.targetId);
  return (
    <Card as="li" className="min-w-0 p-3 text-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-slate-900">{describe(entry.action)}</p>
        <time className="text-xs text-slate-500" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 [overflow-wrap:anywhere] text-slate-600">
        {entry.targetType.replace(/_/g, ' ')}
        {target && `: ${target}`}
      </p>
      {entry.reason && <p className="mt-0.5 break-words text-slate-800">Reason: {entry.reason}</p>}
      <p className="mt-0.5 text-xs [overflow-wrap:anywhere] text-slate-500">
        by {entry.adminEmail ?? entry.adminId}
        {entry.ipAddress && ` from ${entry.ipAddress}`}
      </p>
    </Card>
  );
}
