// Whether a piece of text is a person's name, and that name as a person writes it: without its
// title, forenames first ("PRICE, Daniel", "BAKARE Oluwaseun" → "Daniel Price", "Oluwaseun Bakare"),
// in ordinary case when a form prints it in capitals ("JAMES O’SULLIVAN" → "James O’Sullivan",
// "McALLISTER, Eilidh (Mrs)" → "Eilidh McAllister"), the signatory of a company buyer ("Northgate
// Roofing Ltd, represented by Daniel Price" → "Daniel Price") and the person behind a trading name
// ("Sarah Whitfield t/a Whitfield Plumbing" → "Sarah Whitfield"). An initial stays an initial, with
// its full stop ("Mrs S Whitfield" → "S. Whitfield"); mixed case is kept as written.

// Words after a name that show it is a member of staff: "Daniel Okafor, for Kestrel Vale Motors".
const STAFF_SUFFIX =
  /\b(?:manager|executive|sales|advis[oe]r|consultant|controller|administrator|officer|representative|for|on behalf|ltd|limited|plc|motors?|cars|group|dealer)\b/i;
const TITLE = /^(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|revd|reverend|master)\.?\s+/i;
const PARTICLE =
  /^(?:van|von|de|der|den|da|di|du|del|della|la|le|bin|binti|al|el|ap|ab|ferch|verch|ibn|dos|das|do|st\.?)$/i;
// Capitalised, possibly all capitals, hyphenated or with an apostrophe ("O'Brien", "D’Arcy",
// "Ó Súilleabháin"); or an initial.
const NAME_WORD = /^[\p{Lu}][\p{L}\p{M}'’-]*\.?$/u;
// Words that are never part of a person's name on these forms: company words, form words, places,
// and the trades a sole trader's trading name is made of ("Kestrel Joinery", "Whitfield Plumbing").
const NOT_A_NAME = new RegExp(
  `^(?:${[
    'ltd|limited|plc|llp|llc|inc|co|company|motors?|cars?|group|garage|autos?|automotive|dealership|dealer',
    'finance|financial|credit|bank|building|society|insurance|services?|trading|holdings|partners|leasing',
    'centre|center|vehicles?|sales|customer|name|names|signature|date|address|registration|reg|details',
    'print|telephone|tel|mobile|email|the|of|and|to|for|by|over|manager|agreement|total|cash|plan|account|number',
    'holder|hirer|debtor|buyer|seller|purchaser|make|model|not|applicable|n/a|tbc|none|see|overleaf|above',
    'below|street|road|avenue|lane|close|way|drive|house|flat|unit|court|park|estate|dear|sir|madam|yes|no',
    'roofing|builders|construction|solutions|consulting|transport|logistics|properties|enterprises',
    'industries|associates|uk|director|signed|signatory|joinery|joiners|plumbing|plumbers|heating|electrical',
    'electrics|electricians|landscap\\w*|gardens?|interiors|designs?|studios?|media|cleaning|catering',
    'carpentry|decorat\\w*|plastering|roofers|scaffolding|haulage|couriers|taxis?|cabs|hire|rentals?|windows',
    'glazing|kitchens|bathrooms|flooring|fencing|paving|tiling|engineering|fabrications?|welding|maintenance',
    'developments|homes|property|lettings|estates|investments|ventures|capital|trust|charity|school',
    'college|academy|club|farms?|nursery|surgery|dental|pharmacy|care|healthcare|salon|barbers|beauty',
    'fitness|bakery|butchers|restaurant|hotel|shop|stores?|supplies|supply|traders|distribution|freight',
    'express|international|global|systems|technologies|tech|digital|software|networks|electronics',
    'security|recruitment|training|agency|marketing|printing|signs|graphics|photography|productions|events',
    'sons|brothers|bros|contractors|installations|repairs|bodyshop|bodywork|valeting|recovery|removals',
    'cafe|café|bistro|pub|inn|tavern|bar|florists?|spa|lounge|deli|takeaway|pizza|grill|foods?|wines|brewery',
    'vets?|veterinary|clinic|practice|opticians?|solicitors?|accountants?|architects?|surveyors?|consultancy',
    'partnership|cooperative|association|council|church|foundation|hospital|university|ministries|team',
  ].join('|')})$`,
  'i',
);
// "…, represented by Daniel Price", "… (signatory: Daniel Price)", "… acting by its director …".
const SIGNATORY =
  /\b(?:represented by|acting (?:by|through)(?: its \w+)?|signatory:?|authori[sz]ed signatory:?|attention(?: of)?:?|attn:?|c\/o|per pro|contact:?|proprietor:?)\s+(.+?)\)?$/i;
