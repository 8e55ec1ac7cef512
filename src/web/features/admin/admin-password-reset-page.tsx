// /admin-password-reset: find a password-protected dealer file, then set a new password or
// remove its protection. The server re-wraps the file's key; the content is never read.
import { AlertTriangle, ArrowLeft, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PROTECTION_CHOICE_REQUIRED } from '../../../shared/admin/admin.schema.ts';
import { DEALER_FILE_TYPE_LABELS, type ProtectedFile } from '../../../shared/dealer/dealer-files.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { useProtectedFiles, useResetFilePassword } from './admin-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

export default function AdminPasswordResetPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const files = useProtectedFiles(query);
  const [selected, setSelected] = useState<ProtectedFile | null>(null);
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <Link href="/admin" className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">Password Reset Management</h1>
      <p className="mt-1 text-sm text-slate-600">
        Reset or remove the password of a dealer's protected file.
      </p>
      <div className="mt-4 max-w-md">
        <FormField
          label="Search protected files"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="File name, customer, registration or dealer"
        />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_1fr]">
        <section aria-label="Protected files" className="min-w-0">
          <QueryState
            query={files}
            what="the protected files"
            isEmpty={(data) => data.length === 0}
            empty={
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
                {query ? `No protected file matches "${query}".` : 'No dealer has a password-protected file.'}
              </p>
            }
          >
            {(data) => (
              <ul className="grid gap-2">
                {data.map((f) => (
                  <li key={f.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(f)}
                      aria-current={selected?.id === f.id}
                      className="w-full rounded-lg border border-slate-200 bg-white p-3 text-left hover:bg-slate-50 aria-[current=true]:border-brand aria-[current=true]:bg-brand/10"
                    >
                      <span className="flex items-center gap-2 font-medium [overflow-wrap:anywhere]">
                        <Lock className="h-4 w-4 shrink-0" aria-hidden="true" /> {f.fileName}
                      </span>
                      <span className="block break-words text-sm text-slate-700">
                        {f.dealerName || 'Unknown dealer'}
                      </span>
                      <span className="block text-xs text-slate-600">
                        {DEALER_FILE_TYPE_LABELS[f.fileType]}
                        {f.customerName && ` · ${f.customerName}`}
                        {f.vehicleRegistration && ` · ${f.vehicleRegistration}`} ·{' '}
                        {dateFormat.format(new Date(f.uploadedAt))}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        {selected ? (
          <ResetForm key={selected.id} file={selected} onDone={() => setSelected(null)} />
        ) : (
          <p className="text-sm text-slate-600">Choose a file to reset or remove its password.</p>
        )}
      </div>
    </main>
  );
}

function ResetForm({ file, onDone }: { file: ProtectedFile; onDone: () => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [removeProtection, setRemoveProtection] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = useResetFilePassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!removeProtection && !newPassword.trim()) return setError(PROTECTION_CHOICE_REQUIRED);
    setError(null);
    reset.mutate(
      { fileId: file.id, newPassword: removeProtection ? null : newPassword, removeProtection },
      {
        onSuccess: (result) => {
          toast({
            title: result.isPasswordProtected ? 'Password Reset' : 'Protection Removed',
            description: result.message,
          });
          onDone();
        },
        onError: (err) =>
          err instanceof ApiError && err.status === 400
            ? setError(err.reason)
            : reportMutationError(err, 'Failed to reset the file password.'),
      },
    );
  };
  return (
    <form
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={submit}
      noValidate
      aria-label="Reset file password"
    >
      <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{file.fileName}</h2>
      <p
        role="note"
        className="flex gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        This affects the dealer's access: the old password will no longer open this file.
      </p>
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        disabled={removeProtection}
        onChange={(e) => setNewPassword(e.target.value)}
        error={error ?? undefined}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={removeProtection}
          onChange={(e) => setRemoveProtection(e.target.checked)}
        />
        Remove password protection
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : removeProtection ? 'Remove Protection' : 'Reset Password'}
        </Button>
      </div>
    </form>
  );
}
