// The text-message provider, in the shape of Twilio's Messages API (which other providers also take):
// a form-encoded POST of To, From and Body with HTTP basic auth, answered with JSON carrying the message's
// `sid`. A short timeout: the queue retries a provider that is slow or down, nobody waits on it.
import type { Config } from '../../config.ts';

export type SmsConfig = NonNullable<Config['sms']>;

/** Why the provider did not take the message, in words for the request's Details. */
export class SmsRefused extends Error {}

export async function postSms(
  sms: SmsConfig,
  to: string,
  body: string,
): Promise<{ providerId: string | null }> {
  let res: Response;
  try {
    res = await fetch(sms.url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: sms.from, Body: body }).toString(),
      signal: AbortSignal.timeout(sms.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new SmsRefused(`The text message provider did not answer within ${sms.timeoutMs / 1000} s`);
    }
    throw new SmsRefused('The text message provider could not be reached');
  }
  const text = await res.text().catch(() => '');
  let answer: { sid?: unknown; message?: unknown } = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // Not JSON: the status says enough.
  }
  if (!res.ok) {
    const words = typeof answer.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
    throw new SmsRefused(`The text message provider answered ${res.status}${words}`);
  }
  return { providerId: typeof answer.sid === 'string' ? answer.sid.slice(0, 100) : null };
}
