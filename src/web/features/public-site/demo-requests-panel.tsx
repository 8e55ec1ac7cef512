import { useQuery } from '@tanstack/react-query';
import { demoRequestsApi } from '../../../shared/api/demo-requests.ts';
import { Card } from '../../components/ui/card.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { queryOf } from '../../lib/api.ts';
import { useAuth } from '../auth/index.ts';

const created = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Administrators' list of demo requests from the landing page (newest first), shown under the outbox. */
export default function DemoRequestsPanel() {
  const { user } = useAuth();
  const requests = useQuery({
    ...queryOf(demoRequestsApi.list),
    enabled: Boolean(user?.isAdmin),
  });
  if (!user?.isAdmin) return null;
  return (
    <section aria-labelledby="demo-requests-heading" className="mx-auto max-w-6xl px-4 pb-8">
      <h2 id="demo-requests-heading" className="text-xl font-semibold">
        Demo requests
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">
        Visitors who asked for a personal demo on the landing page.
      </p>
      <QueryState
        query={requests}
        what="the demo requests"
        isEmpty={(list) => list.length === 0}
        empty={
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            No demo requests yet.
          </p>
        }
      >
        {(list) => (
          <ul className="grid gap-2">
            {list.map((r) => (
              <Card as="li" key={r.id} className="p-4 text-sm">
                <p className="font-medium text-slate-900">
                  {r.contactName} · {day.format(new Date(`${r.preferredCallDate}T12:00:00Z`))},{' '}
                  {r.preferredCallTime}
                </p>
                <p className="mt-1 break-words text-slate-700">
                  <a
                    href={`tel:${r.phoneNumber.replace(/\s/g, '')}`}
                    className="text-brand-ink hover:underline"
                  >
                    {r.phoneNumber}
                  </a>{' '}
                  ·{' '}
                  <a href={`mailto:${r.email}`} className="text-brand-ink hover:underline">
                    {r.email}
                  </a>
                  {r.websiteDomain && ` · ${r.websiteDomain}`}
                </p>
                {r.notes && <p className="mt-1 whitespace-pre-line text-slate-700">{r.notes}</p>}
                <p className="mt-1 text-xs text-slate-600">Asked {created.format(new Date(r.createdAt))}</p>
              </Card>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
