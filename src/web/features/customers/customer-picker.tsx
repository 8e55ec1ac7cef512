import { Check, FileUser, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { customersApi } from '../../../shared/api/customers.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { cn } from '../../lib/cn.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { type CustomerStart, NewCustomerForm } from './new-customer-form.tsx';

/** Case-insensitive on name, e-mail or registration; "bf21 khw" finds the stored "BF21KHW". */
export function matchesCustomer(customer: Customer, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const registration = customer.vehicleRegistration?.toLowerCase() ?? '';
  return (
    customer.name.toLowerCase().includes(q) ||
    customer.email.toLowerCase().includes(q) ||
    (registration !== '' && registration.includes(q.replace(/[\s-]+/g, '')))
  );
}

/**
 * Search the dealer's customers (on the server, a page at a time as the list scrolls) and choose one, or create one in place (which then is chosen); `fromDocument`
 * (the document's read-out) offers a form already filled with its customer's name and registration.
 */
export function CustomerPicker(props: {
  selected: Customer | null;
  onSelect: (customer: Customer) => void;
  fromDocument?: CustomerStart;
  /** The radio group's name: a form with two pickers (Create Request's other signers) names each its own. */
  name?: string;
}) {
  const list = usePagedSearch<typeof customersApi.list>({ path: PATHS.customers });
  const { search: query, setSearch: setQuery } = list;
  const [adding, setAdding] = useState<{ start?: CustomerStart } | null>(null);
  // The server has searched for the settled text; the filter keeps the list true while the dealer types.
  const shown = (list.query.data ?? []).filter((c) => matchesCustomer(c, query));

  return (
    <div className="grid gap-3">
      <FormField
        label="Search customers"
        type="search"
        placeholder="Name, e-mail or registration"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {/* min-w-0: a fieldset is otherwise as wide as its longest line, which runs off a phone. */}
      <fieldset className="min-w-0">
        <legend className="sr-only">Customer</legend>
        {/* The list scrolls at a maximum height of 15rem. */}
        <div className="max-h-[15rem] overflow-y-auto rounded-md border border-slate-200 bg-white">
          {list.query.isPending ? (
            <p className="p-3 text-sm text-slate-600">Loading customers…</p>
          ) : list.query.isError ? (
            <p className="p-3 text-sm text-red-700" role="alert">
              Could not load your customers.{' '}
              <button type="button" className="underline" onClick={() => void list.query.refetch()}>
                Retry
              </button>
            </p>
          ) : shown.length === 0 ? (
            <p className="p-3 text-sm text-slate-600">
              {query.trim() === ''
                ? 'No customers yet: create one below.'
                : `No customer matches “${query.trim()}”.`}
            </p>
          ) : (
            shown.map((c) => {
              const chosen = props.selected?.id === c.id;
              return (
                <label
                  key={c.id}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0',
                    chosen ? 'bg-brand/10' : 'hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={props.name ?? 'customer'}
                    checked={chosen}
                    onChange={() => props.onSelect(c)}
                    className="h-4 w-4 shrink-0 accent-brand"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{c.name}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {c.email}
                      {c.vehicleRegistration ? ` · ${formatRegistration(c.vehicleRegistration)}` : ''}
                    </span>
                  </span>
                  {chosen && <Check className="h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />}
                </label>
              );
            })
          )}
          <LoadMore
            hasMore={list.hasMore}
            loading={list.loadingMore}
            onLoad={list.loadMore}
            footRef={list.footRef}
          />
        </div>
      </fieldset>
      {adding ? (
        <NewCustomerForm
          start={adding.start}
          onCreated={(customer) => {
            props.onSelect(customer);
            setAdding(null);
            setQuery('');
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAdding({})}>
            <UserPlus className="h-4 w-4" aria-hidden="true" /> New Customer
          </Button>
          {props.fromDocument?.name && (
            <Button variant="outline" onClick={() => setAdding({ start: props.fromDocument })}>
              <FileUser className="h-4 w-4" aria-hidden="true" /> Create customer from this document
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
