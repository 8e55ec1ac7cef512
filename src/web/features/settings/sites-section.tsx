// Settings → Team → Sites: a dealership's showrooms. Colours left empty, and no logo of its own,
// take the dealership's.
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type Site, type SiteInput, siteSchema } from '../../../shared/dealer/team.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { useSites } from '../../lib/sites.ts';
import { useDeleteSite, useSaveSite, useSiteLogo } from './team-api.ts';

export function SitesSection({ canManage }: { canManage: boolean }) {
  const sites = useSites();
  const [editing, setEditing] = useState<Site | 'new' | null>(null);
  return (
    <Card as="section" aria-labelledby="sites-heading" className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="sites-heading" className="text-lg font-semibold">
            Sites
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Your showrooms. What a member at one site creates carries that site; the dashboard filters by it.
          </p>
        </div>
        {canManage && (
          <Button variant="outline" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add site
          </Button>
        )}
      </div>
      <div className="mt-4">
        <QueryState
          query={sites}
          what="your sites"
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={MapPin} title="No sites yet">
              One dealership, one place: add sites when you have more than one showroom.
            </EmptyState>
          }
        >
          {(list) => (
            <ul className="grid gap-3 sm:grid-cols-2">
              {list.map((site) => (
                <SiteCard key={site.id} site={site} canManage={canManage} onEdit={() => setEditing(site)} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {editing && <SiteDialog site={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function SiteCard({ site, canManage, onEdit }: { site: Site; canManage: boolean; onEdit: () => void }) {
  const remove = useDeleteSite();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-center gap-2">
        <span
          className="h-4 w-4 shrink-0 rounded-full"
          style={{ background: site.primaryColor }}
          aria-hidden="true"
        />
        <span
          className="h-4 w-4 shrink-0 rounded-full"
          style={{ background: site.secondaryColor }}
          aria-hidden="true"
        />
        <p className="min-w-0 truncate font-medium">{site.name}</p>
      </div>
      <SiteLogo site={site} canManage={canManage} />
      {site.address && <p className="mt-1 text-sm break-words text-slate-600">{site.address}</p>}
      {site.phone && <p className="text-sm text-slate-600">{site.phone}</p>}
      <p className="mt-1 text-xs text-slate-500">
        {site.memberCount} {site.memberCount === 1 ? 'member' : 'members'}
        {site.hasOwnColours ? '' : ' · dealership colours'}
      </p>
      {canManage && (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEdit} aria-label={`Edit ${site.name}`}>
            Edit
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)} aria-label={`Delete ${site.name}`}>
            Delete
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${site.name}?`}
        description="Its customers, documents and requests stay, with no site."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(site.id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => reportMutationError(error, 'Failed to delete the site. Please try again.'),
          })
        }
      />
    </li>
  );
}

/** The logo the site's customers see: its own, else the dealership's; owners and managers change it. */
function SiteLogo({ site, canManage }: { site: Site; canManage: boolean }) {
  const logo = useSiteLogo(site.id);
  const inputId = useId();
  const change = (file: File | null) =>
    logo.mutate(file, {
      onSuccess: () =>
        toast({
          title: file ? 'Site Logo Uploaded' : 'Site Logo Removed',
          description: file
            ? `${site.name}'s customers now see this logo.`
            : `${site.name} uses the dealership's logo again.`,
          variant: 'success',
        }),
      onError: (error) => reportMutationError(error, 'Failed to change the site logo. Please try again.'),
    });
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {site.logoUrl ? (
        <img src={site.logoUrl} alt={`${site.name} logo`} className="h-8 max-w-32 object-contain" />
      ) : (
        <span className="text-xs text-slate-500">No logo</span>
      )}
      <span className="text-xs text-slate-500">{site.hasOwnLogo ? 'own logo' : 'dealership logo'}</span>
      {canManage && (
        <>
          <label htmlFor={inputId} className="cursor-pointer text-sm text-brand-ink underline">
            {logo.isPending ? 'Uploading…' : site.hasOwnLogo ? 'Change logo' : 'Upload its own logo'}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            className="sr-only"
            disabled={logo.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) change(file);
            }}
          />
          {site.hasOwnLogo && (
            <Button
              variant="ghost"
              className="min-h-8 px-2"
              onClick={() => change(null)}
              disabled={logo.isPending}
            >
              Use the dealership's
            </Button>
          )}
        </>
      )}
    </div>
  );
}

function SiteDialog({ site, onClose }: { site: Site | null; onClose: () => void }) {
  const save = useSaveSite();
  const form = useForm<SiteInput>({
    resolver: zodResolver(siteSchema) as never,
    defaultValues: {
      name: site?.name ?? '',
      address: site?.address ?? '',
      phone: site?.phone ?? '',
      primaryColor: site?.hasOwnColours ? site.primaryColor : '',
      secondaryColor: site?.hasOwnColours ? site.secondaryColor : '',
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, id: site?.id },
      {
        onSuccess: (saved) => {
          toast({ title: 'Site Saved', description: `${saved.name} has been saved.`, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 402 || error.status === 409)) {
            form.setError('root', { message: error.reason });
            return;
          }
          for (const issue of error instanceof ApiError ? (error.body?.issues ?? []) : [])
            form.setError(issue.path as keyof SiteInput, { message: issue.message });
          reportMutationError(error, 'Failed to save the site. Please try again.');
        },
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={site ? `Edit ${site.name}` : 'Add a site'}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <FormField label="Site name" error={errors.name?.message} {...form.register('name')} />
        <FormField label="Address (optional)" error={errors.address?.message} {...form.register('address')} />
        <FormField
          label="Phone (optional)"
          type="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="Primary colour (optional)"
            placeholder="#1e40af"
            error={errors.primaryColor?.message}
            {...form.register('primaryColor')}
          />
          <FormField
            label="Secondary colour (optional)"
            placeholder="#64748b"
            error={errors.secondaryColor?.message}
            {...form.register('secondaryColor')}
          />
        </div>
        <p className="text-xs text-slate-600">Leave the colours empty to use the dealership's.</p>
        {errors.root && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {errors.root.message}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Site'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
