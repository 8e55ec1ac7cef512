import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, Send } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { customersApi } from '../../../shared/api/customers.ts';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import { describeReadOut, matchDocument } from '../../../shared/customers/customer-match.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import { type DocumentDetail, personaliseMessage } from '../../../shared/documents/document.schema.ts';
import { DOCUMENT_TYPE_LABELS } from '../../../shared/documents/document-types.ts';
import {
  type SigningRequestBody,
  signingRequestSchema,
} from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { queryOf } from '../../lib/api.ts';
import { customersKey } from '../../lib/query-keys.ts';
import { CustomerPicker } from '../customers/index.ts';
import { ChannelChoice, PlaceNotice, requestHref, useSendChannels } from '../signing-requests/index.ts';
import { useDocumentCustomer, useSendForSignature } from './api.ts';
import { DocumentGate } from './document-gate.tsx';

// Loaded by import(): the pickers of other signers stay out of the dashboard's chunks.
const SendSigners = lazy(() => import('../signing-requests/send-signers.tsx'));
type Signers = {
  body: Pick<SigningRequestBody, 'customerId' | 'signers' | 'order'> | null;
  planned: { key: string; name: string; role: string; how: string }[];
  order: 'parallel' | 'sequential';
};

const defaultSubject = (title: string) => `Please sign: ${title}`;

// The invitation itself greets the customer and carries the link; this is the dealer's own note in it.
const defaultMessage = (title: string) =>
  `Please read and sign "${title}". It only takes a few minutes on your phone or computer.\n\n` +
  'If anything is unclear, just reply to this e-mail and we will help.';

/** /documents/{id}/send: one document to one customer for signing. */
export default function SendPage({ params }: { params: { id: string } }) {
  return <DocumentGate id={params.id}>{(d) => <SendForm document={d} />}</DocumentGate>;
}

type FieldErrors = { subject?: string; notes?: string };

function SendForm({ document: d }: { document: DocumentDetail }) {
  const [, navigate] = useLocation();
  const [customer, setCustomer] = useState<Customer | null>(null);
  // ?customer={id}: the document's screen found the customer it names ("Matches …"), chosen here already.
  const customerId = new URLSearchParams(useSearch()).get('customer');
  const named = useQuery({
    ...queryOf(customersApi.get, { params: { id: customerId! } }, [...customersKey, customerId]),
    enabled: !!customerId,
  });
  useEffect(() => {
    if (named.data) setCustomer((current) => current ?? named.data);
  }, [named.data]);
  // The paperwork's name, e-mail, phone, address and postcode fill "Create customer from this document".
  const fromPaperwork = useDocumentCustomer(d.id).data?.details;
  const [subject, setSubject] = useState(() => defaultSubject(d.title));
  const [message, setMessage] = useState(() => defaultMessage(d.title));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The dealer lands on the request just sent (its Details), where its progress and link are.
  const send = useSendForSignature((requestId) => navigate(requestHref(requestId)));
  const channelChoice = useSendChannels();
  // Joint customers, a guarantor, the dealership's countersignature; none: one customer as before.
  const [signers, setSigners] = useState<Signers | null>(null);
  const messageId = useId();
  // Does the document name this customer? Another customer's document is sent only after a confirmation.
  const match = customer ? matchDocument(customer, d.extractedData) : null;
  const mismatch = match?.kind === 'mismatch' ? match.message : null;
  const [confirming, setConfirming] = useState(false);

  const submit = (mismatchConfirmed = false) => {
    if (!customer) {
      toast({
        title: 'Missing Information',
        description: 'Please select a customer and ensure document is loaded.',
        variant: 'destructive',
      });
      return;
    }
    const body = {
      ...signers?.body,
      customerId: customer.id,
      documentIds: [d.id],
      notes: personaliseMessage(message, customer.name),
      subject,
      status: 'sent',
      channels: channelChoice.channels,
    };
    // The route's own schema: what it would refuse is shown beside the field instead.
    const parsed = signingRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'subject' || field === 'notes') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (mismatch && !mismatchConfirmed) return setConfirming(true);
    send.mutate({ ...body, mismatchConfirmed });
  };

  return (
    <div>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Link
          href="/documents"
          className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Documents
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">Send for Signature</h1>
        <p className="mt-1 text-sm break-words text-slate-600">{d.title}</p>

        <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-[2fr_1fr]">
          <div className="grid h-fit min-w-0 gap-4">
            <Card as="section" aria-labelledby="customer-heading" className="p-4 sm:p-5">
              <h2 id="customer-heading" className="mb-3 font-semibold">
                Customer
              </h2>
              <CustomerPicker
                selected={customer}
                onSelect={setCustomer}
                fromDocument={{
                  ...fromPaperwork,
                  name: fromPaperwork?.name ?? d.extractedData.customerName,
                  vehicleRegistration:
                    fromPaperwork?.vehicleRegistration ?? d.extractedData.vehicleRegistration,
                }}
              />
            </Card>
            <Card as="section" aria-label="Other signers" className="p-4 sm:p-5">
              <Suspense fallback={<Spinner />}>
                <SendSigners
                  customer={customer}
                  channels={channelChoice.channels ?? ['email']}
                  onChange={setSigners}
                />
              </Suspense>
            </Card>
            <Card as="section" aria-labelledby="email-heading" className="grid gap-4 p-4 sm:p-5">
              <h2 id="email-heading" className="font-semibold">
                E-mail
              </h2>
              <FormField
                label="Email subject"
                value={subject}
                maxLength={200}
                error={errors.subject}
                onChange={(e) => setSubject(e.target.value)}
              />
              <div className="grid gap-1.5">
                <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
                  Message
                </label>
                <textarea
                  id={messageId}
                  rows={6}
                  value={message}
                  aria-invalid={errors.notes ? true : undefined}
                  aria-describedby={errors.notes ? `${messageId}-error` : `${messageId}-hint`}
                  onChange={(e) => setMessage(e.target.value)}
                  className="rounded-md border border-slate-300 px-3 py-2 text-base sm:text-sm"
                />
                {errors.notes ? (
                  <p id={`${messageId}-error`} className="text-sm text-red-600">
                    {errors.notes}
                  </p>
                ) : (
                  <p id={`${messageId}-hint`} className="text-xs text-slate-600">
                    The e-mail adds a greeting and the signing link. [Customer Name] becomes the customer’s
                    name.
                  </p>
                )}
              </div>
            </Card>
          </div>

          <aside className="grid h-fit min-w-0 gap-4">
            <CustomerSummary customer={customer} />
            {signers && <SignersSummary signers={signers.planned} order={signers.order} />}
            <DocumentSummary document={d} />
            <PlaceNotice document={d} className="p-3 text-sm" />
            {mismatch && (
              <p
                role="status"
                className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>{mismatch}</span>
              </p>
            )}
            <ChannelChoice choice={channelChoice} idPrefix="send-page" />
            <Button onClick={() => submit()} disabled={send.isPending} className="w-full">
              <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending…' : 'Send'}
            </Button>
          </aside>
        </div>
      </main>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send another customer’s document?"
        description={`${mismatch ?? ''} Send it to ${customer?.name ?? 'this customer'} only if you are sure.`}
        confirmLabel="Send it anyway"
        onConfirm={() => {
          setConfirming(false);
          submit(true);
        }}
      />
    </div>
  );
}

