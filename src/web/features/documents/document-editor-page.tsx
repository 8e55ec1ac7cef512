import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, Plus, Save, Send, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { documentsApi } from '../../../shared/api/documents.ts';
import { urlOf } from '../../../shared/api/url.ts';
import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import {
  type DocumentDetail,
  type DocumentUpdateFormValues,
  type DocumentUpdateInput,
  documentUpdateSchema,
} from '../../../shared/documents/document.schema.ts';
import {
  type ExtractedData,
  LOW_CONFIDENCE,
  type SignatureField,
} from '../../../shared/documents/document-types.ts';
import { type SignerSlot, signersNeeded } from '../../../shared/documents/signers.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { formatDate } from '../../lib/format.ts';
import { openDocument, useUpdateDocument } from './api.ts';
import { DocumentCustomerCard } from './document-customer-card.tsx';
import { DocumentGate } from './document-gate.tsx';
import { DocumentTypeSelect } from './document-type-select.tsx';
import { formatSize } from './format-size.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';
import { ValidationBlock } from './validation-block.tsx';

const DEFAULT_FIELD_LABEL = 'Customer Signature';
// The pages with their boxes: chunks of their own, fetched when the editor opens.
const FieldEditor = lazy(() => import('./field-editor/field-editor.tsx'));
const FieldPreview = lazy(() => import('./field-editor/field-preview.tsx'));
const pagesLoading = <p className="text-sm text-slate-600">Loading pages…</p>;

function toFormValues(d: DocumentDetail): DocumentUpdateFormValues {
  return {
    title: d.title,
    documentType: d.documentType,
    signatureRequired: d.signatureRequired,
    extractedData: {
      customerName: d.extractedData.customerName ?? '',
      vehicleRegistration: d.extractedData.vehicleRegistration
        ? formatRegistration(d.extractedData.vehicleRegistration)
        : '',
      signatureFields: d.extractedData.signatureFields,
      otherCustomers: d.extractedData.otherCustomers,
    },
  };
}

type Confidence = NonNullable<ExtractedData['confidence']>;
const CONFIDENCE_WORDS: Record<keyof Confidence, string> = {
  customerName: 'the customer name',
  vehicleRegistration: 'the vehicle registration',
  documentType: 'the document type',
  signatureFields: 'where the customer signs',
};
const isLow = (data: ExtractedData, field: keyof Confidence) =>
  data.confidence !== undefined && data.confidence[field] < LOW_CONFIDENCE;
/** Amber for a value the dealer should confirm. */
const lowClass = 'border-amber-500 bg-amber-50';

/** What the reading was unsure of, the other buyers it found, and why it chose the type. */
function ExtractionNotes({ data }: { data: ExtractedData }) {
  const unsure = (Object.keys(CONFIDENCE_WORDS) as (keyof Confidence)[]).filter((f) => isLow(data, f));
  const others = data.otherCustomers ?? [];
  if (!unsure.length && !others.length && !data.documentTypeReasons?.length) return null;
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      {unsure.length > 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
          Please check {unsure.map((f) => CONFIDENCE_WORDS[f]).join(', ')}: the automatic reading was not
          sure.
        </p>
      )}
      {others.length > 0 && <p>Also buying (signs too): {others.join(', ')}</p>}
      {data.documentTypeReasons?.length ? (
        <p className="text-slate-600">
          Type chosen from: {data.documentTypeReasons.join('; ')}
          {data.confidence ? ` (${Math.round(data.confidence.documentType * 100)} % sure)` : ''}
        </p>
      ) : null}
    </div>
  );
}

/** /documents/{id}/edit: edits stay in the form until Save Changes. */
// Whose place a field is, for requests with several signers; a field left as "The customer" is signed
// by the one customer of an ordinary request, as always.
const SIGNER_CHOICES: [SignerSlot, string][] = [
  ['customer', 'The customer (Hirer 1)'],
  ['customer2', 'A second customer (Hirer 2, joint hirer)'],
  ['customer3', 'A third customer'],
  ['customer4', 'A fourth customer'],
  ['guarantor', 'The guarantor'],
  ['dealer', 'The dealership (supplier, creditor, "on behalf of")'],
];

