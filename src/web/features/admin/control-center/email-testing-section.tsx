// Email Testing: a test of the new-dealer welcome series, day 0 (immediate), 3 or 7,
// to any address and name, through the same call as the e-mail test page. The answer is shown beside it.
import { type FormEvent, useState } from 'react';
import { welcomeTestSchema } from '../../../../shared/dealer/email.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api.ts';
import { reportMutationError } from '../../../lib/mutation-errors.ts';
import { useWelcomeTest } from '../../email/index.ts';

const DAYS = [
  ['0', 'Day 0 (welcome, immediate)'],
  ['3', 'Day 3'],
  ['7', 'Day 7'],
] as const;

export function EmailTestingSection() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [day, setDay] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const send = useWelcomeTest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Both fields are needed before anything is sent.
    if (!email.trim() || !name.trim()) return setError('Please enter both email and name');
    const parsed = welcomeTestSchema.safeParse({ email: email.trim(), name, dayNumber: day });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        setResult({ ok: true, message: answer.message });
        toast({ title: 'Test Email Sent', description: answer.message, variant: 'success' });
      },
      onError: (failure) => {
        const reason = failure instanceof ApiError ? failure.reason : 'The test e-mail could not be sent.';
        setResult({ ok: false, message: reason });
        reportMutationError(failure, reason, 'Email Test Failed');
      },
    });
  };

  return (
    <Card as="section" className="min-w-0 p-4" aria-labelledby="email-testing-heading">
      <h2 id="email-testing-heading" className="text-lg font-semibold">
        Email Testing
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Send any e-mail of the new-dealer welcome series to check how it arrives.
      </p>
      <form onSubmit={submit} noValidate className="mt-3 grid max-w-xl gap-3">
        <FormField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <FormField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-slate-800">Which e-mail</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {DAYS.map(([value, label]) => (
              <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="welcome-day"
                  value={value}
                  checked={day === value}
                  onChange={() => setDay(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </div>
        {result && (
          <p role="status" className={result.ok ? 'text-sm text-emerald-700' : 'text-sm text-red-700'}>
            {result.message}
          </p>
        )}
      </form>
    </Card>
  );
}
