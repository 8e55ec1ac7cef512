import { useMutation, useQuery } from '@tanstack/react-query';
import { documentsApi } from '../../../shared/api/documents.ts';
import { ADDRESSES } from '../../../shared/api/paths.ts';
import type { signingRequestsApi } from '../../../shared/api/signing-requests.ts';
import { urlOf } from '../../../shared/api/url.ts';
import type {
  DocumentSummary,
  DocumentUpdateInput,
  SendTextVersionInput,
} from '../../../shared/documents/document.schema.ts';
import type { SigningRequestBody } from '../../../shared/documents/signing-request.types.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi, queryOf } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { documentKey, documentsKey, signingRequestsKey, statsKey } from '../../lib/query-keys.ts';
import { mailRetryingToast, sentBy, sentToSigners } from '../signing-requests/index.ts';

export const useDocument = (id: string) =>
  useQuery(queryOf(documentsApi.get, { params: { id } }, documentKey(id)));
/** What the document says about its customer, and the existing customer it names. */
export const documentCustomerKey = (id: string) => [...documentKey(id), 'customer'];
export const useDocumentCustomer = (id: string) =>
  useQuery(queryOf(documentsApi.customer, { params: { id } }, documentCustomerKey(id)));

export const refreshDocuments = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: documentsKey }),
    queryClient.invalidateQueries({ queryKey: statsKey }),
  ]);

export function useUpdateDocument(id: string) {
  return useMutation({
    mutationFn: (values: DocumentUpdateInput) =>
      callApi(documentsApi.update, { params: { id }, body: values }),
    onSuccess: async (document) => {
      queryClient.setQueryData(documentKey(id), document);
      await refreshDocuments();
      toast({
        title: 'Document Updated',
        description: 'Your changes have been saved successfully.',
        variant: 'success',
      });
    },
    onError: (error) =>
      reportMutationError(
        error,
        error instanceof ApiError ? error.reason : 'Failed to save document changes.',
        'Update Failed',
      ),
  });
}

export function useDeleteDocument() {
  return useMutation({
    mutationFn: (document: DocumentSummary) => callApi(documentsApi.remove, { params: { id: document.id } }),
    onSuccess: async (_res, document) => {
      await refreshDocuments();
      toast({
        title: 'Document Deleted',
        description: `${document.title} has been deleted.`,
        variant: 'success',
      });
    },
    onError: (error) => reportMutationError(error, 'Failed to delete document'),
  });
}

export function useEnableAllSignatures() {
  return useMutation({
    mutationFn: () => callApi(documentsApi.enableAllSignatures),
    onSuccess: async (result) => {
      await refreshDocuments();
      toast({ title: 'Signatures Enabled', description: result.message, variant: 'success' });
    },
    onError: (error) =>
      reportMutationError(
        error,
        'Could not enable signatures on your documents.',
        'Failed to Enable Signatures',
      ),
  });
}

const SEND_FAILED = 'Failed to send document to customer.';

/** The text editor's "Send Text Version": the document's text e-mailed after the dealer's message. */
export function useSendTextVersion(id: string) {
  return useMutation({
    mutationFn: (body: SendTextVersionInput) =>
      callApi(documentsApi.sendTextVersion, { params: { id }, body }),
    onSuccess: (result) =>
      toast(
        result.status === 'retrying'
          ? { title: 'E-mail not delivered yet', description: result.message, variant: 'destructive' }
          : {
              title: 'Document Sent!',
              description: `The text version was e-mailed to ${result.sentTo}.`,
              variant: 'success',
            },
      ),
    onError: (error) =>
      reportMutationError(error, error instanceof ApiError ? error.reason : SEND_FAILED, 'Send Failed'),
  });
}

/** Send for Signature (/documents/{id}/send): one document, one customer, the dealer's subject and message. */
export function useSendForSignature(onSent: (requestId: string) => void) {
  return useMutation({
    mutationFn: (body: SigningRequestBody) =>
      callApi<typeof signingRequestsApi.create>(ADDRESSES.createSigningRequest, { body }),
    onSuccess: async (created) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: signingRequestsKey }),
        queryClient.invalidateQueries({ queryKey: statsKey }),
      ]);
      // The request is kept when its e-mail fails; the dealer must know the customer has no link yet.
      toast(
        created.mailStatus === 'retrying'
          ? mailRetryingToast(created.customer.email)
          : {
              title: 'Document Sent',
              // Several signers: each one named with how their link went, or that they wait.
              description: created.signers?.length
                ? sentToSigners(created.signers)
                : `${created.customer.name} will receive ${sentBy(created.channels)} with a link to read and sign.`,
              variant: 'success',
            },
      );
      onSent(created.id);
    },
    onError: (error) =>
      reportMutationError(error, error instanceof ApiError ? error.reason : SEND_FAILED, 'Send Failed'),
  });
}

export const TEMP_LINK_MS = 10_000;

/**
 * Preview and download through the authenticated download call: a PDF opens in a new tab,
 * a Word original is saved as "{title}.docx". Temporary links are released after 10 seconds.
 */
/**
 * Preview (documents tab) or View Full Document (editor): the spec words their failures differently —
 * 'Preview Failed'/'Preview Error' for a preview, 'Failed to load document'/'Error opening document' for a view.
 */
export async function openDocument(
  document: Pick<DocumentSummary, 'id' | 'title' | 'format'>,
  kind: 'preview' | 'view' = 'preview',
) {
  // Open the tab first, inside the click, so that popup blockers allow it.
  const tab = document.format === 'pdf' ? window.open('', '_blank') : null;
  if (document.format === 'pdf' && !tab) {
    toast({
      title: 'Popup Blocked',
      description: 'Please allow popups to preview documents.',
      variant: 'destructive',
    });
    return;
  }
  try {
    const res = await fetch(urlOf(documentsApi.download, { id: document.id }), { credentials: 'include' });
    if (!res.ok) {
      tab?.close();
      toast({
        title: kind === 'view' ? 'Failed to load document' : 'Preview Failed',
        description: `Unable to load the document (${res.status} ${res.statusText}).`,
        variant: 'destructive',
      });
      return;
    }
    const blob = await res.blob();
    if (blob.size === 0) {
      tab?.close();
      toast({
        title: 'Preview Unavailable',
        description: 'The document appears to be empty. Use the Text Editor to view its content.',
        variant: 'destructive',
      });
      return;
    }
    const url = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(url), TEMP_LINK_MS);
    if (res.headers.get('content-type')?.includes('octet-stream')) {
      const link = Object.assign(window.document.createElement('a'), {
        href: url,
        download: `${document.title}.${document.format}`,
      });
      link.click();
      toast({
        title: 'Document Downloaded',
        description: `Word document "${document.title}" has been downloaded to your computer`,
      });
      return;
    }
    if (tab) tab.location.href = url;
  } catch {
    tab?.close();
    toast({
      title: kind === 'view' ? 'Error opening document' : 'Preview Error',
      description: 'An error occurred while loading the document.',
      variant: 'destructive',
    });
  }
}
