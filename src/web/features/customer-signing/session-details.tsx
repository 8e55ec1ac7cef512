// What the dealer sent with the set: the customer's details as the dealer holds them, and any notes.
import type { SigningSession } from '../../../shared/customer-signing.schema.ts';
import { formatRegistration } from '../../../shared/uk-formats.ts';
import { Card } from '../../components/ui/card.tsx';

export function CustomerCard({ session }: { session: SigningSession }) {
  const { customer } = session;
  return (
    <Card as="section" aria-labelledby="customer-heading" className="p-4 text-sm">
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
    </Card>
  );
}

export function NotesCard({ notes }: { notes: string }) {
  return (
    <Card as="section" aria-labelledby="notes-heading" className="p-4 text-sm">
      <h2 id="notes-heading" className="font-semibold">
        Additional Notes
      </h2>
      <p className="mt-1 whitespace-pre-wrap text-slate-700">{notes}</p>
    </Card>
  );
}
