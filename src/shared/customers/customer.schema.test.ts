// A customer's name is shown to the dealer, written in mails (left to right and right to left) and drawn on
// the certificate of completion: a direction override in it would make it read as another name there.
import { describe, expect, it } from 'vitest';
import { customerSchema } from './customer.schema.ts';

const base = { email: 'aisha@example.co.uk', phone: '07700 900123', postcode: 'B33 8TH' };

describe('a customer’s name', () => {
  it('keeps no direction controls (overrides, embeddings, isolates, marks)', () => {
    const name = 'Aisha \u202eRahman\u202c \u2066x\u2069\u200f';
    const parsed = customerSchema.parse({ ...base, name });
    expect(parsed.name).toBe('Aisha Rahman x');
  });
});
