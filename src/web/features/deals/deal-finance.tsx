// A drafted deal's vehicle and finance, as the dealer types them: registration, agreement number, the
// lender from the panel and the commission and credit figures in pounds. Saving a financed deal writes its
// commission disclosure from these figures (api.ts saveDeal), so what the customer reads is what was saved.
import { useState } from 'react';
import type { DealDetail } from '../../../shared/api/deals.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSaveDeal } from './api.ts';
import { useLenders } from './lender-panel.tsx';

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm';
/** "£1,250.50", "1250.5" or "" (not given) as the API's pounds. */
const money = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[£,\s]/g, '')));
const shown = (pounds: number | null) => (pounds === null ? '' : String(pounds));

export function DealFinance({ deal }: { deal: DealDetail }) {
  const lenders = useLenders();
  const save = useSaveDeal();
  const [f, setF] = useState({
    registration: deal.registration ?? '',
    reference: deal.reference ?? '',
    lenderId: deal.lenderId ?? '',
    commission: shown(deal.commission),
    credit: shown(deal.amountOfCredit),
    charge: shown(deal.totalChargeForCredit),
  });
  const field = (key: keyof typeof f) => ({
    value: f[key],
    onChange: (e: { target: { value: string } }) => {
      setF({ ...f, [key]: e.target.value });
      save.reset();
    },
  });
  const financed = f.lenderId !== '';
  // The dealer's own disclosure in the step is theirs to keep: nothing is written over it.
  const ownDisclosure = deal.documents.some((d) => d.step === 'disclosure' && !d.generatedDisclosure);
  return (
    <form
      aria-label="Vehicle and finance"
      className="grid min-w-0 gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          id: deal.id,
          body: {
            registration: f.registration.trim() || null,
            reference: f.reference.trim() || null,
            lenderId: f.lenderId || null,
            commission: financed ? money(f.commission) : null,
            amountOfCredit: financed ? money(f.credit) : null,
            totalChargeForCredit: financed ? money(f.charge) : null,
          },
        });
      }}
    >
      <h3 className="text-sm font-medium text-slate-800">Vehicle and finance</h3>
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
      {lenders.data?.length === 0 && (
        <p className="text-slate-600">Add your lenders in the Lender panel to finance a deal.</p>
      )}
      {financed && (
        <div className="grid items-end gap-3 sm:grid-cols-3">
          <FormField label="Commission (£)" inputMode="decimal" required {...field('commission')} />
          <FormField label="Amount of credit (£)" inputMode="decimal" {...field('credit')} />
          <FormField label="Total charge for credit (£)" inputMode="decimal" {...field('charge')} />
        </div>
      )}
      {save.isSuccess && (
        <p role="status" className="text-green-800">
          Saved{financed && !ownDisclosure ? ': the disclosure is written from these figures.' : '.'}
        </p>
      )}
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : financed && !ownDisclosure ? 'Save and write the disclosure' : 'Save'}
      </Button>
    </form>
  );
}
