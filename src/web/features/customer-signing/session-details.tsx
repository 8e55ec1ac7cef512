// What the dealer sent with the set: the customer's details as the dealer holds them, and any notes.

import { formatRegistration } from '../../../shared/customers/uk-formats.ts';
import type { SigningSession } from '../../../shared/documents/customer-signing.schema.ts';
import { Card } from '../../components/ui/card.tsx';
import { t } from './i18n.tsx';

export function CustomerCard({ session }: { session: SigningSession }) {
  const { customer } = session;
  return (
    <Card as="section" aria-labelledby="customer-heading" className="p-4 text-sm">
      <h2 id="customer-heading" className="font-semibold">
        {t('sign.details.heading')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">{t('sign.details.email')}</dt>
        <dd className="[overflow-wrap:anywhere]">{customer.email}</dd>
        <dt className="text-slate-500">{t('sign.details.phone')}</dt>
        <dd dir="ltr" className="text-start">
          {customer.phone}
        </dd>
        {customer.address && (
          <>
            <dt className="text-slate-500">{t('sign.details.address')}</dt>
            <dd dir="auto">{customer.address}</dd>
          </>
        )}
        {customer.vehicleData?.make && (
          <>
            <dt className="text-slate-500">{t('sign.details.vehicle')}</dt>
            <dd dir="auto">
              {[customer.vehicleData.make, customer.vehicleData.model].filter(Boolean).join(' ')}
            </dd>
          </>
        )}
        {customer.vehicleRegistration && (
          <>
            <dt className="text-slate-500">{t('sign.details.registration')}</dt>
            <dd>
              <bdi>{formatRegistration(customer.vehicleRegistration)}</bdi>
            </dd>
          </>
        )}
      </dl>
    </Card>
  );
}

export function NotesCard({ notes }: { notes: string }) {
  return (
    <Card as="section" aria-labelledby="notes-heading" className="p-4 text-sm">
      <h2 id="notes-heading" className="font-semibold">
        {t('sign.notes.heading')}
      </h2>
      <p className="mt-1 whitespace-pre-wrap text-slate-700" dir="auto">
        {notes}
      </p>
    </Card>
  );
}
