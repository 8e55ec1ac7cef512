// The kinds of step a signing request's audit trail records, and the one wording of each: the certificate
// of completion and the dealer's Details dialog both read it from here.

/** Where and with what browser a customer's step was taken. */
export type Trail = { ipAddress?: string | null; userAgent?: string | null };

type MailDetail = { to: string; mail: string; attempts: number; attachments?: string[] };
/** A text message's number (E.164) and kind ('signing_request' or 'reminder'). */
type TextDetail = { to: string; kind: string; attempts: number };
/** How the dealer handed the customer their link from the request's Details. */
export type LinkShareWay = 'copy' | 'qr' | 'whatsapp';
const SHARED_VIA: Record<LinkShareWay, string> = {
  copy: 'Signing link copied',
  qr: 'Signing link shown as a QR code for the customer’s phone',
  whatsapp: 'Signing link shared on WhatsApp',
};

/** A one-time code's way and masked destination ("07•••••123"), and whose it was of several signers. */
export type CodeDetail = { channel: 'sms' | 'email'; to: string } & Partial<SignerDetail>;
const CODE_WAY = { sms: 'by text message', email: 'by e-mail' } as const;

/** Who at the dealership acted: "Priya Shah, Oakfield Motors" (`by`) and "Priya Shah" (`person`), as words. */
export type ActedBy = { by: string; person: string };
/** Who took a step, on a request with several signers ("Jane Doe", "Customer 2"); absent for one customer. */
export type SignerDetail = { signer: string; role: string };

export type SigningEventInput = { requestId: string } & Trail &
  (
    | { type: 'created'; detail?: ActedBy }
    | { type: 'mailed' | 'copy_mailed'; detail: MailDetail }
    | { type: 'mail_failed'; detail: MailDetail & { error: string; final: boolean } }
    | { type: 'opened'; detail?: SignerDetail }
    | {
        type: 'viewed';
        documentId: string;
        detail: { pagesRead: number; timeSpent: number } & Partial<SignerDetail>;
      }
    | { type: 'signed'; documentId: string; detail?: SignerDetail }
    | { type: 'submitted'; detail?: SignerDetail }
    | { type: 'signer_finished'; detail: SignerDetail }
    | { type: 'declined'; detail: SignerDetail & { reason?: string } }
    | { type: 'sealed'; detail: { documents: { documentId: string; sha256: string }[] } }
    | { type: 'seal_failed'; detail: { error: string; final: boolean } }
    | { type: 'timestamp_unavailable'; detail: { error: string; attempts: number } }
    | { type: 'cancelled'; detail?: ActedBy }
    | { type: 'signed_in_person'; detail: { handedOverBy: string; signer?: string } }
    | { type: 'texted'; detail: TextDetail }
    | { type: 'text_failed'; detail: TextDetail & { error: string; final: boolean } }
    | { type: 'link_shared'; detail: { via: LinkShareWay; by: string; for?: string } }
    | { type: 'code_sent'; detail: CodeDetail }
    | {
        type: 'code_verified';
        // On a later step of a deal, the code entered at its earlier step (named) holds: when it was entered.
        detail: CodeDetail &
          ({ tries: number; codesSent: number } | { earlierStep: string; enteredAt: string });
      }
    | { type: 'code_locked'; detail: CodeDetail & { tries: number } }
  );

export type SigningEventType = SigningEventInput['type'];

/** Plain words for one event; `title` is the title of the document it concerns, when it concerns one. */
export function describeEvent(type: string, title: string | undefined, detail: unknown): string {
  const to = (detail as { to?: string } | null)?.to;
  const by = (detail as Partial<ActedBy> | null)?.by;
  const doc = `"${title ?? 'a document'}"`;
  const who = detail as Partial<SignerDetail & { reason: string }> | null;
  const signedBy = who?.signer ? ` by ${who.signer} (${who.role})` : '';
  switch (type as SigningEventType) {
    case 'created':
      return by
        ? `Signing request created by the dealer (sent by ${by})`
        : 'Signing request created by the dealer';
    case 'mailed':
      return `Signing link e-mailed${to ? ` to ${to}` : ''}`;
    case 'copy_mailed':
      return `Signed copy e-mailed${to ? ` to ${to}` : ''}`;
    case 'mail_failed':
      return `An e-mail${to ? ` to ${to}` : ''} could not be delivered`;
    case 'opened':
      return signedBy ? `Signing link opened${signedBy}` : 'Signing link opened by the customer';
    case 'viewed':
      return `Viewed ${doc}${signedBy}`;
    case 'signed':
      return `Signed ${doc}${signedBy}`;
    case 'submitted':
      return signedBy ? 'Everyone has signed: the set is complete' : 'Submitted the signed documents';
    case 'signer_finished':
      return `Signatures submitted${signedBy}`;
    case 'declined':
      return `Declined to sign${signedBy}${who?.reason ? `: "${who.reason}"` : ''}`;
    case 'sealed':
      return 'Signed copies sealed with the certificate of completion';
    case 'seal_failed':
      return (detail as { final?: boolean } | null)?.final
        ? 'The signed copies could not be sealed; our team has been alerted'
        : 'Sealing the signed copies failed; it will be tried again';
    case 'timestamp_unavailable':
      return 'The trusted timestamp server did not answer; sealed with the server clock instead';
    case 'cancelled':
      return by
        ? `Signing request cancelled by the dealer (${by})`
        : 'Signing request cancelled by the dealer';
    case 'signed_in_person': {
      const { handedOverBy, signer } = (detail ?? {}) as { handedOverBy?: string; signer?: string };
      return `Signed in person${signer ? ` by ${signer}` : ''} on the dealer's device, handed over by ${handedOverBy ?? 'the dealer'}`;
    }
    case 'texted':
      if ((detail as { kind?: string } | null)?.kind === 'code')
        return 'One-time code handed to the text message provider';
      return `Signing link sent by text message${to ? ` to ${to}` : ''}`;
    case 'text_failed':
      return (detail as { final?: boolean } | null)?.final
        ? `A text message${to ? ` to ${to}` : ''} could not be delivered`
        : `A text message${to ? ` to ${to}` : ''} has not gone yet; it will be tried again`;
    case 'link_shared': {
      const d = detail as { via?: LinkShareWay; by?: string; for?: string } | null;
      const base = (d?.via && SHARED_VIA[d.via]) || 'Signing link shared by the dealer';
      // One signer's own link of several says whose it was.
      const words = d?.for ? `${base}, ${d.for}’s link` : base;
      return d?.by ? `${words} (${d.by})` : words;
    }
    case 'code_sent': {
      const d = detail as Partial<CodeDetail> | null;
      return `One-time code sent ${CODE_WAY[d?.channel ?? 'sms']} to ${d?.to ?? 'the signer'}${signedBy}`;
    }
    case 'code_verified': {
      const d = detail as { tries?: number; earlierStep?: string } | null;
      if (d?.earlierStep)
        return `One-time code entered at the ${d.earlierStep} step of this deal${signedBy}, so not asked again`;
      const tries = d?.tries ?? 1;
      return `One-time code entered correctly${signedBy} (${tries} ${tries === 1 ? 'try' : 'tries'})`;
    }
    case 'code_locked':
      return `One-time code locked after ${(detail as { tries?: number } | null)?.tries ?? 5} wrong tries${signedBy}`;
    default:
      return type.replace(/_/g, ' ');
  }
}
