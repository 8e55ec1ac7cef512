import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { useSearch } from 'wouter';
import { authApi } from '../../../shared/api/auth.ts';
import { PATHS } from '../../../shared/api/paths.ts';
import {
  type LoginInput,
  loginSchema,
  type PasswordResetRequestInput,
  passwordResetRequestSchema,
  type RegisterInput,
  registerSchema,
  type SetupAdminInput,
  setupAdminSchema,
} from '../../../shared/dealer/auth.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { safeNextPath } from '../../lib/sign-in-link.ts';
import { AuthLayout, FormAlert } from './auth-layout.tsx';
import { useAuthOptions } from './use-auth.ts';

type Mode = 'signin' | 'register' | 'forgot';

/** GET /api/login: sign in, create a dealer account, ask for a reset link, or set up the administrator. */
export default function LoginPage() {
  const search = new URLSearchParams(useSearch());
  const [mode, setMode] = useState<Mode>(() => (search.get('mode') as Mode) ?? 'signin');
  const options = useAuthOptions();
  if (options.isLoading) return <Spinner />;
  const setupToken = search.get('setup');
  if (options.data?.needsAdministrator && mode !== 'register') {
    return setupToken ? (
      <SetupAdministrator setupToken={setupToken} onDealer={() => setMode('register')} />
    ) : (
      <SetupNeedsLink onDealer={() => setMode('register')} />
    );
  }
  if (mode === 'register') return <RegisterForm onSignIn={() => setMode('signin')} />;
  if (mode === 'forgot') return <ForgotPasswordForm onSignIn={() => setMode('signin')} />;
  return (
    <SignInForm
      oidcProviderName={options.data?.oidcProviderName ?? null}
      onRegister={() => setMode('register')}
      onForgot={() => setMode('forgot')}
    />
  );
}

/**
 * After sign-in: back to the page the visitor was sent here from (`?next=`, this site only), else the
 * dashboard; an administrator's dashboard is the admin dashboard.
 */
const goToDashboard = (isAdmin = false) =>
  window.location.assign(
    safeNextPath(new URLSearchParams(window.location.search).get('next')) ??
      (isAdmin ? '/admin-dashboard' : '/dashboard'),
  );

function applyServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string {
  if (!(error instanceof ApiError)) return 'Connection Error: please check your connection and try again.';
  for (const issue of error.body?.issues ?? []) setError(issue.path as Path<T>, { message: issue.message });
  return error.reason;
}

function SignInForm(props: {
  oidcProviderName: string | null;
  onRegister: () => void;
  onForgot: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const user = await callApi(authApi.login, { body: values });
      goToDashboard(user.isAdmin);
    } catch (error) {
      setServerError(applyServerError(error, form.setError));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout title="Sign in" subtitle="Dealer and administrator access">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormAlert message={serverError} />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            className="text-brand-ink underline-offset-2 hover:underline"
            onClick={props.onForgot}
          >
            Forgot password
          </button>
          <button
            type="button"
            className="text-brand-ink underline-offset-2 hover:underline"
            onClick={props.onRegister}
          >
            Create a dealer account
          </button>
        </div>
      </form>
      {props.oidcProviderName && <OidcButton name={props.oidcProviderName} />}
    </AuthLayout>
  );
}

function OidcButton({ name }: { name: string }) {
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    try {
      const { url } = await callApi(authApi.signInWithProvider, {
        body: {
          provider: 'oidc',
          callbackURL: safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? '/dashboard',
          errorCallbackURL: PATHS.login,
        },
      });
      window.location.assign(url);
    } catch (e) {
      setError(e instanceof ApiError ? e.reason : 'Could not reach the sign-in provider.');
    }
  };
  return (
    <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
      <FormAlert message={error} />
      <Button variant="outline" onClick={start}>
        Continue with {name}
      </Button>
    </div>
  );
}

