import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  type Customer,
  type CustomerFormValues,
  type CustomerInput,
  customerSchema,
} from '../../../shared/customers/customer.schema.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import { CUSTOMER_LANGUAGES, LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { takeDraft, useDraftSource } from '../../lib/form-draft.ts';
import { useSaveCustomer } from './api.ts';
import { usePostcodeLookup, useVehicleLookup } from './use-lookups.ts';

const EMPTY: CustomerFormValues = {
  name: '',
  email: '',
  phone: '',
  postcode: '',
  address: '',
  vehicleRegistration: '',
  vehicleData: { make: '', model: '', yearOfManufacture: null, colour: '', fuelType: '', motStatus: '' },
};

function toFormValues(customer: Customer | null): CustomerFormValues {
  if (!customer) return EMPTY;
  return {
    ...customer,
    address: customer.address ?? '',
    language: customer.language ?? null,
    vehicleRegistration: customer.vehicleRegistration ? formatRegistration(customer.vehicleRegistration) : '',
    vehicleData: { ...EMPTY.vehicleData, ...customer.vehicleData },
  };
}

const lookupMessage = (error: unknown) =>
  error instanceof ApiError ? error.reason : 'Lookup failed: check your connection.';

export const NEW_CUSTOMER_DRAFT = 'new-customer';

/**
 * Add Customer / Edit Customer, with postcode and DVLA lookups that never block typing by hand. `start`
 * fills a new customer from a document's paperwork ("Create customer from this document"), each value
 * shown for the dealer to confirm; `onSaved` hears of the saved customer (else the dialog just closes).
 */
export function CustomerDialog(props: {
  open: boolean;
  customer: Customer | null;
  onClose: () => void;
  start?: Partial<Omit<CustomerFormValues, 'vehicleData'>>;
  onSaved?: (customer: Customer) => void;
}) {
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: zodResolver(customerSchema),
    defaultValues: toFormValues(props.customer),
  });
  const { register, setValue, watch, reset, formState } = form;
  // A new customer half typed when the session ran out comes back after sign-in (lib/form-draft.ts).
  const adding = props.open && props.customer === null;
  useDraftSource(NEW_CUSTOMER_DRAFT, adding ? () => form.getValues() : null);
  useEffect(() => {
    if (!props.open) return;
    const draft = props.customer === null ? takeDraft<CustomerFormValues>(NEW_CUSTOMER_DRAFT) : null;
    reset(draft ?? (props.start ? { ...EMPTY, ...props.start } : toFormValues(props.customer)));
  }, [props.open, props.customer, props.start, reset]);

  const save = useSaveCustomer(props.onSaved ?? props.onClose);
  const postcode = usePostcodeLookup(watch('postcode') ?? '');
  const vehicle = useVehicleLookup(watch('vehicleRegistration') ?? '');

  // A fresh DVLA answer fills the vehicle fields; the model is not in that API and stays as typed.
  useEffect(() => {
    if (!vehicle.data) return;
    const { make, yearOfManufacture, colour, fuelType, motStatus } = vehicle.data;
    setValue('vehicleData.make', make ?? '');
    setValue('vehicleData.yearOfManufacture', yearOfManufacture);
    setValue('vehicleData.colour', colour ?? '');
    setValue('vehicleData.fuelType', fuelType ?? '');
    setValue('vehicleData.motStatus', motStatus ?? '');
  }, [vehicle.data, setValue]);

  const handle = form.handleSubmit((values) => save.mutate({ id: props.customer?.id, values }));
  // The dialog is a portal, yet React passes its submit up to a form it sits in (the document's editor).
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.stopPropagation();
    void handle(e);
  };
  const errors = formState.errors;
  const addresses = postcode.data?.addresses ?? [];

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.customer ? 'Edit Customer' : 'Add Customer'}
      description="Postcode and registration lookups fill in what they can; every field can be typed by hand."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" type="email" error={errors.email?.message} {...register('email')} />
          <FormField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
        <div className="grid gap-2">
          <FormField
            label="Postcode"
            autoCapitalize="characters"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
          <p className="text-xs text-slate-600" aria-live="polite">
            {postcode.isFetching
              ? 'Looking up addresses…'
              : postcode.isError
                ? `${lookupMessage(postcode.error)}. Enter the address by hand.`
                : addresses.length > 0
                  ? `${addresses.length} addresses found`
                  : ''}
          </p>
          {addresses.length > 0 && (
            <select
              aria-label="Choose an address"
              className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
              defaultValue=""
              onChange={(e) => {
                const a = addresses[Number(e.target.value)];
                if (a)
                  setValue('address', [a.line1, a.town, a.county].filter(Boolean).join(', '), {
                    shouldDirty: true,
                  });
              }}
            >
              <option value="" disabled>
                Choose an address…
              </option>
              {addresses.map((a, i) => (
                <option key={`${a.line1}|${a.town}`} value={i}>
                  {[a.line1, a.town, a.county].filter(Boolean).join(', ')}
                </option>
              ))}
            </select>
          )}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="customer-address" className="text-sm font-medium text-slate-800">
            Address
          </label>
          <textarea
            id="customer-address"
            rows={2}
            className="rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
            {...register('address')}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="customer-language" className="text-sm font-medium text-slate-800">
            Language for their e-mails, texts and signing page
          </label>
          <select
            id="customer-language"
            className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base sm:h-9 sm:text-sm"
            {...register('language', { setValueAs: (value) => value || null })}
          >
            <option value="">The dealership’s language</option>
            {CUSTOMER_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language].english} ({LANGUAGE_NAMES[language].own})
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">Vehicle</legend>
          <FormField
            label="Vehicle registration"
            autoCapitalize="characters"
            error={errors.vehicleRegistration?.message}
            {...register('vehicleRegistration')}
          />
          <p className="text-xs text-slate-600" aria-live="polite">
            {vehicle.isFetching
              ? 'Looking up the vehicle with the DVLA…'
              : vehicle.isError
                ? `${lookupMessage(vehicle.error)}. Enter the details by hand.`
                : vehicle.data
                  ? `Found: ${[vehicle.data.make, vehicle.data.colour, vehicle.data.yearOfManufacture].filter(Boolean).join(', ')}`
                  : ''}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Make" {...register('vehicleData.make')} />
            <FormField label="Model" {...register('vehicleData.model')} />
            <FormField label="Year" inputMode="numeric" {...register('vehicleData.yearOfManufacture')} />
            <FormField label="Colour" {...register('vehicleData.colour')} />
            <FormField label="Fuel type" {...register('vehicleData.fuelType')} />
            <FormField label="MOT status" {...register('vehicleData.motStatus')} />
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : props.customer ? 'Update Customer' : 'Add Customer'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
