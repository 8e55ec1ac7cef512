// /sign/{token}: the customer's signing page, with no login. The parts live beside it; this file holds the
// session's state and the calls that change it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, apiJson, apiRequest } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingSessionKey } from '../../lib/query-keys.ts';
import { useBrandColours } from '../../lib/use-brand-colours.ts';
import { DocumentList } from './document-list.tsx';
import { DocumentViewer } from './document-viewer.tsx';
import { CustomerCard, NotesCard } from './session-details.tsx';
import { SessionHeader } from './session-header.tsx';
import { SignatureModal } from './signature-modal.tsx';
import { SigningProgress } from './signing-progress.tsx';

// Spec A §7: the pad reports progress as one page read in 30 seconds, signed on page 1.
const PROGRESS = { pagesRead: 1, timeSpent: 30 };
const SIGNATURE_PAGE = 1;

/** /sign/{token} and /customer-signing/{token}: the customer reads, signs and submits, on any device. */
export default function SigningPage({ params }: { params: { token: string } }) {
  const session = useQuery<SigningSession>({ queryKey: signingSessionKey(params.token) });
  if (session.isLoading) return <Spinner label="Opening your documents…" />;
  if (!session.data) return <AccessError error={session.error} />;
  return <Session token={params.token} session={session.data} />;
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

/** The customer's session: what is shown, what is signed, and the two calls that change it. */
function Session({ token, session }: { token: string; session: SigningSession }) {
  const [index, setIndex] = useState(0);
  const [signing, setSigning] = useState(false);
  const document = session.documents[index]!;
  const signedIds = new Set(session.signatures.map((s) => s.documentId));
  const signedCount = session.documents.filter((d) => signedIds.has(d.id)).length;
  const completed = session.status === 'completed';
  // Both calls answer the session as it now is: it replaces the cached one, with no second fetch.
  const showAnswer = (answer: SigningSession) => queryClient.setQueryData(signingSessionKey(token), answer);

  // Opening a document tells the dealer's audit trail it was viewed.
  useEffect(() => {
    void apiRequest('POST', `/api/sign/${token}/progress`, { documentId: document.id, ...PROGRESS }).catch(
      () => undefined,
    );
  }, [token, document.id]);

  const sign = useMutation({
    mutationFn: (signatureData: string) =>
      apiJson<SigningSession>('POST', `/api/sign/${token}/signature`, {
        documentId: document.id,
        signatureData,
        pageNumber: SIGNATURE_PAGE,
      }),
    onSuccess: (answer) => {
      setSigning(false);
      showAnswer(answer);
      const signedNow = new Set(answer.signatures.map((s) => s.documentId));
      const next = answer.documents.findIndex((d, i) => i !== index && !signedNow.has(d.id));
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
    mutationFn: () => apiJson<SigningSession>('POST', `/api/sign/${token}/submit`),
    onSuccess: showAnswer,
    onError: (error) =>
      toast({
        title: 'Submission Failed',
        description: error instanceof ApiError ? error.reason : 'Unable to finalize your documents',
        variant: 'destructive',
      }),
  });

  useBrandColours(session.dealer);
  const signed = signedIds.has(document.id);
  return (
    <div className="min-h-screen bg-slate-50">
      <SessionHeader session={session} />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-5 lg:grid-cols-[320px_minmax(0,1fr)]">
        <div className="flex h-fit min-w-0 flex-col gap-4">
          <SigningProgress
            signedCount={signedCount}
            total={session.documents.length}
            completed={completed}
            submitting={submit.isPending}
            onSubmit={() => submit.mutate()}
          />
          <DocumentList documents={session.documents} signedIds={signedIds} index={index} onView={setIndex} />
          <CustomerCard session={session} />
          {session.notes && <NotesCard notes={session.notes} />}
        </div>
        <DocumentViewer
          document={document}
          downloadUrl={`/api/sign/${token}/documents/${document.id}/download`}
          index={index}
          total={session.documents.length}
          signed={signed}
          canSign={!signed && !completed && !submit.isPending}
          onIndex={setIndex}
          onSign={() => setSigning(true)}
        />
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
