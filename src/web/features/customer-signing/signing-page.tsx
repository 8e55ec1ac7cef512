import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AlertCircle,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  Download,
  FileText,
  PenLine,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import { DOCUMENT_TYPE_LABELS, isDocumentType } from '../../../shared/document-types.ts';
import { formatRegistration } from '../../../shared/uk-formats.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, apiJson, apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useBrandColours } from '../../lib/use-brand-colours.ts';
import { SignatureModal } from './signature-modal.tsx';

const PdfPages = lazy(() => import('./pdf-pages.tsx'));

// Spec A §7: the pad reports progress as one page read in 30 seconds, signed on page 1.
const PROGRESS = { pagesRead: 1, timeSpent: 30 };
const SIGNATURE_PAGE = 1;

/** /sign/{token} and /customer-signing/{token}: the customer reads, signs and submits, on any device. */
export default function SigningPage({ params }: { params: { token: string } }) {
  const key = ['/api/sign', params.token];
  const session = useQuery<SigningSession>({ queryKey: key });
  if (session.isLoading) return <Spinner label="Opening your documents…" />;
  if (!session.data) return <AccessError error={session.error} />;
  return (
    <Session
      token={params.token}
      session={session.data}
      refresh={() => queryClient.invalidateQueries({ queryKey: key })}
    />
  );
}

function AccessError({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? error.reason : 'Please check your connection and try again.';
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <section
        role="alert"
        className="w-full max-w-md rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm"
      >
        <AlertCircle className="mx-auto h-10 w-10 text-red-500" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-semibold">Access Error</h1>
        <p className="mt-2 text-slate-600">{message}</p>
      </section>
    </main>
  );
}

