import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import type { FeatureDemo } from './feature-demos.ts';

/** A feature card's step-by-step demo: Previous and Next, and a dot for each step that jumps to it. */
export default function FeatureDemoDialog({
  feature,
  onClose,
}: {
  feature: FeatureDemo;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  const step = feature.steps[index]!;
  const last = feature.steps.length - 1;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={feature.title}
      description="An interactive demo with fictional sample data."
    >
      <div aria-live="polite" className="min-h-32 rounded-lg bg-indigo-50 p-4">
        <p className="text-sm font-medium text-indigo-900">
          Step {index + 1} of {feature.steps.length}
        </p>
        <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
        <p className="mt-2 text-slate-800">{step.body}</p>
      </div>
      <div className="mt-4 flex items-center justify-center gap-1">
        {feature.steps.map((s, i) => (
          <button
            key={s.title}
            type="button"
            aria-label={`Step ${i + 1}: ${s.title}`}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => setIndex(i)}
            className="flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            <span
              className={`block h-3 w-3 rounded-full ${i === index ? 'bg-indigo-700' : 'bg-slate-300'}`}
            />
          </button>
        ))}
      </div>
      <div className="mt-4 flex justify-between gap-2">
        <Button variant="outline" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
          Previous
        </Button>
        {index < last ? (
          <Button
            onClick={() => setIndex((i) => i + 1)}
            className="bg-indigo-700 text-white hover:bg-indigo-800"
          >
            Next
          </Button>
        ) : (
          <Button onClick={onClose} className="bg-indigo-700 text-white hover:bg-indigo-800">
            Done
          </Button>
        )}
      </div>
    </Dialog>
  );
}
