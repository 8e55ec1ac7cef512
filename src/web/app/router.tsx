import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { PATHS } from '../../shared/api/paths.ts';
import { ScreenBoundary } from '../components/ui/screen-boundary.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../features/auth/index.ts';
import { publicSiteRoutes } from '../features/public-site/index.ts';
import { handoverKey } from '../lib/query-keys.ts';
import { safeNextPath, signInHref } from '../lib/sign-in-link.ts';
import { AppShell } from './app-shell.tsx';

// Every screen is its own chunk, so a visitor downloads only the page they open.
const loadLanding = () => import('../features/public-site/landing-page.tsx');
// Most visitors arrive at `/`: its chunk loads beside the session check rather than after it (in the
// browser: the server draws the dashboard with this module too).
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadLanding();
const LandingPage = lazy(loadLanding);
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const AuthRequiredPage = lazy(() => import('../features/auth/auth-required-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const UploadPage = lazy(() => import('../features/documents/upload-page.tsx'));
const DocumentEditorPage = lazy(() => import('../features/documents/document-editor-page.tsx'));
const TextEditorPage = lazy(() => import('../features/documents/text-editor-page.tsx'));
const SendPage = lazy(() => import('../features/documents/send-page.tsx'));
const BulkSendPage = lazy(() => import('../features/signing-requests/bulk-send-page.tsx'));
const DocumentAdminPage = lazy(() => import('../features/documents/document-admin-page.tsx'));
const OutboxPage = lazy(() => import('../features/admin/outbox-page.tsx'));
const AdminDashboardPage = lazy(() => import('../features/admin/admin-dashboard-page.tsx'));
const AdminPasswordResetPage = lazy(() => import('../features/admin/admin-password-reset-page.tsx'));
const ControlCenterPage = lazy(() => import('../features/admin/control-center/control-center-page.tsx'));
const AdminDealerCrmPage = lazy(() => import('../features/admin/crm/admin-dealer-crm-page.tsx'));
const LearntFormsPage = lazy(() => import('../features/admin/learnt-forms-page.tsx'));
const DemoRequestsPanel = lazy(() => import('../features/public-site/demo-requests-panel.tsx'));
const EmailTestPage = lazy(() => import('../features/email/email-test-page.tsx'));
const BusinessNamesPage = lazy(() => import('../features/business-names/business-name-checker-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/settings-page.tsx'));
const SigningPage = lazy(() => import('../features/customer-signing/signing-page.tsx'));
const DealerFilesPage = lazy(() => import('../features/dealer-files/dealer-files-page.tsx'));
const CustomerIdCapturePage = lazy(() => import('../features/dealer-files/customer-id-capture-page.tsx'));
const VideoHandoverPage = lazy(() => import('../features/dealer-files/video-handover-page.tsx'));
const VideoIdCheckPage = lazy(() => import('../features/dealer-files/video-id-check-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** A signed-in screen inside the app shell (header, dealer's colours). */
const inShell =
  <P extends object>(Page: ComponentType<P>) =>
  (props: P) => (
    <AppShell>
      <Page {...props} />
    </AppShell>
  );
const Dashboard = inShell(DashboardPage);
const Settings = inShell(SettingsPage);
const EmailTest = inShell(EmailTestPage);
// The outbox, and under it the demo requests visitors sent from the landing page (administrators only).
const Outbox = inShell(() => (
  <>
    <OutboxPage />
    <DemoRequestsPanel />
  </>
));
const AdminDashboard = inShell(AdminDashboardPage);
const AdminPasswordReset = inShell(AdminPasswordResetPage);
const ControlCenter = inShell(ControlCenterPage);
const AdminDealerCrm = inShell(AdminDealerCrmPage);
const LearntForms = inShell(LearntFormsPage);
const Upload = inShell(UploadPage);
const DocumentEditor = inShell(DocumentEditorPage);
const TextEditor = inShell(TextEditorPage);
const Send = inShell(SendPage);
const BulkSend = inShell(BulkSendPage);
const DocumentAdmin = inShell(DocumentAdminPage);
const BusinessNames = inShell(BusinessNamesPage);
const DealerFiles = inShell(DealerFilesPage);
const CustomerIdCapture = inShell(CustomerIdCapturePage);
const VideoHandover = inShell(VideoHandoverPage);
const VideoIdCheck = inShell(VideoIdCheckPage);

/**
 * Every signed-in route (and the dashboard's tabs): a signed-out visit to one of them goes to
 * the sign-in page and comes back afterwards, never to the not-found screen. Add a new signed-in route here
 * as well as to SignedInRoutes.
 */
const SIGNED_IN_PATHS: RegExp[] = [
  /^\/dashboard\/[a-z]+\/?$/,
  /^\/(dealer-dashboard|documents|settings|dealer-settings|email-test|upload|pdf-upload|admin|dealer-files|bulk-send)\/?$/,
  /^\/(admin-smtp|test-docs|customer-id-capture|video-handover|video-id-check|business-name-checker)\/?$/,
  /^\/(admin-dashboard|admin-password-reset|admin-control-center|admin-dealer-crm|admin-learnt-forms)\/?$/,
  /^\/documents\/[^/]+\/(edit|text-editor|send)\/?$/,
  /^\/dealer-files\//,
];
export const isSignedInPath = (path: string) => SIGNED_IN_PATHS.some((re) => re.test(path));

/** The route table, chosen by session state. */
export function Router() {
  // A screen whose code cannot be fetched shows Retry in its place; another address clears it (the tree is
  // kept: a key would remount the whole app on every navigation).
  const [location] = useLocation();
  return (
    <ScreenBoundary resetKey={location}>
      <Suspense fallback={<Spinner />}>
        <Switch>
          {/* A customer's link needs no session: it does not wait for (or even ask about) one. */}
          <Route path="/sign/:token" component={SigningPage} />
          <Route path="/customer-signing/:token" component={SigningPage} />
          <Route component={SessionRoutes} />
        </Switch>
      </Suspense>
    </ScreenBoundary>
  );
}

function SessionRoutes() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner />;
  return (
    <Switch>
      {/* Public, whatever the session */}
      <Route path={PATHS.login} component={isAuthenticated ? BackFromSignIn : LoginPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      {publicSiteRoutes(isAuthenticated)}
      {isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />}
    </Switch>
  );
}

function SignedInRoutes() {
  const { isAdmin } = useAuth();
  const queryClient = useQueryClient();
  // Whether this device is handed over to a customer (the app shell's lock) is asked beside the screen's
  // chunk, not after it (the page's own client: on the server, each drawn page has its own).
  void queryClient.prefetchQuery({ queryKey: handoverKey });
  return (
    <Switch>
      {/* The admin screens exist only for an administrator's session (DECISIONS.md). */}
      {isAdmin && <Route path="/admin-dashboard" component={AdminDashboard} />}
      {isAdmin && <Route path="/admin-password-reset" component={AdminPasswordReset} />}
      {isAdmin && <Route path="/admin-control-center" component={ControlCenter} />}
      {isAdmin && <Route path="/admin-dealer-crm" component={AdminDealerCrm} />}
      {isAdmin && <Route path="/admin-learnt-forms" component={LearntForms} />}
      <Route path="/" component={Dashboard} />
      <Route path="/dashboard" component={Dashboard} />
      <Route path="/dashboard/:tab" component={Dashboard} />
      <Route path="/dealer-dashboard" component={Dashboard} />
      <Route path="/documents" component={Dashboard} />
      <Route path="/upload" component={Upload} />
      <Route path="/pdf-upload" component={Upload} />
      <Route path="/documents/:id/edit" component={DocumentEditor} />
      <Route path="/documents/:id/text-editor" component={TextEditor} />
      <Route path="/documents/:id/send" component={Send} />
      <Route path="/bulk-send" component={BulkSend} />
      <Route path="/admin" component={DocumentAdmin} />
      <Route path="/admin-smtp" component={Outbox} />
      <Route path="/email-test" component={EmailTest} />
      <Route path="/business-name-checker" component={BusinessNames} />
      <Route path="/dealer-files" component={DealerFiles} />
      <Route path="/customer-id-capture" component={CustomerIdCapture} />
      <Route path="/video-handover" component={VideoHandover} />
      <Route path="/video-id-check" component={VideoIdCheck} />
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
      <Route component={SignedOutFallback} />
    </Switch>
  );
}

/** A signed-out visit to a signed-in route signs in first and comes back; anything else is not found. */
function SignedOutFallback() {
  const [location] = useLocation();
  if (isSignedInPath(location))
    return <Redirect to={signInHref(`${location}${window.location.search}`)} replace />;
  return <NotFoundPage />;
}

/** /api/login once signed in: on to where the visitor was going (`next`), else the (admin) dashboard. */
function BackFromSignIn() {
  const { isAdmin } = useAuth();
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  return <Redirect to={next ?? (isAdmin ? '/admin-dashboard' : '/dashboard')} replace />;
}
