// /admin-dashboard: platform counts, dealer management and the pending signing requests.
import { Clock, FileText, PenLine, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../shared/admin/admin.schema.ts';
import { adminDashboardApi } from '../../../shared/api/admin-dashboard.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { useAdminStats, usePendingRequests } from './admin-api.ts';
import { DealerManagement } from './dealer-management.tsx';

const timeFormat = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', timeZone: 'Europe/London' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

export default function AdminDashboardPage() {
  const stats = useAdminStats();
  // The dealer list's path is its query key's first part, so the dealer changes in admin-api.ts refresh it.
  const dealers = usePagedSearch(adminDashboardApi.dealers);
  const pending = usePendingRequests();
  // Spec: one spinner until all three have loaded (or failed); a later search shows its own in the card.
  const firstDealers = dealers.query.isPending && !dealers.searching;
  if (stats.isPending || firstDealers || pending.isPending) return <Spinner />;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
      <p className="mt-1 text-sm text-slate-600">
        Manage dealers, monitor signing requests, and oversee platform activity
      </p>
      {stats.isError ? (
        <div className="mt-6">
          <LoadError
            error={stats.error}
            what="the platform figures"
            onRetry={() => stats.refetch()}
            retrying={stats.isFetching}
          />
        </div>
      ) : (
        <StatCards stats={stats.data} />
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <DealerManagement list={dealers} />
        <PendingRequests query={pending} />
      </div>
    </main>
  );
}

function StatCards({ stats }: { stats: Partial<AdminStats> | undefined }) {
  const n = (key: Exclude<keyof AdminStats, 'asOf'>) => stats?.[key] ?? 0;
  return (
    <>
      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat icon={<Users className="h-5 w-5" />} title="Total Dealers" value={n('totalDealers')}>
          {n('activeDealers')} active · {n('suspendedDealers')} suspended
        </Stat>
        <Stat
          icon={<PenLine className="h-5 w-5" />}
          title="Signing Requests"
          value={n('totalSigningRequests')}
        >
          {n('pendingSigningRequests')} pending
        </Stat>
        <Stat icon={<Clock className="h-5 w-5" />} title="Completed Today" value={n('completedToday')}>
          Documents signed today
        </Stat>
        <Stat icon={<FileText className="h-5 w-5" />} title="Total Documents" value={n('totalDocuments')}>
          Across all dealers
        </Stat>
      </div>
      {stats?.asOf && (
        // The request and document figures are counted behind the page and may be a few seconds old.
        <p className="mt-2 text-xs text-slate-500" data-testid="stats-as-of">
          Requests and documents as of {timeFormat.format(new Date(stats.asOf))}
        </p>
      )}
    </>
  );
}

function Stat(props: { icon: ReactNode; title: string; value: number; children: ReactNode }) {
  return (
    <Card className="p-4" data-testid={`stat-${props.title}`}>
      <div className="flex items-center justify-between text-sm font-medium text-slate-600">
        {props.title}
        <span className="text-slate-400" aria-hidden="true">
          {props.icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold">{props.value}</p>
      <p className="text-xs text-slate-500">{props.children}</p>
    </Card>
  );
}

function PendingRequests({ query }: { query: ReturnType<typeof usePendingRequests> }) {
  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="pending-heading">
      <h2 id="pending-heading" className="text-lg font-semibold">
        Pending Signing Requests
      </h2>
      <div className="mt-3">
        {query.isError ? (
          <LoadError
            error={query.error}
            what="the pending requests"
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : !query.data?.length ? (
          <p className="py-6 text-center text-sm text-slate-600">No pending signing requests</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {query.data.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{r.customer.name}</p>
                    <p className="truncate text-sm text-slate-600">{r.customer.email}</p>
                  </div>
                  <span className="shrink-0 rounded-full border border-amber-200 bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    Pending
                  </span>
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {r.documents.length} {r.documents.length === 1 ? 'document' : 'documents'}
                  {r.sentAt && ` · Sent ${dateFormat.format(new Date(r.sentAt))}`}
                  {r.dealershipName && ` · ${r.dealershipName}`}
                </p>
                {r.documents.length > 0 && (
                  <p className="mt-1 break-words text-sm">{r.documents.map((d) => d.title).join(', ')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
