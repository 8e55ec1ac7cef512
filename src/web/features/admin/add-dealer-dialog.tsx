// Add New Dealer: the account is created `pending`, and its set-password link is
// shown here with a Copy button to hand over (it is also e-mailed to the dealer).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type NewDealerInput, newDealerSchema } from '../../../shared/admin/admin.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { useCreateDealer } from './admin-api.ts';
import { CopyLink } from './copy-link.tsx';

export function AddDealerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateDealer();
  const form = useForm<NewDealerInput>({ resolver: zodResolver(newDealerSchema) as never });
  const close = () => {
    create.reset();
    form.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Dealer Created', description: 'New dealer account has been created successfully.' }),
      onError: (error) => {
        // A taken e-mail or a bad field is the form's to say; anything else is the spec's toast.
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { message: error.reason });
          return;
        }
        for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : [])
          form.setError(issue.path as keyof NewDealerInput, { message: issue.message });
        reportMutationError(error, 'Failed to create dealer account.');
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="Add New Dealer">
      {create.data ? (
        <div className="grid gap-3">
          <p className="text-sm text-slate-700">
            The account is pending until the dealer chooses a password. We have e-mailed them this link; you
            can also hand it over yourself.
          </p>
          <CopyLink label="Set-password link" url={create.data.setPasswordUrl} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <FormField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
            <FormField label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
          </div>
          <FormField
            label="Dealership name"
            error={errors.dealershipName?.message}
            {...form.register('dealershipName')}
          />
          <FormField
            label="Dealership phone (optional)"
            type="tel"
            error={errors.dealershipPhone?.message}
            {...form.register('dealershipPhone')}
          />
          <FormField
            label="Dealership WhatsApp (optional)"
            type="tel"
            error={errors.dealershipWhatsapp?.message}
            {...form.register('dealershipWhatsapp')}
          />
          <FormField
            label="Dealership website (optional)"
            type="url"
            placeholder="https://"
            error={errors.dealershipWebsite?.message}
            {...form.register('dealershipWebsite')}
          />
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Dealer'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
