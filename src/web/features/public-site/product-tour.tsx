import { type KeyboardEvent, useRef, useState } from 'react';

// The tabbed product tour: static, fictional sample data; the statuses are display only.
const TABS = ['Dashboard', 'Upload Documents', 'Send for Signing', 'Customer View'] as const;
type Tab = (typeof TABS)[number];

const STATUS_CLASS: Record<string, string> = {
  Signed: 'bg-emerald-100 text-emerald-800',
  Pending: 'bg-amber-100 text-amber-900',
  Sent: 'bg-sky-100 text-sky-900',
  'In Review': 'bg-violet-100 text-violet-900',
  Reading: 'bg-indigo-100 text-indigo-900',
};

const REQUESTS = [
  { customer: 'Jordan Example', doc: 'Credit Agreement', status: 'Signed' },
  { customer: 'Sam Placeholder', doc: 'Vehicle Purchase Agreement', status: 'Reading' },
  { customer: 'Casey Sample', doc: 'Warranty', status: 'Sent' },
  { customer: 'Morgan Demo', doc: 'Trade-in Agreement', status: 'In Review' },
  { customer: 'Riley Fiction', doc: 'Delivery Receipt', status: 'Pending' },
];

const DOC_TYPES = [
  'Sales agreement',
  'Credit Agreement',
  'Warranty disclaimer',
  'Trade-in agreement',
  'Insurance waiver',
  'Other',
];

function Status({ status }: { status: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[status]}`}>{status}</span>
  );
}

function Panel({ tab }: { tab: Tab }) {
  if (tab === 'Dashboard')
    return (
      <ul className="divide-y divide-slate-100">
        {REQUESTS.map((r) => (
          <li key={r.customer} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <span>
              <span className="font-medium text-slate-900">{r.customer}</span>
              <span className="block text-sm text-slate-600">{r.doc}</span>
            </span>
            <Status status={r.status} />
          </li>
        ))}
      </ul>
    );
  if (tab === 'Upload Documents')
    return (
      <div className="grid gap-3">
        <div className="rounded-lg border-2 border-dashed border-slate-300 p-6 text-center text-slate-700">
          Drop PDF or Word files here
        </div>
        <p className="text-sm font-medium text-slate-800">Document type</p>
        <ul className="flex flex-wrap gap-2">
          {DOC_TYPES.map((t) => (
            <li key={t} className="rounded-md border border-slate-200 px-2 py-1 text-sm text-slate-700">
              {t}
            </li>
          ))}
        </ul>
      </div>
    );
  if (tab === 'Send for Signing')
    return (
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-800">Customer</dt>
        <dd className="text-slate-700">Jordan Example · jordan@example.invalid · SA25 MPL</dd>
        <dt className="font-medium text-slate-800">Documents</dt>
        <dd className="text-slate-700">
          Vehicle Purchase Agreement, Credit Agreement, Warranty (3-document set)
        </dd>
        <dt className="font-medium text-slate-800">Subject</dt>
        <dd className="text-slate-700">Please sign: Credit Agreement</dd>
      </dl>
    );
  return (
    <div className="mx-auto max-w-xs rounded-2xl border border-slate-300 p-4 text-sm">
      <p className="font-semibold text-slate-900">Riverside Motors (sample)</p>
      <p className="mt-1 text-slate-700">Hello Jordan, please read and sign 3 documents.</p>
      <div className="mt-3 h-2 rounded bg-slate-200">
        <div className="h-2 w-2/3 rounded bg-indigo-600" />
      </div>
      <p className="mt-1 text-xs text-slate-600">2 of 3 read</p>
      <div className="mt-3 rounded-md bg-indigo-700 py-2 text-center font-medium text-white">Sign here</div>
    </div>
  );
}

export function ProductTour() {
  const [active, setActive] = useState<Tab>('Dashboard');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The tabs pattern: arrow keys move between tabs, Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(TABS[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div role="tablist" aria-label="Product tour" className="flex flex-wrap border-b border-slate-200">
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tour-tab-${i}`}
            aria-selected={active === tab}
            aria-controls="tour-panel"
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`min-h-11 flex-1 px-3 py-2 text-sm font-medium whitespace-nowrap ${
              active === tab
                ? 'border-b-2 border-indigo-700 text-indigo-800'
                : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="tour-panel"
        aria-labelledby={`tour-tab-${TABS.indexOf(active)}`}
        className="p-4"
      >
        <p className="mb-3 text-xs font-medium tracking-wide text-slate-600 uppercase">Sample data</p>
        <Panel tab={active} />
      </div>
    </div>
  );
}
