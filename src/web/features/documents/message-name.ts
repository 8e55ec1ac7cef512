import { CUSTOMER_NAME_PLACEHOLDER, personaliseMessage } from '../../../shared/documents/document.schema.ts';

/** What the card last wrote: the message before the name went in, the result, and the name. */
export type NameFill = { template: string; result: string; name: string };

/**
 * The name in a message follows the chosen customer. Untouched since the last fill, the
 * message goes back to its exact template, so a name that also appears in, say, the title stays put;
 * edited since, the previous name is taken to be the one the card wrote and becomes the placeholder again.
 */
export function refillName(
  message: string,
  last: NameFill | null,
  next: string | null,
): { message: string; fill: NameFill | null } {
  const template = !last
    ? message
    : message === last.result
      ? last.template
      : message.replaceAll(last.name, CUSTOMER_NAME_PLACEHOLDER);
  if (!next || !template.includes(CUSTOMER_NAME_PLACEHOLDER)) return { message: template, fill: null };
  const result = personaliseMessage(template, next);
  return { message: result, fill: { template, result, name: next } };
}
