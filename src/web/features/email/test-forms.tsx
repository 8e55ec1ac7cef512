import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type EmailTestInput,
  emailTestSchema,
  welcomeTestSchema,
} from '../../../shared/dealer/email.schema.ts';
import {
  DEFAULT_SMTP_PORT,
  type SmtpConnectionInput,
  smtpConnectionSchema,
} from '../../../shared/dealer/smtp.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api.ts';
import { useSendTestEmail, useTestSmtp, useWelcomeTest } from './api.ts';
import type { RecordResult } from './email-test-page.tsx';

const reason = (error: unknown) =>
  error instanceof ApiError ? error.reason : 'Connection Error: please check your connection and try again.';
// A failed SMTP test in a sentence; the server's own words go in the result's folded detail.
const SMTP_FAILED = 'Could not connect to your email server. Please check your settings.';
const card = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4';

/** A sample signing e-mail to any address, through the same route as customers' mail. */
export function SendTestForm({ record }: { record: RecordResult }) {
  const form = useForm<EmailTestInput>({
    resolver: zodResolver(emailTestSchema),
    defaultValues: { customerEmail: '', customerName: '', documentTitle: 'Sales Agreement' },
  });
  const send = useSendTestEmail();
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Test Email Sent!', description: answer.message, variant: 'success' });
        record('Test e-mail', true, answer.message);
      },
      onError: (error) => {
        toast({ title: 'Email Failed', description: reason(error), variant: 'destructive' });
        record('Test e-mail', false, 'The test e-mail could not be sent.', reason(error));
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="send-test-heading">
      <h2 id="send-test-heading" className="font-semibold">
        Send a test signing e-mail
      </h2>
      <div className="mt-3 grid gap-3">
        <FormField
          label="Customer email"
          type="email"
          {...form.register('customerEmail')}
          error={errors.customerEmail?.message}
        />
        <FormField
          label="Customer name"
          {...form.register('customerName')}
          error={errors.customerName?.message}
        />
        <FormField
          label="Document title"
          {...form.register('documentTitle')}
          error={errors.documentTitle?.message}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Test Email'}
        </Button>
      </div>
    </form>
  );
}

/** Connects to any mail server with the given details (the page suggests a common provider). */
export function SmtpTestForm({ record }: { record: RecordResult }) {
  const form = useForm<z.input<typeof smtpConnectionSchema>, unknown, SmtpConnectionInput>({
    resolver: zodResolver(smtpConnectionSchema),
    defaultValues: {
      smtpHost: 'smtp.gmail.com',
      smtpPort: DEFAULT_SMTP_PORT,
      smtpUser: '',
      smtpPassword: '',
      smtpFromEmail: '',
    },
  });
  const test = useTestSmtp();
  const submit = form.handleSubmit((values) =>
    test.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Connection Test Passed', description: answer.message, variant: 'success' });
        record('SMTP connection', true, answer.message);
      },
      onError: (error) => {
        toast({ title: 'Connection failed', description: SMTP_FAILED, variant: 'destructive' });
        record('SMTP connection', false, SMTP_FAILED, reason(error));
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="smtp-test-heading">
      <h2 id="smtp-test-heading" className="font-semibold">
        SMTP connection test
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Leave the password blank to use the one saved in Settings.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField label="SMTP host" {...form.register('smtpHost')} error={errors.smtpHost?.message} />
        <FormField
          label="Port"
          inputMode="numeric"
          {...form.register('smtpPort')}
          error={errors.smtpPort?.message}
        />
        <FormField label="Username" {...form.register('smtpUser')} error={errors.smtpUser?.message} />
        <FormField
          label="Password"
          type="password"
          autoComplete="off"
          {...form.register('smtpPassword')}
          error={errors.smtpPassword?.message}
        />
        <FormField
          label="From email"
          type="email"
          {...form.register('smtpFromEmail')}
          error={errors.smtpFromEmail?.message}
        />
      </div>
      <Button type="submit" className="mt-3" disabled={test.isPending}>
        {test.isPending ? 'Connecting…' : 'Test Connection'}
      </Button>
    </form>
  );
}

type WelcomeForm = { email: string; name: string; dayNumber: string };

/** Administrators: any day of the new-dealer welcome series, to any address. */
export function WelcomeTestForm({ record }: { record: RecordResult }) {
  const form = useForm<WelcomeForm>({ defaultValues: { email: '', name: '', dayNumber: '0' } });
  const send = useWelcomeTest();
  const submit = form.handleSubmit((values) => {
    const parsed = welcomeTestSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(issue.path[0] as keyof WelcomeForm, { message: issue.message });
      }
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: (answer) => record('Welcome e-mail', true, answer.message),
      onError: (error) => {
        toast({ title: 'Email Failed', description: reason(error), variant: 'destructive' });
        record('Welcome e-mail', false, 'The welcome e-mail could not be sent.', reason(error));
      },
    });
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="welcome-test-heading">
      <h2 id="welcome-test-heading" className="font-semibold">
        Welcome e-mail test
      </h2>
      <div className="mt-3 grid gap-3">
        <FormField label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
        <FormField label="Name" {...form.register('name')} error={errors.name?.message} />
        <div className="grid gap-1">
          <label htmlFor="welcome-day" className="text-sm font-medium">
            Day
          </label>
          <select
            id="welcome-day"
            {...form.register('dayNumber')}
            className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="0">Day 0 (immediate)</option>
            <option value="3">Day 3</option>
            <option value="7">Day 7</option>
          </select>
        </div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Welcome Email'}
        </Button>
      </div>
    </form>
  );
}
