// The send page's other signers, loaded by import() so the dealer's dashboard, which enters this
// feature through index.ts, never carries the customer pickers: the page is told the body's signer fields and
// the list of everyone who will sign, each time they change.
import { useEffect } from 'react';
import type { Customer } from '../../../shared/customers/customer.schema.ts';
import type { SendChannel } from '../../../shared/documents/signing-request.types.ts';
import { MoreSigners, plannedSigners, useMoreSigners } from './more-signers.tsx';

type Body = ReturnType<ReturnType<typeof useMoreSigners>['bodyFor']>;
export type SendSignersValue = {
  /** The body's customerId, signers and order for the chosen customer (null before one is chosen). */
  body: Body | null;
  planned: ReturnType<typeof plannedSigners>;
  order: 'parallel' | 'sequential';
};

export default function SendSigners(props: {
  customer: Customer | null;
  channels: SendChannel[];
  onChange: (value: SendSignersValue) => void;
}) {
  const state = useMoreSigners();
  const body = props.customer ? state.bodyFor(props.customer.id) : null;
  const planned = plannedSigners(state, props.customer, props.channels);
  const key = JSON.stringify([body, planned, state.order]);
  const { onChange } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per change of what it says
  useEffect(() => onChange({ body, planned, order: state.order }), [key, onChange]);
  return <MoreSigners state={state} />;
}
