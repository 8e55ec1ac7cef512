import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { authApi } from '../../../shared/api/auth.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import {
  FIRST_PASSWORD_TOKEN_PREFIX,
  type PasswordResetConfirmInput,
  passwordResetConfirmSchema,
} from '../../../shared/dealer/auth.schema.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';

/**
 * The page an e-mailed reset link opens: choose a new password. A new account's set-password link (an invited
 * member, a dealer created by the operator) has a token starting `first.`: the page then speaks of setting
 * up the account's first password, since nothing is being changed.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const welcome = token.startsWith(FIRST_PASSWORD_TOKEN_PREFIX);
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(
    token ? null : 'This reset link is incomplete. Please ask for a new one.',
  );
  const form = useForm<PasswordResetConfirmInput>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { token },
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await callApi(authApi.confirmPasswordReset, { body: values });
      setDone(welcome ? 'Your password is set up. Sign in with it to start using your account.' : message);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.reason : 'Connection Error: please try again.');
    }
  });
  return (
    <AuthLayout title={welcome ? 'Set up your account' : 'Choose a new password'}>
      {done ? (
        <div className="grid gap-4">
          <FormAlert tone="info" message={done} />
          <a href={PATHS.login} className={buttonClass()}>
            Sign in
          </a>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={serverError} />
          <FormField
            label={`${welcome ? 'Choose a password' : 'New password'} (at least 10 characters)`}
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" disabled={!token || form.formState.isSubmitting}>
            {welcome ? 'Set up my password' : 'Save new password'}
          </Button>
          <a href={`${PATHS.login}?mode=forgot`} className="text-sm text-brand-ink hover:underline">
            Ask for a new link
          </a>
        </form>
      )}
    </AuthLayout>
  );
}
