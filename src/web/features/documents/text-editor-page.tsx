import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, FileText, Pencil, RefreshCw, Save, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { documentsApi } from '../../../shared/api/documents.ts';
import { urlOf } from '../../../shared/api/url.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import type { DocumentDetail } from '../../../shared/documents/document.schema.ts';
import type { DocumentType } from '../../../shared/documents/document-types.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { reportMutationError } from '../../lib/mutation-errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { documentKey } from '../../lib/query-keys.ts';
import { refreshDocuments } from './api.ts';
import { DocumentGate } from './document-gate.tsx';
import { DocumentTypeSelect } from './document-type-select.tsx';
import { SendForSigningCard } from './send-for-signing-card.tsx';
import { useLeaveGuard } from './use-leave-guard.tsx';
import { ValidationBlock } from './validation-block.tsx';

/** /documents/{id}/text-editor: the text read out of a document, to check and correct. */
export default function TextEditorPage({ params }: { params: { id: string } }) {
  return <DocumentGate id={params.id}>{(d) => <TextEditor document={d} />}</DocumentGate>;
}

type Draft = { text: string; title: string; documentType: DocumentType };
const draftOf = (d: DocumentDetail): Draft => ({
  text: d.extractedText,
  title: d.title,
  documentType: d.documentType,
});
const sameDraft = (a: Draft, b: Draft) =>
  a.text === b.text && a.title === b.title && a.documentType === b.documentType;

function TextEditor({ document: d }: { document: DocumentDetail }) {
  const [editing, setEditing] = useState(false);
  // What the edits started from (the saved document), and the edits themselves.
  const [base, setBase] = useState(() => draftOf(d));
  const [draft, setDraft] = useState(base);
  const { text, title, documentType } = draft;
  const dirty = !sameDraft(draft, base);
  const edit = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const [confirmReExtract, setConfirmReExtract] = useState(false);
  const leaveGuard = useLeaveGuard(dirty);
  // A fresh copy of the document (a refetch) replaces what is shown only when nothing is being changed.
  useEffect(() => {
    if (dirty) return;
    const fresh = draftOf(d);
    setBase(fresh);
    setDraft(fresh);
  }, [d, dirty]);
  const adopt = (saved: DocumentDetail) => {
    const fresh = draftOf(saved);
    setBase(fresh);
    setDraft(fresh);
    setEditing(false);
  };
  const cancelEditing = () => {
    setDraft(base);
    setEditing(false);
  };

  const onSaved = async (saved: DocumentDetail) => {
    queryClient.setQueryData(documentKey(d.id), saved);
    await refreshDocuments();
  };
  const save = useMutation({
    mutationFn: () =>
      callApi(documentsApi.saveText, { params: { id: d.id }, body: { text, title, documentType } }),
    onSuccess: async (saved) => {
      adopt(saved);
      await onSaved(saved);
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
        'Save Failed',
      ),
  });
  const reExtract = useMutation({
    mutationFn: () => callApi(documentsApi.reExtract, { params: { id: d.id } }),
    onSuccess: async (fresh) => {
      setConfirmReExtract(false);
      adopt(fresh);
      await onSaved(fresh);
      toast({
        title: 'Text Re-extracted',
        description: 'The text was read again from the document.',
        variant: 'success',
      });
    },
    onError: (error) =>
      reportMutationError(
        error,
        error instanceof ApiError ? error.reason : 'Failed to re-extract document text.',
        'Re-extraction Failed',
      ),
  });

  return (
    <div>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Link
          href="/dealer-dashboard"
          className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the dashboard
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">Text Editor</h1>
        <div className="mt-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
          <Card as="section" aria-labelledby="text-heading" className="p-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Title"
                value={title}
                readOnly={!editing}
                onChange={(e) => edit({ title: e.target.value })}
              />
              <DocumentTypeSelect
                current={documentType}
                value={documentType}
                disabled={!editing}
                onChange={(e) => edit({ documentType: e.target.value as DocumentType })}
              />
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <h2 id="text-heading" className="font-semibold">
                Document text{' '}
                <span className="text-sm font-normal text-slate-500">
                  ({text.length.toLocaleString('en-GB')} characters)
                </span>
              </h2>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => (dirty ? setConfirmReExtract(true) : reExtract.mutate())}
                  disabled={reExtract.isPending}
                >
                  <RefreshCw
                    className={`h-4 w-4 ${reExtract.isPending ? 'animate-spin' : ''}`}
                    aria-hidden="true"
                  />{' '}
                  Re-extract with AI
                </Button>
                {editing ? (
                  <>
                    <Button variant="ghost" onClick={cancelEditing} disabled={save.isPending}>
                      <X className="h-4 w-4" aria-hidden="true" /> Cancel
                    </Button>
                    <Button onClick={() => save.mutate()} disabled={save.isPending}>
                      <Save className="h-4 w-4" aria-hidden="true" /> {save.isPending ? 'Saving…' : 'Save'}
                    </Button>
                  </>
                ) : (
                  <Button onClick={() => setEditing(true)}>
                    <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                  </Button>
                )}
              </div>
            </div>
            {editing ? (
              <textarea
                aria-label="Document text"
                value={text}
                onChange={(e) => edit({ text: e.target.value })}
                className="mt-3 h-[60vh] w-full rounded-md border border-slate-300 p-3 font-mono text-sm"
              />
            ) : (
              <pre className="mt-3 h-[60vh] overflow-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap">
                {text || 'No text was found in this document.'}
              </pre>
            )}
          </Card>
          <aside className="grid h-fit gap-4">
            <Card as="section" aria-labelledby="extracted-heading" className="p-5 text-sm">
              <h2 id="extracted-heading" className="font-semibold">
                AI-extracted data
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-500">Customer</dt>
                <dd>{d.extractedData.customerName ?? 'Not found'}</dd>
                <dt className="text-slate-500">Registration</dt>
                <dd>
                  {d.extractedData.vehicleRegistration
                    ? formatRegistration(d.extractedData.vehicleRegistration)
                    : 'Not found'}
                </dd>
              </dl>
            </Card>
            <Card as="section" aria-labelledby="status-heading" className="p-5 text-sm">
              <h2 id="status-heading" className="font-semibold">
                Status
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-slate-500">Pages</dt>
                <dd>{d.pageCount}</dd>
                <dt className="text-slate-500">Signature required</dt>
                <dd>{d.signatureRequired ? 'Yes' : 'No'}</dd>
              </dl>
              <ValidationBlock validation={d.validation} />
            </Card>
            {/* The mail carries the saved title and text, so unsaved edits hold it back. */}
            <SendForSigningCard document={d} unsaved={dirty} />
            <div className="flex flex-wrap gap-2">
              <Link href={`/documents/${d.id}/edit`} className={buttonClass('outline')}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> Standard editor
              </Link>
              <a
                href={urlOf(documentsApi.download, { id: d.id }, { as: 'pdf' })}
                target="_blank"
                rel="noreferrer"
                className={buttonClass('ghost')}
              >
                <FileText className="h-4 w-4" aria-hidden="true" /> Original PDF
              </a>
            </div>
          </aside>
        </div>
      </main>
      <ConfirmDialog
        open={confirmReExtract}
        onOpenChange={setConfirmReExtract}
        title="Re-extract and lose your edits?"
        description="The text is read again from the document, and your unsaved changes to the title, type and text are lost. A type you saved is kept."
        confirmLabel="Re-extract"
        busy={reExtract.isPending}
        onConfirm={() => reExtract.mutate()}
      />
      {leaveGuard}
    </div>
  );
}
