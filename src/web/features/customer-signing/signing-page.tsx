// /sign/{token}: the customer's signing page, with no login. Document first: the current document's pages
// fill the screen, a bar at the foot holds progress and the next step; the details fold away above. The
// parts live beside it; this file holds the session's state and the calls that change it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { customerSigningApi } from '../../../shared/api/customer-signing.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { signatureBoxes } from '../../../shared/documents/signature-boxes.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi, queryAt } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingSessionKey } from '../../lib/query-keys.ts';
import { useBrandColours } from '../../lib/use-brand-colours.ts';
import { ActionBar, type NextAction } from './action-bar.tsx';
import { CodeStep, codeKeyStore } from './code-step.tsx';
import { CompletedPanel } from './completed-panel.tsx';
import { DealSteps } from './deal-steps.tsx';
import { DeclineToSign } from './decline-to-sign.tsx';
import { DocumentPages, fieldId } from './document-pages.tsx';
import { DoneScreen } from './done-screen.tsx';
import { downloadFile } from './download.ts';
import { reasonOf } from './error-reasons.ts';
import { t, tWith } from './i18n.tsx';
import { PageZoom, type ZoomedPage } from './page-zoom.tsx';
import { useScriptRunning } from './script-running.ts';
import { SessionAside } from './session-aside.tsx';
import { SessionHeader } from './session-header.tsx';
import { SignatureSheet } from './signature-sheet.tsx';

// Progress for the dealer's Details: one page read in 30 seconds, signed on page 1.
const PROGRESS = { pagesRead: 1, timeSpent: 30 };
const SIGNATURE_PAGE = 1;
/** While the server is still drawing pages or sealing the copies, the session is asked again this often. */
const POLL_MS = 1500;

const drawing = (session: SigningSession | undefined) =>
  session?.documents.some((d) => d.pageImages.status === 'pending') ?? false;
/** Submitted, the signed copies not sealed yet (a second or so after submit). */
const sealing = (session: SigningSession | undefined) => session?.status === 'completed' && !session.sealed;

/** /sign/{token} and /customer-signing/{token}: the customer reads, signs and submits, on any device. */
export default function SigningPage({ params }: { params: { token: string } }) {
  const session = useQuery({
    ...queryAt<typeof customerSigningApi.session>(
      ADDRESSES.signingSession,
      { params: { token: params.token } },
      signingSessionKey(params.token),
    ),
    refetchInterval: (query) => (drawing(query.state.data) || sealing(query.state.data) ? POLL_MS : false),
  });
  if (session.isLoading) return <Spinner label={t('sign.loading')} />;
  if (!session.data) return <AccessError error={session.error} />;
  return <Session token={params.token} session={session.data} />;
}

function AccessError({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? reasonOf(error) : t('sign.error.connection');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <section
        role="alert"
        className="w-full max-w-md rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm"
      >
        <svg viewBox="0 0 24 24" className="mx-auto h-10 w-10 text-red-500" aria-hidden="true" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v6m0 4h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h1 className="mt-3 text-xl font-semibold">
          {/* A signer of several declined: the set has stopped, which is not an access fault. */}
          {error instanceof ApiError && error.body?.code === 'DECLINED'
            ? t('sign.error.stopped')
            : t('sign.error.title')}
        </h1>
        <p className="mt-2 text-slate-600">{message}</p>
        {!(error instanceof ApiError) && (
          <button
            type="button"
            className="mt-4 min-h-11 rounded-md border border-slate-300 px-4 text-sm font-medium"
            onClick={() => window.location.reload()}
          >
            {t('sign.error.retry')}
          </button>
        )}
      </section>
    </main>
  );
}

