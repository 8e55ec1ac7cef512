import { PATHS } from '../../../shared/api/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { SAMPLE_CUSTOMER as C, SAMPLE_DOCUMENT as D, type DemoStep, FICTIONAL_NOTE } from './demo-data.ts';
import { usePlayback } from './demo-player.ts';
import { DemoProgress, DemoScreen, StepTiles } from './demo-screen.tsx';
import { PublicLayout } from './public-layout.tsx';

// The demo's pace: 5, 6, 6, 7, 6, 5 seconds; 500 ms between steps; the progress ticks every 50 ms.
const DURATIONS_MS = [5000, 6000, 6000, 7000, 6000, 5000] as const;
const GAP_MS = 500;
const TICK_MS = 50;

const STEPS: DemoStep[] = [
  {
    title: 'Add New Customer',
    description: 'The salesperson adds the customer with their vehicle.',
    screen: [
      ['Name', C.name],
      ['E-mail', C.email],
      ['Phone', C.phone],
      ['Address', C.address],
      ['Vehicle', `${C.vehicle} (${C.vehicleReg})`],
    ],
  },
  {
    title: 'Upload Documents',
    description: 'The finance paperwork is uploaded and read automatically.',
    screen: [
      ['Document', D.title],
      ['Type', D.type],
      ['Status', 'Ready'],
      ['Customer found', C.name],
    ],
  },
  {
    title: 'Send for Signature',
    description: 'One click sends a private signing link by e-mail.',
    screen: [
      ['To', `${C.name} <${C.email}>`],
      ['Subject', `Please sign: ${D.title}`],
      ['Documents', '3-document set'],
    ],
  },
  {
    title: 'Customer Signing Experience',
    description: 'The customer reads every page on their phone and signs.',
    screen: [
      ['Device', 'Customer’s own phone'],
      ['Pages read', '4 of 4'],
      ['Signature', 'Drawn with a finger'],
    ],
  },
  {
    title: 'Customer Management',
    description: 'Everything about the customer in one place.',
    screen: [
      ['Customer', C.name],
      ['Registration', C.vehicleReg],
      ['Signed documents', '3'],
      ['ID documents', 'Driving licence (protected)'],
    ],
  },
  {
    title: 'Real-time Tracking',
    description: 'See each step as it happens, with a notification when it is signed.',
    screen: [
      ['Sent', '10:02'],
      ['Opened', '10:05'],
      ['Signed', '10:11'],
      ['Sealed copies', 'Ready to download'],
    ],
  },
];

export default function DealerDemoPage() {
  const p = usePlayback({ durationsMs: DURATIONS_MS, tickMs: TICK_MS, gapMs: GAP_MS });
  const step = STEPS[p.step]!;
  return (
    <PublicLayout
      title="Dealer Demo"
      description="A 35-second walkthrough of Docs2Sign for dealers: add a customer, upload, send for signature, and track signing in real time."
      heading="Dealer Demo"
      intro={<p>{FICTIONAL_NOTE}</p>}
    >
      {p.phase === 'complete' ? (
        <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-8 text-center" role="status">
          <h2 className="text-2xl font-bold text-emerald-900">Demo Complete!</h2>
          <p className="mt-2 text-emerald-900">
            That is the whole journey, from new customer to signed documents.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={p.start} className="bg-indigo-700 text-white hover:bg-indigo-800">
              Watch Demo Again
            </Button>
            <a
              href={`${PATHS.login}?mode=register`}
              className="inline-flex min-h-10 items-center rounded-md px-4 font-medium text-indigo-800 hover:underline"
            >
              Register your dealership
            </a>
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {p.phase === 'playing' ? (
              <Button onClick={p.pause} variant="outline">
                Pause
              </Button>
            ) : (
              <Button
                onClick={p.phase === 'paused' ? p.resume : p.start}
                className="bg-indigo-700 text-white hover:bg-indigo-800"
              >
                {p.phase === 'paused' ? 'Resume' : 'Start Demo'}
              </Button>
            )}
            <Button onClick={p.reset} variant="ghost">
              Reset
            </Button>
            <p className="ml-auto text-sm font-medium text-slate-800" aria-live="polite">
              Step {p.step + 1} of {STEPS.length} · {p.stepPercent}%
            </p>
          </div>
          <DemoProgress label="Progress of this step" percent={p.stepPercent} className="mt-3" />
          <StepTiles
            steps={STEPS}
            current={p.step}
            onJump={p.jump}
            caption={(i) => `Step ${i + 1}`}
            gridClass="sm:grid-cols-3 lg:grid-cols-6"
          />
          <div className="mt-6">
            <DemoScreen step={step} />
          </div>
        </>
      )}
      <p className="mt-8 text-sm text-slate-700">The demo takes about 35 seconds in total.</p>
    </PublicLayout>
  );
}
