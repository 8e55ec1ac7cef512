// What kind of document this is, decided by its title first: a credit agreement mentions part
// exchange and warranties in its small print, but its heading says what it is, and a sale pack
// is typed by the agreement on its first page, not by the warranty section further on.
import type { DocumentType } from '../../../shared/documents/document-types.ts';
import { dealerBuys, isTestDrive } from './label-context.ts';
import type { PageLayout } from './layout.ts';

// Most specific first: when two match the same heading equally, the earlier one wins.
const TYPE_PATTERNS: [DocumentType, RegExp][] = [
  // Forms that are none of the dealer's agreements, though they mention warranties and finance. A broker's
  // letter disclosing its commission says so in the dealer's voice ("the lender will pay us a commission").
  [
    'other',
    /\bconsent form\b|commission\b.{0,30}\bdisclosure|\b(?:pays?|paid) us (?:a |an? \w+ )?commission|\bcommission (?:that )?we (?:will |may )?(?:receive|earn|are paid)|\bhow we (?:are|get) paid\b|\bour commission\b|disclosure of (?:\w+ )?commission|\bconsent to (?:contact|marketing)|marketing (?:consent|preferences)|contact preferences|data protection (?:notice|consent|form|declaration)|privacy notice|\bgdpr\b|\bsettlement (?:figure|quotation)\b|\bcredit searche?s\b/,
  ],
  [
    'insurance_waiver',
    /declined products|products? declined|\bnon-? ?purchase\b|\b(?:do not|don't) want (?:this |the |any )?(?:[\w-]+ ){0,4}(?:cover|insurance|protection)\b|declin\w* (?:optional )?(?:products|add-?ons|extras)|\bgap\b(?:(?!schedule|certificate|policy).){0,40}\b(?:statement|declaration|disclosure)\b|\bnot (?:wish |want )?(?:to )?(?:buy|purchase|take)(?: out)?\b.{0,40}\b(?:gap|insurance|cover|protection)\b|\b(?:gap|insurance|cover|protection)\b.{0,80}\b(?:declin\w*|waiv\w*|refus\w*|not (?:to )?(?:buy|purchase|take))|\b(?:declin\w*|waiver|refus\w*)\b.{0,60}\b(?:gap|insurance|cover)\b|product declined/,
  ],
  [
    'warranty_disclaimer',
    /warranty disclaimer|disclaimer of warranty|sold as seen|no warranty|without warranty|trade sale|\bwarranty\b.{0,20}\b(?:customer )?declin(?:e|ed|ature)\b(?! (?:a|any|the|your) claim)|\b(?:declin\w*|not to (?:buy|take|purchase))\b.{0,20}\bwarranty\b/,
  ],
  [
    'finance_agreement',
    /hire[\s-]?purchase|\bhp agreement|personal contract (?:purchase|hire)|\bpcp\b|conditional sale|credit agreement|(?<!demonstrator |demo |courtesy (?:car |vehicle )?)loan agreement|finance agreement|regulated by the consumer credit act|fixed sum loan|lease purchase|contract hire|(?:regulated|consumer) hire agreement|(?:personal |business |finance |operating |vehicle )?lease agreement|pre[\s-]?contract credit information|\bsecci\b|finance (?:proposal|application)|credit (?:proposal|application)/,
  ],
  [
    'trade_in_agreement',
    // The customer's side of selling the car in: an agreement or declaration. The dealer's appraisal or
    // valuation of it, with no agreement named, is the broader part-exchange note.
    /(?:part[\s-]?exchange|trade[\s-]?in)\b.{0,30}\b(?:agreement|contract)|(?:part[\s-]?exchange|trade[\s-]?in) (?:appraisal|valuation) (?:&|and) purchase|(?:part[\s-]?exchange|trade[\s-]?in)\b(?:(?!appraisal|valuation).){0,30}\b(?:form|declaration|purchase)|vehicle (?:purchase|buy[\s-]?in) agreement\W{1,4}we buy|\b(?:agreement|contract) (?:to|for the) (?:purchase|sale|buy)\b.{0,40}\b(?:in )?(?:part[\s-]?exchange|trade[\s-]?in)\b|\b(?:agreement|contract) for the purchase of (?:a |the |your )?(?:motor )?(?:vehicle|car) by the (?:dealer|company)\b/,
  ],
  [
    'delivery_receipt',
    /handover|hand[\s-]over|delivery (?:note|receipt|checklist|confirmation|acceptance|form|report)|\bhome delivery\b|(?:delivery and )?satisfaction (?:note|certificate|form)|collection (?:note|receipt)|proof of delivery|vehicle collection|pre[\s-]?delivery inspection|\bpdi (?:checklist|check|sheet|form)/,
  ],
  [
    'service_contract',
    /service (?:plan|contract|agreement)|maintenance (?:plan|contract|agreement)|servicing plan/,
  ],
  [
    'warranty',
    /warranty (?:certificate|agreement|registration|document|policy|cover)|(?:used|extended|vehicle|mechanical) warranty|\bwarranty\b|(?:paint|interior|protection|product|lifetime|mechanical|parts|workmanship)\b.{0,30}\bguarantee\b|guarantee (?:certificate|registration|policy|cover)|(?:paint|fabric|glass|interior|exterior) protection (?:certificate|registration|agreement|plan)/,
  ],
  // Not "an insurance write-off" or "insurance total loss": the car's history, which sales and purchases state.
  [
    'insurance',
    /\bgap insurance\b|guaranteed asset protection|\bgap (?:cover|policy|protection|certificate|schedule)\b|return to invoice|insurance (?:policy|certificate|schedule|proposal)|policy schedule|certificate of (?:motor )?insurance|tyre and alloy insurance|\binsurance\b(?![\s-]+(?:write[\s-]?off|total loss))/,
  ],
  [
    'sales_agreement',
    /order form|vehicle order|order (?:confirmation|acknowledge?ment)|confirmation of (?:your )?order|\border for (?:a |the )?(?:new |used )?(?:motor )?(?:vehicle|car)\b|sales? (?:agreement|invoice|contract|order)|(?<!purchase |self[\s-]billing |return to )invoice|bill of sale|contract of sale|retail (?:order|invoice)|pro[\s-]?forma|sale agreement|agreement for the sale of (?:a |the )?(?:used |new )?(?:motor )?(?:vehicle|car)|deposit (?:receipt|agreement)|(?:vehicle )?reservation (?:agreement|form)/,
  ],
  [
    'purchase_agreement',
    /(?<!contract |hire[\s-]?)purchase (?:agreement|contract|order|invoice)|vehicle purchase|self[\s-]billing invoice/,
  ],
  // The dealer's appraisal or valuation of a car it is offered (decision 0106).
  [
    'trade_in',
    /part[\s-]?exchange|trade[\s-]?in|vehicle being traded|\b(?:vehicle|car) (?:appraisal|valuation)\b/,
  ],
];

// The same patterns, compiled once for counting their hits in the whole text (match() starts a global
// pattern from the beginning each time, so sharing them is safe).
const TEXT_PATTERNS = TYPE_PATTERNS.map(
  ([type, pattern]) => [type, new RegExp(pattern.source, 'g')] as const,
);

const HEADING_SCALE = 1.15;
/** How many pages' body words count towards the type. */
const BODY_PAGES = 3;
// The dealer's name set large over the title ("Kestrel Vale Motors Ltd"): not the document's title.
const BUSINESS_NAME =
  /\b(?:ltd|limited|plc|llp|motors?|cars|garage|group|autos?|automotive|centre|dealership|vehicle sales|car sales)\b/i;
// A heading that names the narrower type ("GAP insurance … product declined") settles it, even
// when a bigger heading names only the broader one ("GAP INSURANCE").
const NARROWER: Partial<Record<DocumentType, DocumentType>> = {
  insurance: 'insurance_waiver',
  warranty: 'warranty_disclaimer',
  trade_in: 'trade_in_agreement',
};

// Words by which a line declines or disclaims what the broader type offers.
const NARROWS_OUTRIGHT =
  /\bdeclin|\bnot\b|\bnon-?purchase|\bwaiv|\brefus|\bdisclaim|\bas seen\b|\bno warranty\b|\bpart[\s-]?exchange agreement/i;

export type TypeReading = { type: DocumentType; confidence: number; reasons: string[] };

export function classifyDocumentType(pages: PageLayout[], fileName?: string): DocumentType {
  return readDocumentType(pages, fileName).type;
}

/**
 * Headings (text larger than the body, on the first two pages) each vote for the type they name,
 * weighted by size; the body's keywords only break ties or decide for documents with no heading.
 * The reasons are the votes for the chosen type, strongest first, in words a dealer can check.
 */
export function readDocumentType(pages: PageLayout[], fileName?: string): TypeReading {
  const scores = new Map<DocumentType, number>();
  // Votes of the title, headings and file name alone: only these can narrow a type (body words cannot).
  const titled = new Map<DocumentType, number>();
  const reasons = new Map<DocumentType, { weight: number; text: string }[]>();
  // Which kinds of cue back each type: its headings, its body's words, the file's name.
  const cues = new Map<DocumentType, Set<string>>();
  const vote = (type: DocumentType, weight: number, text: string, fromBody = false) => {
    const kind = fromBody ? 'body' : text.startsWith('File name') ? 'file' : 'heading';
    cues.set(type, (cues.get(type) ?? new Set()).add(kind));
    scores.set(type, (scores.get(type) ?? 0) + weight);
    if (!fromBody) titled.set(type, (titled.get(type) ?? 0) + weight);
    reasons.set(type, [...(reasons.get(type) ?? []), { weight, text }]);
  };
  const quote = (text: string) => `"${text.length > 70 ? `${text.slice(0, 67)}…` : text}"`;

  const body = bodyFontSize(pages);
  const headings = pages
    .slice(0, 2)
    .flatMap((p) => p.lines.flatMap((l) => l.runs.map((run) => ({ run, page: p.page }))))
    .filter(({ run }) => run.fontSize >= body * HEADING_SCALE && run.text.length <= 90);
  // The title is the topmost heading of page 1 that is not the dealer's name, with the lines of it set
  // just under it; a heading further down heads a section ("Part exchange" on an order) and counts little.
  const page1 = headings.filter((h) => h.page === 1);
  const titleRun = page1
    .filter((h) => matchType(h.run.text) || !BUSINESS_NAME.test(h.run.text))
    .sort((a, b) => b.run.y - a.run.y)[0]?.run;
  const inTitle = (run: (typeof headings)[number]['run']) =>
    !titleRun ||
    run === titleRun ||
    (run.y >= titleRun.y - 3 * titleRun.fontSize && run.fontSize >= 0.75 * titleRun.fontSize) ||
    run.y > titleRun.y;
  for (const { run, page } of headings) {
    const type = matchType(run.text);
    const section = page === 1 && !inTitle(run);
    if (type)
      vote(
        type,
        (run.fontSize / body) ** 2 * (page === 1 ? 3 : 1.5) * (section ? 0.3 : 1),
        `${section ? 'Section heading' : 'Heading'} on page ${page}: ${quote(run.text)}`,
      );
  }
  // Short bold lines on the first page: headings set in the body size.
  for (const line of pages[0]?.lines ?? []) {
    for (const run of line.runs) {
      if (!run.bold || run.fontSize >= body * HEADING_SCALE || run.text.split(' ').length > 8) continue;
      // A bold label with its value beside it ("Part exchange   Vauxhall Astra") is a form's field, not a heading.
      if (line.runs.some((r) => r !== run && r.x > run.x + run.width)) continue;
      const type = matchType(run.text);
      if (type) vote(type, 1, `Bold line on page 1: ${quote(run.text)}`);
    }
  }
  // The first line of a Word file's rendition (or a plain PDF) is its title, whatever its size; under a
  // letterhead line that names the business ("TAYSIDE MOTOR CREDIT", or a name set large or bold that names
  // no kind of document: "SEVERNSIDE PRESTIGE"), the line after it.
  const [line1, line2] = pages[0]?.lines ?? [];
  const letterhead =
    line1 &&
    (BUSINESS_NAME.test(line1.text) ||
      (!matchType(line1.text) &&
        !OTHER_PAPER.test(line1.text) &&
        // The name set large at the left; a reference printed small at the right does not make it a title.
        (line1.runs[0]?.bold || (line1.runs[0]?.fontSize ?? 0) >= body * HEADING_SCALE)));
  const titleLine = letterhead && line2 ? line2 : line1;
  const first = titleLine?.runs[0];
  const words = first?.text.split(' ').length ?? 0;
  const firstType = first && words <= (titleLine === line1 ? 10 : 14) ? matchType(first.text) : undefined;
  if (first && firstType) vote(firstType, 2, `First line: ${quote(first.text)}`);
  // A title split over two lines ("GAP INSURANCE" / "Customer Declaration - Product Declined").
  // Its subtitle may be set only a little larger than the body ("Statement of Declined Cover" in 12 pt
  // over 10.5), too little to be a heading of its own, yet part of the title block.
  const subtitles = titleRun
    ? (pages[0]?.lines ?? [])
        .flatMap((l) => l.runs)
        .filter(
          (run) =>
            run.fontSize > body && run.fontSize < body * HEADING_SCALE && run.y < titleRun.y && inTitle(run),
        )
    : [];
  const title = [...page1.map((h) => h.run).filter(inTitle), ...subtitles]
    .sort((a, b) => b.y - a.y || a.x - b.x)
    .map((run) => run.text)
    .join(' ');
  const titleType = matchType(title);
  if (titleType) vote(titleType, 4, `Title: ${quote(title)}`);
  // A title set in the body's size (plain producers, typewriter layouts): a short line in capitals near the
  // top of page 1 is where such a form names itself. Only when no larger heading gave a title.
  if (!titleRun) {
    const capitalTitle = capitalsTitle(pages[0]);
    const type = capitalTitle ? matchType(capitalTitle) : undefined;
    if (capitalTitle && type) vote(type, 2, `Title in capitals: ${quote(capitalTitle)}`);
    // Or in bold: the first bold line of the page's top part, over the bold headings of its clauses.
    const boldTitle = firstBoldLine(pages[0]);
    const boldType = boldTitle ? matchType(boldTitle) : undefined;
    if (boldTitle && boldType) vote(boldType, 1.5, `Title in bold: ${quote(boldTitle)}`);
  }

  // The body's words of the first pages: a long agreement's later pages are its terms, which mention every
  // kind of paper, and reading them all cost more than the rest of the typing on a 20-page pack.
  const text = pages
    .slice(0, BODY_PAGES)
    .map((p) => p.lines.map((l) => l.text).join('\n'))
    .join('\n')
    .toLowerCase();
  for (const [type, pattern] of TEXT_PATTERNS) {
    const hits = text.match(pattern) ?? [];
    if (hits.length > 0)
      vote(
        type,
        Math.min(3, hits.length) * 0.3,
        `Words in the text: ${quote(hits[0]!)} ×${hits.length}`,
        true,
      );
  }
  // The file name is all a scan offers ("scan-delivery-note-0193.pdf").
  if (fileName) {
    const type = matchType(fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[_\-.]+/g, ' '));
    if (type) vote(type, 1, `File name: ${quote(fileName)}`);
  }

  const ranked = TYPE_PATTERNS.map(([type]) => ({ type, score: scores.get(type) ?? 0 }))
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score);
  // A title naming a kind of paper none of the types is ("Affordability and Customer Circumstances
  // Declaration"), with no heading for any type: the clauses' words ("before a finance application is made")
  // say what it is about, not what it is.
  // A test drive or a demonstrator's loan is none of the types, however its clauses speak of insurance.
  if (isTestDrive(pages))
    return { type: 'other', confidence: 0.5, reasons: ['A test drive or demonstrator loan'] };
  const headed = [...cues.values()].some((kinds) => kinds.has('heading'));
  if (!headed && !titleType && OTHER_PAPER.test(title))
    return { type: 'other', confidence: 0.5, reasons: [`Title: ${quote(title)}`] };
  let best = ranked[0]?.type ?? 'other';
  const narrower = NARROWER[best];
  // A GAP policy schedule that mentions a waiver in its clauses is still a policy: only a heading narrows it.
  // Or a short line of its own among the page's first few says so ("Statement of declined cover" under the
  // product's name), set in the body's size, as a scan's OCR reads most lines.
  const subtitle =
    narrower &&
    (pages[0]?.lines ?? []).slice(0, 5).find(
      (l) =>
        l.runs.length === 1 &&
        l.text.split(' ').length <= 8 &&
        matchType(l.text) === narrower &&
        // Saying so outright: a demands-and-needs statement comes with cover taken as well as declined.
        NARROWS_OUTRIGHT.test(l.text),
    );
  if (narrower && subtitle && (titled.get(narrower) ?? 0) < 2)
    vote(narrower, 2, `Subtitle on page 1: ${quote(subtitle.text)}`);
  // A "statement of demands and needs" is made whether the cover is taken or declined: its body says which.
  if (
    best === 'insurance' &&
    /demands and needs/.test(title.toLowerCase()) &&
    DECLINING.test(text) &&
    !BUYING.test(text)
  )
    vote('insurance_waiver', 2, `Title ${quote(title)}, the cover declined in the text`);
  if (narrower && (titled.get(narrower) ?? 0) >= 2) best = narrower;
  best = whenTheDealerBuys(best, pages, text);
  // Votes for the broader type ("GAP INSURANCE" over a declined-products statement) back the
  // narrower one rather than compete with it.
  const broader = (Object.keys(NARROWER) as DocumentType[]).find((t) => NARROWER[t] === best);
  const bestScore = (scores.get(best) ?? 0) + (broader ? (scores.get(broader) ?? 0) : 0);
  const second = ranked.find((t) => t.type !== best && t.type !== broader)?.score ?? 0;
  const margin = bestScore > 0 ? Math.max(0, bestScore - second) / bestScore : 0;
  const strength = Math.min(1, bestScore / 4);
  let confidence = bestScore > 0 ? Math.round((0.3 + 0.7 * margin * strength) * 100) / 100 : 0.3;
  // One kind of cue alone (a heading the body never echoes, words in the body with no title) is a
  // reading the dealer confirms: independent cues must agree before it is trusted.
  const kinds = new Set([...(cues.get(best) ?? []), ...(broader ? (cues.get(broader) ?? []) : [])]);
  if (kinds.size < 2) confidence = Math.min(confidence, 0.55);
  // The title must be among them: a type voted for by section headings and clauses while the title says
  // something else (or nothing) is read from the small print, so the dealer confirms it.
  const family = new Set<DocumentType>([
    best,
    ...(broader ? [broader] : []),
    ...(narrower ? [narrower] : []),
  ]);
  const titled1 = [...family].some((t) =>
    (reasons.get(t) ?? []).some((r) => /^(?:Title|Heading on page 1|First line)/.test(r.text)),
  );
  if (!titled1) confidence = Math.min(confidence, 0.55);
  const why = (reasons.get(best) ?? []).sort((a, b) => b.weight - a.weight).map((r) => r.text);
  return {
    type: best,
    confidence,
    reasons: why.length ? why.slice(0, 4) : ['Nothing in the document names its type'],
  };
}