function RegisterForm({ onSignIn }: { onSignIn: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema) });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await callApi(authApi.register, { body: values });
      if (result.emailVerificationRequired) {
        setNotice(
          `We have sent a confirmation link to ${values.email}. Open it to start using your account.`,
        );
        return;
      }
      goToDashboard();
    } catch (error) {
      setServerError(applyServerError(error, form.setError));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout
      title="Create a dealer account"
      subtitle="Send documents to your customers for signature in minutes."
    >
      {notice ? (
        <FormAlert tone="info" message={notice} />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={serverError} />
          <FormField
            label="Dealership name"
            autoComplete="organization"
            error={errors.dealershipName?.message}
            {...form.register('dealershipName')}
          />
          <NewAccountFields
            errors={errors}
            fields={{
              firstName: form.register('firstName'),
              lastName: form.register('lastName'),
              email: form.register('email'),
              password: form.register('password'),
            }}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating account…' : 'Create account'}
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm text-slate-600">
        Already have an account?{' '}
        <button type="button" className="text-brand-ink hover:underline" onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </AuthLayout>
  );
}

function ForgotPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema) });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await callApi(authApi.requestPasswordReset, { body: values });
      setSent(message);
    } catch (error) {
      setServerError(applyServerError(error, form.setError));
    }
  });
  return (
    <AuthLayout title="Forgot password" subtitle="We will e-mail you a link to choose a new password.">
      {sent ? (
        <FormAlert tone="info" message={sent} />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={serverError} />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <button type="button" className="mt-4 text-sm text-brand-ink hover:underline" onClick={onSignIn}>
        Back to sign in
      </button>
    </AuthLayout>
  );
}

/** The first-run screen opened without the setup link: what the operator does instead. */
function SetupNeedsLink({ onDealer }: { onDealer: () => void }) {
  return (
    <AuthLayout title="Set up Docs2Sign" subtitle="No administrator account exists yet.">
      <FormAlert
        tone="info"
        message="To create the administrator account, open the setup link printed in the server's start-up output, or run npm run admin:create on the server."
      />
      <DealerInstead onDealer={onDealer} />
    </AuthLayout>
  );
}

function DealerInstead({ onDealer }: { onDealer: () => void }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      Setting up a dealership instead?{' '}
      <button type="button" className="text-brand-ink hover:underline" onClick={onDealer}>
        Create a dealer account
      </button>
    </p>
  );
}

/** The first-run administrator form, opened through the start-up link (`?setup=` carries its token). */
function SetupAdministrator({ setupToken, onDealer }: { setupToken: string; onDealer: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SetupAdminInput>({ resolver: zodResolver(setupAdminSchema) });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await callApi(authApi.setupAdmin, { body: { ...values, setupToken } });
      goToDashboard(true);
    } catch (error) {
      setServerError(applyServerError(error, form.setError));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout
      title="Create the administrator account"
      subtitle="No account exists yet. The first account looks after the platform and its dealers."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormAlert message={serverError} />
        <NewAccountFields
          errors={errors}
          fields={{
            firstName: form.register('firstName'),
            lastName: form.register('lastName'),
            email: form.register('email'),
            password: form.register('password'),
          }}
        />
        <Button type="submit" disabled={isSubmitting}>
          Create the administrator account
        </Button>
      </form>
      <DealerInstead onDealer={onDealer} />
    </AuthLayout>
  );
}

type AccountField = 'firstName' | 'lastName' | 'email' | 'password';

/** Name, e-mail and a new password: shared by dealer registration and the administrator set-up. */
function NewAccountFields(props: {
  fields: Record<AccountField, UseFormRegisterReturn>;
  errors: Partial<Record<AccountField, { message?: string }>>;
}) {
  const { fields, errors } = props;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...fields.firstName}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...fields.lastName}
        />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...fields.email}
      />
      <FormField
        label="Password (at least 10 characters)"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...fields.password}
      />
    </>
  );
}
