// /admin-control-center (back to /admin): the operator's console. Top cards, then one tab per
// section; the open tab is in the address (#system-errors) so a link can open it, and only the open tab's
// section is mounted, so hidden tabs neither fetch nor poll.
import { ArrowLeft } from 'lucide-react';
import { type ComponentType, type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn.ts';
import { AuditLogSection } from './audit-log-section.tsx';
import { DealersSection } from './dealers-section.tsx';
import { EmailTestingSection } from './email-testing-section.tsx';
import { MaintenanceSection } from './maintenance-section.tsx';
import { MonitoringSection } from './monitoring-section.tsx';
import { StatsCards } from './stats-cards.tsx';
import { SystemErrorsSection } from './system-errors-section.tsx';
import { SystemTestingSection } from './system-testing-section.tsx';

type Section = { id: string; label: string; Component: ComponentType };

/**
 * The tabs in the spec's order. To add a section: import its component and add one entry here (the id
 * becomes the address's #hash and the element ids).
 */
const SECTIONS: Section[] = [
  { id: 'dealers', label: 'Dealer Management', Component: DealersSection },
  { id: 'email-testing', label: 'Email Testing', Component: EmailTestingSection },
  { id: 'system-errors', label: 'System Errors', Component: SystemErrorsSection },
  { id: 'system-testing', label: 'System Testing', Component: SystemTestingSection },
  { id: 'monitoring', label: 'Real-time Monitoring', Component: MonitoringSection },
  { id: 'maintenance', label: 'System Maintenance', Component: MaintenanceSection },
  { id: 'audit-log', label: 'Audit Log', Component: AuditLogSection },
];

/** Shown above the tabs (the platform's top cards). */
const TOP: ComponentType[] = [StatsCards];

const sectionFromHash = () => {
  const id = window.location.hash.slice(1);
  return SECTIONS.some((s) => s.id === id) ? id : (SECTIONS[0]?.id ?? '');
};

export default function ControlCenterPage() {
  const [current, setCurrent] = useState(sectionFromHash);
  useEffect(() => {
    const onHash = () => setCurrent(sectionFromHash());
    // wouter announces its own navigations as `pushState` (a header link to another tab of this page).
    window.addEventListener('hashchange', onHash);
    window.addEventListener('pushState', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('pushState', onHash);
    };
  }, []);
  const open = (id: string, focus = false) => {
    setCurrent(id);
    window.history.replaceState(null, '', `#${id}`);
    if (focus) document.getElementById(`tab-${id}`)?.focus();
  };
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = SECTIONS.findIndex((s) => s.id === current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SECTIONS[(index + step + SECTIONS.length) % SECTIONS.length];
    if (next) open(next.id, true);
  };
  const section = SECTIONS.find((s) => s.id === current) ?? SECTIONS[0];
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Link href="/admin" className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back
      </Link>
      <h1 className="mt-3 text-2xl font-semibold">Admin Control Center</h1>
      <p className="mt-1 text-sm text-slate-600">
        Dealers, platform health, errors and maintenance in one place.
      </p>
      {TOP.map((Top, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <Top key={i} />
      ))}
      <div
        role="tablist"
        aria-label="Control center sections"
        className="mt-6 flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1"
        onKeyDown={onKeyDown}
      >
        {SECTIONS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={`tab-${s.id}`}
            aria-selected={s.id === section?.id}
            aria-controls={`panel-${s.id}`}
            tabIndex={s.id === section?.id ? 0 : -1}
            onClick={() => open(s.id)}
            className={cn(
              'min-h-9 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900',
              s.id === section?.id && 'bg-white text-slate-900 shadow-sm',
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
      {section && (
        <section
          role="tabpanel"
          id={`panel-${section.id}`}
          aria-labelledby={`tab-${section.id}`}
          className="mt-4 min-w-0"
        >
          <section.Component />
        </section>
      )}
    </main>
  );
}
