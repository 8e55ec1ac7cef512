// System Maintenance (DECISIONS.md "Administration"): the ten actions, each with what it
// does, a confirmation where it cannot be undone, and the server's account of what it did shown beside it
// (a backup with its download link, a health check with each check's result).
import { CheckCircle2, Download, Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import type {
  MaintenanceAction,
  MaintenanceResult,
} from '../../../../shared/admin/admin-control-center.schema.ts';
import type { SystemCheckResult } from '../../../../shared/admin/admin-observability.schema.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api.ts';
import { reportMutationError } from '../../../lib/mutation-errors.ts';
import { useMaintenance } from './control-center-api.ts';

type ActionInfo = { action: MaintenanceAction; label: string; what: string; confirm?: string };

const ACTIONS: ActionInfo[] = [
  {
    action: 'health-check',
    label: 'Health check',
    what: 'Checks the database, file storage, mail transport, job queue and the sealing certificate’s expiry.',
  },
  {
    action: 'backup-database',
    label: 'Back up database',
    what: 'Writes a dump of the database to storage (pg_dump on PostgreSQL) and offers it for download.',
  },
  {
    action: 'optimize-database',
    label: 'Optimise database',
    what: 'Runs VACUUM ANALYZE: reclaims dead rows and refreshes the query planner’s statistics.',
  },
  {
    action: 'cleanup',
    label: 'Clean up',
    what: 'Deletes expired sessions and verification tokens, and outbox mail older than 90 days.',
    confirm: 'Delete expired sessions and tokens, and outbox mail older than 90 days?',
  },
  {
    action: 'cleanup-orphaned',
    label: 'Remove orphaned files',
    what: 'Deletes stored files that no record refers to. Sealed signed copies are never touched.',
    confirm: 'Delete every stored file that no record refers to? This cannot be undone.',
  },
  {
    action: 'clear-cache',
    label: 'Clear caches',
    what: 'Empties the in-memory caches: sessions (on every app instance) and vehicle and postcode lookups.',
  },
  {
    action: 'restart-services',
    label: 'Restart job workers',
    what: 'Restarts the background job workers (mail, sealing, page images); the app keeps running.',
    confirm: 'Restart the job workers? Running jobs finish first.',
  },
  {
    action: 'force-logout-all',
    label: 'Sign out all dealers',
    what: 'Ends every dealer’s session at once. Administrators stay signed in.',
    confirm: 'Sign out every dealer now? They will need to sign in again.',
  },
  {
    action: 'reset-error-logs',
    label: 'Archive resolved errors',
    what: 'Moves resolved errors out of the System Errors list; unresolved errors stay.',
    confirm: 'Archive every resolved error?',
  },
];

type Results = Partial<Record<MaintenanceAction, { result: MaintenanceResult; at: Date }>>;

export function MaintenanceSection() {
  const maintenance = useMaintenance();
  const [results, setResults] = useState<Results>({});
  const [confirming, setConfirming] = useState<ActionInfo | null>(null);

  const run = (action: MaintenanceAction, body: { message?: string; clear?: boolean } = {}) =>
    maintenance.mutate(
      { action, ...body },
      {
        onSuccess: (result) => {
          setResults((current) => ({ ...current, [action]: { result, at: new Date() } }));
          toast({ title: 'Maintenance Complete', description: result.message, variant: 'success' });
          setConfirming(null);
        },
        onError: (error) => {
          setConfirming(null);
          reportMutationError(
            error,
            error instanceof ApiError ? error.reason : 'The maintenance action could not be run.',
            'Maintenance Failed',
          );
        },
      },
    );
  const busy = (action: MaintenanceAction) =>
    maintenance.isPending && maintenance.variables?.action === action;

  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading" className="text-lg font-semibold">
        System Maintenance
      </h2>
      <p className="mt-1 text-sm text-slate-600">Each action says what it did when it finishes.</p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        <BroadcastCard
          busy={busy('broadcast-message')}
          disabled={maintenance.isPending}
          outcome={results['broadcast-message']}
          onSend={(message) => run('broadcast-message', { message })}
          onWithdraw={() => run('broadcast-message', { clear: true })}
        />
        {ACTIONS.map((info) => (
          <li key={info.action} className="flex min-w-0 flex-col rounded-lg border border-slate-200 p-3">
            <p className="font-medium">{info.label}</p>
            <p className="mt-0.5 text-sm text-slate-600">{info.what}</p>
            <div className="mt-2">
              <Button
                variant="outline"
                disabled={maintenance.isPending}
                onClick={() => (info.confirm ? setConfirming(info) : run(info.action))}
              >
                <Play className="h-4 w-4" aria-hidden="true" />{' '}
                {busy(info.action) ? 'Running...' : info.label}
              </Button>
            </div>
            <Outcome outcome={results[info.action]} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(confirming)}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.label ?? ''}
        description={confirming?.confirm ?? ''}
        confirmLabel={confirming && busy(confirming.action) ? 'Running...' : 'Run'}
        busy={maintenance.isPending}
        onConfirm={() => confirming && run(confirming.action)}
      />
    </Card>
  );
}

function BroadcastCard(props: {
  busy: boolean;
  disabled: boolean;
  outcome: Results[MaintenanceAction];
  onSend: (message: string) => void;
  onWithdraw: () => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-slate-200 p-3 md:col-span-2">
      <label htmlFor="broadcast-message" className="font-medium">
        Broadcast message
      </label>
      <p className="mt-0.5 text-sm text-slate-600">
        Every dealer sees it as a banner at the top of their screens until they dismiss it.
      </p>
      <textarea
        id="broadcast-message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        rows={2}
        maxLength={500}
        placeholder="e.g. Planned maintenance tonight 22:00–22:30"
        className="mt-2 w-full rounded-md border border-slate-300 p-2 text-base sm:text-sm"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button disabled={!message.trim() || props.disabled} onClick={() => props.onSend(message.trim())}>
          {props.busy ? 'Sending...' : 'Broadcast'}
        </Button>
        <Button variant="outline" disabled={props.disabled} onClick={props.onWithdraw}>
          Withdraw banner
        </Button>
      </div>
      <Outcome outcome={props.outcome} />
    </li>
  );
}

function Outcome({ outcome }: { outcome: Results[MaintenanceAction] }) {
  if (!outcome) return null;
  const { result, at } = outcome;
  const checks = (result.details?.results as SystemCheckResult[] | undefined) ?? null;
  return (
    <div
      role="status"
      className="mt-2 rounded-md bg-slate-50 p-2 text-sm"
      data-testid={`outcome-${result.action}`}
    >
      <p className="break-words text-slate-800">{result.message}</p>
      {checks && (
        <ul className="mt-1 grid gap-1">
          {checks.map((check) => (
            <li key={check.name} className="flex items-start gap-1.5 break-words">
              {check.ok ? (
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-label="Passed" />
              ) : (
                <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-label="Failed" />
              )}
              <span className="min-w-0">
                <span className="font-medium">{check.name}</span>: {check.detail} ({check.ms} ms)
              </span>
            </li>
          ))}
        </ul>
      )}
      {result.downloadUrl && (
        <a href={result.downloadUrl} download className={buttonClass('outline', 'mt-2')}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download backup
        </a>
      )}
      <p className="mt-1 text-xs text-slate-500">{at.toLocaleTimeString('en-GB')}</p>
    </div>
  );
}
