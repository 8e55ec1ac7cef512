// On a dealer's own settings, what an administrator changed on their account and why (from the
// admin audit log). Nothing shows when nothing was changed.
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { ACCOUNT_CHANGE_LABELS } from '../../../shared/admin/admin-observability.schema.ts';
import { adminObservabilityApi } from '../../../shared/api/admin-observability.ts';
import { Card } from '../../components/ui/card.tsx';
import { queryOf } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';

export function AccountAdminChanges() {
  const changes = useQuery(queryOf(adminObservabilityApi.accountAdminChanges));
  // A side note on the settings screen: a failed or empty load shows nothing rather than an error.
  if (!changes.data?.length) return null;
  return (
    <Card as="section" aria-labelledby="admin-changes-heading" className="mt-4 p-5">
      <h2 id="admin-changes-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert className="h-5 w-5 text-slate-500" aria-hidden="true" /> Changes by Docs2Sign
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What the platform's administrators changed on your account.
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {changes.data.map((c) => (
          <li key={c.id} className="rounded-md border border-slate-200 p-3">
            <p className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-slate-900">
                {ACCOUNT_CHANGE_LABELS[c.action] ?? 'An administrator changed your account'}
              </span>
              <time className="text-xs text-slate-500" dateTime={c.createdAt}>
                {formatDateTime(c.createdAt)}
              </time>
            </p>
            {c.reason && <p className="mt-0.5 break-words text-slate-700">Reason: {c.reason}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
