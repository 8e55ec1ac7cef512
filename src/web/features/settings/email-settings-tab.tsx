import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, PlugZap, Save, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Resolver, type ResolverResult, useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DealerSettings } from '../../../shared/dealer/settings.types.ts';
import {
  DEFAULT_SMTP_PORT,
  IMPLICIT_TLS_PORT,
  SMTP_PRESETS,
  type SmtpSettings,
  type SmtpSettingsInput,
  smtpConnectionSchema,
  smtpUsesImplicitTls,
} from '../../../shared/dealer/smtp.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FailureDetail } from '../../components/ui/failure-detail.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import {
  applyServerIssues,
  SMTP_FAILED_SENTENCE,
  smtpFailureReason,
  useSaveSmtp,
  useTestSmtp,
} from './api.ts';

type SmtpForm = {
  smtpEnabled: boolean;
  smtpHost: string;
  smtpPort: string;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  smtpFromEmail: string;
};
const CONNECTION_FIELDS = ['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'smtpFromEmail'] as const;

const toFormValues = (s: SmtpSettings): SmtpForm => ({
  smtpEnabled: s.smtpEnabled,
  smtpHost: s.smtpHost ?? '',
  smtpPort: String(s.smtpPort || DEFAULT_SMTP_PORT),
  smtpSecure: smtpUsesImplicitTls(s.smtpPort, s.smtpSecure),
  smtpUser: s.smtpUser ?? '',
  smtpPassword: '',
  smtpFromEmail: s.smtpFromEmail ?? '',
});

const connectionResolver = zodResolver(smtpConnectionSchema.extend({ smtpEnabled: z.literal(true) }));

/**
 * With business e-mail off only the switch is saved (the stored server stays for later); with it on, the
 * shared schema's messages apply, and a password is needed unless one is stored.
 */
function smtpResolver(passwordSet: { current: boolean }): Resolver<SmtpForm, unknown, SmtpSettingsInput> {
  return async (values, context, options) => {
    if (!values.smtpEnabled) return { values: { smtpEnabled: false }, errors: {} };
    const result = (await connectionResolver(
      { ...values, smtpEnabled: true },
      context,
      options as never,
    )) as ResolverResult<SmtpForm, SmtpSettingsInput>;
    if (passwordSet.current || values.smtpPassword.trim()) return result;
    return {
      values: {},
      errors: { ...result.errors, smtpPassword: { type: 'required', message: 'Password is required' } },
    };
  };
}

function securityHint(port: string, secure: boolean) {
  if (Number(port) === IMPLICIT_TLS_PORT) return 'Port 465 uses SSL/TLS from the first byte.';
  if (Number(port) === DEFAULT_SMTP_PORT) return 'Port 587 starts plain and is upgraded with STARTTLS.';
  return secure ? 'SSL/TLS from the first byte.' : 'Upgraded with STARTTLS when the server offers it.';
}

/** Business e-mail: the dealer's own SMTP server for their customers' mail. */
export function EmailSettingsTab({ settings }: { settings: DealerSettings & SmtpSettings }) {
  const [passwordSet, setPasswordSet] = useState(settings.smtpPasswordSet);
  const passwordSetRef = useRef(passwordSet);
  passwordSetRef.current = passwordSet;
  const [resolver] = useState(() => smtpResolver(passwordSetRef));
  const form = useForm<SmtpForm, unknown, SmtpSettingsInput>({
    resolver,
    defaultValues: toFormValues(settings),
  });
  const { register, setValue, watch, formState, reset } = form;
  const enabled = useController({ control: form.control, name: 'smtpEnabled' });
  const errors = formState.errors;

  const save = useSaveSmtp((saved) => {
    setPasswordSet(saved.smtpPasswordSet);
    passwordSetRef.current = saved.smtpPasswordSet;
    reset(toFormValues(saved));
  });
  const test = useTestSmtp();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onError: (error) => applyServerIssues(error, form.setError, CONNECTION_FIELDS) }),
  );

  async function testConnection() {
    test.reset();
    if (!(await form.trigger(CONNECTION_FIELDS))) return;
    const parsed = smtpConnectionSchema.safeParse(form.getValues());
    if (!parsed.success) return;
    test.mutate(parsed.data, {
      onError: (error) => applyServerIssues(error, form.setError, CONNECTION_FIELDS),
    });
  }

  const fill = (changes: Partial<SmtpForm>) => {
    for (const [name, value] of Object.entries(changes)) {
      setValue(name as keyof SmtpForm, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };
  const port = watch('smtpPort');
  const secure = watch('smtpSecure');
  const isOn = Boolean(enabled.field.value);

  return (
    <form onSubmit={submit} noValidate aria-label="Email settings" className="grid gap-6">
      <Card as="section" className="p-5">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="smtp-enabled-label" className="text-lg font-semibold">
              Enable Business Email
            </h2>
            <p id="smtp-enabled-hint" className="mt-1 text-sm text-slate-600">
              {isOn
                ? 'Your customers’ e-mails are sent from your own e-mail server.'
                : 'Off: Docs2Sign sends your customers’ e-mails with your from-name, and replies come to you.'}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={isOn}
            aria-labelledby="smtp-enabled-label"
            aria-describedby="smtp-enabled-hint"
            onClick={() => {
              test.reset();
              enabled.field.onChange(!isOn);
            }}
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              isOn ? 'bg-brand' : 'bg-slate-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                isOn ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        </div>

        {isOn && (
          <div className="mt-5 grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium text-slate-800">Quick setup</legend>
              <div className="flex flex-wrap gap-2">
                {SMTP_PRESETS.map((preset) => (
                  <Button
                    key={preset.name}
                    variant="outline"
                    className="min-h-9 px-3"
                    onClick={() =>
                      fill({ smtpHost: preset.host, smtpPort: String(preset.port), smtpSecure: false })
                    }
                  >
                    {preset.name}
                  </Button>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
              <FormField
                label="SMTP host"
                placeholder="smtp.example.co.uk"
                autoComplete="off"
                spellCheck={false}
                error={errors.smtpHost?.message}
                {...register('smtpHost')}
              />
              <FormField
                label="Port"
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                error={errors.smtpPort?.message}
                {...register('smtpPort', {
                  onChange: (event: { target: HTMLInputElement }) => {
                    const value = Number(event.target.value);
                    if (value === IMPLICIT_TLS_PORT) setValue('smtpSecure', true, { shouldDirty: true });
                    if (value === DEFAULT_SMTP_PORT) setValue('smtpSecure', false, { shouldDirty: true });
                  },
                })}
              />
            </div>
            <div className="grid gap-1">
              <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  aria-describedby="smtp-secure-hint"
                  {...register('smtpSecure', {
                    onChange: (event: { target: HTMLInputElement }) => {
                      const value = Number(form.getValues('smtpPort'));
                      if (event.target.checked && value === DEFAULT_SMTP_PORT)
                        setValue('smtpPort', String(IMPLICIT_TLS_PORT), { shouldDirty: true });
                      if (!event.target.checked && value === IMPLICIT_TLS_PORT)
                        setValue('smtpPort', String(DEFAULT_SMTP_PORT), { shouldDirty: true });
                    },
                  })}
                />
                Use SSL/TLS
              </label>
              <p id="smtp-secure-hint" className="text-xs text-slate-500">
                {securityHint(port, secure)}
              </p>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Username"
                type="email"
                autoComplete="off"
                placeholder="you@yourdealership.co.uk"
                error={errors.smtpUser?.message}
                {...register('smtpUser')}
              />
              <FormField
                label="Password"
                type="password"
                autoComplete="new-password"
                placeholder={passwordSet ? 'Saved — leave blank to keep' : 'Your e-mail or app password'}
                error={errors.smtpPassword?.message}
                {...register('smtpPassword')}
              />
            </div>
            <FormField
              label="From e-mail"
              type="email"
              autoComplete="off"
              placeholder="sales@yourdealership.co.uk"
              error={errors.smtpFromEmail?.message}
              {...register('smtpFromEmail')}
            />
            <p className="text-xs text-slate-500">
              Gmail and Microsoft 365 need an app password when two-step sign-in is on. Your password is
              stored encrypted and never shown again.
            </p>
            <TestResult test={test} />
          </div>
        )}
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isOn && (
          <Button variant="outline" onClick={() => void testConnection()} disabled={test.isPending}>
            <PlugZap className="h-4 w-4" aria-hidden="true" />
            {test.isPending ? 'Testing…' : 'Test Connection'}
          </Button>
        )}
        <Button type="submit" disabled={!formState.isDirty || save.isPending}>
          <Save className="h-4 w-4" aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save Email Settings'}
        </Button>
      </div>
    </form>
  );
}

function TestResult({ test }: { test: ReturnType<typeof useTestSmtp> }) {
  if (test.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>Connection Test Passed: {test.data.message}</span>
      </p>
    );
  }
  if (test.isError) {
    return (
      <div role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
        <XCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0 break-words">
          <p className="font-medium">Connection failed</p>
          <FailureDetail sentence={SMTP_FAILED_SENTENCE} detail={smtpFailureReason(test.error)} />
        </div>
      </div>
    );
  }
  return null;
}
