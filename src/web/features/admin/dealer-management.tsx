// The admin dashboard's Dealer Management card: each dealer with counts and status, and the
// Suspend / Unsuspend / Reset Password dialogs. Rows are cards, so nothing scrolls sideways on a phone.
// The list is searched on the server and loaded 100 dealers at a time (thousands of dealers at scale).
import { KeyRound, Plus, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type { AdminDealer } from '../../../shared/admin/admin.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { LoadError } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/cn.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import type { PagedSearch } from '../../lib/paged-list.ts';
import { AddDealerDialog } from './add-dealer-dialog.tsx';
import { dealerName, useResetDealerPassword, useSuspendDealer, useUnsuspendDealer } from './admin-api.ts';
import { CopyLink } from './copy-link.tsx';
import { DealerPlanButton } from './dealer-plan-dialog.tsx';

type Action = { kind: 'suspend' | 'unsuspend' | 'reset'; dealer: AdminDealer } | null;

const STATUS_STYLE: Record<string, string> = {
  active: 'border-emerald-200 bg-emerald-100 text-emerald-800',
  suspended: 'border-red-200 bg-red-100 text-red-800',
  pending: 'border-amber-200 bg-amber-100 text-amber-900',
};

export function DealerManagement({ list }: { list: PagedSearch<AdminDealer> }) {
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const { query, searching } = list;
  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="dealers-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dealers-heading" className="text-lg font-semibold">
          Dealer Management
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Dealer
        </Button>
      </div>
      <div className="mt-3">
        <SearchBox
          value={list.search}
          onChange={list.setSearch}
          placeholder="Search dealers"
          label="Search dealers"
        />
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadError
            error={query.error}
            what="the dealers"
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : !query.data?.length ? (
          <p className="py-6 text-center text-sm text-slate-600">
            {searching
              ? `No dealers match “${searching}”`
              : 'No dealers yet. Add one with Add New Dealer, or let dealers register from the sign-in page.'}
          </p>
        ) : (
          <ul className="grid gap-3">
            {query.data.map((d) => (
              <DealerRow key={d.id} dealer={d} onAction={(kind) => setAction({ kind, dealer: d })} />
            ))}
          </ul>
        )}
        <LoadMore
          hasMore={Boolean(list.hasMore)}
          loading={list.loadingMore}
          onLoad={list.loadMore}
          footRef={list.footRef}
        />
      </div>
      <AddDealerDialog open={adding} onOpenChange={setAdding} />
      <SuspendDialog action={action} onClose={() => setAction(null)} />
      <UnsuspendDialog action={action} onClose={() => setAction(null)} />
      <ResetDialog action={action} onClose={() => setAction(null)} />
    </Card>
  );
}

function DealerRow({
  dealer,
  onAction,
}: {
  dealer: AdminDealer;
  onAction: (kind: 'suspend' | 'unsuspend' | 'reset') => void;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-testid="dealer-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-medium">{dealerName(dealer)}</p>
          <p className="[overflow-wrap:anywhere] text-sm text-slate-600">{dealer.email}</p>
        </div>
        <span
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-medium capitalize',
            STATUS_STYLE[dealer.accountStatus] ?? 'border-slate-300',
          )}
        >
          {dealer.accountStatus}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {dealer.totalDocuments} docs · {dealer.totalCustomers} customers · {dealer.pendingRequests} pending
      </p>
      {dealer.suspendedReason && (
        <p className="mt-1 break-words text-sm text-red-700">Reason: {dealer.suspendedReason}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {/* A pending dealer has not set a password yet: there is nothing to unsuspend (the reset link is the way in). */}
        {dealer.accountStatus === 'active' && (
          <Button variant="outline" onClick={() => onAction('suspend')}>
            <ShieldOff className="h-4 w-4" aria-hidden="true" /> Suspend
          </Button>
        )}
        {dealer.accountStatus === 'suspended' && (
          <Button variant="outline" onClick={() => onAction('unsuspend')}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Unsuspend
          </Button>
        )}
        <Button variant="outline" onClick={() => onAction('reset')}>
          <KeyRound className="h-4 w-4" aria-hidden="true" /> Reset Password
        </Button>
        <DealerPlanButton dealerId={dealer.id} name={dealerName(dealer)} />
      </div>
    </li>
  );
}

function SuspendDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const suspend = useSuspendDealer();
  const dealer = action?.kind === 'suspend' ? action.dealer : null;
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!dealer || !reason.trim()) return;
    suspend.mutate(
      { id: dealer.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({
            title: 'Dealer Suspended',
            description: 'The dealer account has been suspended successfully.',
          });
          close();
        },
        onError: (error) => reportMutationError(error, 'Failed to suspend dealer account.'),
      },
    );
  };
  return (
    <Dialog
      open={Boolean(dealer)}
      onOpenChange={(open) => !open && close()}
      title="Suspend Dealer Account"
      description={
        dealer ? `Suspend ${dealerName(dealer)}? They will be signed out and unable to sign in.` : undefined
      }
    >
      <label htmlFor="suspend-reason" className="sr-only">
        Reason for suspension
      </label>
      <textarea
        id="suspend-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="Reason for suspension (required)"
        rows={3}
        maxLength={500}
        className="w-full rounded-md border border-slate-300 p-2 text-base sm:text-sm"
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={submit} disabled={!reason.trim() || suspend.isPending}>
          {suspend.isPending ? 'Suspending...' : 'Suspend Account'}
        </Button>
      </div>
    </Dialog>
  );
}

function UnsuspendDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const unsuspend = useUnsuspendDealer();
  const dealer = action?.kind === 'unsuspend' ? action.dealer : null;
  const submit = () => {
    if (!dealer) return;
    unsuspend.mutate(dealer.id, {
      onSuccess: () => {
        toast({
          title: 'Dealer Unsuspended',
          description: 'The dealer account has been reactivated successfully.',
        });
        onClose();
      },
      onError: (error) => reportMutationError(error, 'Failed to unsuspend dealer account.'),
    });
  };
  return (
    <Dialog
      open={Boolean(dealer)}
      onOpenChange={(open) => !open && onClose()}
      title="Unsuspend Dealer Account"
      description={
        dealer
          ? `Reactivate ${dealerName(dealer)}? They will regain full access to their account.`
          : undefined
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={unsuspend.isPending}>
          {unsuspend.isPending ? 'Reactivating...' : 'Reactivate Account'}
        </Button>
      </div>
    </Dialog>
  );
}

function ResetDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const reset = useResetDealerPassword();
  const dealer = action?.kind === 'reset' ? action.dealer : null;
  const close = () => {
    reset.reset();
    onClose();
  };
  const submit = () => {
    if (!dealer) return;
    reset.mutate(dealer.id, {
      onSuccess: () =>
        toast({
          title: 'Password Reset Generated',
          description: 'Password reset link has been generated for the dealer.',
        }),
      onError: (error) => reportMutationError(error, 'Failed to generate password reset.'),
    });
  };
  return (
    <Dialog
      open={Boolean(dealer)}
      onOpenChange={(open) => !open && close()}
      title="Reset Dealer Password"
      description={dealer ? `Generate a password reset link for ${dealerName(dealer)}?` : undefined}
    >
      {reset.data ? (
        <div className="grid gap-3">
          <CopyLink label="Reset link (also e-mailed to the dealer)" url={reset.data.resetUrl} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={reset.isPending}>
            {reset.isPending ? 'Generating...' : 'Generate Reset Link'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
