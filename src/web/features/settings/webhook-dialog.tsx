// Settings → Webhooks → Add endpoint: the address, a description and the events it is sent. The signing
// secret is shown once, here, after it is made (it is kept sealed and never shown again).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { webhooksApi } from '../../../shared/api/webhooks.ts';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '../../../shared/dealer/webhooks.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { ShownOnce } from './shown-once.tsx';

type Errors = Partial<Record<'url' | 'description' | 'events', string>>;

export function NewWebhookDialog({ onClose, onMade }: { onClose: () => void; onMade: () => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['request.completed']);
  const [errors, setErrors] = useState<Errors>({});
  const make = useMutation({
    mutationFn: () => callApi(webhooksApi.create, { body: { url, description, events } }),
    onSuccess: onMade,
  });
  const made = make.data;
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    make.mutate(undefined, {
      onError: (failure) => {
        const issues = failure instanceof ApiError ? (failure.body?.issues ?? []) : [];
        if (issues.length === 0)
          return reportMutationError(failure, 'Failed to add the endpoint. Please try again.');
        const found: Errors = {};
        for (const issue of issues) {
          const field = String(issue.path).split('.')[0] as keyof Errors;
          found[field === 'description' || field === 'events' ? field : 'url'] ??= issue.message;
        }
        setErrors(found);
      },
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={made ? 'Your signing secret' : 'Add a webhook endpoint'}
    >
      {made ? (
        <ShownOnce value={made.secret} onDone={onClose}>
          Copy it now: this is the only time it is shown. Your system uses it to check that each event came
          from Docs2Sign (the <code>Docs2Sign-Signature</code> header).
        </ShownOnce>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-3">
          <FormField
            label="Address (URL)"
            type="url"
            inputMode="url"
            placeholder="https://dms.example.co.uk/docs2sign"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={errors.url}
          />
          <FormField
            label="Description (optional)"
            placeholder="e.g. Dealer management system"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={errors.description}
          />
          <fieldset
            className="grid gap-1"
            aria-describedby={errors.events ? 'webhook-events-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">Events to send</legend>
            {WEBHOOK_EVENTS.map((value) => (
              <label key={value} className="flex min-h-10 min-w-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 shrink-0"
                  checked={events.includes(value)}
                  onChange={(e) => toggle(value, e.target.checked)}
                />
                <span className="min-w-0">{WEBHOOK_EVENT_LABELS[value]}</span>
              </label>
            ))}
            {errors.events && (
              <p id="webhook-events-error" className="text-sm text-red-600">
                {errors.events}
              </p>
            )}
          </fieldset>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={make.isPending}>
              {make.isPending ? 'Adding...' : 'Add endpoint'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
