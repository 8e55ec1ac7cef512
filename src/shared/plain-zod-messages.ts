// Validation in plain words. Zod's default wording ("Invalid input: expected string, received undefined")
// reads like a programme; where a schema gives no message of its own, this says what is wrong with which
// field ("Email is required", "Postcode must be at least 5 characters").
import { type core, z } from 'zod';

/** "vehicleRegistration" → "Vehicle registration"; "documentIds.0" → "Document ids". */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p) => typeof p === 'string');
  if (typeof key !== 'string' || key === '') return 'This field';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  url: 'a web address',
  uuid: 'a valid id',
  datetime: 'a date and time',
  date: 'a date',
};

const unit = (origin: string | undefined, n: number) =>
  origin === 'string'
    ? `${n} character${n === 1 ? '' : 's'}`
    : origin === 'array'
      ? `${n} item${n === 1 ? '' : 's'}`
      : `${n}`;

export function plainMessage(issue: core.$ZodRawIssue): string | undefined {
  const field = fieldLabel(issue.path);
  const i = issue as core.$ZodRawIssue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${field} is required`;
      return `${field} must be ${TYPE_WORDS[String(i.expected)] ?? String(i.expected)}`;
    case 'too_small': {
      const min = Number(i.minimum);
      if (i.origin === 'string' && min === 1) return `${field} is required`;
      if (i.origin === 'array' && min === 1) return `${field} needs at least one item`;
      return `${field} must be at least ${unit(String(i.origin), min)}`;
    }
    case 'too_big':
      return `${field} must be at most ${unit(String(i.origin), Number(i.maximum))}`;
    case 'invalid_format':
      return `${field} must be ${FORMAT_WORDS[String(i.format)] ?? 'in the right format'}`;
    case 'invalid_value':
      return Array.isArray(i.values) && i.values.length <= 8
        ? `${field} must be one of: ${i.values.map(String).join(', ')}`
        : `${field} is not one of the accepted values`;
    case 'unrecognized_keys':
      return `These fields are not accepted: ${(i.keys as string[]).join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(i.divisor)}`;
    default:
      return `${field} is not valid`;
  }
}

let installed = false;
/** Sets the plain messages as zod's global error map (a schema's own messages still win). */
export function installPlainZodMessages() {
  if (installed) return;
  installed = true;
  z.config({ customError: plainMessage });
}
