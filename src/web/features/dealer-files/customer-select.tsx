import { useId } from 'react';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import {
  DEALER_FILE_TYPE_LABELS,
  type DealerFileType,
  isProtectedFileType,
} from '../../../shared/dealer/dealer-files.schema.ts';
import { useCustomers } from '../customers/index.ts';

export const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm';

/** The dealer's customers as a select; says plainly when they could not be loaded or there are none. */
export function CustomerSelect(props: {
  label: string;
  value: string;
  onChange: (id: string, customer: Customer | undefined) => void;
  emptyLabel: string;
}) {
  const id = useId();
  const customers = useCustomers();
  const list = customers.data ?? [];
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={props.value}
        onChange={(e) =>
          props.onChange(
            e.target.value,
            list.find((c) => c.id === e.target.value),
          )
        }
      >
        <option value="">{customers.isPending ? 'Loading customers…' : props.emptyLabel}</option>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.vehicleRegistration ? ` (${c.vehicleRegistration})` : ''}
          </option>
        ))}
      </select>
      {customers.isError && (
        <p className="text-sm text-red-600" role="alert">
          Could not load your customers.{' '}
          <button type="button" className="underline" onClick={() => customers.refetch()}>
            Retry
          </button>
        </p>
      )}
      {customers.data?.length === 0 && (
        <p className="text-sm text-slate-600">
          No customers yet: add one from the{' '}
          <a className="text-brand-ink underline" href="/dashboard">
            dashboard
          </a>
          .
        </p>
      )}
    </div>
  );
}

/** A choice of dealer-file types; with `markProtected`, the types that need a password say so. */
export function FileTypeSelect(props: {
  label: string;
  value: DealerFileType | '';
  onChange: (type: DealerFileType) => void;
  types: readonly DealerFileType[];
  emptyLabel: string;
  markProtected?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        className={SELECT_CLASS}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as DealerFileType)}
      >
        <option value="">{props.emptyLabel}</option>
        {props.types.map((t) => (
          <option key={t} value={t}>
            {DEALER_FILE_TYPE_LABELS[t]}
            {props.markProtected && isProtectedFileType(t) ? ' (password protected)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
