// The dealership's lender panel, as the commission disclosure states it: each lender, any tie or right of
// first refusal, and how commission is paid. Owners and managers change it (the server says so to sales).
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COMMISSION_BASES, dealsApi, LENDER_TIES } from '../../../shared/api/deals.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';

export const lendersKey = [dealsApi.lenders.path];
export const useLenders = () => useQuery(queryOf(dealsApi.lenders, {}, lendersKey));

const TIE_WORDS: Record<(typeof LENDER_TIES)[number], string> = {
  none: 'No tie',
  tie: 'Contractual tie',
  first_refusal: 'Right of first refusal',
};
const BASIS_WORDS: Record<(typeof COMMISSION_BASES)[number], string> = {
  fixed: 'A fixed fee',
  percentage: 'A percentage of the amount of credit',
  discretionary: 'Depends on the rate arranged',
};
const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm';

export function LenderPanelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lenders = useLenders();
  const [name, setName] = useState('');
  const [tie, setTie] = useState<(typeof LENDER_TIES)[number]>('none');
  const [tieDetails, setTieDetails] = useState('');
  const [basis, setBasis] = useState<(typeof COMMISSION_BASES)[number]>('fixed');
  const refresh = () => queryClient.invalidateQueries({ queryKey: lendersKey });
  const add = useMutation({
    mutationFn: () =>
      callApi(dealsApi.addLender, {
        body: { name, tie, tieDetails: tie === 'none' ? null : tieDetails || null, commissionBasis: basis },
      }),
    onSuccess: async () => {
      setName('');
      setTieDetails('');
      await refresh();
    },
    onError: (error) => reportMutationError(error, 'The lender could not be added'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(dealsApi.removeLender, { params: { id } }),
    onSuccess: refresh,
    onError: (error) => reportMutationError(error, 'The lender could not be removed'),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Lender panel"
      description="The lenders you introduce customers to. The commission disclosure states every tie."
    >
      <QueryState query={lenders} what="your lender panel">
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-sm text-slate-600">No lenders yet: add the first below.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
              {rows.map((l) => (
                <li key={l.id} className="flex items-center justify-between gap-2 px-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{l.name}</span>
                    <span className="block text-slate-600">
                      {TIE_WORDS[l.tie]} · {BASIS_WORDS[l.commissionBasis]}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${l.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(l.id)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <form
        className="mt-4 grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <FormField
          label="Lender"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={100}
        />
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          Tie with this lender
          <select className={selectClass} value={tie} onChange={(e) => setTie(e.target.value as typeof tie)}>
            {LENDER_TIES.map((v) => (
              <option key={v} value={v}>
                {TIE_WORDS[v]}
              </option>
            ))}
          </select>
        </label>
        {tie !== 'none' && (
          <FormField
            label="What the tie means, in plain words"
            value={tieDetails}
            onChange={(e) => setTieDetails(e.target.value)}
            maxLength={500}
          />
        )}
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          How commission is paid
          <select
            className={selectClass}
            value={basis}
            onChange={(e) => setBasis(e.target.value as typeof basis)}
          >
            {COMMISSION_BASES.map((v) => (
              <option key={v} value={v}>
                {BASIS_WORDS[v]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={add.isPending || !name.trim()}>
          {add.isPending ? 'Adding…' : 'Add lender'}
        </Button>
      </form>
    </Dialog>
  );
}