/** Everyone who will sign and how their link goes, once there is more than the one customer. */
function SignersSummary(props: {
  signers: { key: string; name: string; role: string; how: string }[];
  order: 'parallel' | 'sequential';
}) {
  if (props.signers.length < 2) return null;
  return (
    <Card as="section" aria-labelledby="signers-summary-heading" className="p-4 text-sm sm:p-5">
      <h2 id="signers-summary-heading" className="font-semibold">
        Signers ({props.order === 'sequential' ? 'one after another' : 'all at once'})
      </h2>
      <ol className="mt-2 grid list-decimal gap-1 pl-5" data-testid="send-signers">
        {props.signers.map((s) => (
          <li key={s.key} className="break-words">
            <span className="font-medium">{s.name}</span>{' '}
            <span className="text-slate-600">
              · {s.role} · {s.how}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function CustomerSummary({ customer }: { customer: Customer | null }) {
  return (
    <Card as="section" aria-labelledby="customer-summary-heading" className="p-4 text-sm sm:p-5">
      <h2 id="customer-summary-heading" className="font-semibold">
        Customer summary
      </h2>
      {customer ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">Name</dt>
          <dd className="break-words">{customer.name}</dd>
          <dt className="text-slate-500">E-mail</dt>
          <dd className="[overflow-wrap:anywhere]">{customer.email}</dd>
          <dt className="text-slate-500">Phone</dt>
          <dd>{customer.phone}</dd>
          <dt className="text-slate-500">Registration</dt>
          <dd>{customer.vehicleRegistration ? formatRegistration(customer.vehicleRegistration) : '—'}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-slate-600">No customer selected.</p>
      )}
    </Card>
  );
}

function DocumentSummary({ document: d }: { document: DocumentDetail }) {
  return (
    <Card as="section" aria-labelledby="document-summary-heading" className="p-4 text-sm sm:p-5">
      <h2 id="document-summary-heading" className="font-semibold">
        Document summary
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">Title</dt>
        <dd className="break-words">{d.title}</dd>
        <dt className="text-slate-500">Type</dt>
        <dd>{DOCUMENT_TYPE_LABELS[d.documentType]}</dd>
        <dt className="text-slate-500">Pages</dt>
        <dd>{d.pageCount}</dd>
        <dt className="text-slate-500">Signature required</dt>
        <dd>{d.signatureRequired ? 'Yes' : 'No'}</dd>
        <dt className="text-slate-500">Read out for</dt>
        <dd className="break-words">{describeReadOut(d.extractedData) ?? 'No customer read out'}</dd>
      </dl>
    </Card>
  );
}
