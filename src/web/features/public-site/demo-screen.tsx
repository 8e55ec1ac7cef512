import type { DemoStep } from './demo-data.ts';

/** A mock screen for a demo step: the step's sample data as a short list. */
export function DemoScreen({ step, tag }: { step: DemoStep; tag?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {tag && (
        <p
          className={`mb-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            tag === 'Dealer View' ? 'bg-indigo-100 text-indigo-900' : 'bg-emerald-100 text-emerald-900'
          }`}
        >
          {tag}
        </p>
      )}
      <h2 className="text-xl font-semibold text-slate-900">{step.title}</h2>
      <p className="mt-1 text-slate-700">{step.description}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[11rem_1fr]">
        {step.screen.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-800">{label}</dt>
            <dd className="break-words text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
