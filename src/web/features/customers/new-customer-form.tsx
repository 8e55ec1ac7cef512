import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Customer,
  type CustomerFormValues,
  type CustomerInput,
  customerSchema,
  INLINE_CUSTOMER_REQUIRED,
} from '../../../shared/customers/customer.schema.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSaveCustomer } from './api.ts';

const EMPTY: CustomerFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  postcode: '',
  vehicleRegistration: '',
  // The phone may stay empty here; the postcode is required, as in the Customers dialog.
  inline: true,
};

/** What a document read out about its customer, to start the form from ("Create customer from this document"). */
export type CustomerStart = {
  name?: string | null;
  vehicleRegistration?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  postcode?: string | null;
};

/**
 * A new customer created in place (the send page), with the same schema and call as Add Customer;
 * the lookups stay in the full dialog, where there is room for their answers.
 */
export function NewCustomerForm(props: {
  onCreated: (customer: Customer) => void;
  onCancel: () => void;
  start?: CustomerStart;
}) {
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(customerSchema),
    defaultValues: {
      ...EMPTY,
      name: props.start?.name ?? '',
      email: props.start?.email ?? '',
      phone: props.start?.phone ?? '',
      address: props.start?.address ?? '',
      postcode: props.start?.postcode ?? '',
      vehicleRegistration: props.start?.vehicleRegistration
        ? formatRegistration(props.start.vehicleRegistration)
        : '',
    },
  });
  const save = useSaveCustomer(props.onCreated, 'Failed to Create Customer');
  const errors = form.formState.errors;
  const { register } = form;
  return (
    <form
      aria-label="New customer"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate({ values, inline: true }))}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p className="text-sm font-semibold">New customer</p>
      {(errors.name || errors.email) && (
        <p role="alert" className="text-sm text-red-700">
          {INLINE_CUSTOMER_REQUIRED}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <FormField label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <FormField label="Phone (optional)" type="tel" error={errors.phone?.message} {...register('phone')} />
        <FormField
          label="Postcode"
          autoCapitalize="characters"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
      </div>
      <FormField label="Address (optional)" error={errors.address?.message} {...register('address')} />
      <FormField
        label="Vehicle registration (optional)"
        autoCapitalize="characters"
        error={errors.vehicleRegistration?.message}
        {...register('vehicleRegistration')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Creating…' : 'Create Customer'}
        </Button>
      </div>
    </form>
  );
}
