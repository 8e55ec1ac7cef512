// The operator sets a dealership's plan: opened from a dealer's row, so the list asks for no plan
// until one is wanted. No payment is taken here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { plansApi } from '../../../shared/api/plans.ts';
import { PLAN_IDS, PLANS, type PlanId } from '../../../shared/dealer/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';

export function DealerPlanButton({ dealerId, name }: { dealerId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-label={`Plan of ${name}`}>
        <CreditCard className="h-4 w-4" aria-hidden="true" /> Plan
      </Button>
      {open && <DealerPlanDialog dealerId={dealerId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function DealerPlanDialog({
  dealerId,
  name,
  onClose,
}: {
  dealerId: string;
  name: string;
  onClose: () => void;
}) {
  const current = useQuery(queryOf(plansApi.ofDealer, { params: { dealerId } }));
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const save = useMutation({
    mutationFn: (plan: PlanId) => callApi(plansApi.setForDealer, { params: { dealerId }, body: { plan } }),
    onSuccess: ({ plan }) => {
      toast({ title: 'Plan Changed', description: `${name} is now on ${plan.name}.`, variant: 'success' });
      onClose();
    },
    onError: (error) => reportMutationError(error, 'Failed to change the plan.'),
  });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={`Plan of ${name}`}>
      <QueryState query={current} what="the dealership's plan">
        {(plan) => {
          const selected = chosen ?? plan.id;
          return (
            <div className="grid gap-3">
              <fieldset className="grid gap-2">
                <legend className="sr-only">Plan</legend>
                {PLAN_IDS.map((id) => (
                  <label
                    key={id}
                    className="flex items-start gap-2 rounded-lg border border-slate-200 p-3 text-sm"
                  >
                    <input
                      type="radio"
                      name="plan"
                      value={id}
                      checked={selected === id}
                      onChange={() => setChosen(id)}
                      className="mt-1"
                    />
                    <span>
                      <span className="font-medium">
                        {PLANS[id].name} · £{PLANS[id].pricePerMonthGbp} a month
                      </span>
                      <span className="block text-slate-600">
                        {PLANS[id].documentsPerMonth ?? 'Unlimited'} documents a month ·{' '}
                        {PLANS[id].staffUsers ?? 'unlimited'} staff ·{' '}
                        {PLANS[id].sites === null ? 'multi-location' : 'one site'}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button
                  disabled={save.isPending || selected === plan.id}
                  onClick={() => save.mutate(selected)}
                >
                  {save.isPending ? 'Saving...' : 'Save Plan'}
                </Button>
              </div>
            </div>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