/** The reading gave this place to a signer without the label saying so clearly (shared/documents/document.schema.ts). */
const unsureSigner = (field: SignatureField | undefined) =>
  field?.signerConfidence !== undefined && field.signerConfidence < LOW_CONFIDENCE;

export default function DocumentEditorPage({ params }: { params: { id: string } }) {
  return <DocumentGate id={params.id}>{(d) => <Editor document={d} />}</DocumentGate>;
}

function Editor({ document: d }: { document: DocumentDetail }) {
  const form = useForm<DocumentUpdateFormValues, unknown, DocumentUpdateInput>({
    resolver: zodResolver(documentUpdateSchema),
    defaultValues: toFormValues(d),
  });
  const { register, control, watch, reset, formState } = form;
  const fields = useFieldArray({ control, name: 'extractedData.signatureFields' });
  useEffect(() => reset(toFormValues(d)), [d, reset]);
  const update = useUpdateDocument(d.id);
  // Back, a header link or closing the tab asks first while the form holds unsaved edits.
  const leaveGuard = useLeaveGuard(formState.isDirty);
  const signatureRequired = watch('signatureRequired');
  const signatureFields = watch('extractedData.signatureFields') as SignatureField[];
  // A document with one customer's places alone stays as it was: no word about whose each place is.
  const severalSigners = signersNeeded([{ signatureFields }]).length > 0;
  const errors = formState.errors;

  const submit = form.handleSubmit((values) => {
    const beyond = values.extractedData.signatureFields.findIndex((f) => f.page > d.pageCount);
    if (beyond >= 0) {
      form.setError(`extractedData.signatureFields.${beyond}.page`, {
        message: `The document has ${d.pageCount} pages`,
      });
      return;
    }
    update.mutate(values);
  });

  return (
    <div>
      <form onSubmit={submit} noValidate className="mx-auto max-w-6xl px-4 py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <Link
              href="/documents"
              className="inline-flex items-center gap-1 text-sm text-brand-ink hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Documents
            </Link>
            <h1 className="mt-2 text-2xl font-semibold">Edit Document</h1>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href={`/documents/${d.id}/send`} className={buttonClass('outline')}>
              <Send className="h-4 w-4" aria-hidden="true" /> Send for signing
            </Link>
            <Button type="submit" disabled={update.isPending}>
              <Save className="h-4 w-4" aria-hidden="true" /> {update.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </div>
        </div>

        <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_2fr]">
          <Card as="section" aria-labelledby="preview-heading" className="h-fit p-5">
            <h2 id="preview-heading" className="font-semibold">
              Preview
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Pages</dt>
              <dd>{d.pageCount}</dd>
              <dt className="text-slate-500">Format</dt>
              <dd>
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-semibold ${d.isWord ? 'bg-blue-100 text-blue-800' : 'bg-red-100 text-red-800'}`}
                >
                  {d.isWord ? 'Word' : 'PDF'}
                </span>{' '}
                {d.fileName}
              </dd>
              <dt className="text-slate-500">Size</dt>
              <dd>{formatSize(d.sizeBytes)}</dd>
              <dt className="text-slate-500">Uploaded</dt>
              <dd>{formatDate(d.uploadedAt)}</dd>
            </dl>
            <div className="mt-4">
              <Suspense fallback={pagesLoading}>
                <FieldPreview
                  documentId={d.id}
                  title={d.title}
                  pageCount={d.pageCount}
                  fields={signatureRequired ? signatureFields : []}
                />
              </Suspense>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() =>
                  window.open(urlOf(documentsApi.download, { id: d.id }, { as: 'pdf' }), '_blank')
                }
              >
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> View Full Document
              </Button>
              {d.isWord && (
                <Button variant="ghost" onClick={() => openDocument(d, 'view')}>
                  Download Word original
                </Button>
              )}
            </div>
          </Card>

          <Card as="section" aria-labelledby="settings-heading" className="p-5">
            <h2 id="settings-heading" className="font-semibold">
              Document settings
            </h2>
            <div className="mt-4 grid gap-4">
              <FormField label="Title" error={errors.title?.message} {...register('title')} />
              <DocumentTypeSelect current={watch('documentType')} {...register('documentType')} />
              <ExtractionNotes data={d.extractedData} />
              <label className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
                <span className="text-sm font-medium">Requires digital signature</span>
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={Boolean(signatureRequired)}
                  className="h-5 w-9 accent-brand"
                  {...register('signatureRequired')}
                />
              </label>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label="Customer name (AI-extracted)"
                  className={isLow(d.extractedData, 'customerName') ? lowClass : undefined}
                  {...register('extractedData.customerName')}
                />
                <FormField
                  label="Vehicle registration (AI-extracted)"
                  className={isLow(d.extractedData, 'vehicleRegistration') ? lowClass : undefined}
                  autoCapitalize="characters"
                  error={errors.extractedData?.vehicleRegistration?.message}
                  {...register('extractedData.vehicleRegistration')}
                />
              </div>
              <DocumentCustomerCard documentId={d.id} />

              {signatureRequired && (
                <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-medium">Signature fields</legend>
                  {fields.fields.length === 0 ? (
                    <p className="text-sm text-slate-600">
                      No signature fields defined. Add signature fields to enable the signing workflow.
                    </p>
                  ) : (
                    <ul className="grid gap-3">
                      {fields.fields.map((field, index) => (
                        <li
                          key={field.id}
                          className="grid grid-cols-[5rem_minmax(0,1fr)_auto] items-end gap-2"
                        >
                          <FormField
                            label="Page"
                            type="number"
                            min={1}
                            max={d.pageCount}
                            error={errors.extractedData?.signatureFields?.[index]?.page?.message}
                            {...register(`extractedData.signatureFields.${index}.page`, {
                              valueAsNumber: true,
                            })}
                          />
                          <FormField
                            label="Label"
                            error={errors.extractedData?.signatureFields?.[index]?.label?.message}
                            {...register(`extractedData.signatureFields.${index}.label`)}
                          />
                          <Button
                            variant="ghost"
                            className="text-red-700"
                            aria-label={`Remove field ${index + 1}`}
                            onClick={() => fields.remove(index)}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
                          </Button>
                          <label className="col-span-3 grid min-w-0 gap-1 text-sm">
                            <span>Who signs here</span>
                            {/* w-full min-w-0: the longest choice must not widen the row past a phone screen */}
                            <select
                              className="min-h-11 w-full min-w-0 rounded-md border border-slate-300 px-2"
                              value={
                                signatureFields[index]?.notSigned
                                  ? 'none'
                                  : (signatureFields[index]?.signer ?? '')
                              }
                              onChange={(event) => {
                                const choice = event.target.value;
                                const at = `extractedData.signatureFields.${index}` as const;
                                const dirty = { shouldDirty: true };
                                form.setValue(
                                  `${at}.signer`,
                                  choice && choice !== 'none' ? (choice as SignerSlot) : undefined,
                                  dirty,
                                );
                                // "Not signed": nobody is asked to sign this place (a second hirer there is not).
                                form.setValue(`${at}.notSigned`, choice === 'none' ? true : undefined, dirty);
                                // The dealer's choice is sure: the reading's doubt no longer applies. (The
                                // form's schema has no signerConfidence: saving is the dealer's word.)
                                form.setValue(
                                  `${at}.signerConfidence` as `extractedData.signatureFields.${number}.label`,
                                  undefined as never,
                                );
                              }}
                            >
                              {SIGNER_CHOICES.map(([value, words]) => (
                                <option key={value} value={value === 'customer' ? '' : value}>
                                  {words}
                                </option>
                              ))}
                              <option value="none">Nobody here: not signed</option>
                            </select>
                            {severalSigners && unsureSigner(signatureFields[index]) && (
                              <span className="text-xs text-amber-800">
                                Read from the document, but the label does not say clearly whose place this
                                is: check who signs here.
                              </span>
                            )}
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Button
                    variant="outline"
                    className="w-fit"
                    onClick={() => fields.append({ page: 1, label: DEFAULT_FIELD_LABEL })}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" /> Add Field
                  </Button>
                </fieldset>
              )}
              <ValidationBlock validation={d.validation} />
            </div>
          </Card>
        </div>
        {signatureRequired && (
          <Card className="mt-4 p-3 sm:p-5">
            <Suspense fallback={pagesLoading}>
              <FieldEditor
                documentId={d.id}
                title={d.title}
                pageCount={d.pageCount}
                fields={signatureFields}
                onChange={(next) => fields.replace(next)}
              />
            </Suspense>
          </Card>
        )}
      </form>
      {leaveGuard}
    </div>
  );
}
