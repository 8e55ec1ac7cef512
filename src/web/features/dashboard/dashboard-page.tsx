import * as Tabs from '@radix-ui/react-tabs';
import { Bell, Briefcase, FileSignature, FileText, LayoutDashboard, Users } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { ScreenBoundary } from '../../components/ui/screen-boundary.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/index.ts';
import { useUnreadCount } from '../notifications/index.ts';
import { OverviewTab } from './overview-tab.tsx';

// The overview is the first screen; the other tabs (their forms, dialogs and zod) are chunks of their own,
// asked for when the dealer heads for the tab list (a pointer over it, a touch, the keyboard's focus) or
// opens one, so a phone draws the overview without them.
const tabLoaders = {
  customers: async () => {
    const [{ CustomersTab }, { ResendDialog }] = await Promise.all([
      import('../customers/customers-tab.tsx'),
      import('../signing-requests/resend-dialog.tsx'),
    ]);
    return { default: () => <CustomersTab ResendDialog={ResendDialog} /> };
  },
  documents: () => import('../documents/documents-tab.tsx').then((m) => ({ default: m.DocumentsTab })),
  requests: () => import('../signing-requests/requests-tab.tsx').then((m) => ({ default: m.RequestsTab })),
  deals: () => import('../deals/deals-tab.tsx').then((m) => ({ default: m.DealsTab })),
  notifications: () =>
    import('../notifications/notifications-tab.tsx').then((m) => ({ default: m.NotificationsTab })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;
const CustomersTab = lazy(tabLoaders.customers);
const DocumentsTab = lazy(tabLoaders.documents);
const RequestsTab = lazy(tabLoaders.requests);
const DealsTab = lazy(tabLoaders.deals);
const NotificationsTab = lazy(tabLoaders.notifications);

let tabsAsked = false;
/** Starts every tab's chunk (once): the browser keeps each, so opening a tab then waits for its data only. */
export function loadTabs() {
  if (tabsAsked) return;
  tabsAsked = true;
  for (const load of Object.values(tabLoaders)) void load().catch(() => undefined);
}

// A tab whose code cannot be fetched shows Retry in its place; the tabs stay usable.
const Later = ({ children }: { children: ReactNode }) => (
  <ScreenBoundary>
    <Suspense fallback={<Spinner />}>{children}</Suspense>
  </ScreenBoundary>
);

// `short`: the word under the icon on a phone, where six full labels do not fit side by side (two rows of
// three there: six words in one row would be cut short at 360 px).
const TABS = [
  { value: 'overview', label: 'Overview', short: 'Overview', icon: LayoutDashboard },
  { value: 'customers', label: 'Customers', short: 'Customers', icon: Users },
  { value: 'documents', label: 'Documents', short: 'Documents', icon: FileText },
  { value: 'requests', label: 'Signing Requests', short: 'Requests', icon: FileSignature },
  { value: 'deals', label: 'Deals', short: 'Deals', icon: Briefcase },
  { value: 'notifications', label: 'Notifications', short: 'Alerts', icon: Bell },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** The tab lives in the address: /dashboard/{tab}; /documents is the documents tab, anything else the overview. */
export function tabOf(path: string): TabValue {
  if (path === '/documents') return 'documents';
  const segment = path.match(/^\/dashboard\/([a-z]+)\/?$/)?.[1];
  return TABS.find((t) => t.value === segment)?.value ?? 'overview';
}

/** The dealer's home: six tabs, a row of labels on wide screens and of icons with a short word on phones. */
export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  const [location, navigate] = useLocation();
  const tab = tabOf(location);
  const unread = useUnreadCount();
  if (isLoading || !user) return <Spinner />;
  if (tab !== 'overview') loadTabs();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-semibold">Dealer Dashboard</h1>
      <p className="mt-1 text-sm text-slate-600 md:hidden">Welcome, {user.email}</p>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => navigate(`/dashboard/${v}`)}
        activationMode="manual"
        className="mt-4"
      >
        <Tabs.List
          aria-label="Dashboard sections"
          onPointerEnter={loadTabs}
          onPointerDown={loadTabs}
          onFocus={loadTabs}
          className="grid grid-cols-3 gap-0.5 rounded-lg md:grid-cols-6 bg-slate-200/70 p-0.5 min-[390px]:gap-1 min-[390px]:p-1"
        >
          {TABS.map(({ value, label, short, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              aria-label={label}
              className="relative flex min-h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-md px-0 py-1 text-[10px] leading-tight tracking-tighter min-[390px]:text-[11px] min-[390px]:tracking-normal font-medium text-slate-600 md:min-h-10 md:flex-row md:gap-2 md:px-2 md:text-sm data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="max-w-full truncate md:hidden">{short}</span>
              <span className="hidden md:inline">{label}</span>
              {value === 'notifications' && unread > 0 && (
                <span className="absolute top-0.5 right-0.5 rounded-full bg-red-600 px-1.5 text-[11px] leading-4 font-semibold text-white md:static">
                  {unread > 9 ? '9+' : unread}
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-6">
          <Tabs.Content value="overview">
            <OverviewTab />
          </Tabs.Content>
          <Tabs.Content value="customers">
            <Later>
              <CustomersTab />
            </Later>
          </Tabs.Content>
          <Tabs.Content value="documents">
            <Later>
              <DocumentsTab />
            </Later>
          </Tabs.Content>
          <Tabs.Content value="requests">
            <Later>
              <RequestsTab />
            </Later>
          </Tabs.Content>
          <Tabs.Content value="deals">
            <Later>
              <DealsTab />
            </Later>
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <Later>
              <NotificationsTab />
            </Later>
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </main>
  );
}
