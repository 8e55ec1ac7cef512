// The control center's top cards: dealers, system health, CPU / memory / disk use from the
// machine, today's activity with the pending count, the database's totals and the last back-up. Refetched
// every 30 s.
import { Activity, Cpu, HardDrive, HeartPulse, MemoryStick, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SystemStats } from '../../../../shared/admin/admin-control-center.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSystemStats } from './control-center-api.ts';

/** Above this a resource is shown as under strain (amber), and system health says so. */
const STRAIN_PERCENT = 90;

const number = (n: number) => n.toLocaleString('en-GB');

/** The newest back-up in words: when, how big, whether its own check passed (docs/operations.md). */
export function describeBackup(backup: SystemStats['lastBackup'], now = Date.now()): string {
  if (!backup) return 'No back-up yet';
  const ago = backup.at ? formatUptime(Math.max(0, (now - Date.parse(backup.at)) / 1000)) : null;
  const size = backup.bytes === null ? null : `${(backup.bytes / 1_048_576).toFixed(1)} MB`;
  const check =
    backup.checkPassed === null ? 'not checked' : backup.checkPassed ? 'check passed' : 'check FAILED';
  return ['Last back-up', ago && `${ago} ago`, size, check].filter(Boolean).join(' · ');
}

export function formatUptime(seconds: number) {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/** The System health card's words; a disk nearly full comes first, as it stops uploads and seals. */
export function health(stats: SystemStats): { label: string; ok: boolean; detail: string } {
  if (stats.diskUsage >= STRAIN_PERCENT)
    return {
      label: 'Disk nearly full',
      ok: false,
      detail: `Disk ${stats.diskUsage.toFixed(1)}% full: when it is full, uploads are refused and seals wait until space is freed`,
    };
  const strained = [
    ['CPU', stats.cpuUsage],
    ['memory', stats.memoryUsage],
    ['disk', stats.diskUsage],
  ].filter(([, value]) => Number(value) >= STRAIN_PERCENT);
  if (strained.length > 0)
    return {
      label: 'Under strain',
      ok: false,
      detail: `High ${strained.map(([name]) => name).join(', ')} use`,
    };
  if (stats.lastBackup?.checkPassed === false)
    return { label: 'Needs attention', ok: false, detail: 'The last back-up failed its check' };
  if (stats.errorCount > 0)
    return {
      label: 'Needs attention',
      ok: false,
      detail: `${number(stats.errorCount)} unresolved error${stats.errorCount === 1 ? '' : 's'}`,
    };
  return { label: 'Healthy', ok: true, detail: 'No unresolved errors' };
}

function StatCard(props: {
  title: string;
  icon: typeof Cpu;
  value: ReactNode;
  detail?: ReactNode;
  tone?: string;
}) {
  const Icon = props.icon;
  return (
    <Card className="min-w-0 p-3 sm:p-4">
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600 sm:text-sm">
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" /> {props.title}
      </p>
      <p className={cn('mt-1 break-words text-xl leading-tight font-semibold sm:text-2xl', props.tone)}>
        {props.value}
      </p>
      {props.detail && <div className="mt-0.5 text-xs text-slate-500">{props.detail}</div>}
    </Card>
  );
}

function UsageCard({ title, icon, percent }: { title: string; icon: typeof Cpu; percent: number }) {
  const strained = percent >= STRAIN_PERCENT;
  return (
    <StatCard
      title={title}
      icon={icon}
      value={`${percent.toFixed(1)}%`}
      tone={strained ? 'text-amber-700' : undefined}
      detail={
        // The figure above says the percent; the bar only draws it.
        <div aria-hidden="true" className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
          <div
            className={cn('h-full rounded-full', strained ? 'bg-amber-500' : 'bg-brand')}
            style={{ width: `${Math.min(percent, 100)}%` }}
          />
        </div>
      }
    />
  );
}

export function StatsCards() {
  const query = useSystemStats();
  if (query.isError)
    return (
      <div className="mt-4">
        <LoadError
          error={query.error}
          what="the system figures"
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  const stats = query.data;
  if (!stats)
    return (
      <div
        role="status"
        className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-6"
        aria-label="Loading the system figures"
      >
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-200/70" />
        ))}
      </div>
    );
  const state = health(stats);
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-6" data-testid="stats-cards">
      <StatCard
        title="Dealers"
        icon={Users}
        value={number(stats.totalDealers)}
        detail={`${number(stats.activeDealers)} active · ${number(stats.inactiveDealers)} inactive · ${number(stats.suspendedDealers)} suspended`}
      />
      <StatCard
        title="System health"
        icon={HeartPulse}
        value={state.label}
        tone={state.ok ? 'text-emerald-700' : 'text-amber-700'}
        detail={
          <>
            {`${state.detail} · up ${formatUptime(stats.systemUptime)}`}
            <br />
            <span data-testid="last-backup">{describeBackup(stats.lastBackup)}</span>
          </>
        }
      />
      <UsageCard title="CPU" icon={Cpu} percent={stats.cpuUsage} />
      <UsageCard title="Memory" icon={MemoryStick} percent={stats.memoryUsage} />
      <UsageCard title="Disk" icon={HardDrive} percent={stats.diskUsage} />
      <StatCard
        title="Activity today"
        icon={Activity}
        value={`${number(stats.completedToday)} signed`}
        detail={`${number(stats.pendingRequests)} pending · ${number(stats.totalRequests)} requests · ${number(stats.totalDocuments)} documents · ${number(stats.totalCustomers)} customers`}
      />
    </div>
  );
}
