// A customer named only in running text, as a dealer's system prints them: a title, the forenames and the
// surname in capitals ("Enquiry: Mr Ravinder Singh GILL about …"), or a party of an agreement's opening words. Read only when no label names anyone,
// and only when the document names one such person: a guess for the dealer to confirm.
import type { PageLayout } from './layout.ts';
import { type Person, personName } from './person-name.ts';

const TITLED_CAPITALS =
  /(?<!\p{L})(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? (?:\p{Lu}[\p{Ll}\p{M}'’-]+ ){1,3}(?:[AE]l-|Ma?c)?\p{Lu}[\p{Lu}\p{M}'’-]*\p{Lu}(?!\p{L})/gu;

// Or a party named in ordinary case where an agreement's opening words name the parties: "agree to buy
// from Mrs Priya Example of 6 Maidstone Road", "… and Mr Tom Example ("the customer")".
const TITLED_PARTY =
  /(?<=\b(?:from|and|to|by|with)\s)(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.? (?:\p{Lu}[\p{Ll}\p{M}'’-]+ ){1,3}\p{Lu}[\p{L}\p{M}'’-]+(?= of (?:\d|\p{Lu})|\s*\((?:["“'‘]?(?:the )?(?:seller|vendor|customer|buyer|purchaser|hirer|keeper)|["“'‘]?you\b))/gu;

/** The one person so named, or null when none is or several are; `isStaff` says the words before name staff. */
export function nameInPassing(pages: PageLayout[], isStaff: (before: string) => boolean): Person | null {
  const people = new Map<string, Person>();
  for (const page of pages)
    for (const line of page.lines)
      for (const match of [...line.text.matchAll(TITLED_CAPITALS), ...line.text.matchAll(TITLED_PARTY)]) {
        if (isStaff(line.text.slice(Math.max(0, match.index - 40), match.index))) continue;
        // "Mr Rhodri LLEWELLYN, Business Manager": a title after the name says staff too.
        const after = line.text.slice(match.index + match[0].length, match.index + match[0].length + 40);
        if (/^\s*[,(–—-]/.test(after) && isStaff(after)) continue;
        const person = personName(match[0]);
        if (person?.name.includes(' ')) people.set(person.name.toLowerCase(), person);
      }
  return people.size === 1 ? [...people.values()][0]! : null;
}
