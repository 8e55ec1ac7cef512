// Create Request's other signers (issue 31): a joint customer or a guarantor from the dealer's customers,
// the dealer's own countersignature (first or last), and whether they sign all at once or in turn. Left
// alone, the request is the one-customer request it always was.
import { useCallback, useState } from 'react';
import type { Customer } from '../../../shared/customer.schema.ts';
import type { SigningOrder } from '../../../shared/signers.ts';
import type { SignerInput, SigningRequestBody } from '../../../shared/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { CustomerPicker } from '../customers/index.ts';

type Extra = { key: number; customer: Customer | null; role: 'customer' | 'guarantor' };
type Countersign = 'none' | 'first' | 'last';

export function useMoreSigners() {
  const [extras, setExtras] = useState<Extra[]>([]);
  const [countersign, setCountersign] = useState<Countersign>('none');
  const [order, setOrder] = useState<SigningOrder>('parallel');
  // Stable, so the dialog's reset on opening runs once per opening.
  const reset = useCallback(() => {
    setExtras([]);
    setCountersign('none');
    setOrder('parallel');
  }, []);
  /** The body's signer fields for the chosen main customer: none when nobody else signs. */
  const bodyFor = (customerId: string): Pick<SigningRequestBody, 'customerId' | 'signers' | 'order'> => {
    const chosen = extras.filter((e) => e.customer);
    if (chosen.length === 0 && countersign === 'none') return { customerId };
    const dealer: SignerInput[] = [{ role: 'dealer' }];
    const signers: SignerInput[] = [
      ...(countersign === 'first' ? dealer : []),
      { customerId, role: 'customer' },
      ...chosen.map((e) => ({ customerId: e.customer!.id, role: e.role })),
      ...(countersign === 'last' ? dealer : []),
    ];
    return { customerId, signers, order };
  };
  return { extras, setExtras, countersign, setCountersign, order, setOrder, reset, bodyFor };
}

export function MoreSigners({ state }: { state: ReturnType<typeof useMoreSigners> }) {
  const { extras, setExtras, countersign, setCountersign, order, setOrder } = state;
  const update = (key: number, change: Partial<Extra>) =>
    setExtras((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const several = extras.length > 0 || countersign !== 'none';
  return (
    <fieldset className="grid min-w-0 gap-2" data-testid="more-signers">
      <legend className="text-sm font-medium">Other signers (optional)</legend>
      {extras.map((e, i) => (
        <div key={e.key} className="grid min-w-0 gap-1.5 rounded-md border border-slate-200 p-2">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`signer-role-${e.key}`} className="text-sm">
              Signer {i + 2} signs as
            </label>
            <select
              id={`signer-role-${e.key}`}
              value={e.role}
              onChange={(event) => update(e.key, { role: event.target.value as Extra['role'] })}
              className="min-h-11 rounded-md border border-slate-300 px-2 text-sm"
            >
              <option value="customer">Joint customer (e.g. Hirer 2)</option>
              <option value="guarantor">Guarantor</option>
            </select>
            <Button
              variant="ghost"
              className="ml-auto min-h-11 px-2 text-red-700"
              onClick={() => setExtras((all) => all.filter((x) => x.key !== e.key))}
            >
              Remove
            </Button>
          </div>
          <CustomerPicker
            name={`signer-${e.key}`}
            selected={e.customer}
            onSelect={(customer) => update(e.key, { customer })}
          />
        </div>
      ))}
      {extras.length < 4 && (
        <Button
          variant="outline"
          onClick={() => setExtras((all) => [...all, { key: Date.now(), customer: null, role: 'customer' }])}
        >
          Add another signer
        </Button>
      )}
      <label htmlFor="countersign" className="text-sm">
        Dealership countersignature
      </label>
      <select
        id="countersign"
        value={countersign}
        onChange={(event) => setCountersign(event.target.value as Countersign)}
        className="min-h-11 rounded-md border border-slate-300 px-2 text-sm"
      >
        <option value="none">None</option>
        <option value="first">I sign first (e.g. the supplier box)</option>
        <option value="last">I sign last, after the customers</option>
      </select>
      {several && (
        <>
          <label htmlFor="signing-order" className="text-sm">
            Who signs when
          </label>
          <select
            id="signing-order"
            value={order}
            onChange={(event) => setOrder(event.target.value as SigningOrder)}
            className="min-h-11 rounded-md border border-slate-300 px-2 text-sm"
          >
            <option value="parallel">Everyone at once</option>
            <option value="sequential">One after another, in this order</option>
          </select>
          <p className="text-xs text-slate-600">
            Each signer gets their own link and signs only their own places (assign them in the editor).
          </p>
        </>
      )}
    </fieldset>
  );
}
