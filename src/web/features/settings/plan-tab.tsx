// Settings → Plan: the dealership's plan as the pricing sells it, and how much of each limit is
// used. Plans are changed by the operator; there is no payment here.
import { PLAN_IDS, PLANS, type Plan } from '../../../shared/dealer/plans.ts';
import { Card } from '../../components/ui/card.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePlan } from './team-api.ts';

function Usage({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const full = limit !== null && used >= limit;
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-600">{label}</p>
      <p className={full ? 'text-lg font-semibold text-red-700' : 'text-lg font-semibold text-slate-900'}>
        {used}{' '}
        {limit === null ? (
          <span className="text-sm font-normal text-slate-600">of unlimited</span>
        ) : (
          `of ${limit}`
        )}
      </p>
      {limit !== null && (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div
            className={full ? 'h-full bg-red-600' : 'h-full bg-brand'}
            style={{ width: `${Math.min(100, (used / Math.max(limit, 1)) * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}

const limits = (plan: Plan) => [
  plan.documentsPerMonth === null
    ? 'Unlimited documents'
    : `Up to ${plan.documentsPerMonth} documents a month`,
  plan.textsPerMonth === null ? 'Unlimited text messages' : `${plan.textsPerMonth} text messages a month`,
  plan.staffUsers === null ? 'Unlimited staff users' : `${plan.staffUsers} staff users`,
  plan.sites === null ? 'Multi-location' : 'One site',
  ...plan.features.filter((f) => f !== 'Multi-location'),
];

export function PlanTab() {
  const plan = usePlan();
  return (
    <Card as="section" aria-labelledby="plan-heading" className="p-4 sm:p-6">
      <h2 id="plan-heading" className="text-lg font-semibold">
        Plan
      </h2>
      <QueryState query={plan} what="your plan" loading={<Spinner label="Loading your plan…" />}>
        {(usage) => (
          <div className="mt-3 grid gap-4">
            <p className="text-sm text-slate-700">
              Your dealership is on <strong>{usage.plan.name}</strong> (£{usage.plan.pricePerMonthGbp} a
              month). To change plan, contact us.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Usage
                label="Documents sent this month"
                used={usage.documentsThisMonth}
                limit={usage.plan.documentsPerMonth}
              />
              <Usage
                label="Text messages this month"
                used={usage.textsThisMonth}
                limit={usage.plan.textsPerMonth}
              />
              <Usage label="Staff users" used={usage.staffUsers} limit={usage.plan.staffUsers} />
              <Usage label="Sites" used={usage.sites} limit={usage.plan.sites} />
            </div>
            <ul className="grid gap-3 sm:grid-cols-3" aria-label="Plans">
              {PLAN_IDS.map((id) => (
                <li
                  key={id}
                  className={
                    id === usage.plan.id
                      ? 'rounded-lg border-2 border-brand p-3'
                      : 'rounded-lg border border-slate-200 p-3'
                  }
                >
                  <p className="font-medium">
                    {PLANS[id].name}
                    {id === usage.plan.id && (
                      <span className="ml-1 text-sm font-normal text-slate-600">(yours)</span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">£{PLANS[id].pricePerMonthGbp} a month</p>
                  <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                    {limits(PLANS[id]).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