const COMPANY = /\b(?:ltd|limited|plc|llp|llc|inc|co\.|partnership|trading as|t\/a)\b/i;
// "Sarah Whitfield t/a Whitfield Plumbing": the person trades under the name after it.
const TRADING_AS = /^(.+?)\s+(?:t\/a|trading as)\s+\S.*$/i;
// A title after the name, as a surname-first list prints it: "WHITFIELD, Sarah (Mrs)".
const TRAILING_TITLE =
  /\s*[(,]\s*(?:mr|mrs|ms|miss|mx|dr|prof|professor|sir|dame|lady|lord|rev|revd|reverend|master)\.?\s*\)?\s*$/i;
// "Sarah Whitfield PhD", "James O'Neill, MBE", "Robert Hale Jnr".
const POST_NOMINALS =
  /(?:,?\s+(?:jr|jnr|sr|snr|ii|iii|iv|phd|mbe|obe|cbe|bsc|msc|mba|esq|qc|kc|frcs|mrcp|aca|fca|acca)\.?)+\s*$/i;
// A surname set in capitals: "WHITFIELD", "O’SULLIVAN", "BRENNAN-WHYTE", "McALLISTER", "MacLEOD".
// Each part of a double-barrelled surname may open with its own Mc or Mac ("CAMPBELL-McLEOD"); the Arabic
// article keeps its own case before it ("Al-HASHIMI", "El-SAYED").
const CAPITALS_WORD =
  /^(?:[AE]l-)?(?:(?:Ma?c)?[\p{Lu}][\p{Lu}\p{M}'’]*-)*(?:Ma?c)?[\p{Lu}][\p{Lu}\p{M}'’-]*\p{Lu}[\p{Lu}\p{M}]*\.?$/u;

export type Person = { name: string; bonus: number };

/**
 * A person's name in `raw`, without its title, or null when it is not one (a company with no
 * signatory, a member of staff, a form word). The bonus prefers full names to initials.
 */
const INITIALS_AFTER = /^(\p{Lu}[\p{Lu}'’-]+(?: \p{Lu}[\p{Lu}'’-]+)?) ((?:\p{Lu}(?:\.|(?= |$)) ?){1,3})$/u;
const MID_TITLE =
  /^(?!(?:mr|mrs|ms|miss|mx|dr)\b)([\p{L}'’-]+(?: [\p{L}'’-]+)?) (?:mr|mrs|ms|miss|mx|dr)\.? (\p{L}[\p{L}'’. -]*)$/iu;

export function personName(raw: string): Person | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  const joint = jointName(text);
  if (joint) return joint;
  const signatory = text.match(SIGNATORY);
  if (signatory && COMPANY.test(text.slice(0, signatory.index))) return personName(signatory[1]!);
  const trader = text.match(TRADING_AS);
  if (trader) return COMPANY.test(trader[1]!) ? null : personName(trader[1]!);
  if (COMPANY.test(text) && !text.includes(',')) return null;
  // Letters after a name (degrees, honours, Junior) are no part of how a dealer addresses the person.
  text = text.replace(POST_NOMINALS, '');
  let hadTitle = TRAILING_TITLE.test(text);
  text = text.replace(TRAILING_TITLE, '');
  // "RAGHUNATHAN A (Ms)", "MACKINTOSH C J": a surname in capitals, then the initials, with no comma.
  const initialsAfter = INITIALS_AFTER.exec(text);
  if (initialsAfter) {
    const initials = initialsAfter[2]!.match(/\p{Lu}/gu)!;
    text = `${initials.map((i) => `${i}.`).join(' ')} ${initialsAfter[1]}`;
  }
  // "O'NEILL Mr Declan": surname, title, forenames, as a register lists people.
  const midTitle = MID_TITLE.exec(text);
  if (midTitle) {
    text = `${midTitle[2]} ${midTitle[1]}`;
    hadTitle = true;
  }
  const bracketed = fromBrackets(text);
  if (bracketed) return bracketed;
  // "Mr MacKENZIE, Hamish": the title may stand before a surname printed first.
  const titled = TITLE.exec(text);
  const reversed = surnameFirst(text) ?? (titled ? surnameFirst(text.slice(titled[0].length)) : null);
  if (reversed) {
    hadTitle ||= titled !== null;
    text = reversed;
  }
  const split = text.match(/^(.*?)(?:\s*[,(|]\s*|\s+[-–—]\s+)(.*)$/);
  if (split) {
    if (STAFF_SUFFIX.test(split[2]!)) return null;
    text = split[1]!;
  }
  text = text.replace(/^(?:mr|mrs|ms|miss|dr)\.?\s*(?:&|and)\s+(?=(?:mr|mrs|ms|miss|dr)\b)/i, ''); // "Mr & Mrs J Smith"
  text = text.split(/\s+(?:and|&)\s+/i)[0]!; // joint customers: the first named
  while (TITLE.test(text)) {
    text = text.replace(TITLE, '');
    hadTitle = true;
  }
  text = text.replace(/[.,;:]+$/, '').trim();
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 5 || (words.length === 1 && !hadTitle)) return null;
  if (/\d|@/.test(text)) return null;
  for (const [i, word] of words.entries()) {
    if (NOT_A_NAME.test(word.replace(/[.,]$/, ''))) return null;
    const article = GAELIC_ARTICLE.test(word) && i > 0 && GAELIC_PREFIX.test(words[i - 1]!);
    const gaelic = article || (i > 0 && isGaelicName(word, words[i - 1]!));
    if (!NAME_WORD.test(word) && !PARTICLE.test(word) && !gaelic) return null;
  }
  const initialsOnly = words.slice(0, -1).every((w) => /^\p{Lu}\.?$/u.test(w));
  const bonus = (initialsOnly ? -3 : 0) + (words.length >= 2 && !initialsOnly ? 1 : 0);
  return { name: asWritten(words), bonus };
}

// "Nguyen Van MINH (known as Minh Nguyen)": the name the person goes by, as they give it.
const KNOWN_AS =
  /^(.+?)\s*\((?:known as|also known as|aka|a\.k\.a\.|preferred name:?|prefers)\s+([^()]+)\)$/i;
// "Mrs E. M. CAMPBELL-McLEOD (Eilidh)", "Ms H K SANDHU (Harpreet Kaur Sandhu)": the brackets spell out
// the forenames the initials stand for, alone or with the surname.
const INITIALS_THEN_BRACKETS = /^(.+?)\s*\(([\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+){0,3})\)$/u;

function fromBrackets(text: string): Person | null {
  const knownAs = KNOWN_AS.exec(text);
  if (knownAs) {
    const person = personName(knownAs[2]!);
    return person?.name.includes(' ') ? person : null;
  }
  const spelled = INITIALS_THEN_BRACKETS.exec(text);
  if (!spelled) return null;
  const printed = personName(spelled[1]!);
  if (!printed) return null;
  const words = printed.name.split(' ');
  const initials = words.slice(
    0,
    words.findIndex((w) => !/^\p{Lu}\.$/u.test(w)),
  );
  if (initials.length === 0) return null;
  const surname = words.slice(initials.length).join(' ');
  const forenames = spelled[2]!.split(/\s+/);
  if (forenames.some((w) => NOT_A_NAME.test(w))) return null;
  // The first forename must be the first initial's: otherwise the brackets say something else.
  if (forenames[0]![0] !== initials[0]![0]) return null;
  const spelledOut = forenames.join(' ');
  const full = spelledOut.toLowerCase().endsWith(surname.toLowerCase())
    ? spelledOut
    : `${spelledOut} ${surname}`;
  return personName(full);
}

// Two people in one value: "PARFITT, Owen (Mr) and PARFITT, Nia (Mrs)", "Mr & Mrs Dafydd and Eira HOWELLS".
const JOINT =
  /^(?:(?:mr|mrs|ms|miss|dr)\.?\s*(?:&|and)\s+(?:mr|mrs|ms|miss|dr)\.?\s+)?(.+?)\s+(?:and|&)\s+(.+)$/i;

/**
 * The first of two people named together: whole when the first is a full name of its own; a forename
 * alone before the other's full name shares the surname that closes the pair ("Dafydd and Eira HOWELLS" →
 * Dafydd Howells). Null when the value is not two people.
 */
function jointName(text: string): Person | null {
  const match = text.match(JOINT);
  if (!match) return null;
  const [, first, second] = match as unknown as [string, string, string];
  if (COMPANY.test(text)) return null;
  const whole = personName(first);
  if (whole?.name.includes(' ')) return whole;
  const forename = first.replace(TITLE, '');
  const other = personName(second);
  if (!other?.name.includes(' ') || TITLE.test(`${forename} `)) return null;
  if (!/^[\p{Lu}][\p{L}'’-]+$/u.test(forename) || NOT_A_NAME.test(forename)) return null;
  return personName(`${forename} ${other.name.split(' ').at(-1)}`);
}

/**
 * The words of a name as a person writes it: a surname in capitals after the forenames and in
 * ordinary case ("BAKARE Oluwaseun" → "Oluwaseun Bakare"), a name all in capitals in ordinary case,
 * an initial with its full stop. A name with nothing in capitals is left as written.
 */
function asWritten(printed: string[]): string {
  const words = withGaelicSurnames(printed);
  const letters = (w: string) => w.replace(/[^\p{L}]/gu, '').length;
  const long = words.filter((w) => letters(w) >= 2);
  const allCapitals = long.length > 0 && long.every((w) => CAPITALS_WORD.test(w.split(' ').at(-1)!));
  // Beside words in small letters, two capitals may be initials ("JR Smith"): a surname has three or more,
  // or two at the end after a forename in small letters, where initials never stand ("Wing-Kei NG").
  const lastAfterForename = (i: number) =>
    i === words.length - 1 && i > 0 && /\p{Ll}/u.test(words[i - 1]!) && letters(words[i - 1]!) >= 2;
  const capitals = words.map(
    (w, i) =>
      letters(w) >= (allCapitals || lastAfterForename(i) ? 2 : 3) && CAPITALS_WORD.test(w.split(' ').at(-1)!),
  );
  let ordered = words;
  if (!allCapitals && capitals.some(Boolean)) {
    // Only the surname is in capitals: it goes last, whichever side it was printed on.
    ordered = [...words.filter((_, i) => !capitals[i]), ...words.filter((_, i) => capitals[i])];
  }
  const shown = ordered.map((w, i) => {
    // "S Whitfield" → "S. Whitfield"; the Irish "Ó" is a word of the surname, not an initial.
    if (/^[A-Z]$/.test(w) && i < ordered.length - 1) return `${w}.`;
    // A particle printed in capitals with a surname in capitals is written as in the name: small ("Gwenllian
    // AP RHYS-PRICE" → ap), or with its capital where it has one ("Ali AL HASHIMI" → Al).
    if (!capitals[words.indexOf(w)]) {
      if (i === 0 || !PARTICLE.test(w) || !/^\p{Lu}{2,}$/u.test(w)) return w;
      return LOWER_PARTICLE.test(w) ? w.toLowerCase() : readableCase(w);
    }
    if (w.includes(' ')) return gaelicCase(w);
    const word = readableCase(w);
    return i > 0 && LOWER_PARTICLE.test(word) ? word.toLowerCase() : word;
  });
  return withoutMiddleNames(shown).join(' ');
}

// A Gaelic surname is its prefix, maybe the article, and the name: "Ó Súilleabháin", "NÍ BHRIAIN",
// "MAC AN TSAOIR". Kept together as one word, so neither part is taken for a middle name or reordered.
const GAELIC_PREFIX = /^(?:Ó|Ní|Nic|Mac|Mag|Ua|Uí|Mhic|NÍ|NIC|MAC|MAG|UA|UÍ|MHIC)$/;
const GAELIC_ARTICLE = /^(?:an|a'|a’|AN)$/;
const GAELIC_CASE: Record<string, string> = {
  NÍ: 'Ní',
  NIC: 'Nic',
  MAC: 'Mac',
  MAG: 'Mag',
  UA: 'Ua',
  UÍ: 'Uí',
  MHIC: 'Mhic',
};

function withGaelicSurnames(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const article = GAELIC_ARTICLE.test(words[i + 1] ?? '') ? 1 : 0;
    const name = words[i + 1 + article];
    if (i > 0 && GAELIC_PREFIX.test(word) && name && (NAME_WORD.test(name) || isGaelicName(name, ''))) {
      joined.push(words.slice(i, i + 2 + article).join(' '));
      i += 1 + article;
    } else joined.push(word);
  }
  return joined;
}

// After the article or a prefix a Gaelic name may open with a small t, h or n ("an tSaoir", "Ó hAodha").
function isGaelicName(word: string, before: string): boolean {
  return (
    /^[thn]\p{Lu}\p{Ll}/u.test(word) &&
    (before === '' || GAELIC_ARTICLE.test(before) || GAELIC_PREFIX.test(before))
  );
}

/**
 * A Gaelic surname printed in capitals as a person writes it: the prefix and article in their own case, the
 * name after the article with its small t before S ("MAC AN TSAOIR" → "Mac an tSaoir"), and after Ó, Ní
 * or Uí the small h before a vowel ("Ó HAODHA" → "Ó hAodha").
 */
function gaelicCase(surname: string): string {
  const parts = surname.split(' ');
  const prefix = GAELIC_CASE[parts[0]!] ?? parts[0]!;
  const article = parts.length === 3 ? 'an' : undefined;
  let name = readableCase(parts.at(-1)!);
  if (article && /^Ts\p{Ll}/u.test(name)) name = `tS${name.slice(2)}`;
  if (!article && /^(?:Ó|Ní|Uí)$/.test(prefix) && /^H[aeiouáéíóú]/.test(name))
    name = `h${name[1]!.toUpperCase()}${name.slice(2)}`;
  return [prefix, ...(article ? [article] : []), name].join(' ');
}

// Words that open a surname rather than end a forename: "Declan Ó Súilleabháin", "Aoife Nic Aodha".
const SURNAME_PREFIX = /^(?:Ó|Ní|Nic|Mac|Ua|Uí)$/;

/**
 * A person's name is their first name and surname: "Sarah Jane Whitfield" and "Sarah J. Whitfield" are
 * Sarah Whitfield, as a dealer addresses her. The surname keeps the particles that open it ("Pieter van der
 * Berg"); a name that starts with initials ("J. R. Okonkwo-Hughes") has no first name to keep, so it stays.
 */
function withoutMiddleNames(words: string[]): string[] {
  if (words.length < 3 || /^\p{Lu}\.?$/u.test(words[0]!)) return words;
  let start = words.length - 1;
  while (start > 1 && (PARTICLE.test(words[start - 1]!) || SURNAME_PREFIX.test(words[start - 1]!))) start--;
  return [words[0]!, ...words.slice(start)];
}

// Particles written in lower case inside a name ("Pieter van der Berg", "Maria de Souza"), the Welsh
// patronymic's too ("Gwenllian ap Rhys", "Elin ferch Owain").
const LOWER_PARTICLE =
  /^(?:van|von|der|den|de|du|da|dos|das|del|della|di|le|la|bin|binti|ibn|ap|ab|ferch|verch)$/i;

/** "PRICE, Daniel" or "Holloway, Mrs Megan" → "Daniel PRICE" / "Mrs Megan Holloway"; else null. */
function surnameFirst(text: string): string | null {
  // The surname may open with its prefix or particle: "Ó SÚILLEABHÁIN, Margaret", "VAN DIJK, Pieter".
  const match = text.match(
    /^((?:(?:[Óó]|[Nn][Íí]|[Nn][Ii][Cc]|[Mm][Aa][Cc]|[Uu][AaÍí]|[Dd][Ee]|[Vv][Aa][Nn]|[Vv][Oo][Nn]|[Aa][Pp]|[Ll][AaEe]|[Dd][AaIiUu]|[Aa][Ll]|[Ee][Ll])\s+)?[\p{Lu}][\p{L}'’-]+),\s*((?:[\p{Lu}][\p{L}'’.-]*\s*){1,3})$/u,
  );
  if (!match) return null;
  const [, surname, forenames] = match as unknown as [string, string, string];
  if (STAFF_SUFFIX.test(forenames) || NOT_A_NAME.test(surname)) return null;
  const words = forenames.trim().split(' ');
  if (words.some((w) => NOT_A_NAME.test(w.replace(/\.$/, '')))) return null;
  // "Daniel Price, Director" has its name first: a surname in capitals, or one word, says otherwise.
  const capitals = CAPITALS_WORD.test(surname.split(' ').at(-1)!);
  if (!capitals && words.length > 1 && !TITLE.test(forenames)) return null;
  return `${forenames.trim()} ${surname}`;
}

/**
 * "HOLLOWAY" → "Holloway", "O'NEILL-SMITH" → "O'Neill-Smith", "MCALLISTER" and "McALLISTER" →
 * "McAllister", "MacLEOD" → "MacLeod"; mixed case is left as written.
 */
export function readableCase(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      if (word.replace(/[^\p{L}]/gu, '').length < 2 || !CAPITALS_WORD.test(word)) return word;
      return word
        .split('-')
        .map((part) => {
          // A Mac printed with its small letters keeps them; Mc is always followed by a capital.
          const prefix = part.match(/^(?:Ma?c(?=\p{Lu})|MC(?=\p{Lu}{2}))/u)?.[0];
          const rest = prefix ? part.slice(prefix.length) : part;
          const cased = rest
            .toLowerCase()
            .replace(/(^|['’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
          return prefix ? `${prefix === 'MC' ? 'Mc' : prefix}${cased}` : cased;
        })
        .join('-');
    })
    .join(' ');
}