/** The customer's session: what is shown, what is signed, and the two calls that change it. */
function Session({ token, session }: { token: string; session: SigningSession }) {
  const [index, setIndex] = useState(() => firstUnsigned(session));
  const [signing, setSigning] = useState(false);
  const [notice, setNotice] = useState<ReactNode>(null);
  // The first signature of this visit, offered again for the next document.
  const [previous, setPrevious] = useState<string | null>(null);
  // Each document's ink drawn on this visit, shown in its signed boxes.
  const [inks, setInks] = useState<Record<string, string>>({});
  const [zoomed, setZoomed] = useState<ZoomedPage | null>(null);
  // "All done" after this visit's submit; on the dealer's own device (?handover=1) it says to hand it back.
  const [done, setDone] = useState(false);
  const fieldCursor = useRef(-1);
  const ready = useScriptRunning();
  // The one-time code before the first signature: the key the verify call gave this tab, and the step's dialog.
  // On a step of a deal, the key an earlier step of it gave this browser (one code per deal).
  const [codeKey, setCodeKey] = useState(
    () => codeKeyStore.read(token) ?? (session.dealStep ? codeKeyStore.readDeal() : null),
  );
  const [askingCode, setAskingCode] = useState(false);
  // Drawn on the server too (signing-ssr.tsx), where there is no address bar.
  const handover =
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('handover');
  const needsCode = Boolean(session.codeStep) && !codeKey && !handover;
  const pagesTop = useRef<HTMLHeadingElement>(null);
  const document = session.documents[index] ?? session.documents[0]!;
  const signedIds = new Set(session.signatures.map((s) => s.documentId));
  const signedCount = session.documents.filter((d) => signedIds.has(d.id)).length;
  const total = session.documents.length;
  const completed = session.status === 'completed';
  const signed = signedIds.has(document.id);
  // Both calls answer the session as it now is: it replaces the cached one, with no second fetch.
  const showAnswer = (answer: SigningSession) => queryClient.setQueryData(signingSessionKey(token), answer);

  // Opening a document tells the dealer's audit trail it was viewed.
  useEffect(() => {
    if (completed) return;
    void callApi<typeof customerSigningApi.progress>(ADDRESSES.signProgress, {
      params: { token },
      body: { documentId: document.id, ...PROGRESS },
    }).catch(() => undefined);
  }, [token, document.id, completed]);

  const show = (next: number) => {
    setIndex(next);
    fieldCursor.current = -1;
    // The new document starts at its top, its title in view and focused for a screen reader.
    requestAnimationFrame(() => {
      pagesTop.current?.scrollIntoView({ block: 'start' });
      pagesTop.current?.focus({ preventScroll: true });
    });
  };

  const sign = useMutation({
    mutationFn: (signatureData: string) =>
      callApi<typeof customerSigningApi.signature>(ADDRESSES.signSignature, {
        params: { token },
        body: {
          documentId: document.id,
          signatureData,
          pageNumber: SIGNATURE_PAGE,
          ...(codeKey ? { codeKey } : {}),
        },
      }),
    onSuccess: (answer, signatureData) => {
      setSigning(false);
      setPrevious((p) => p ?? signatureData);
      setInks((all) => ({ ...all, [document.id]: signatureData }));
      showAnswer(answer);
      setNotice(tWith('sign.notice.added', { title: <bdi>{document.title}</bdi> }));
      const signedNow = new Set(answer.signatures.map((s) => s.documentId));
      const next = answer.documents.findIndex((d) => !signedNow.has(d.id));
      if (next >= 0 && next !== index) show(next);
    },
    onError: (error) => {
      // The code's session ended (another tab, 12 hours on): ask for a code again rather than fail.
      if (error instanceof ApiError && error.body?.code === 'CODE_REQUIRED') {
        codeKeyStore.write(token, null);
        if (session.dealStep) codeKeyStore.writeDeal(null);
        setCodeKey(null);
        setSigning(false);
        setAskingCode(true);
        return;
      }
      toast({
        title: t('sign.toast.saveFailed'),
        description: error instanceof ApiError ? reasonOf(error) : undefined,
        variant: 'destructive',
      });
    },
  });
  const submit = useMutation({
    mutationFn: () => callApi<typeof customerSigningApi.submit>(ADDRESSES.signSubmit, { params: { token } }),
    onSuccess: (answer) => {
      setNotice(null);
      setDone(true);
      showAnswer(answer);
      requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    },
    onError: (error) =>
      toast({
        title: t('sign.toast.submitFailed'),
        description: error instanceof ApiError ? reasonOf(error) : t('sign.toast.submitFailedDetail'),
        variant: 'destructive',
      }),
  });

  const openSheet = () => {
    sign.reset();
    if (needsCode) return setAskingCode(true);
    setSigning(true);
  };
  const action: NextAction = completed ? 'done' : !signed ? 'sign' : signedCount < total ? 'next' : 'submit';
  const onAction = () => {
    if (action === 'sign') openSheet();
    else if (action === 'next') show(firstUnsigned(session));
    else if (action === 'submit') submit.mutate();
  };
  const boxCount = signatureBoxes(document.signatureFields, document.pageCount, SIGNATURE_PAGE).length;
  const nextField = () => {
    fieldCursor.current = (fieldCursor.current + 1) % boxCount;
    const target = window.document.getElementById(fieldId(document.id, fieldCursor.current));
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  };
  const downloadUrl = (id: string) => urlOf(ADDRESSES.signDocumentPdf, { token, id });

  useBrandColours(session.dealer);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SessionHeader session={session} token={token} />
      <main className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-[minmax(0,1fr)] gap-4 px-2 py-3 sm:px-4 lg:grid-cols-[300px_minmax(0,1fr)] lg:py-5">
        <SessionAside session={session} signedIds={signedIds} index={index} onView={show} />
        <div className="flex min-w-0 flex-col gap-3">
          {/* A step of a deal: its steps in order and, on the commission disclosure, the tick before signing.
              Only a link the session says is in a deal asks for it (the others would be told 404). */}
          {!completed && session.dealStep && <DealSteps token={token} />}
          {completed && (
            <CompletedPanel
              session={session}
              onDownload={(d) =>
                downloadFile(downloadUrl(d.id), `${t('sign.file.signed', { title: d.title })}.pdf`)
              }
            />
          )}
          <section aria-labelledby="viewer-heading" className="flex min-w-0 flex-col gap-2">
            <div className="flex items-center gap-2">
              <h2
                id="viewer-heading"
                ref={pagesTop}
                tabIndex={-1}
                className="min-w-0 flex-1 scroll-mt-2 truncate text-base font-semibold focus:outline-none"
              >
                <bdi>{document.title}</bdi>
                <span className="ms-2 text-sm font-normal text-slate-600">
                  {t('sign.viewer.position', { index: index + 1, total })}
                </span>
              </h2>
              {total > 1 && (
                <>
                  <button
                    type="button"
                    className="min-h-11 min-w-11 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:opacity-40"
                    disabled={!ready || index === 0}
                    onClick={() => show(index - 1)}
                    aria-label={t('sign.viewer.previousLabel')}
                  >
                    ‹ <span className="hidden sm:inline">{t('sign.viewer.previous')}</span>
                  </button>
                  <button
                    type="button"
                    className="min-h-11 min-w-11 rounded-md border border-slate-300 bg-white px-2 text-sm disabled:opacity-40"
                    disabled={!ready || index === total - 1}
                    onClick={() => show(index + 1)}
                    aria-label={t('sign.viewer.nextLabel')}
                  >
                    <span className="hidden sm:inline">{t('sign.viewer.next')}</span> ›
                  </button>
                </>
              )}
            </div>
            <DocumentPages
              key={document.id}
              token={token}
              document={document}
              signed={signed}
              ink={inks[document.id]}
              onZoom={setZoomed}
              canSign={ready && !signed && !completed && !submit.isPending}
              onSign={openSheet}
            />
          </section>
          {/* The customer, or one of several signers, may refuse; the dealership's countersignature does not. */}
          {session.signer?.slot !== 'dealer' && !session.signer?.finished && !completed && (
            <DeclineToSign
              token={token}
              dealerName={session.dealer.name}
              ready={ready}
              several={session.signer !== undefined}
            />
          )}
        </div>
      </main>
      <ActionBar
        signedCount={signedCount}
        total={total}
        action={action}
        busy={submit.isPending}
        ready={ready}
        notice={notice}
        hasFields={boxCount > 0}
        onAction={onAction}
        onNextField={nextField}
        sealing={sealing(session)}
        onDownload={() =>
          downloadFile(
            downloadUrl(document.id),
            completed ? `${t('sign.file.signed', { title: document.title })}.pdf` : `${document.title}.pdf`,
          )
        }
        documentTitle={document.title}
      />
      {/* The dialogs exist once the script runs: none can open before, so the drawn page carries neither
          their markup nor, through their classes, their styles. */}
      {ready && (
        <SignatureSheet
          open={signing}
          documentTitle={document.title}
          signerName={session.customer.name}
          busy={sign.isPending}
          previous={previous}
          error={
            sign.error
              ? sign.error instanceof ApiError
                ? reasonOf(sign.error)
                : t('sign.error.tryAgain')
              : null
          }
          onCancel={() => setSigning(false)}
          onSubmit={(png) => sign.mutate(png)}
        />
      )}
      {ready && <PageZoom page={zoomed} onClose={() => setZoomed(null)} />}
      {done && completed && (
        <DoneScreen
          customerName={session.customer.name}
          dealerName={session.dealer.name}
          handover={handover}
          waitingFor={session.signer && !session.signer.setComplete ? session.signer.waitingFor : undefined}
          onClose={() => setDone(false)}
        />
      )}
      {ready && session.codeStep && (
        <CodeStep
          open={askingCode}
          token={token}
          step={session.codeStep}
          onCancel={() => setAskingCode(false)}
          onVerified={(key) => {
            codeKeyStore.write(token, key);
            if (session.dealStep) codeKeyStore.writeDeal(key);
            setCodeKey(key);
            setAskingCode(false);
            setSigning(true);
          }}
        />
      )}
    </div>
  );
}

function firstUnsigned(session: SigningSession) {
  const signed = new Set(session.signatures.map((s) => s.documentId));
  return Math.max(
    0,
    session.documents.findIndex((d) => !signed.has(d.id)),
  );
}
