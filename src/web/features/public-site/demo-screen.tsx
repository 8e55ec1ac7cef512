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

/** The demo's progress as a bar (the whole journey or the current step, as `label` says). */
export function DemoProgress({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className: string;
}) {
  return (
    <div
      className={`${className} h-2 rounded bg-slate-200`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="h-2 rounded bg-indigo-700" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** One tile a step: clicking one stops playback and jumps to it; the current one is marked. */
export function StepTiles<Step extends DemoStep>(props: {
  steps: Step[];
  current: number;
  onJump: (index: number) => void;
  caption: (index: number, step: Step) => string;
  gridClass: string;
}) {
  return (
    <ol className={`mt-4 grid grid-cols-2 gap-2 ${props.gridClass}`}>
      {props.steps.map((s, i) => (
        <li key={s.title}>
          <button
            type="button"
            onClick={() => props.onJump(i)}
            aria-current={i === props.current ? 'step' : undefined}
            className={`h-full w-full rounded-lg border p-2 text-left text-sm ${
              i === props.current
                ? 'border-indigo-700 bg-indigo-50 text-indigo-900'
                : 'border-slate-200 bg-white text-slate-800'
            }`}
          >
            <span className="block text-xs text-slate-700">{props.caption(i, s)}</span>
            {s.title}
          </button>
        </li>
      ))}
    </ol>
  );
}
