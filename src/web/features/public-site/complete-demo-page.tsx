import { Button } from '../../components/ui/button.tsx';
import { SAMPLE_CUSTOMER as C, SAMPLE_DOCUMENT as D, type DemoStep, FICTIONAL_NOTE } from './demo-data.ts';
import { usePlayback } from './demo-player.ts';
import { DemoProgress, DemoScreen, StepTiles } from './demo-screen.tsx';
import { PublicLayout } from './public-layout.tsx';

type View = 'Dealer View' | 'Customer View';

// The demo's pace: 6, 7, 8, 6, 5, 8, 7, 6, 5 seconds for nine of the ten steps. The tenth, "Process
// Complete", is a short summary to read: 6 s, the median of the others, so it is neither rushed nor slow.
const DURATIONS_MS = [6000, 7000, 8000, 6000, 5000, 8000, 7000, 6000, 5000, 6000] as const;
const TICK_MS = 100;

const STEPS: (DemoStep & { view: View })[] = [
  {
    view: 'Dealer View',
    title: 'Dealer Login',
    description: 'The salesperson signs in from any browser.',
    screen: [['Signed in as', 'sales@riverside-motors.invalid']],
  },
  {
    view: 'Dealer View',
    title: 'Dealer Dashboard',
    description: 'Customers, documents and signing requests at a glance.',
    screen: [
      ['Waiting for signature', '2'],
      ['Signed today', '3'],
    ],
  },
  {
    view: 'Dealer View',
    title: 'Add Customer',
    description: 'The customer and their vehicle are added in one short form.',
    screen: [
      ['Name', C.name],
      ['E-mail', C.email],
      ['Vehicle', `${C.vehicle} (${C.vehicleReg})`],
    ],
  },
  {
    view: 'Dealer View',
    title: 'Upload & Process Documents',
    description: 'Documents are uploaded and read; the customer and registration are found.',
    screen: [
      ['Document', D.title],
      ['Type', D.type],
      ['Status', 'Ready'],
    ],
  },
  {
    view: 'Dealer View',
    title: 'Send Documents',
    description: 'The 3-document set goes to the customer with one private link.',
    screen: [
      ['To', C.email],
      ['Documents', 'Purchase agreement, Credit Agreement, warranty'],
    ],
  },
  {
    view: 'Customer View',
    title: 'Customer Receives E-mail',
    description: 'The customer gets an e-mail in the dealership’s name.',
    screen: [
      ['From', 'Riverside Motors (sample)'],
      ['Subject', `Please sign: ${D.title}`],
    ],
  },
  {
    view: 'Customer View',
    title: 'Customer Reviews Documents',
    description: 'Every page is shown in full on their phone.',
    screen: [['Read', '3 of 3 documents']],
  },
  {
    view: 'Customer View',
    title: 'Customer Signs',
    description: 'They draw their signature and submit the set.',
    screen: [
      ['Signature', 'Drawn'],
      ['Submitted', 'All 3 documents'],
    ],
  },
  {
    view: 'Dealer View',
    title: 'Dealer Notifications',
    description: 'The dealer is told the moment the documents are signed.',
    screen: [['Notification', `${C.name} signed 3 documents`]],
  },
  {
    view: 'Dealer View',
    title: 'Process Complete',
    description: 'Sealed copies are filed with the audit trail and sent to the customer.',
    screen: [
      ['Sealed copies', '3'],
      ['Audit trail', 'Sent, opened, signed, sealed'],
    ],
  },
];

export default function CompleteDemoPage() {
  const p = usePlayback({ durationsMs: DURATIONS_MS, tickMs: TICK_MS });
  const step = STEPS[p.step]!;
  const done = p.phase === 'complete';
  const overall = done ? 100 : Math.round(((p.step + p.stepPercent / 100) / STEPS.length) * 100);
  const playing = p.phase === 'playing';
  return (
    <PublicLayout
      title="Complete Demo"
      description="The whole Docs2Sign journey in ten steps, from the dealer's login to the customer's signature and the sealed copies."
      heading="Complete Demo"
      intro={<p>{FICTIONAL_NOTE}</p>}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={playing ? p.pause : p.phase === 'paused' ? p.resume : p.start}
          className="bg-indigo-700 text-white hover:bg-indigo-800"
        >
          {playing ? 'Pause Demo' : p.phase === 'paused' ? 'Resume Demo' : 'Start Demo'}
        </Button>
        <Button onClick={p.reset} variant="outline">
          Reset
        </Button>
        <Button onClick={() => p.jump(p.step - 1)} variant="ghost" disabled={p.step === 0}>
          Previous Step
        </Button>
        <Button onClick={() => p.jump(p.step + 1)} variant="ghost" disabled={p.step === STEPS.length - 1}>
          Next Step
        </Button>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-800" aria-live="polite">
        {done ? 'Demo complete' : `Step ${p.step + 1} of ${STEPS.length}`}
      </p>
      <DemoProgress label="Progress through the demo" percent={overall} className="mt-2" />
      <StepTiles
        steps={STEPS}
        current={p.step}
        onJump={p.jump}
        caption={(i, s) => `${i + 1}. ${s.view}`}
        gridClass="sm:grid-cols-5"
      />
      <div className="mt-6">
        <DemoScreen step={step} tag={step.view} />
      </div>
      {done && (
        <p className="mt-4 rounded-lg bg-emerald-50 p-4 text-emerald-900" role="status">
          That is the complete journey. Press Start Demo to watch it again.
        </p>
      )}
    </PublicLayout>
  );
}
