// Settings → Team → API keys: the owner makes keys for the dealership's own systems. A new key is
// shown once, here, and never again (only its hash is kept); revoking one stops it at once.
import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { apiKeysApi } from '../../../shared/api/api-keys.ts';
import type { AnswerOf } from '../../../shared/api/contract.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import type { ApiKeyScope, CreatedApiKey } from '../../../shared/dealer/api-keys.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ApiError, callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ShownOnce } from './shown-once.tsx';

const keysKey = [apiKeysApi.list.path];
const refresh = () => void queryClient.invalidateQueries({ queryKey: keysKey });
const SCOPE_WORDS: Record<ApiKeyScope, string> = { read: 'Read only', 'read-write': 'Read and write' };
const when = (iso: string | Date) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function ApiKeysSection() {
  const keys = useQuery(queryOf(apiKeysApi.list));
  const [making, setMaking] = useState(false);
  return (
    <Card as="section" aria-labelledby="api-keys-heading" className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="api-keys-heading" className="text-lg font-semibold">
            API keys
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            For your own systems: send{' '}
            <code className="[overflow-wrap:anywhere]">Authorization: Bearer &lt;key&gt;</code> to the calls
            listed in the{' '}
            <a className="underline underline-offset-2" href={PATHS.apiReference}>
              API reference
            </a>
            .
          </p>
        </div>
        <Button variant="outline" onClick={() => setMaking(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New key
        </Button>
      </div>
      <div className="mt-4">
        <QueryState
          query={keys}
          what="your API keys"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={KeyRound} title="No API keys yet">
              Make one when a system of yours needs to reach Docs2Sign.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-3">
              {list.map((key) => (
                <KeyRow key={key.id} apiKey={key} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {making && <NewKeyDialog onClose={() => setMaking(false)} />}
    </Card>
  );
}

function KeyRow({ apiKey }: { apiKey: AnswerOf<typeof apiKeysApi.list>[number] }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => callApi(apiKeysApi.revoke, { params: { id: apiKey.id } }),
    onSuccess: refresh,
  });
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="min-w-0 truncate font-medium">{apiKey.name}</p>
      <p className="mt-1 text-sm break-words text-slate-600">
        <code>{apiKey.prefix}…</code> · {SCOPE_WORDS[apiKey.scope]}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        Made {when(apiKey.createdAt)} ·{' '}
        {apiKey.lastUsedAt ? `last used ${when(apiKey.lastUsedAt)}` : 'never used'}
        {apiKey.revokedAt && ` · revoked ${when(apiKey.revokedAt)}`}
      </p>
      {!apiKey.revokedAt && (
        <Button
          variant="outline"
          className="mt-2"
          onClick={() => setConfirming(true)}
          aria-label={`Revoke ${apiKey.name}`}
        >
          Revoke
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke ${apiKey.name}?`}
        description="Systems using this key are refused from now on. This cannot be undone."
        confirmLabel={revoke.isPending ? 'Revoking...' : 'Revoke'}
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => setConfirming(false),
            onError: (error) => reportMutationError(error, 'Failed to revoke the key. Please try again.'),
          })
        }
      />
    </li>
  );
}

function NewKeyDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [error, setError] = useState<string | undefined>();
  const make = useMutation({
    mutationFn: () => callApi(apiKeysApi.create, { body: { name, scope } }),
    onSuccess: refresh,
  });
  const made = make.data as CreatedApiKey | undefined;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    make.mutate(undefined, {
      onError: (failure) => {
        const issue = failure instanceof ApiError ? failure.body?.issues?.[0]?.message : undefined;
        if (issue) setError(issue);
        else reportMutationError(failure, 'Failed to make the key. Please try again.');
      },
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={made ? 'Your new API key' : 'New API key'}
    >
      {made ? (
        <ShownOnce value={made.key} onDone={onClose}>
          Copy it now: this is the only time it is shown. Keep it as safely as a password.
        </ShownOnce>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <FormField
            label="Name"
            placeholder="e.g. Dealer management system"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-700">What it may do</legend>
            {(['read', 'read-write'] as const).map((value) => (
              <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                />
                {SCOPE_WORDS[value]}
              </label>
            ))}
          </fieldset>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={make.isPending}>
              {make.isPending ? 'Making...' : 'Make key'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
