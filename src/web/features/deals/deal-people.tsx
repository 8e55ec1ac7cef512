// A drafted deal's customers: the buyer, joint buyers and one guarantor. Each is chosen with the customers'
// own picker (search, or create one in place) and saved at once; each can be taken off again. The server
// keeps buyers first (the first leads) and says plainly what it refuses (no buyer, a second guarantor).
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { DealDetail } from '../../../shared/api/deals.ts';
import { Button } from '../../components/ui/button.tsx';
import { CustomerPicker } from '../customers/index.ts';
import { useSaveDeal } from './api.ts';

type Role = 'buyer' | 'guarantor';
/** As many as the deal's contract allows (and a request has customer places for). */
const MOST_CUSTOMERS = 4;

export const roleWord = (role: string, index: number) =>
  role === 'guarantor' ? 'Guarantor' : index === 0 ? 'Buyer' : 'Joint buyer';

export function DealPeople({ deal }: { deal: DealDetail }) {
  const save = useSaveDeal();
  // The role of the customer being added, while the picker is open.
  const [adding, setAdding] = useState<Role | null>(null);
  const [already, setAlready] = useState<string | null>(null);
  const people = deal.customers.map((c) => ({ customerId: c.customerId, role: c.role as Role }));
  const hasGuarantor = people.some((p) => p.role === 'guarantor');
  const hasBuyer = people.some((p) => p.role === 'buyer');
  const saveCustomers = (customers: typeof people, then?: () => void) =>
    save.mutate({ id: deal.id, body: { customers } }, { onSuccess: then });

  return (
    <section aria-label="Customers of the deal" className="grid min-w-0 gap-2">
      <h3 className="text-sm font-medium text-slate-800">Customers</h3>
      {people.length === 0 && <p className="text-slate-600">No customer yet: add the buyer.</p>}
      <ul className="grid gap-1">
        {deal.customers.map((c, i) => (
          <li
            key={c.customerId}
            className="flex min-w-0 items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-1.5"
          >
            <span className="min-w-0">
              <span className="block text-xs text-slate-600">{roleWord(c.role, i)}</span>
              <span className="block truncate font-medium text-slate-900">{c.name}</span>
            </span>
            <Button
              variant="ghost"
              aria-label={`Take ${c.name} off the deal`}
              disabled={save.isPending}
              onClick={() => saveCustomers(people.filter((p) => p.customerId !== c.customerId))}
            >
              <UserMinus className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {adding ? (
        <div className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3">
          {hasBuyer && (
            <fieldset className="min-w-0">
              <legend className="mb-1 text-sm font-medium text-slate-800">They sign as</legend>
              <div className="flex flex-wrap gap-x-4">
                <label className="flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name="deal-role"
                    checked={adding === 'buyer'}
                    onChange={() => setAdding('buyer')}
                  />
                  Joint buyer
                </label>
                <label className="flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name="deal-role"
                    checked={adding === 'guarantor'}
                    disabled={hasGuarantor}
                    onChange={() => setAdding('guarantor')}
                  />
                  Guarantor{hasGuarantor ? ' (the deal has one)' : ''}
                </label>
              </div>
            </fieldset>
          )}
          <CustomerPicker
            name="deal-customer"
            selected={null}
            onSelect={(customer) => {
              if (people.some((p) => p.customerId === customer.id)) return setAlready(customer.name);
              setAlready(null);
              saveCustomers([...people, { customerId: customer.id, role: adding }], () => setAdding(null));
            }}
          />
          {already && (
            <p role="alert" className="text-amber-900">
              {already} is on this deal already.
            </p>
          )}
          <Button variant="outline" onClick={() => setAdding(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        people.length < MOST_CUSTOMERS && (
          <Button variant="outline" onClick={() => setAdding('buyer')}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {hasBuyer ? 'Add a joint buyer or guarantor' : 'Add the buyer'}
          </Button>
        )
      )}
    </section>
  );
}
