// The dealer app on a device handed over to a customer ("Sign in person"): every signed-in screen shows
// this instead, on every load, until the customer submits or the dealer enters their password. The state is
// the server's (GET /api/handover), so a reload or a typed address cannot get round it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { handoverApi } from '../../../shared/api/handover.ts';
import { ADDRESSES, PATHS } from '../../../shared/api/paths.ts';
import type { HandoverState } from '../../../shared/dealer/handover.schema.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, callApi, queryAt } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { handoverKey } from '../../lib/query-keys.ts';

export function HandoverGate({ children }: { children: ReactNode }) {
  const state = useQuery(queryAt<typeof handoverApi.current>({ method: 'GET', path: PATHS.handover }));
  if (state.isLoading) return <Spinner />;
  // An error here (a network blip) must not lock the dealer out of their own app: the screens show.
  if (state.data?.active) return <HandoverLock state={state.data} />;
  return <>{children}</>;
}

function HandoverLock({ state }: { state: Extract<HandoverState, { active: true }> }) {
  const [password, setPassword] = useState('');
  const unlock = useMutation({
    // Every signed-in screen shows this gate: the call's address, not its contract (no zod on first load).
    mutationFn: () => callApi<typeof handoverApi.unlock>(ADDRESSES.unlockHandover, { body: { password } }),
    onSuccess: (answer) => queryClient.setQueryData(handoverKey, answer),
  });
  const error =
    unlock.error instanceof ApiError ? unlock.error.reason : unlock.error ? 'Please try again.' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) unlock.mutate();
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-8">
      <section
        aria-labelledby="handover-heading"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <Lock className="h-8 w-8 text-slate-700" aria-hidden="true" />
        <h1 id="handover-heading" className="mt-3 text-xl font-semibold">
          This device is with {state.customerName}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          The dealer app is locked while the customer signs. It opens again when they submit their documents.
        </p>
        <a href={state.signUrl} className={buttonClass('primary', 'mt-4 w-full')}>
          Back to the signing page
        </a>
        <form onSubmit={submit} className="mt-6 grid gap-3 border-t border-slate-200 pt-4">
          <p className="text-sm font-medium">Dealer: take the device back</p>
          <FormField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
          <Button type="submit" variant="outline" disabled={unlock.isPending || !password}>
            Unlock
          </Button>
        </form>
      </section>
    </main>
  );
}