// Kinds of paper that are none of the types: declarations, consents, notices, disclosures.
const OTHER_PAPER =
  /\b(?:declaration|consent|notice|questionnaire|assessment|disclosure|mandate|circumstances|privacy)\b/i;

// The dealer buying the car with no sale against it: "This is an outright purchase", "not a part exchange".
const OUTRIGHT = /\boutright\b|\bnot (?:a|in) part[\s-]?exchange\b|\bnot buying a (?:vehicle|car) from us\b/;

// The sale the purchase is set against: "set against the price of the new vehicle", "Linked sale", "in part exchange".
const AGAINST_A_SALE =
  /\bpart[\s-]?exchange\b|\bagainst (?:the |your |our |a |its )?(?:price|purchase|deposit|order|new|seller)|\blinked sale\b|\bnew (?:vehicle|car)\b/;

/**
 * A "vehicle purchase agreement" in which the dealer buys the customer's car is the customer's side of a
 * part exchange when the sale it is set against is named, or else (bought outright, nothing sold against it) the
 * dealer's purchase of a trade-in.
 */
function whenTheDealerBuys(best: DocumentType, pages: PageLayout[], text: string): DocumentType {
  if (best !== 'purchase_agreement' && best !== 'trade_in_agreement') return best;
  if (!dealerBuys(pages)) return best;
  return !OUTRIGHT.test(text) && AGAINST_A_SALE.test(text) ? 'trade_in_agreement' : 'trade_in';
}

