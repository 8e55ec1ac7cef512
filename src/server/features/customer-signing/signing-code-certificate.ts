// The certificate's "Identity" lines, read from the trail: how each signer showed the documents were signed
// by them. A one-time code: where it went (masked), when it was entered, the tries and codes it took (or,
// on a later step of a deal, that it was entered at an earlier step). In
// person: the dealer's device was handed to them, so no code was asked.

type TrailEvent = { type: string; detail: unknown; createdAt: Date };

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function identityLines(events: TrailEvent[]): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const d = (event.detail ?? {}) as {
      to?: string;
      tries?: number;
      codesSent?: number;
      signer?: string;
      handedOverBy?: string;
      earlierStep?: string;
      enteredAt?: string;
    };
    const who = d.signer ? `${d.signer}: ` : '';
    if (event.type === 'code_verified' && d.earlierStep && d.enteredAt) {
      // A later step of a deal: the code the signer entered before their first signature in the deal.
      const at = new Date(d.enteredAt);
      lines.push(
        `${who}code sent to ${d.to ?? 'the signer'}, entered at ${time.format(at)} on ${day.format(at)} at an earlier step of this deal (${d.earlierStep})`,
      );
    } else if (event.type === 'code_verified') {
      const tries = count(d.tries ?? 1, 'try', 'tries');
      const codes = count(d.codesSent ?? 1, 'code sent', 'codes sent');
      lines.push(
        `${who}code sent to ${d.to ?? 'the signer'}, entered at ${time.format(event.createdAt)} on ${day.format(event.createdAt)} (${tries}, ${codes})`,
      );
    } else if (event.type === 'signed_in_person') {
      lines.push(
        // The words that matter first: a long name is what the width cuts (the timeline has it whole).
        `${who}signed in person, so no code asked (device handed over by ${d.handedOverBy ?? 'the dealer'})`,
      );
    }
  }
  return lines;
}
