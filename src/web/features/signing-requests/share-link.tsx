import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy, MessageCircle, QrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import type { LinkShareVia, SigningRequestSummary } from '../../../shared/documents/signing-request.types.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/query-state.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { callApi } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { signingEventsKey, signingRequestKey } from '../../lib/query-keys.ts';

const LinkQr = lazy(() => import('./link-qr.tsx'));

/**
 * Copy link, a QR code for the customer's own phone and Share on WhatsApp, for a request the customer can
 * still sign. Each use goes in the request's trail, so the history says how the link was handed over.
 */
export function ShareLink({
  request,
  signer,
}: {
  request: SigningRequestSummary;
  /** One signer's own link, on a request with several signers. */
  signer?: { id: string; name: string };
}) {
  const open = request.status === 'sent' || request.status === 'in_progress';
  const link = useQuery({
    queryKey: [...signingRequestKey(request.id), 'link', signer?.id ?? 'customer'],
    queryFn: () =>
      callApi<typeof signingRequestsApi.link>(ADDRESSES.signingRequestLink, {
        params: { id: request.id },
        query: signer ? { signer: signer.id } : {},
      }),
    enabled: open,
    staleTime: 60_000,
  });
  const [showQr, setShowQr] = useState(false);
  const shared = useMutation({
    mutationFn: (via: LinkShareVia) =>
      callApi<typeof signingRequestsApi.linkShared>(ADDRESSES.signingRequestLinkShared, {
        params: { id: request.id },
        body: signer ? { via, signerId: signer.id } : { via },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingEventsKey(request.id) }),
  });
  if (!open) return null;
  if (link.isLoading) return <Spinner />;
  if (!link.data)
    return (
      <LoadError
        error={link.error}
        what="the signing link"
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  const { link: url, whatsappUrl } = link.data;
  const headingId = signer ? `request-share-${signer.id}` : 'request-share';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: 'Link copied',
        description: `Paste it into a message to ${signer ? signer.name : 'the customer'}.`,
        variant: 'success',
      });
      shared.mutate('copy');
    } catch {
      toast({ title: 'Could not copy', description: url, variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        {signer ? `Hand over ${signer.name}’s link` : 'Hand over the link'}
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy link
        </Button>
        <Button
          variant="outline"
          aria-expanded={showQr}
          onClick={() => {
            if (!showQr) shared.mutate('qr');
            setShowQr(!showQr);
          }}
        >
          <QrCode className="h-4 w-4" aria-hidden="true" /> {showQr ? 'Hide QR code' : 'QR code'}
        </Button>
        {whatsappUrl ? (
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noreferrer"
            onClick={() => shared.mutate('whatsapp')}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> Share on WhatsApp
          </a>
        ) : (
          <p className="self-center text-xs text-slate-600">
            WhatsApp needs {signer ? `${signer.name}’s` : 'the customer’s'} mobile number (07…).
          </p>
        )}
      </div>
      {showQr && (
        <div className="grid justify-items-center gap-1 rounded-lg border border-slate-200 p-3">
          <Suspense fallback={<Spinner />}>
            <LinkQr link={url} />
          </Suspense>
          <p className="text-center text-xs text-slate-600">
            {signer ? signer.name : 'The customer'} scans this with their phone’s camera.
          </p>
        </div>
      )}
    </section>
  );
}
