import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Customer,
  type CustomerFormValues,
  type CustomerInput,
  customerSchema,
} from '../../../shared/customer.schema.ts';
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
};

/**
 * A new customer created in place (the send page), with the same schema and call as Add Customer;
 * the lookups stay in the full dialog, where there is room for their answers.
 */
export function NewCustomerForm(props: { onCreated: (customer: Customer) => void; onCancel: () => void }) {
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(customerSchema),
    defaultValues: EMPTY,
  });
  const save = useSaveCustomer(props.onCreated, 'Failed to Create Customer');
  const errors = form.formState.errors;
  const { register } = form;
  return (
    <form
      aria-label="New customer"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate({ values }))}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <p className="text-sm font-semibold">New customer</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <FormField label="Email" type="email" error={errors.email?.message} {...register('email')} />
        <FormField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <FormField
          label="Postcode"
          autoCapitalize="characters"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
      </div>
      <FormField label="Address" error={errors.address?.message} {...register('address')} />
      <FormField
        label="Vehicle registration"
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
