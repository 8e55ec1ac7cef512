import { CheckCircle2, Clock, FileText, PenLine, Users } from 'lucide-react';
import type { DashboardStats } from '../../../shared/signing-request.types.ts';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSigningRequests } from '../signing-requests/api.ts';
import { RequestsList } from '../signing-requests/requests-list.tsx';
import { useDashboardStats } from './api.ts';

const COUNTERS: { key: keyof DashboardStats; label: string; icon: typeof FileText }[] = [
  { key: 'totalDocuments', label: 'Document Templates', icon: FileText },
  { key: 'totalCustomers', label: 'Total Customers', icon: Users },
  { key: 'pendingRequests', label: 'Pending Requests', icon: Clock },
  { key: 'completedToday', label: 'Completed Today', icon: CheckCircle2 },
  { key: 'activeSignings', label: 'Active Signings', icon: PenLine },
];

export const LATEST_REQUESTS_SHOWN = 5;

export function OverviewTab() {
  const stats = useDashboardStats();
  const requests = useSigningRequests();
  return (
    <div className="grid gap-6">
      <section aria-label="Counters" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {COUNTERS.map(({ key, label, icon: Icon }) => (
          <Card key={key} className="p-4">
            <div className="flex items-center justify-between text-sm text-slate-600">
              <span>{label}</span>
              <Icon className="h-4 w-4 text-brand-ink" aria-hidden="true" />
            </div>
            <p className="mt-2 text-2xl font-bold" data-testid={`stat-${key}`}>
              {stats.isLoading ? '…' : (stats.data?.[key] ?? 0)}
            </p>
          </Card>
        ))}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="mb-3 text-lg font-semibold">
          Recent Signing Requests
        </h2>
        {requests.isLoading ? (
          <Spinner />
        ) : (
          <RequestsList requests={(requests.data ?? []).slice(0, LATEST_REQUESTS_SHOWN)} />
        )}
      </section>
    </div>
  );
}
