import * as Tabs from '@radix-ui/react-tabs';
import {
  ArrowLeft,
  ChevronRight,
  CreditCard,
  Mail,
  SearchCheck,
  Settings2,
  UserRound,
  Users,
  Webhook,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { canManageDealership } from '../../../shared/dealer/auth.schema.ts';
import { withMailServer } from '../../../shared/dealer/settings.types.ts';
import { LoadError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDealerSettings } from '../../lib/dealer-settings.ts';
import { AccountAdminChanges } from '../admin/index.ts';
import { useAuth } from '../auth/index.ts';
import { CompletionAlertSetting } from './completion-alert-setting.tsx';
import { EmailSettingsTab } from './email-settings-tab.tsx';
import { GeneralSettingsTab } from './general-settings-tab.tsx';
import { PlanTab } from './plan-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SavedSignatureCard } from './saved-signature-card.tsx';
import { TeamTab } from './team-tab.tsx';
import { WebhooksTab } from './webhooks-tab.tsx';

const TABS = [
  { value: 'profile', label: 'Profile', short: 'Profile', icon: UserRound },
  { value: 'general', label: 'General Settings', short: 'General', icon: Settings2 },
  { value: 'email', label: 'Email Settings', short: 'Email', icon: Mail },
  { value: 'team', label: 'Team', short: 'Team', icon: Users },
  { value: 'plan', label: 'Plan', short: 'Plan', icon: CreditCard },
  { value: 'webhooks', label: 'Webhooks', short: 'Webhooks', icon: Webhook },
] as const;
type TabValue = (typeof TABS)[number]['value'];
// Every panel stays mounted (hidden when inactive), so unsaved edits survive a look at another tab.
const PANEL = 'rounded-lg focus-visible:outline-2 focus-visible:outline-brand data-[state=inactive]:hidden';

/** /settings and /dealer-settings: the dealer's profile, branding and business e-mail. */
export default function SettingsPage() {
  const { user } = useAuth();
  const settings = useDealerSettings();
  const [tab, setTab] = useState<TabValue>('profile');
  if (!user) return <Spinner />;
  // A sales member sees the settings but cannot change them (the server answers 403 too).
  const canManage = canManageDealership(user);
  const mailServer = settings.data ? withMailServer(settings.data) : null;
  const readOnly = !canManage && (
    <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Only the owner or a manager can change these settings.
    </p>
  );

  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="text-slate-700 underline underline-offset-2 hover:text-slate-900">
              Dashboard
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900">
            Settings
          </li>
        </ol>
      </nav>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold">Dealer Settings</h1>
          <p className="mt-1 text-sm text-slate-600">
            Your profile, how your documents and e-mails look, and how they are sent.
          </p>
        </div>
        <Link
          href="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dashboard
        </Link>
      </div>
      <Link
        href="/business-name-checker"
        className="mt-4 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
      >
        <SearchCheck className="h-5 w-5 shrink-0 text-brand-ink" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block font-medium text-slate-900">Check business name consistency</span>
          <span className="block text-slate-600">
            Find documents whose dealership name differs from the one in your settings.
          </span>
        </span>
      </Link>

      {settings.isLoading ? (
        <Spinner label="Loading your settings…" />
      ) : !settings.data ? (
        <div className="mt-6">
          <LoadError
            error={settings.error}
            what="your settings"
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        </div>
      ) : (
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabValue)} className="mt-6">
          <Tabs.List
            aria-label="Settings sections"
            className="grid grid-cols-3 gap-1 rounded-lg bg-slate-200/70 p-1 sm:flex sm:flex-wrap"
          >
            {TABS.map(({ value, label, short, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                aria-label={label}
                className="flex min-h-10 min-w-0 items-center justify-center gap-2 rounded-md px-2 sm:flex-[1_0_auto] text-sm font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />
                <span className="truncate sm:hidden">{short}</span>
                <span className="hidden truncate sm:inline">{label}</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="mt-6">
            <Tabs.Content value="profile" forceMount className={PANEL}>
              <ProfileTab settings={settings.data} />
              <SavedSignatureCard />
              <AccountAdminChanges />
            </Tabs.Content>
            <Tabs.Content value="general" forceMount className={PANEL}>
              {readOnly}
              <fieldset disabled={!canManage} className="min-w-0">
                <GeneralSettingsTab settings={settings.data} />
              </fieldset>
              {/* Kept on this device, so any member of the team may choose it. */}
              <CompletionAlertSetting />
            </Tabs.Content>
            <Tabs.Content value="email" forceMount className={PANEL}>
              {/* Business mail's server is the owner's and the managers' alone: a sales member is not sent it. */}
              {mailServer && canManage ? (
                <EmailSettingsTab settings={mailServer} />
              ) : (
                <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  Only the owner or a manager can see and change business e-mail.{' '}
                  {settings.data.smtpEnabled
                    ? `Your customers’ e-mails are sent from ${settings.data.smtpFromEmail ?? 'your business address'}.`
                    : 'Your customers’ e-mails are sent by Docs2Sign.'}
                </p>
              )}
            </Tabs.Content>
            <Tabs.Content value="team" className={PANEL}>
              <TeamTab />
            </Tabs.Content>
            <Tabs.Content value="plan" className={PANEL}>
              <PlanTab />
            </Tabs.Content>
            <Tabs.Content value="webhooks" className={PANEL}>
              <WebhooksTab />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      )}
    </main>
  );
}
