// The bulk actions' confirmations: suspend needs a reason (the button stays disabled
// without one); reactivate and reset-smtp ask first. Export runs at once (it changes nothing).
import { useState } from 'react';
import type { BulkDealerAction } from '../../../../shared/admin/admin-control-center.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

const dealers = (n: number) => (n === 1 ? '1 dealer' : `${n} dealers`);

export function BulkDialogs(props: {
  pending: BulkDealerAction | null;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (action: BulkDealerAction, reason?: string) => void;
}) {
  const { pending, count, busy, onCancel, onConfirm } = props;
  return (
    <>
      <SuspendDialog
        open={pending === 'suspend'}
        count={count}
        busy={busy}
        onCancel={onCancel}
        onConfirm={(reason) => onConfirm('suspend', reason)}
      />
      <ConfirmDialog
        open={pending === 'reactivate'}
        onOpenChange={(open) => !open && onCancel()}
        title="Reactivate Dealers"
        description={`Reactivate ${dealers(count)}? Suspended accounts regain full access; others are left as they are.`}
        confirmLabel={busy ? 'Reactivating...' : 'Reactivate'}
        busy={busy}
        onConfirm={() => onConfirm('reactivate')}
      />
      <ConfirmDialog
        open={pending === 'reset-smtp'}
        onOpenChange={(open) => !open && onCancel()}
        title="Reset E-mail Settings"
        description={`Clear the e-mail server settings of ${dealers(count)}? Their customers' mail goes through the platform until they set their server up again.`}
        confirmLabel={busy ? 'Resetting...' : 'Reset SMTP'}
        busy={busy}
        onConfirm={() => onConfirm('reset-smtp')}
      />
    </>
  );
}

function SuspendDialog(props: {
  open: boolean;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    props.onCancel();
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && close()}
      title="Suspend Dealer Accounts"
      description={`Suspend ${dealers(props.count)}? They will be signed out at once and unable to sign in.`}
    >
      <label htmlFor="bulk-suspend-reason" className="sr-only">
        Reason for suspension
      </label>
      <textarea
        id="bulk-suspend-reason"
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
        <Button
          variant="destructive"
          disabled={!reason.trim() || props.busy}
          onClick={() => {
            props.onConfirm(reason.trim());
            setReason('');
          }}
        >
          {props.busy ? 'Suspending...' : 'Suspend Account'}
        </Button>
      </div>
    </Dialog>
  );
}
