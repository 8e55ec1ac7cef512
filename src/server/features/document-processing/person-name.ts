// Whether a piece of text is a person's name, and that name as it should be shown: without its
// title, forenames first ("PRICE, Daniel" → "Daniel Price"), the signatory of a company buyer
// ("Northgate Roofing Ltd, represented by Daniel Price" → "Daniel Price"). A name is otherwise
// kept as written, capitals included: only a surname set in capitals to mark it as the surname
// ("PRICE, Daniel") is given ordinary case.

// Words after a name that show it is a member of staff: "Daniel Okafor, for Kestrel Vale Motors".
const STAFF_SUFFIX =
  /\b(?:manager|executive|sales|advis[oe]r|consultant|controller|administrator|officer|representative|for|on behalf|ltd|limited|plc|motors?|cars|group|dealer)\b/i;
const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|revd|reverend|master)\.?\s+/i;
const PARTICLE = /^(?:van|von|de|der|den|da|di|du|del|della|la|le|bin|binti|al|el|ap|ibn|dos|das|do|st\.?)$/i;
// Capitalised, possibly all capitals, hyphenated or with an apostrophe ("O'Brien", "D’Arcy",
// "Ó Súilleabháin"); or an initial.
const NAME_WORD = /^[\p{Lu}][\p{L}\p{M}'’-]*\.?$/u;
// Words that are never part of a person's name on these forms: company words, form words, places.
const NOT_A_NAME =
  /^(?:ltd|limited|plc|llp|llc|inc|co|company|motors?|cars?|group|garage|autos?|automotive|dealership|dealer|finance|financial|credit|bank|building|society|insurance|services?|trading|holdings|partners|leasing|centre|center|vehicles?|sales|customer|name|names|signature|date|address|registration|reg|details|print|telephone|tel|mobile|email|the|of|and|to|for|manager|agreement|total|cash|plan|account|number|holder|hirer|debtor|buyer|seller|purchaser|make|model|not|applicable|n\/a|tbc|none|see|overleaf|above|below|street|road|avenue|lane|close|way|drive|house|flat|unit|court|park|estate|dear|sir|madam|yes|no|roofing|builders|construction|solutions|consulting|transport|logistics|properties|enterprises|industries|associates|uk|director|signed|signatory)$/i;
// "…, represented by Daniel Price", "… (signatory: Daniel Price)", "… acting by its director …".
const SIGNATORY =
  /\b(?:represented by|acting (?:by|through)(?: its \w+)?|signatory:?|authori[sz]ed signatory:?|attention(?: of)?:?|attn:?|c\/o|per pro|contact:?)\s+(.+?)\)?$/i;
const COMPANY = /\b(?:ltd|limited|plc|llp|llc|inc|co\.|partnership|trading as|t\/a)\b/i;

export type Person = { name: string; bonus: number };

/**
 * A person's name in `raw`, without its title, or null when it is not one (a company with no
 * signatory, a member of staff, a form word). The bonus prefers full names to initials.
 */
export function personName(raw: string): Person | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  const signatory = text.match(SIGNATORY);
  if (signatory && COMPANY.test(text.slice(0, signatory.index))) return personName(signatory[1]!);
  if (COMPANY.test(text) && !text.includes(',')) return null;
  const reversed = surnameFirst(text);
  if (reversed) text = reversed;
  const split = text.match(/^(.*?)(?:\s*[,(|]\s*|\s+[-–—]\s+)(.*)$/);
  if (split) {
    if (STAFF_SUFFIX.test(split[2]!)) return null;
    text = split[1]!;
  }
  text = text.replace(/^(?:mr|mrs|ms|miss|dr)\.?\s*(?:&|and)\s+(?=(?:mr|mrs|ms|miss|dr)\b)/i, ''); // "Mr & Mrs J Smith"
  text = text.split(/\s+(?:and|&)\s+/i)[0]!; // joint customers: the first named
  let hadTitle = false;
  while (TITLE.test(text)) {
    text = text.replace(TITLE, '');
    hadTitle = true;
  }
  text = text.replace(/[.,;:]+$/, '').trim();
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || (words.length === 1 && !hadTitle)) return null;
  if (/\d|@/.test(text)) return null;
  for (const word of words) {
    if (NOT_A_NAME.test(word.replace(/[.,]$/, ''))) return null;
    if (!NAME_WORD.test(word) && !PARTICLE.test(word)) return null;
  }
  const initialsOnly = words.slice(0, -1).every((w) => /^\p{Lu}\.?$/u.test(w));
  const bonus = (initialsOnly ? -3 : 0) + (words.length >= 2 && !initialsOnly ? 1 : 0);
  return { name: words.join(' '), bonus };
}

/** "PRICE, Daniel" or "Holloway, Mrs Megan" → "Daniel Price" / "Mrs Megan Holloway"; else null. */
function surnameFirst(text: string): string | null {
  const match = text.match(/^([\p{Lu}][\p{L}'’-]+),\s*((?:[\p{Lu}][\p{L}'’.-]*\s*){1,3})$/u);
  if (!match) return null;
  const [, surname, forenames] = match as unknown as [string, string, string];
  if (STAFF_SUFFIX.test(forenames) || NOT_A_NAME.test(surname)) return null;
  const words = forenames.trim().split(' ');
  if (words.some((w) => NOT_A_NAME.test(w.replace(/\.$/, '')))) return null;
  // "Daniel Price, Director" has its name first: a surname in capitals, or one word, says otherwise.
  const capitals = surname === surname.toUpperCase() && forenames !== forenames.toUpperCase();
  if (!capitals && words.length > 1 && !TITLE.test(forenames)) return null;
  return `${forenames.trim()} ${capitals ? readableCase(surname) : surname}`;
}

/** "HOLLOWAY" → "Holloway", "O'NEILL-SMITH" → "O'Neill-Smith"; mixed case is left as written. */
export function readableCase(name: string): string {
  const words = name.split(' ');
  return words
    .map((word) => {
      if (word !== word.toUpperCase() || word.replace(/[^\p{L}]/gu, '').length < 2) return word;
      return word
        .toLowerCase()
        .replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
    })
    .join(' ');
}
