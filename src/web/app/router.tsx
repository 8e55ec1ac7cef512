import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../features/auth/use-auth.ts';
import { AppShell } from './app-shell.tsx';

// Every screen is its own chunk, so a visitor downloads only the page they open.
const LandingPage = lazy(() => import('../features/public-site/landing-page.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const AuthRequiredPage = lazy(() => import('../features/auth/auth-required-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const UploadPage = lazy(() => import('../features/documents/upload-page.tsx'));
const DocumentEditorPage = lazy(() => import('../features/documents/document-editor-page.tsx'));
const TextEditorPage = lazy(() => import('../features/documents/text-editor-page.tsx'));
const SendPage = lazy(() => import('../features/documents/send-page.tsx'));
const DocumentAdminPage = lazy(() => import('../features/documents/document-admin-page.tsx'));
const OutboxPage = lazy(() => import('../features/admin/outbox-page.tsx'));
const EmailTestPage = lazy(() => import('../features/email/email-test-page.tsx'));
const BusinessNamesPage = lazy(() => import('../features/business-names/business-name-checker-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/settings-page.tsx'));
const SigningPage = lazy(() => import('../features/customer-signing/signing-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** A signed-in screen inside the app shell (header, dealer's colours). */
const inShell = (Page: ComponentType) => () => (
  <AppShell>
    <Page />
  </AppShell>
);
const Dashboard = inShell(DashboardPage);
const Settings = inShell(SettingsPage);
const EmailTest = inShell(EmailTestPage);
const Outbox = inShell(OutboxPage);

/** The route table of spec A §2, chosen by session state. */
export function Router() {
  return (
    <Suspense fallback={<Spinner />}>
      <Switch>
        {/* A customer's link needs no session: it does not wait for (or even ask about) one. */}
        <Route path="/sign/:token" component={SigningPage} />
        <Route path="/customer-signing/:token" component={SigningPage} />
        <Route component={SessionRoutes} />
      </Switch>
    </Suspense>
  );
}

function SessionRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner />;
  return (
    <Switch>
      {/* Public, whatever the session */}
      <Route path="/api/login" component={isAuthenticated ? Dashboard : LoginPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      {isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />}
    </Switch>
  );
}

function SignedInRoutes() {
  return (
    <Switch>
      <Route path="/" component={Dashboard} />
      <Route path="/dashboard" component={Dashboard} />
      <Route path="/dealer-dashboard" component={Dashboard} />
      <Route path="/documents" component={Dashboard} />
      <Route path="/upload" component={UploadPage} />
      <Route path="/pdf-upload" component={UploadPage} />
      <Route path="/documents/:id/edit" component={DocumentEditorPage} />
      <Route path="/documents/:id/text-editor" component={TextEditorPage} />
      <Route path="/documents/:id/send" component={SendPage} />
      <Route path="/admin" component={DocumentAdminPage} />
      <Route path="/admin-smtp" component={Outbox} />
      <Route path="/email-test" component={EmailTest} />
      <Route path="/business-name-checker" component={BusinessNamesPage} />
      <Route path="/settings" component={Settings} />
      <Route path="/dealer-settings" component={Settings} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/dashboard" component={AuthRequiredPage} />
      <Route path="/dealer-app" component={AuthRequiredPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
