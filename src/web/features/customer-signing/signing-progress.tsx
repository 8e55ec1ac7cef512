// How many documents are signed, and the Submit button once every one is.
import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

export function SigningProgress(props: {
  signedCount: number;
  total: number;
  completed: boolean;
  submitting: boolean;
  onSubmit: () => void;
}) {
  const { signedCount, total, completed, submitting } = props;
  return (
    <Card as="section" aria-labelledby="progress-heading" className="p-4">
      <h2 id="progress-heading" className="font-semibold">
        {signedCount} of {total} documents signed
      </h2>
      <progress
        className="mt-2 h-2 w-full accent-brand"
        max={total}
        value={signedCount}
        aria-label="Signing progress"
      />
      {signedCount === total && (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          <p className="flex items-center gap-2 font-medium">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {completed
              ? 'Your signed documents have been submitted.'
              : 'Congratulations! Every document is signed.'}
          </p>
          <Button className="mt-3 w-full" disabled={completed || submitting} onClick={props.onSubmit}>
            {completed ? 'Submitted' : submitting ? 'Submitting...' : 'Submit Documents'}
          </Button>
        </div>
      )}
    </Card>
  );
}
