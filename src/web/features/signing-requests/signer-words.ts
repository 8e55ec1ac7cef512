// Words for several signers, kept apart from the forms so the toasts' callers load no picker.
import type { SignerSummary } from '../../../shared/documents/signers.ts';

const CHANNEL_WORDS = { email: 'e-mail', sms: 'text message' } as const;
/** "e-mail and text message", "in the app" (the dealer's member). */
export const channelWords = (channels: readonly ('email' | 'sms')[]) =>
  channels.length === 0 ? 'in the app' : channels.map((c) => CHANNEL_WORDS[c]).join(' and ');

/** The confirmation's words for a request with several signers: who was sent a link and how, who waits. */
export function sentToSigners(signers: readonly SignerSummary[]) {
  const sent = signers.filter((s) => s.status !== 'waiting');
  const waiting = signers.filter((s) => s.status === 'waiting');
  const words = sent.map((s) => `${s.name} (${channelWords(s.channels)})`).join(', ');
  return waiting.length
    ? `Sent to ${words}. Then, in turn: ${waiting.map((s) => s.name).join(', ')}.`
    : `Sent to ${words}.`;
}
