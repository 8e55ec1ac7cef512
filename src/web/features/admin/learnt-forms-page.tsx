// /admin-learnt-forms: the forms learnt from dealers' corrections, with whose they are and how often they
// read an upload. An operator promotes a lender's standard agreement to every dealership, or forgets a form
// (its next copies are read afresh).
import { ArrowLeft, Globe } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AdminLearntForm } from '../../../shared/api/learnt-forms.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/documents/document-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { useAdminLearntForms, useForgetLearntForm, usePromoteLearntForm } from './learnt-forms-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

export default function LearntFormsPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const forms = useAdminLearntForms(query);
  const [forgetting, setForgetting] = useState<AdminLearntForm | null>(null);
  const forget = useForgetLearntForm();
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <Link
        href="/admin-dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">Learnt forms</h1>
      <p className="mt-1 text-sm text-slate-600">
        A dealer's correction of a document teaches its form; later copies of that form are read where the
        values were. Promote a lender's standard agreement to read it for every dealership.
      </p>
      <div className="mt-4 max-w-md">
        <FormField
          label="Search learnt forms"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Form or dealership"
        />
      </div>
      <section aria-label="Learnt forms" className="mt-6">
        <QueryState
          query={forms}
          what="the learnt forms"
          isEmpty={(data) => data.length === 0}
          empty={
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
              {query ? `No learnt form matches "${query}".` : 'No dealer has corrected a document yet.'}
            </p>
          }
        >
          {(data) => (
            <ul className="grid gap-2">
              {data.map((form) => (
                <FormRow key={form.id} form={form} onForget={() => setForgetting(form)} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        open={forgetting !== null}
        onOpenChange={(open) => !open && setForgetting(null)}
        title="Forget this form?"
        description={`The next copies of "${forgetting?.name ?? ''}" are read afresh${forgetting?.promoted ? ', for every dealership' : ''}, until a dealer corrects one again.`}
        confirmLabel="Forget form"
        busy={forget.isPending}
        onConfirm={() =>
          forgetting &&
          forget.mutate(forgetting.id, {
            onSuccess: (result) => {
              toast({ title: 'Form forgotten', description: result.message });
              setForgetting(null);
            },
            onError: (err) => reportMutationError(err, 'Failed to forget the form.'),
          })
        }
      />
    </main>
  );
}

function FormRow({ form, onForget }: { form: AdminLearntForm; onForget: () => void }) {
  const promote = usePromoteLearntForm();
  const reads = [
    form.reads.customerName && 'customer',
    form.reads.vehicleRegistration && 'registration',
    form.places > 0 && `${form.places} place${form.places === 1 ? '' : 's'} to sign`,
  ].filter(Boolean);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
      data-testid="learnt-form"
    >
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium break-words">
          {form.name}
          {form.promoted && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800">
              <Globe className="h-3 w-3" aria-hidden="true" /> Every dealership
            </span>
          )}
        </p>
        <p className="text-sm text-slate-700 break-words">{form.dealer.name || 'Unknown dealer'}</p>
        <p className="text-xs text-slate-600">
          {DOCUMENT_TYPE_LABELS[form.documentType]} · {form.pageCount} page{form.pageCount === 1 ? '' : 's'} ·
          reads {reads.length ? reads.join(', ') : 'the type only'} · used {form.uses} time
          {form.uses === 1 ? '' : 's'}
          {form.lastUsedAt && `, last ${dateFormat.format(new Date(form.lastUsedAt))}`} · learnt{' '}
          {dateFormat.format(new Date(form.learntAt))}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={promote.isPending}
          onClick={() =>
            promote.mutate(
              { id: form.id, promoted: !form.promoted },
              {
                onSuccess: (result) =>
                  toast({
                    title: result.promoted ? 'Promoted' : 'Withdrawn',
                    description: result.promoted
                      ? `${result.name} now reads uploads of every dealership.`
                      : `${result.name} reads ${result.dealer.name || 'its dealership'}'s uploads only.`,
                  }),
                onError: (err) => reportMutationError(err, 'Failed to change the form.'),
              },
            )
          }
        >
          {form.promoted ? 'Withdraw from every dealership' : 'Promote to every dealership'}
        </Button>
        <Button variant="destructive" onClick={onForget}>
          Forget
        </Button>
      </div>
    </li>
  );
}
