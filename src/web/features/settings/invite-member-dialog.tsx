// Invite a member: e-mail, name and role; the server mails them a set-password link.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteMemberInput, inviteMemberSchema } from '../../../shared/dealer/team.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { useSites } from '../../lib/sites.ts';
import { useInviteMember } from './team-api.ts';

export function InviteMemberDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteMember();
  const sites = useSites();
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema) as never,
    defaultValues: { role: 'sales', siteIds: [] },
  });
  const close = () => {
    invite.reset();
    form.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (member) => {
        toast({
          title: 'Invitation Sent',
          description: `${member.email} has been e-mailed a link to choose a password.`,
          variant: 'success',
        });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { message: error.reason });
          return;
        }
        if (error instanceof ApiError && error.status === 402) {
          form.setError('root', { message: error.reason });
          return;
        }
        for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : [])
          form.setError(issue.path as keyof InviteMemberInput, { message: issue.message });
        reportMutationError(error, 'Failed to send the invitation. Please try again.');
      },
    }),
  );
  const { errors } = form.formState;
  const siteList = sites.data ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Invite a team member"
      description="They get an e-mail with a link to choose their password."
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <FormField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
          <FormField label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-slate-900">Role</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" value="sales" className="mt-1" {...form.register('role')} />
            <span>
              <span className="font-medium">Sales</span>
              <span className="block text-slate-600">Sees customers and documents, and sends requests.</span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" value="manager" className="mt-1" {...form.register('role')} />
            <span>
              <span className="font-medium">Manager</span>
              <span className="block text-slate-600">
                Also changes settings, business e-mail, branding and the team, and opens protected files.
              </span>
            </span>
          </label>
        </fieldset>
        {siteList.length > 1 && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-900">Sites</legend>
            {siteList.map((site) => (
              <label key={site.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={site.id} {...form.register('siteIds')} />
                {site.name}
              </label>
            ))}
          </fieldset>
        )}
        {errors.root && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {errors.root.message}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
