import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PATHS } from '../../../shared/api/paths.ts';
import type { settingsApi } from '../../../shared/api/settings.ts';
import type { smsApi } from '../../../shared/api/sms.ts';
import type { SendChannel } from '../../../shared/documents/signing-request.types.ts';
import { queryAt } from '../../lib/api.ts';

const CHOICES: { value: string; label: string; channels: SendChannel[] }[] = [
  { value: 'email', label: 'E-mail', channels: ['email'] },
  { value: 'sms', label: 'Text message', channels: ['sms'] },
  { value: 'both', label: 'Both', channels: ['email', 'sms'] },
];
const keyOf = (channels: SendChannel[]) =>
  channels.length === 2 ? 'both' : channels[0] === 'sms' ? 'sms' : 'email';

/**
 * How the link goes, for Create Request, Resend and the send page: the dealer's default from Settings, and
 * nothing to choose (e-mail, as the server assumes) when this server cannot send text messages.
 */
export function useSendChannels(open = true) {
  const capabilities = useQuery({
    ...queryAt<typeof smsApi.capabilities>({ method: 'GET', path: PATHS.capabilities }),
    staleTime: 300_000,
  });
  const settings = useQuery({
    ...queryAt<typeof settingsApi.get>({ method: 'GET', path: PATHS.dealerSettings }),
    enabled: capabilities.data?.sms === true,
  });
  const available = capabilities.data?.sms === true;
  const preferred = settings.data?.defaultChannels ?? ['email'];
  const [channels, setChannels] = useState<SendChannel[]>(preferred);
  const preferredKey = keyOf(preferred);
  // Each opening starts from the dealer's default (and once Settings has loaded).
  useEffect(() => {
    if (open) setChannels(CHOICES.find((c) => c.value === preferredKey)!.channels);
  }, [open, preferredKey]);
  return { available, channels: available ? channels : undefined, setChannels };
}

/** E-mail / Text message / Both, shown only when the server can text. */
export function ChannelChoice(props: { choice: ReturnType<typeof useSendChannels>; idPrefix: string }) {
  const { available, channels, setChannels } = props.choice;
  if (!available || !channels) return null;
  const current = keyOf(channels);
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="text-sm font-medium">Send the link by</legend>
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {CHOICES.map((c) => (
          <label
            key={c.value}
            htmlFor={`${props.idPrefix}-${c.value}`}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-sm leading-tight sm:px-3 has-[:checked]:border-brand has-[:checked]:bg-brand/10"
          >
            <input
              id={`${props.idPrefix}-${c.value}`}
              type="radio"
              name={`${props.idPrefix}-channel`}
              value={c.value}
              checked={current === c.value}
              onChange={() => setChannels(c.channels)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {channels.includes('sms') && (
        <p className="text-xs text-slate-600">The text goes to the customer’s mobile number (07…).</p>
      )}
    </fieldset>
  );
}

/** The success toast's words for how the link went. */
export const sentBy = (channels: SendChannel[] | undefined) =>
  channels?.includes('sms')
    ? channels.includes('email')
      ? 'an e-mail and a text message'
      : 'a text message'
    : 'an e-mail';