/** A short line in capitals at the top of a page (of its first two, not the dealer's name): a plain title. */
function capitalsTitle(page: PageLayout | undefined): string | undefined {
  if (!page) return undefined;
  const top = page.height * 0.6;
  return page.lines
    .filter((l) => l.y >= top)
    .sort((a, b) => b.y - a.y)
    .flatMap((l) => l.runs)
    .map((r) => r.text.trim())
    .filter(
      (t) =>
        /\p{Lu}{3}/u.test(t) && t === t.toUpperCase() && t.split(/\s+/).length <= 8 && !BUSINESS_NAME.test(t),
    )
    .slice(0, 2) // the title, or a letterhead line over it; never a clause heading further down
    .find((t) => matchType(t) !== undefined);
}

/** The topmost short bold line in the top part of a page, not the dealer's name. */
function firstBoldLine(page: PageLayout | undefined): string | undefined {
  if (!page) return undefined;
  const top = page.height * 0.6;
  return page.lines
    .filter((l) => l.y >= top)
    .sort((a, b) => b.y - a.y)
    .flatMap((l) => l.runs)
    .find((r) => r.bold && r.text.split(/\s+/).length <= 8 && !BUSINESS_NAME.test(r.text))
    ?.text.trim();
}

// A title naming the cover itself: a proposal, a statement of fact, a policy schedule or certificate. Such a
// title may add the "Statement of demands and needs" every insurance sale carries, or a GAP "declaration",
// and is still the insurance unless it says the customer declines.
const THE_COVER_ITSELF =
  /\bproposal\b|statement of fact|policy schedule|schedule of (?:cover|insurance)|(?:certificate of|insurance) (?:motor )?(?:insurance|certificate)/;
