// Create Request's other signers: a joint customer or a guarantor from the dealer's customers,
// the dealer's own countersignature (first or last), and whether they sign all at once or in turn. When the
// ticked documents have places for others (read from their labels, or set in the editor), it proposes them
// in one button; left alone, the request is the one-customer request it always was.
import { useCallback, useState } from 'react';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import {
  type NeededSigner,
  type SigningOrder,
  signerOfSlot,
  slotName,
} from '../../../shared/documents/signers.ts';
import type { SignerInput, SigningRequestBody } from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { CustomerPicker } from '../customers/index.ts';
import { channelWords } from './signer-words.ts';

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
  /** What the documents need that is not chosen yet: extra customers' rows, a guarantor's, the dealer. */
  const missing = (needed: readonly NeededSigner[]) => {
    const customers = extras.filter((e) => e.role === 'customer').length;
    const guarantors = extras.filter((e) => e.role === 'guarantor').length;
    return needed.filter(({ slot }) => {
      const { role, slot: n } = signerOfSlot(slot);
      if (role === 'dealer') return countersign === 'none';
      if (role === 'guarantor') return guarantors === 0;
      return customers < n - 1;
    });
  };
  /** Adds a row for each signer the documents need (their customer still to pick) and the countersignature. */
  const propose = (needed: readonly NeededSigner[]) => {
    const wanted = missing(needed);
    const rows: Extra[] = [];
    const customers = extras.filter((e) => e.role === 'customer').length;
    const moreCustomers = Math.max(
      0,
      ...wanted.map(({ slot }) => signerOfSlot(slot)).map((s) => (s.role === 'customer' ? s.slot - 1 : 0)),
    );
    for (let i = customers; i < moreCustomers; i++)
      rows.push({ key: Date.now() + i, customer: null, role: 'customer' });
    if (wanted.some((w) => w.slot === 'guarantor'))
      rows.push({ key: Date.now() + 10, customer: null, role: 'guarantor' });
    setExtras((all) => [...all, ...rows].slice(0, 4));
    if (wanted.some((w) => w.slot === 'dealer')) setCountersign('last');
  };
  return {
    extras,
    setExtras,
    countersign,
    setCountersign,
    order,
    setOrder,
    reset,
    bodyFor,
    missing,
    propose,
  };
}

/** Everyone who will sign, in order, with how their link goes: the send page's summary before Send. */
export function plannedSigners(
  state: Pick<ReturnType<typeof useMoreSigners>, 'extras' | 'countersign'>,
  customer: Customer | null,
  channels: readonly ('email' | 'sms')[],
) {
  const dealer = { key: 'dealer', name: 'You (the dealership)', role: 'Countersigns', how: 'in the app' };
  const people = [
    {
      key: 'main',
      name: customer?.name ?? 'The customer (choose one)',
      role: 'Customer',
      how: channelWords(channels),
    },
    ...state.extras.map((e, i) => ({
      key: String(e.key),
      name: e.customer?.name ?? `Signer ${i + 2} (choose one)`,
      role: e.role === 'guarantor' ? 'Guarantor' : 'Joint customer',
      how: channelWords(channels),
    })),
  ];
  if (state.countersign === 'first') return [dealer, ...people];
  if (state.countersign === 'last') return [...people, dealer];
  return people;
}

/** "Customer 2 (“Signature of Hirer 2”)": a needed signer as the proposal names them. */
const neededWords = ({ slot, label }: NeededSigner) =>
  `${slot === 'dealer' ? 'the dealership' : slotName(slot)} (“${label}”)`;

export function MoreSigners({
  state,
  needed = [],
}: {
  state: ReturnType<typeof useMoreSigners>;
  /** The signers the ticked documents have places for, beyond the first customer (shared/documents/signers.ts). */
  needed?: readonly NeededSigner[];
}) {
  const { extras, setExtras, countersign, setCountersign, order, setOrder } = state;
  const missing = state.missing(needed);
  const update = (key: number, change: Partial<Extra>) =>
    setExtras((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const several = extras.length > 0 || countersign !== 'none';
  return (
    <fieldset className="grid min-w-0 gap-2" data-testid="more-signers">
      <legend className="text-sm font-medium">Other signers (optional)</legend>
      {missing.length > 0 && (
        <div
          className="grid min-w-0 gap-2 rounded-md border border-sky-200 bg-sky-50 p-2 text-sm"
          data-testid="signers-proposal"
        >
          <p className="min-w-0 break-words">
            The documents have places for {missing.map(neededWords).join(', ')}.
          </p>
          <Button variant="outline" className="w-fit" onClick={() => state.propose(needed)}>
            Add these signers
          </Button>
        </div>
      )}
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
