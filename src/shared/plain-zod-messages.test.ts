import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, installPlainZodMessages } from './plain-zod-messages.ts';

installPlainZodMessages();
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('plain validation messages', () => {
  it('names the field in words', () => {
    expect(fieldLabel(['vehicleRegistration'])).toBe('Vehicle registration');
    expect(fieldLabel(['documentIds', 0])).toBe('Document ids');
    expect(fieldLabel([])).toBe('This field');
  });

  it('says what is wrong, not how zod sees it', () => {
    const schema = z.object({
      name: z.string(),
      postcode: z.string().min(5),
      email: z.email(),
      count: z.number().max(3),
      kind: z.enum(['pdf', 'word']),
    });
    expect(messages(schema, { postcode: 'ab', email: 'x', count: 9, kind: 'zip' })).toEqual([
      'Name is required',
      'Postcode must be at least 5 characters',
      'Email must be a valid e-mail address',
      'Count must be at most 3',
      'Kind must be one of: pdf, word',
    ]);
    expect(messages(z.object({ n: z.number() }), { n: 'x' })).toEqual(['N must be a number']);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messages(z.object({ name: z.string({ error: 'Tell us your name' }) }), {})).toEqual([
      'Tell us your name',
    ]);
  });
});