const DECLINING =
  /declin|waiv|refus|\bnon-? ?purchase\b|\b(?:do not|don't) want\b|\bnot (?:wish |want )?(?:to )?(?:buy|purchase|take)\b|opt(?:ed|s|ing)? out/;

// The customer taking the cover, in the customer's words.
const BUYING = /\bi (?:wish|want|agree|have chosen|choose|have decided) to (?:buy|take|purchase)\b/;
const WAIVER_BUT_DEMANDS = TYPE_PATTERNS.find(([type]) => type === 'insurance_waiver')![1];

/** The first (most specific) type a piece of text names, if any. */
export function matchType(text: string): DocumentType | undefined {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const type = TYPE_PATTERNS.find(([, pattern]) => pattern.test(lower))?.[0];
  if (type === 'insurance_waiver' && THE_COVER_ITSELF.test(lower) && !DECLINING.test(lower))
    return 'insurance';
  // A heading "Demands and needs" alone: every insurance sale states them, taken or declined.
  if (
    type === 'insurance_waiver' &&
    !DECLINING.test(lower) &&
    !WAIVER_BUT_DEMANDS.test(lower.replace(/demands and needs/g, ''))
  )
    return undefined;
  return type;
}

/** The font size most of the text is set in. */
function bodyFontSize(pages: PageLayout[]): number {
  const chars = new Map<number, number>();
  for (const page of pages) {
    for (const line of page.lines) {
      for (const run of line.runs) {
        const size = Math.round(run.fontSize * 2) / 2;
        chars.set(size, (chars.get(size) ?? 0) + run.text.length);
      }
    }
  }
  let body = 10;
  let most = 0;
  for (const [size, count] of chars) {
    if (count > most) {
      body = size;
      most = count;
    }
  }
  return body;
}
