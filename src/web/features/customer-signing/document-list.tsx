// The set's documents, each with its type, whether it is signed, and a button to view it.
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { type DocumentType, isDocumentType } from '../../../shared/documents/document-types.ts';
import type { MessageKey } from '../../../shared/i18n/translate.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { t } from './i18n.tsx';

const TYPE_LABELS: Record<DocumentType, MessageKey> = {
  sales_agreement: 'sign.type.sales_agreement',
  purchase_agreement: 'sign.type.purchase_agreement',
  finance_agreement: 'sign.type.finance_agreement',
  warranty_disclaimer: 'sign.type.warranty_disclaimer',
  warranty: 'sign.type.warranty',
  service_contract: 'sign.type.service_contract',
  trade_in_agreement: 'sign.type.trade_in_agreement',
  trade_in: 'sign.type.trade_in',
  insurance_waiver: 'sign.type.insurance_waiver',
  insurance: 'sign.type.insurance',
  delivery_receipt: 'sign.type.delivery_receipt',
  other: 'sign.type.other',
};
const typeLabel = (type: string) => (isDocumentType(type) ? t(TYPE_LABELS[type]) : type);

export function DocumentList(props: {
  documents: SigningSession['documents'];
  signedIds: Set<string>;
  index: number;
  onView: (index: number) => void;
}) {
  return (
    <Card as="section" aria-labelledby="documents-heading" className="p-4">
      <h2 id="documents-heading" className="font-semibold">
        {t('sign.list.heading')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {props.documents.map((d, i) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-100 p-2"
          >
            {/* The title keeps room for about 20 characters; the badge and button move below it first. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate text-sm font-medium" dir="auto">
                {d.title}
              </p>
              <p className="text-xs text-slate-500">{typeLabel(d.documentType)}</p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {props.signedIds.has(d.id) && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                  {t('sign.list.signed')}
                </span>
              )}
              <Button
                variant={i === props.index ? 'primary' : 'outline'}
                className="min-h-11 px-3 text-xs"
                onClick={() => props.onView(i)}
                aria-current={i === props.index ? 'true' : undefined}
              >
                {i === props.index ? t('sign.list.viewing') : t('sign.list.view')}
                <span className="sr-only"> {d.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
