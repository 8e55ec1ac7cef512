import { AlertTriangle, Mail, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { matchDocument } from '../../../shared/customers/customer-match.ts';
import {
  CUSTOMER_NAME_PLACEHOLDER,
  type DocumentDetail,
  sendTextVersionSchema,
} from '../../../shared/documents/document.schema.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAuth } from '../auth/index.ts';
import { useCustomers } from '../customers/index.ts';
import { useSendTextVersion } from './api.ts';
import { type NameFill, refillName } from './message-name.ts';

const defaultMessage = (title: string, dealershipName: string | null | undefined) =>
  `Dear ${CUSTOMER_NAME_PLACEHOLDER},\n\n` +
  `Please find below the text of "${title}" for you to read.\n\n` +
  'If you have any questions, just reply to this e-mail.\n\n' +
  `Kind regards${dealershipName ? `,\n${dealershipName}` : ''}`;

/** The text editor's Send for Signing card: the text version by e-mail, or a signing request. */
export function SendForSigningCard({ document: d, unsaved }: { document: DocumentDetail; unsaved: boolean }) {
  const customers = useCustomers();
  const { user } = useAuth();
  const [customerId, setCustomerId] = useState('');
  const [message, setMessage] = useState(() => defaultMessage(d.title, user?.dealershipName));
  // What this card wrote in place of the placeholder, so a change of customer can swap the name.
  const [fill, setFill] = useState<NameFill | null>(null);
  const [error, setError] = useState<string>();
  const send = useSendTextVersion(d.id);
  const customerFieldId = useId();
  const messageId = useId();
  // The text of another customer's document goes to this one only after a confirmation.
  const chosen = customers.data?.find((c) => c.id === customerId);
  const match = chosen ? matchDocument(chosen, d.extractedData) : null;
  const mismatch = match?.kind === 'mismatch' ? match.message : null;
  const [confirming, setConfirming] = useState(false);

  const choose = (id: string) => {
    const name = customers.data?.find((c) => c.id === id)?.name ?? null;
    const next = refillName(message, fill, name);
    setCustomerId(id);
    setMessage(next.message);
    setFill(next.fill);
  };

  const submit = (mismatchConfirmed = false) => {
    // The route's own schema decides what is missing.
    const parsed = sendTextVersionSchema.safeParse({ customerId, message });
    if (!parsed.success) {
      if (parsed.error.issues.some((i) => i.path[0] === 'customerId')) {
        toast({
          title: 'Customer Required',
          description: 'Please select a customer to send the document to.',
          variant: 'destructive',
        });
      } else {
        setError(parsed.error.issues[0]?.message);
      }
      return;
    }
    setError(undefined);
    if (mismatch && !mismatchConfirmed) return setConfirming(true);
    send.mutate(parsed.data);
  };

  return (
    <Card as="section" aria-labelledby="send-heading" className="p-5 text-sm">
      <h2 id="send-heading" className="font-semibold">
        Send for Signing
      </h2>
      <div className="mt-3 grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={customerFieldId} className="font-medium">
            Customer
          </label>
          <select
            id={customerFieldId}
            value={customerId}
            onChange={(e) => choose(e.target.value)}
            className="h-10 min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">{customers.isLoading ? 'Loading customers…' : 'Choose a customer…'}</option>
            {customers.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
          </select>
          {mismatch && (
            <p className="flex items-start gap-1.5 text-amber-900">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{mismatch}</span>
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={messageId} className="font-medium">
            E-mail message
          </label>
          <textarea
            id={messageId}
            rows={8}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${messageId}-error` : undefined}
            onChange={(e) => setMessage(e.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
          />
          {error && (
            <p id={`${messageId}-error`} className="text-red-600">
              {error}
            </p>
          )}
          <p className="text-xs text-slate-600">The document’s saved text follows your message.</p>
        </div>
        {unsaved && (
          <p className="rounded-md bg-amber-50 p-2 text-amber-800">
            Save your changes first: the saved text is what is sent.
          </p>
        )}
        <Button onClick={() => submit()} disabled={send.isPending || unsaved}>
          <Mail className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending…' : 'Send Text Version'}
        </Button>
        <Link href={`/documents/${d.id}/send`} className={buttonClass('outline')}>
          <PenLine className="h-4 w-4" aria-hidden="true" /> Send for Signature
        </Link>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send another customer’s document?"
        description={`${mismatch ?? ''} E-mail its text to ${chosen?.name ?? 'this customer'} only if you are sure.`}
        confirmLabel="Send it anyway"
        onConfirm={() => {
          setConfirming(false);
          submit(true);
        }}
      />
    </Card>
  );
}
