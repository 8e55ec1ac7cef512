import { CheckCircle2, Clock, FileText, PenLine, Plus, Upload, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { LATEST_REQUESTS_SHOWN } from '../../../shared/dealer/overview.ts';
import type { DashboardStats } from '../../../shared/documents/signing-request.types.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, QueryState } from '../../components/ui/query-state.tsx';
import { RequestsList, requestHref, useLatestRequests } from '../signing-requests/index.ts';
import { useDashboardStats } from './api.ts';

const COUNTERS: { key: keyof DashboardStats; label: string; icon: typeof FileText }[] = [
  { key: 'totalDocuments', label: 'Document Templates', icon: FileText },
  { key: 'totalCustomers', label: 'Total Customers', icon: Users },
  { key: 'pendingRequests', label: 'Pending Requests', icon: Clock },
  { key: 'completedToday', label: 'Completed Today', icon: CheckCircle2 },
  { key: 'activeSignings', label: 'Active Signings', icon: PenLine },
];

export function OverviewTab() {
  const stats = useDashboardStats();
  const requests = useLatestRequests(LATEST_REQUESTS_SHOWN);
  const [, navigate] = useLocation();
  return (
    <div className="grid min-w-0 gap-6">
      {stats.isError ? (
        <LoadError
          error={stats.error}
          what="your counters"
          onRetry={() => stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <section aria-label="Counters" className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-3">
          {COUNTERS.map(({ key, label, icon: Icon }) => (
            <Card key={key} className="min-w-0 p-4">
              <div className="flex items-start justify-between gap-2 text-sm text-slate-600">
                <span className="min-w-0 break-words">{label}</span>
                <Icon className="h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
              </div>
              <p className="mt-2 text-2xl font-bold" data-testid={`stat-${key}`}>
                {stats.data ? stats.data[key] : '…'}
              </p>
            </Card>
          ))}
        </section>
      )}
      {stats.data && stats.data.totalDocuments === 0 && stats.data.totalCustomers === 0 && <GettingStarted />}
      <section aria-labelledby="recent-heading" className="min-w-0">
        <h2 id="recent-heading" className="mb-3 text-lg font-semibold">
          Recent Signing Requests
        </h2>
        <QueryState query={requests} what="your recent signing requests">
          {(list) => (
            <RequestsList
              requests={list}
              onOpen={(r) => navigate(requestHref(r.id))}
              emptyAction={
                <Link href="/dashboard/requests" className={buttonClass('outline')}>
                  Go to Signing Requests
                </Link>
              }
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}

/** A new dealer's next steps: a document to send and a customer to send it to. */
function GettingStarted() {
  return (
    <Card as="section" aria-labelledby="start-heading" className="p-4 sm:p-6">
      <h2 id="start-heading" className="text-lg font-semibold">
        Get started
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Upload the documents your customers sign, add a customer, then send them a signing request.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href="/upload" className={buttonClass()}>
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload a document
        </Link>
        <Link href="/dashboard/customers" className={buttonClass('outline')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add a customer
        </Link>
      </div>
    </Card>
  );
}
