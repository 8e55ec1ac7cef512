// Build a deal from the dashboard: the buyer, the vehicle, the finance (lender and commission in pounds) and
// the documents, each in its step. A financed deal gets its commission disclosure written at once.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { customersApi } from '../../../shared/api/customers.ts';
import { DEAL_STEPS, type DealStep, dealsApi, STEP_NAMES } from '../../../shared/api/deals.ts';
import { documentsApi } from '../../../shared/api/documents.ts';
import type { DocumentSummary } from '../../../shared/documents/document.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { queryClient } from '../../lib/query-client.ts';
import { DEALS_PATH } from './api.ts';
import { useLenders } from './lender-panel.tsx';

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm';
const stepOf = (d: DocumentSummary): DealStep =>
  d.documentType === 'delivery_receipt' || /deliver|handover/i.test(d.title)
    ? 'delivery'
    : /disclos|commission/i.test(d.title)
      ? 'disclosure'
      : 'agreement';
const money = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[£,\s]/g, '')));

export function NewDealDialog({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (id: string) => void;
}) {
  const customers = usePagedSearch<typeof customersApi.list>(customersApi.list);
  const documents = usePagedSearch<typeof documentsApi.list>(documentsApi.list);
  const lenders = useLenders();
  const [customerId, setCustomerId] = useState('');
  const [steps, setSteps] = useState<Record<string, DealStep>>({});
  const [f, setF] = useState({
    reference: '',
    registration: '',
    lenderId: '',
    commission: '',
    credit: '',
    charge: '',
  });
  const field = (key: keyof typeof f) => ({
    value: f[key],
    onChange: (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value }),
  });
  const make = useMutation({
    mutationFn: async () => {
      const deal = await callApi(dealsApi.create, {
        body: {
          reference: f.reference || null,
          registration: f.registration || null,
          customers: customerId ? [{ customerId, role: 'buyer' }] : [],
          lenderId: f.lenderId || null,
          commission: f.lenderId ? money(f.commission) : null,
          amountOfCredit: f.lenderId ? money(f.credit) : null,
          totalChargeForCredit: f.lenderId ? money(f.charge) : null,
        },
      });
      const chosen = Object.entries(steps).map(([documentId, step]) => ({ documentId, step }));
      if (chosen.length)
        await callApi(dealsApi.setDocuments, { params: { id: deal.id }, body: { documents: chosen } });
      if (f.lenderId && !chosen.some((d) => d.step === 'disclosure'))
        await callApi(dealsApi.writeDisclosure, { params: { id: deal.id } });
      return deal;
    },
    onSuccess: async (deal) => {
      await queryClient.invalidateQueries({ queryKey: [DEALS_PATH] });
      onMade(deal.id);
      onClose();
    },
    onError: (error) => reportMutationError(error, 'The deal could not be made'),
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title="New deal">
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          make.mutate();
        }}
      >
        <fieldset className="grid min-w-0 gap-2">
          <legend className="text-sm font-medium text-slate-800">Buyer</legend>
          <SearchBox
            value={customers.search}
            onChange={customers.setSearch}
            placeholder="Search customers"
            label="Search customers"
          />
          <QueryState query={customers.query} what="your customers">
            {(rows) => (
              <div className="grid max-h-40 gap-1 overflow-y-auto">
                {rows.slice(0, 20).map((c) => (
                  <label key={c.id} className="flex min-h-10 min-w-0 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="buyer"
                      checked={customerId === c.id}
                      onChange={() => setCustomerId(c.id)}
                    />
                    <span className="min-w-0 truncate">
                      {c.name} <span className="text-slate-500">{c.email}</span>
                    </span>
                  </label>
                ))}
                {rows.length === 0 && <p className="text-sm text-slate-600">No customers match.</p>}
              </div>
            )}
          </QueryState>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Registration" maxLength={10} {...field('registration')} />
          <FormField label="Agreement number" maxLength={60} {...field('reference')} />
        </div>
        <label className="grid gap-1.5 text-sm font-medium text-slate-800">
          Lender (a financed sale)
          <select className={selectClass} {...field('lenderId')}>
            <option value="">Not financed</option>
            {(lenders.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        {f.lenderId && (
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label="Commission (£)" inputMode="decimal" required {...field('commission')} />
            <FormField label="Amount of credit (£)" inputMode="decimal" {...field('credit')} />
            <FormField label="Total charge for credit (£)" inputMode="decimal" {...field('charge')} />
          </div>
        )}
        <fieldset className="grid min-w-0 gap-2">
          <legend className="text-sm font-medium text-slate-800">Documents and their step</legend>
          <SearchBox
            value={documents.search}
            onChange={documents.setSearch}
            placeholder="Search documents"
            label="Search documents"
          />
          <QueryState query={documents.query} what="your documents">
            {(rows) => (
              <div className="grid max-h-48 gap-1 overflow-y-auto">
                {rows.slice(0, 30).map((d) => (
                  <div key={d.id} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
                    <label className="flex min-h-10 min-w-0 flex-1 items-center gap-2">
                      <input
                        type="checkbox"
                        checked={d.id in steps}
                        onChange={(e) => {
                          const next = { ...steps };
                          if (e.target.checked) next[d.id] = stepOf(d);
                          else delete next[d.id];
                          setSteps(next);
                        }}
                      />
                      <span className="min-w-0 truncate">{d.title}</span>
                    </label>
                    {d.id in steps && (
                      <select
                        aria-label={`Step of ${d.title}`}
                        className="h-10 rounded-md border border-slate-300 bg-white px-2"
                        value={steps[d.id]}
                        onChange={(e) => setSteps({ ...steps, [d.id]: e.target.value as DealStep })}
                      >
                        {DEAL_STEPS.map((s) => (
                          <option key={s} value={s}>
                            {STEP_NAMES[s]}
                          </option>
                        ))}
                      </select>
                    )}
                  </div>
                ))}
                {rows.length === 0 && <p className="text-sm text-slate-600">No documents match.</p>}
              </div>
            )}
          </QueryState>
        </fieldset>
        <Button type="submit" disabled={make.isPending}>
          {make.isPending ? 'Making the deal…' : 'Make the deal'}
        </Button>
      </form>
    </Dialog>
  );
}
