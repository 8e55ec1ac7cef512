import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { PATHS } from '../../../shared/api/paths.ts';
import type { smsApi } from '../../../shared/api/sms.ts';
import type { GeneralSettingsForm, GeneralSettingsInput } from '../../../shared/dealer/settings.schema.ts';
import type { SendChannel } from '../../../shared/documents/signing-request.types.ts';
import { LoadError } from '../../components/ui/query-state.tsx';
import { queryAt } from '../../lib/api.ts';

const CHOICES: { value: string; label: string; channels: SendChannel[] }[] = [
  { value: 'email', label: 'E-mail', channels: ['email'] },
  { value: 'sms', label: 'Text message', channels: ['sms'] },
  { value: 'both', label: 'Both', channels: ['email', 'sms'] },
];
const keyOf = (channels: readonly SendChannel[] | undefined) =>
  channels?.length === 2 ? 'both' : channels?.[0] === 'sms' ? 'sms' : 'email';

type Form = UseFormReturn<GeneralSettingsForm, unknown, GeneralSettingsInput>;

/**
 * How Create Request, the send page and Resend preselect the link's way. Saved with the rest of General
 * Settings; offered only where this installation can send texts, since elsewhere every link goes by e-mail.
 */
export function DefaultChannel({ form }: { form: Form }) {
  // Same key and freshness as the send dialogs, so one answer serves both.
  const capabilities = useQuery({
    ...queryAt<typeof smsApi.capabilities>({ method: 'GET', path: PATHS.capabilities }),
    staleTime: 300_000,
  });
  const current = keyOf(form.watch('defaultChannels'));

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-base font-semibold">Signing links</legend>
      {capabilities.isPending ? (
        <p className="text-sm text-slate-600" role="status">
          Checking whether text messages are set up…
        </p>
      ) : capabilities.isError || !capabilities.data ? (
        <LoadError
          error={capabilities.error}
          what="whether text messages are set up"
          onRetry={() => void capabilities.refetch()}
          retrying={capabilities.isFetching}
        />
      ) : !capabilities.data.sms ? (
        <p className="text-sm text-slate-600">
          Text messages are not set up on this installation, so signing links go by e-mail.
        </p>
      ) : (
        <div role="radiogroup" aria-labelledby="default-channel-label" className="grid min-w-0 gap-1.5">
          <span id="default-channel-label" className="text-sm font-medium">
            Send signing links by
          </span>
          <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
            {CHOICES.map((c) => (
              <label
                key={c.value}
                htmlFor={`default-channel-${c.value}`}
                className="inline-flex min-h-11 min-w-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-sm leading-tight sm:px-3 has-[:checked]:border-brand has-[:checked]:bg-brand/10"
              >
                <input
                  id={`default-channel-${c.value}`}
                  type="radio"
                  name="default-channel"
                  value={c.value}
                  checked={current === c.value}
                  onChange={() => form.setValue('defaultChannels', c.channels, { shouldDirty: true })}
                />
                {c.label}
              </label>
            ))}
          </div>
          <p className="text-xs text-slate-600">
            Chosen for you in Create Request, Send and Resend; you can still change it for one request. Texts
            go to the customer’s mobile number.
          </p>
        </div>
      )}
    </fieldset>
  );
}
