import {
  Car,
  Download,
  Eraser,
  Languages,
  Mail,
  MapPin,
  Pencil,
  Phone,
  Plus,
  Search,
  Send,
  Trash2,
  Users,
} from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import type { customersApi } from '../../../shared/api/customers.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { SiteFilter } from '../../components/ui/site-filter.tsx';
import { hasDraft } from '../../lib/form-draft.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { useSites } from '../../lib/sites.ts';
import { customerExportUrl, useDeleteCustomer, useEraseCustomer } from './api.ts';
import { CustomerDialog, NEW_CUSTOMER_DRAFT } from './customer-dialog.tsx';

/** The dialog that sends a customer their documents again. It belongs to signing requests, so the screen
 * that shows both tabs hands it in: customers never import signing requests (which pick customers). */
export type ResendDialogComponent = ComponentType<{ customer: Customer | null; onClose(): void }>;

export function CustomersTab({ ResendDialog }: { ResendDialog: ResendDialogComponent }) {
  // With more than one site, the list can keep to one.
  const sites = useSites();
  const [site, setSite] = useState('');
  const list = usePagedSearch<typeof customersApi.list>(
    { path: PATHS.customers },
    { site: site || undefined },
  );
  const { search, setSearch, searching } = list;
  // Add Customer opens again by itself when a lost session kept what was typed in it.
  const [editing, setEditing] = useState<{ customer: Customer | null } | null>(() =>
    hasDraft(NEW_CUSTOMER_DRAFT) ? { customer: null } : null,
  );
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [resending, setResending] = useState<Customer | null>(null);
  const remove = useDeleteCustomer(() => setDeleting(null));
  const [erasing, setErasing] = useState<Customer | null>(null);
  const erase = useEraseCustomer(() => setErasing(null));

  return (
    <section aria-labelledby="customers-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="customers-heading" className="text-lg font-semibold">
          Customers
        </h2>
        <Button onClick={() => setEditing({ customer: null })}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add Customer
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <SearchBox
            value={search}
            onChange={setSearch}
            placeholder="Search by name, e-mail, phone, postcode or registration"
            label="Search customers"
          />
        </div>
        <SiteFilter sites={sites.data} value={site} onChange={setSite} label="Site of the customers" />
      </div>
      <QueryState
        query={list.query}
        what="your customers"
        isEmpty={(list) => list.length === 0}
        empty={
          searching ? (
            <EmptyState icon={Search} title={`No customers match “${searching}”`}>
              Try part of a name, an e-mail, a phone number, a postcode or a registration.
            </EmptyState>
          ) : site ? (
            <EmptyState icon={Users} title="No customers at this site yet">
              Customers added by the people who work only at this site belong to it. Choose All sites to see
              everyone.
            </EmptyState>
          ) : (
            <EmptyState
              icon={Users}
              title="No customers yet"
              action={
                <Button onClick={() => setEditing({ customer: null })}>
                  <Plus className="h-4 w-4" aria-hidden="true" /> Add your first customer
                </Button>
              }
            >
              Add a customer to send them documents to sign.
            </EmptyState>
          )
        }
      >
        {(list) => (
          // One row per customer, as the other lists: the name first and whole (it wraps only between
          // words), and the actions as icons with names for screen readers, so they never squeeze it.
          <Card as="ul" className="divide-y divide-slate-200 overflow-hidden">
            {list.map((c) => (
              <li key={c.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
                <div className="min-w-0 flex-1">
                  <p
                    className="overflow-hidden font-semibold text-ellipsis break-normal"
                    data-testid="customer-name"
                  >
                    {c.name}
                  </p>
                  <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-slate-600 lg:grid-cols-2">
                    <Detail icon={Mail} label="Email" value={c.email} />
                    <Detail icon={Phone} label="Phone" value={c.phone} />
                    <Detail
                      icon={MapPin}
                      label="Address"
                      value={[c.address, c.postcode].filter(Boolean).join(', ')}
                    />
                    {c.vehicleRegistration && (
                      <Detail
                        icon={Car}
                        label="Vehicle"
                        value={[
                          formatRegistration(c.vehicleRegistration),
                          c.vehicleData?.make,
                          c.vehicleData?.model,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    )}
                    {c.language && (
                      <Detail
                        icon={Languages}
                        label="Reads Docs2Sign in"
                        value={`${LANGUAGE_NAMES[c.language].english} (${LANGUAGE_NAMES[c.language].own})`}
                      />
                    )}
                  </dl>
                </div>
                <div className="-ml-2 flex shrink-0 gap-1 sm:ml-0">
                  <IconAction
                    label={`Edit ${c.name}`}
                    title="Edit"
                    onClick={() => setEditing({ customer: c })}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </IconAction>
                  <IconAction
                    label={`Resend to ${c.name}`}
                    title="Resend documents"
                    onClick={() => setResending(c)}
                  >
                    <Send className="h-4 w-4" aria-hidden="true" />
                  </IconAction>
                  <a
                    href={customerExportUrl(c)}
                    download
                    className={`${ICON_ACTION} text-slate-700`}
                    aria-label={`Export ${c.name}'s data`}
                    title="Export their data (ZIP)"
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                  </a>
                  <IconAction
                    label={`Erase ${c.name}'s data`}
                    title="Erase their data on request"
                    danger
                    onClick={() => setErasing(c)}
                  >
                    <Eraser className="h-4 w-4" aria-hidden="true" />
                  </IconAction>
                  <IconAction label={`Delete ${c.name}`} title="Delete" danger onClick={() => setDeleting(c)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </IconAction>
                </div>
              </li>
            ))}
          </Card>
        )}
      </QueryState>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoad={list.loadMore}
        footRef={list.footRef}
      />
      <CustomerDialog
        open={editing !== null}
        customer={editing?.customer ?? null}
        onClose={() => setEditing(null)}
      />
      <ResendDialog customer={resending} onClose={() => setResending(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete customer"
        description={`Are you sure you want to delete ${deleting?.name ?? ''}? This action cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(open) => !open && setErasing(null)}
        title="Erase customer data"
        description={`Erase ${erasing?.name ?? ''}'s personal data at their request? Signing requests that need not be kept are deleted with their history and signed copies. Signed sets within their 7 years from completion, or under a legal hold, are kept with the customer's name and e-mail. This cannot be undone.`}
        confirmLabel={erase.isPending ? 'Erasing…' : 'Erase'}
        busy={erase.isPending}
        onConfirm={() => erasing && erase.mutate(erasing)}
      />
    </section>
  );
}

const ICON_ACTION =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand';

/** A row action shown as its icon alone; its name is read out and shown as a tooltip. */
function IconAction(props: {
  label: string;
  title: string;
  danger?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${ICON_ACTION} ${props.danger ? 'text-red-700' : 'text-slate-700'}`}
      aria-label={props.label}
      title={props.title}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function Detail({ icon: Icon, label, value }: { icon: typeof Mail; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0">
        <Icon className="h-4 w-4 text-slate-400" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate">{value}</dd>
    </div>
  );
}
