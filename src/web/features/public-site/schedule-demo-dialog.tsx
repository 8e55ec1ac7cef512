import { type FormEvent, useState } from 'react';
import { demoRequestsApi } from '../../../shared/api/demo-requests.ts';
import {
  DEMO_MISSING_INFORMATION,
  DEMO_TIME_SLOTS,
  type DemoRequestInput,
  demoRequestSchema,
  earliestDemoDate,
  latestDemoDate,
} from '../../../shared/dealer/demo-request.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi } from '../../lib/api.ts';

type Fields = {
  contactName: string;
  phoneNumber: string;
  email: string;
  websiteDomain: string;
  preferredCallDate: string;
  preferredCallTime: string;
  notes: string;
};
const EMPTY: Fields = {
  contactName: '',
  phoneNumber: '',
  email: '',
  websiteDomain: '',
  preferredCallDate: '',
  preferredCallTime: '',
  notes: '',
};
const REQUIRED: (keyof Fields)[] = [
  'contactName',
  'phoneNumber',
  'email',
  'preferredCallDate',
  'preferredCallTime',
];
const FAILED = 'Failed to schedule demo. Please try again or call us directly.';

/** The schedule-demo dialog: checked here and again by the server, same schema. */
export default function ScheduleDemoDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: DemoRequestInput = {
      ...fields,
      // The date goes as an ISO date-time; midnight UTC of the day chosen on the calendar.
      preferredCallDate: fields.preferredCallDate && `${fields.preferredCallDate}T00:00:00.000Z`,
      preferredCallTime: fields.preferredCallTime as DemoRequestInput['preferredCallTime'],
    };
    const checked = demoRequestSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      // An empty required field is told with this toast, and nothing is sent.
      if (REQUIRED.some((name) => !fields[name].trim()))
        toast({
          title: 'Missing Information',
          description: DEMO_MISSING_INFORMATION,
          variant: 'destructive',
        });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callApi(demoRequestsApi.create, { body });
      toast({
        title: 'Demo Scheduled!',
        description: 'Thank you! Our team will contact you to arrange your personalised demo.',
        variant: 'success',
      });
      setFields(EMPTY);
      props.onOpenChange(false);
    } catch (error) {
      const issues = error instanceof ApiError ? error.body?.issues : undefined;
      if (issues?.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      const reason = error instanceof ApiError && error.status < 500 ? error.reason : null;
      toast({ title: 'Error', description: reason ?? FAILED, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Schedule a Personal Demo"
      description="Tell us when suits you and our team will call to show you around."
    >
      <form noValidate onSubmit={submit} className="grid gap-3">
        <FormField
          label="Contact name"
          value={fields.contactName}
          onChange={set('contactName')}
          error={errors.contactName}
          autoComplete="name"
          required
        />
        <FormField
          label="Phone number"
          type="tel"
          value={fields.phoneNumber}
          onChange={set('phoneNumber')}
          error={errors.phoneNumber}
          autoComplete="tel"
          required
        />
        <FormField
          label="E-mail"
          type="email"
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
          required
        />
        <FormField
          label="Website domain (optional)"
          value={fields.websiteDomain}
          onChange={set('websiteDomain')}
          error={errors.websiteDomain}
          placeholder="yourdealership.co.uk"
        />
        <FormField
          label="Preferred call date"
          type="date"
          min={earliestDemoDate()}
          max={latestDemoDate()}
          value={fields.preferredCallDate}
          onChange={set('preferredCallDate')}
          error={errors.preferredCallDate}
          required
        />
        <div className="grid gap-1.5">
          <label htmlFor="demo-time" className="text-sm font-medium text-slate-800">
            Preferred call time
          </label>
          <select
            id="demo-time"
            value={fields.preferredCallTime}
            onChange={set('preferredCallTime')}
            aria-invalid={errors.preferredCallTime ? true : undefined}
            aria-describedby={errors.preferredCallTime ? 'demo-time-error' : undefined}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm"
            required
          >
            <option value="">Choose a time</option>
            {DEMO_TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
          {errors.preferredCallTime && (
            <p id="demo-time-error" className="text-sm text-red-600">
              {errors.preferredCallTime}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="demo-notes" className="text-sm font-medium text-slate-800">
            Notes (optional)
          </label>
          <textarea
            id="demo-notes"
            rows={3}
            value={fields.notes}
            onChange={set('notes')}
            className="rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
          />
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} className="bg-indigo-700 text-white hover:bg-indigo-800">
            {busy ? 'Scheduling...' : 'Schedule Demo'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
