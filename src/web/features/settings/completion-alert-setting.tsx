// The dealer's choice of a sound or a browser notification when a customer completes a set, kept
// in this browser (lib/completion-alert.ts). Off by default.
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  type CompletionAlert,
  playChime,
  saveCompletionAlert,
  useCompletionAlertChoice,
} from '../../lib/completion-alert.ts';

const CHOICES: { value: CompletionAlert; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'sound', label: 'A quiet sound' },
  { value: 'notification', label: "The browser's notification" },
];

export function CompletionAlertSetting() {
  const choice = useCompletionAlertChoice();
  const [problem, setProblem] = useState<string>();

  const choose = async (value: CompletionAlert) => {
    setProblem(undefined);
    if (value === 'notification') {
      if (typeof Notification === 'undefined') {
        setProblem('This browser cannot show notifications. Choose the sound instead.');
        return;
      }
      const permission =
        Notification.permission === 'default'
          ? await Notification.requestPermission()
          : Notification.permission;
      if (permission !== 'granted') {
        setProblem(
          "Notifications are blocked for this site in the browser's settings. Allow them, or choose the sound.",
        );
        return;
      }
    }
    saveCompletionAlert(value);
  };

  return (
    <Card as="section" className="grid min-w-0 gap-3 p-4 sm:p-5" aria-labelledby="completion-alert-heading">
      <h2 id="completion-alert-heading" className="text-lg font-semibold">
        When a customer finishes signing
      </h2>
      <p className="text-sm text-slate-600">
        Be told while Docs2Sign is open, as well as by the bell. This is kept on this device only.
      </p>
      <fieldset className="grid gap-2">
        <legend className="sr-only">Alert when a set is signed</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="flex min-h-10 items-center gap-3 text-sm">
            <input
              type="radio"
              name="completion-alert"
              value={c.value}
              checked={choice === c.value}
              onChange={() => void choose(c.value)}
              className="h-5 w-5 accent-brand"
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="text-sm text-red-600" role="alert">
          {problem}
        </p>
      )}
      {choice === 'sound' && (
        <div>
          <Button type="button" variant="outline" onClick={playChime}>
            Play the sound
          </Button>
        </div>
      )}
    </Card>
  );
}
