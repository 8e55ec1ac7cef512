import * as Tabs from '@radix-ui/react-tabs';
import { Bell, FileSignature, FileText, LayoutDashboard, Users } from 'lucide-react';
import { useLocation } from 'wouter';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../auth/use-auth.ts';
import { CustomersTab } from '../customers/customers-tab.tsx';
import { DocumentsTab } from '../documents/documents-tab.tsx';
import { useNotifications } from '../notifications/api.ts';
import { NotificationsTab } from '../notifications/notifications-tab.tsx';
import { RequestsTab } from '../signing-requests/requests-tab.tsx';
import { ResendDialog } from '../signing-requests/resend-dialog.tsx';
import { OverviewTab } from './overview-tab.tsx';

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'customers', label: 'Customers', icon: Users },
  { value: 'documents', label: 'Documents', icon: FileText },
  { value: 'requests', label: 'Signing Requests', icon: FileSignature },
  { value: 'notifications', label: 'Notifications', icon: Bell },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** The tab lives in the address: /dashboard/{tab}; /documents is the documents tab, anything else the overview. */
export function tabOf(path: string): TabValue {
  if (path === '/documents') return 'documents';
  const segment = path.match(/^\/dashboard\/([a-z]+)\/?$/)?.[1];
  return TABS.find((t) => t.value === segment)?.value ?? 'overview';
}

/** The dealer's home: five tabs, a row of labels on wide screens and of icons on small ones. */
export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  const [location, navigate] = useLocation();
  const tab = tabOf(location);
  const { unread } = useNotifications();
  if (isLoading || !user) return <Spinner />;
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
          className="grid grid-cols-5 gap-1 rounded-lg bg-slate-200/70 p-1"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              aria-label={label}
              className="relative flex min-h-10 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              <span className="hidden md:inline">{label}</span>
              {value === 'notifications' && unread > 0 && (
                <span className="rounded-full bg-red-600 px-1.5 text-[11px] leading-4 font-semibold text-white">
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
            <CustomersTab ResendDialog={ResendDialog} />
          </Tabs.Content>
          <Tabs.Content value="documents">
            <DocumentsTab />
          </Tabs.Content>
          <Tabs.Content value="requests">
            <RequestsTab />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <NotificationsTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </main>
  );
}