function Session({
  token,
  session,
  refresh,
}: {
  token: string;
  session: SigningSession;
  refresh: () => Promise<void>;
}) {
  const [index, setIndex] = useState(0);
  const [signing, setSigning] = useState(false);
  const document = session.documents[index]!;
  const signedIds = new Set(session.signatures.map((s) => s.documentId));
  const signedCount = session.documents.filter((d) => signedIds.has(d.id)).length;
  const allSigned = signedCount === session.documents.length;
  const completed = session.status === 'completed';

  // Opening a document tells the dealer's audit trail it was viewed.
  useEffect(() => {
    void apiRequest('POST', `/api/sign/${token}/progress`, { documentId: document.id, ...PROGRESS }).catch(
      () => undefined,
    );
  }, [token, document.id]);

  const sign = useMutation({
    mutationFn: (signatureData: string) =>
      apiJson('POST', `/api/sign/${token}/signature`, {
        documentId: document.id,
        signatureData,
        pageNumber: SIGNATURE_PAGE,
      }),
    onSuccess: async () => {
      setSigning(false);
      await refresh();
      const next = session.documents.findIndex((d, i) => i !== index && !signedIds.has(d.id));
      if (next >= 0) setIndex(next);
    },
    onError: (error) =>
      toast({
        title: 'Failed to save signature',
        description: error instanceof ApiError ? error.reason : undefined,
        variant: 'destructive',
      }),
  });
  const submit = useMutation({
    mutationFn: () => apiJson('POST', `/api/sign/${token}/submit`),
    onSuccess: () => refresh(),
    onError: (error) =>
      toast({
        title: 'Submission Failed',
        description: error instanceof ApiError ? error.reason : 'Unable to finalize your documents',
        variant: 'destructive',
      }),
  });

  useBrandColours(session.dealer);
  const downloadUrl = `/api/sign/${token}/documents/${document.id}/download`;
  const typeLabel = (t: string) => (isDocumentType(t) ? DOCUMENT_TYPE_LABELS[t] : t);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-2 text-on-brand-2">
        <div className="mx-auto max-w-5xl px-4 py-4">
          <p className="flex items-center gap-2 text-sm font-semibold">
            {session.dealer.logoUrl && (
              <img src={session.dealer.logoUrl} alt="" className="h-7 w-auto rounded bg-white p-0.5" />
            )}
            {session.dealer.name}
          </p>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-xl font-semibold">Document Signing Session</h1>
            <span className="rounded-full border border-current px-3 py-1 text-sm font-medium">
              {completed ? 'Completed' : 'In Progress'}
            </span>
          </div>
          <p className="text-sm">{session.customer.name}</p>
        </div>
      </header>

      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-5 lg:grid-cols-[320px_minmax(0,1fr)]">
        <div className="flex h-fit min-w-0 flex-col gap-4">
          <section
            aria-labelledby="progress-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="progress-heading" className="font-semibold">
              {signedCount} of {session.documents.length} documents signed
            </h2>
            <progress
              className="mt-2 h-2 w-full accent-brand"
              max={session.documents.length}
              value={signedCount}
              aria-label="Signing progress"
            />
            {allSigned && (
              <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
                <p className="flex items-center gap-2 font-medium">
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  {completed
                    ? 'Your signed documents have been submitted.'
                    : 'Congratulations! Every document is signed.'}
                </p>
                <Button
                  className="mt-3 w-full"
                  disabled={completed || submit.isPending}
                  onClick={() => submit.mutate()}
                >
                  {completed ? 'Submitted' : submit.isPending ? 'Submitting...' : 'Submit Documents'}
                </Button>
              </div>
            )}
          </section>

          <section
            aria-labelledby="documents-heading"
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="documents-heading" className="font-semibold">
              Documents to Sign
            </h2>
            <ul className="mt-2 flex flex-col gap-2">
              {session.documents.map((d, i) => (
                <li
                  key={d.id}
                  className="flex items-center justify-between gap-2 rounded-lg border border-slate-100 p-2"
                >
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{d.title}</p>
                    <p className="text-xs text-slate-500">{typeLabel(d.documentType)}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    {signedIds.has(d.id) && (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                        Signed
                      </span>
                    )}
                    <Button
                      variant={i === index ? 'primary' : 'outline'}
                      className="min-h-8 px-2 text-xs"
                      onClick={() => setIndex(i)}
                      aria-current={i === index ? 'true' : undefined}
                    >
                      {i === index ? 'Currently Viewing' : 'View'}
                      <span className="sr-only"> {d.title}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <CustomerCard session={session} />
          {session.notes && (
            <section
              aria-labelledby="notes-heading"
              className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
            >
              <h2 id="notes-heading" className="font-semibold">
                Additional Notes
              </h2>
              <p className="mt-1 whitespace-pre-wrap text-slate-700">{session.notes}</p>
            </section>
          )}
        </div>

        <section aria-labelledby="viewer-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="viewer-heading" className="flex min-w-0 items-center gap-2 font-semibold">
              <FileText className="h-4 w-4 shrink-0 text-brand-ink" aria-hidden="true" />
              <span className="truncate">{document.title}</span>
            </h2>
            <div className="flex items-center gap-1 text-sm">
              <Button
                variant="ghost"
                className="min-h-9 px-2"
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
                aria-label="Previous document"
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
              </Button>
              <span aria-live="polite">
                {index + 1} of {session.documents.length}
              </span>
              <Button
                variant="ghost"
                className="min-h-9 px-2"
                disabled={index === session.documents.length - 1}
                onClick={() => setIndex(index + 1)}
                aria-label="Next document"
              >
                Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={downloadUrl}
              download={`${document.title}.pdf`}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm"
            >
              <Download className="h-4 w-4" aria-hidden="true" /> Download PDF
            </a>
            <Button
              disabled={signedIds.has(document.id) || completed || submit.isPending}
              onClick={() => setSigning(true)}
            >
              <PenLine className="h-4 w-4" aria-hidden="true" />{' '}
              {signedIds.has(document.id) ? 'Signed' : 'Sign Document'}
            </Button>
          </div>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
            tabIndex={0}
            aria-label={`Pages of ${document.title}`}
            className="mt-4 max-h-[75vh] overflow-y-auto rounded-lg bg-slate-100 p-2 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Suspense
              fallback={<p className="py-6 text-center text-sm text-slate-600">Loading the document…</p>}
            >
              <PdfPages key={document.id} url={downloadUrl} title={document.title} />
            </Suspense>
          </section>
        </section>
      </main>
      <SignatureModal
        open={signing}
        signerName={session.customer.name}
        busy={sign.isPending}
        onCancel={() => setSigning(false)}
        onSubmit={(png) => sign.mutate(png)}
      />
    </div>
  );
}

function CustomerCard({ session }: { session: SigningSession }) {
  const { customer } = session;
  return (
    <section
      aria-labelledby="customer-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="customer-heading" className="font-semibold">
        Customer Information
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">Email</dt>
        <dd className="break-all">{customer.email}</dd>
        <dt className="text-slate-500">Phone</dt>
        <dd>{customer.phone}</dd>
        {customer.address && (
          <>
            <dt className="text-slate-500">Address</dt>
            <dd>{customer.address}</dd>
          </>
        )}
        {customer.vehicleData?.make && (
          <>
            <dt className="text-slate-500">Vehicle</dt>
            <dd>{[customer.vehicleData.make, customer.vehicleData.model].filter(Boolean).join(' ')}</dd>
          </>
        )}
        {customer.vehicleRegistration && (
          <>
            <dt className="text-slate-500">Registration</dt>
            <dd>{formatRegistration(customer.vehicleRegistration)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
