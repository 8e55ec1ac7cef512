// What a label on the page says about its place when the label alone does not: the blank drawn for a
// bare role ("Buyer", "Salesperson"), whose a bare "Signature:" is from what surrounds it, and a label
// wrapped over two lines of a narrow cell read whole.
import { aloneIn, type Box, type PageLayout, type TextRun, top } from './layout.ts';
import { placeRun, runsAbove, runsBelow } from './layout-queries.ts';
import { personName } from './person-name.ts';
import {
  boxAbove,
  boxBelow,
  cellFootToTheRight,
  cellUnder,
  inset,
  labelCell,
  lineBelowWhenAboveIsTaken,
  locateBlank,
  signingLineAbove,
} from './signature-box.ts';
import { cleanLabel } from './signature-labels.ts';
import { BUSINESS, FROM_CONTEXT, type SignerReading, signerOfContext, UNNAMED } from './signer-of-label.ts';

/**
 * A bare "Buyer" or "Hirer" is a place to sign only with a signing line drawn for it: a rule over
 * it, or a rule, underscores or a box right beside it, or an empty box it is the caption of (printed
 * just over its top-left corner); never a label in a table ("Buyer | name").
 */
export function roleOnlyBlank(page: PageLayout, run: TextRun): Box | undefined {
  const cell = labelCell(page, run);
  if (cell) return roomInOwnCell(page, run, cell) ?? signingCellUnder(page, run, cell);
  const above = signingLineAbove(page, run);
  // Captions printed over their lines, one under another: the line over this one is the caption above's.
  const below = above && lineBelowWhenAboveIsTaken(page, run, above);
  if (below) return below.height >= 20 ? below : undefined;
  // Room to sign over the rule: a section heading under a table's border has none.
  if (above) return above.height >= 20 ? above : undefined;
  // A rule, underscores or dots on the caption's own line come first: a box under it is the next place's.
  const blank = locateBlank(page, run);
  if (blank && besideOnItsLine(blank, run)) return blank;
  const captioned = boxBelow(page, run);
  if (captioned && captioned.height >= 20 && Math.abs(captioned.x - run.x) <= 6) return captioned;
  // Captions printed under their boxes, as under their rules.
  const boxOver = boxAbove(page, run);
  if (boxOver && boxOver.height >= 20) return boxOver;
  if (!blank) return cellFootToTheRight(page, run);
  // A caption printed just over its own line ("Seller" / "__________"), from the line's start: a signing
  // line's length, never a table's top border under a heading.
  const over =
    blank.y + blank.height <= run.y + 1 &&
    run.y - (blank.y + blank.height) <= run.fontSize &&
    Math.abs(blank.x - run.x) <= 6 &&
    blank.width >= 60 &&
    blank.width <= page.width * 0.6;
  return over ? blank : cellFootToTheRight(page, run);
}

/**
 * A signing table's head row ("Customer | Salesperson") over a row of empty cells tall enough to sign in:
 * the cell under the caption is its place. A details table's values under a heading fill theirs.
 */
function signingCellUnder(page: PageLayout, run: TextRun, cell: Box): Box | undefined {
  if (cell.height >= 24 || !aloneIn(page, run, cell)) return undefined;
  const under = cellUnder(page, cell);
  return under && under.height >= 20 ? under : undefined;
}

/**
 * A caption printed small at the foot or the head of an otherwise empty cell tall enough to sign in ("Plan
 * holder" at the bottom of its box): the rest of the cell is the place. A table's cell of values is not.
 */
function roomInOwnCell(page: PageLayout, run: TextRun, cell: Box): Box | undefined {
  if (cell.height < run.fontSize * 2 + 24) return undefined;
  if (!aloneIn(page, run, cell)) return undefined;
  const captionTop = run.y + run.fontSize * 0.8;
  const captionBottom = run.y - run.fontSize * 0.3;
  const atFoot = run.y - cell.y <= run.fontSize * 2;
  const atHead = top(cell) - run.y <= run.fontSize * 2;
  if (atFoot) return inset({ x: cell.x, y: captionTop, width: cell.width, height: top(cell) - captionTop });
  if (atHead) return inset({ x: cell.x, y: cell.y, width: cell.width, height: captionBottom - cell.y });
  return undefined;
}

/** A blank right of the label, at its line's height ("Buyer ________", "Signatures: ________"). */
export function besideOnItsLine(blank: Box, run: TextRun): boolean {
  return blank.x >= run.x + run.width - 3 && Math.abs(blank.y - run.y) <= run.fontSize * 1.5;
}

/**
 * The blank a dealer's role label names: a rule over it, or a rule, underscores or a box beside or just
 * under it; never the label of a table cell ("Salesperson | Tom Baker").
 */
export function dealerBlank(page: PageLayout, run: TextRun): Box | undefined {
  const cell = labelCell(page, run);
  const room = cell && roomInOwnCell(page, run, cell);
  if (room) return room;
  if (cell) {
    // A caption at the top of its own box, with room to sign under it: the box is the place.
    const blank = locateBlank(page, run);
    const inOwnCell =
      blank &&
      blank.x >= cell.x - 1 &&
      blank.x + blank.width <= cell.x + cell.width + 1 &&
      blank.y >= cell.y - 1;
    if (inOwnCell && blank.height >= 16) return blank;
    // A caption row holding only the caption, with no room under it: the row under it is signed in.
    if (cell.height >= 24 || !aloneIn(page, run, cell)) return undefined;
    // The row under it is signed in: its empty cell, or the line drawn in it under the caption (a name printed
    // under that line does not fill it).
    const line = blank && blank.y + blank.height <= cell.y + 1 && cell.y - (blank.y + blank.height) <= 12;
    const inColumn = blank && blank.x >= cell.x - 1 && blank.x + blank.width <= cell.x + cell.width + 1;
    return cellUnder(page, cell) ?? (line && inColumn && blank.height >= 16 ? blank : undefined);
  }
  const above = signingLineAbove(page, run);
  const below = above && lineBelowWhenAboveIsTaken(page, run, above);
  if (below) return below.height >= 20 ? below : undefined;
  if (above) return above.height >= 20 ? above : undefined;
  const boxOver = boxAbove(page, run);
  if (boxOver && boxOver.height >= 20 && !boxBelow(page, run)) return boxOver;
  const blank = locateBlank(page, run);
  if (!blank) return undefined;
  // Beside it: on its line, or a box around its line's height.
  const level =
    Math.abs(blank.y - run.y) <= run.fontSize * 1.5 ||
    (blank.y <= run.y && top(blank) >= run.y + run.fontSize * 0.6);
  const beside = blank.x >= run.x + run.width - 3 && level;
  const under =
    blank.y + blank.height <= run.y + 1 &&
    run.y - (blank.y + blank.height) <= 30 &&
    blank.x <= run.x + 12 &&
    blank.x + blank.width >= run.x + Math.min(run.width, 40);
  if (beside || under) return blank;
  // Or the foot of the next cell of a word processor's signing row, when that is the blank found.
  const foot = cellFootToTheRight(page, run);
  return foot && blank.x === foot.x && blank.y === foot.y ? foot : undefined;
}

// "Name: Tom Baker, Sales Executive" or "Print name: Dan Okafor, for Kestrel Vale Motors Ltd".
const STAFF_NAME =
  /^(?:print(?:ed)? )?name\b.*(?:,\s*for\b|[,(].*\b(?:manager|executive|sales|advis[oe]r|director|consultant|representative|ltd|limited|plc|motors?)\b)/i;

/** The role named just left of a bare "Signature:" on its line ("Hirer 2  Signature: ____"): the row's name. */
export function rowNameLeftOf(
  page: PageLayout,
  run: TextRun,
): { text: string; said: SignerReading | null } | null {
  const placed = placeRun(page, run);
  const left = placed?.line.runs[placed.index - 1];
  if (!left || left.text.length > 30 || run.x - (left.x + left.width) > 150 || /sign/i.test(left.text))
    return null;
  const said = signerOfContext(left.text);
  return said === undefined ? null : { text: left.text, said };
}

/**
 * Whose a bare "Signature:" is, from what surrounds it: the role named just left of it on its line
 * ("Hirer 2  Signature: ____"), the heading over it ("THE DEALER", "Guarantor"), or a member of staff's
 * printed name under it. Null for someone who is none of our signers (a witness, office use); the first
 * customer, unsure, when nothing says.
 */
export function signerAround(page: PageLayout, run: TextRun): SignerReading | null {
  const placed = placeRun(page, run);
  if (!placed) return { slot: 'customer', confidence: UNNAMED };
  const row = rowNameLeftOf(page, run);
  if (row) return row.said;
  for (const above of runsAbove(placed, 150)) {
    // Prose, not a heading (a heading may be a whole phrase: "Signed on behalf of the Supplier").
    if (above.text.length > 60 || above.text.split(' ').length > 9 || /\.$/.test(above.text)) continue;
    const said = signerOfContext(above.text);
    if (said !== undefined) return said;
  }
  const staff = runsBelow(placed, 36)
    .slice(0, 2)
    .some((below) => STAFF_NAME.test(below.text));
  return staff ? { slot: 'dealer', confidence: FROM_CONTEXT } : { slot: 'customer', confidence: UNNAMED };
}

// Words that end a line in the middle of a phrase: "Signature of" / "the Hirer".
const OPEN_ENDED = /\b(?:of|the|by|for|and|or|'s|’s)$/i;

// "Signed for Humber" / "Vehicle Finance Ltd": a business's name broken by the cell's edge goes on in
// capitalised words that end in its legal form.
const BUSINESS_END = /^(?:\p{Lu}[\p{L}&'’.-]*\s+){0,4}(?:ltd|limited|plc|llp)\.?$/iu;
const businessGoesOn = (upper: string, lower: string) =>
  /\b(?:for|of)\s+(?:the\s+)?(?:\p{Lu}[\p{L}&'’.-]*\s+){0,3}\p{Lu}[\p{L}&'’.-]*$/u.test(upper) &&
  BUSINESS_END.test(lower);

/**
 * A label wrapped over two lines of a narrow table cell ("Customer" / "signature") read whole.
 * `last` is the lower line, from which the blank space is measured.
 */
export function wrappedLabel(page: PageLayout, run: TextRun): { text: string; last: TextRun } {
  const runs = page.lines.flatMap((l) => l.runs);
  const stacked = (upper: TextRun, lower: TextRun) =>
    Math.abs(upper.x - lower.x) <= 3 &&
    upper.y > lower.y &&
    upper.y - lower.y <= Math.max(upper.fontSize, lower.fontSize) * 1.6 &&
    !/[:.]$/.test(upper.text) &&
    (/^[a-z]/.test(lower.text) || OPEN_ENDED.test(upper.text) || businessGoesOn(upper.text, lower.text));
  const above = runs.find((r) => r !== run && r.text.length <= 30 && stacked(r, run));
  const below = runs.find((r) => r !== run && r.text.length <= 30 && stacked(run, r));
  if (above && !/sign/i.test(above.text)) return { text: `${above.text} ${run.text}`, last: run };
  if (below) return { text: `${run.text} ${below.text}`, last: below };
  return { text: run.text, last: run };
}

// "Buyer, for Peak Car Buyers", "Purchaser (on behalf of the dealer)", "We buy your car", a business defined
// as "the Buyer": the dealer buys.
const BUYER_FOR = /^(?:the )?(?:buyer|purchaser)s?\b.{0,12}\b(?:for|on behalf of) (?:the )?(\S+)/i;
// A self-billed invoice is written by the buyer for what it buys: on a dealer's paper, the customer's car.
// The customer's side of it says so too: "I sell it to …", "Purchase from customer".
const WE_BUY =
  /\bwe (?:buy|are buying|have bought|agree to buy)\b|\bself[- ]bill(?:ed|ing)\b|\bpurchase (?:of (?:a|the|your) (?:vehicle|car) )?from (?:the |a )?(?:customer|seller|keeper|private seller)s?\b|\bI (?:sell|agree to sell|have sold) (?:it|the vehicle|my vehicle|this vehicle|the car|my car) to\b|\bpurchase of (?:a|the|your) (?:motor )?(?:vehicle|car) by the (?:dealer|company)\b|\bthe seller sells and the (?:dealer|company) buys\b/i;
// The dealer's opening words in any length of sentence: "Medway Motor House ("we") agree to buy from Mrs …",
// "We, Humber Bridge Autos, agree to buy the vehicle described below (the part exchange) from the vendor".
const WE_AGREE_TO_BUY_FROM =
  /\bwe(?:["”'’]?\))?(?:, [^,.\n]{2,60},)? agree to (?:buy|purchase)\b[^.]{0,80}?\bfrom\b/i;
// A business defined as the buyer in the agreement's opening words: "… by Example Motor Group ("the Buyer")".
const BUSINESS_DEFINED_AS_BUYER =
  /\b(?:ltd|limited|plc|llp|motors?|cars|garage|group|autos?|automotive|dealership|centre)\s*\(\s*["“'‘]?(?:the )?["“'‘]?(?:buyer|purchaser)["”'’]?\s*\)/i;
// A sentence that opens with it or says the car is sold to the dealer: "We buy your car - the sellers named
// below sell the vehicle described to us outright".
const SOLD_TO_US =
  /^we buy your (?:car|vehicle)\b|\bI (?:sell|agree to sell|have sold) (?:it|the vehicle|my vehicle|this vehicle|the car|my car) to\b|\bpart[\s-]?exchange purchase\b|\b(?:i|we) (?:am|are) the (?:registered keepers?|owners?)\b[^.]{0,60}\bright to sell\b|\bsells? (?:the |this |your |my )?(?:vehicle|car)(?: described(?: above| below)?)? to us\b|\b(?:balance|amount|price|sum)\s+(?:payable|paid|due)\s+to\s+(?:the\s+)?(?:seller|vendor)\b/im;
const BARE_BUYER = /^(?:the )?(?:buyer|purchaser)$/i;
const BUYER_WORD = /buyer|purchaser/i;
// "Buyer ________" with "for Peak Car Buyers (Dale Irving)" printed under its line: who signs for the business.
const FOR_A_BUSINESS = /^(?:for(?: and on behalf of)?|on behalf of) (?:the )?\p{Lu}/u;

/** Whether the document is the dealer buying the customer's vehicle (a purchase agreement). */
export function dealerBuys(pages: PageLayout[]): boolean {
  let buys = buyingRead.get(pages);
  if (buys === undefined) {
    buys = readDealerBuys(pages);
    buyingRead.set(pages, buys);
  }
  return buys;
}

// Several rules ask of the same pages (the name, the registration, the places): read once per layout.
const buyingRead = new WeakMap<PageLayout[], boolean>();

function readDealerBuys(pages: PageLayout[]): boolean {
  // Said where the paper opens or where it is signed: a long agreement's middle pages are its terms.
  const read = pages.length <= 5 ? pages : [...pages.slice(0, 3), ...pages.slice(-2)];
  return read.some((p) => {
    // Each pattern once over the page's text, not once a line or a run: this is asked of every upload.
    const lines = p.lines.map((l) => l.text).join('\n');
    const buyerNamed = BUYER_WORD.test(lines);
    if (
      (buyerNamed && BUSINESS_DEFINED_AS_BUYER.test(lines)) ||
      WE_AGREE_TO_BUY_FROM.test(lines) ||
      SOLD_TO_US.test(lines)
    )
      return true;
    const runs = p.lines.flatMap((l) => l.runs);
    // Labels and short lines, not prose (a sentence about buying cars is no statement that the dealer buys).
    const short = runs.filter((r) => r.text.length <= 80);
    if (WE_BUY.test(short.map((r) => r.text).join('\n'))) return true;
    if (!buyerNamed) return false;
    return short.some((r) => {
      if (!BUYER_WORD.test(r.text)) return false;
      const named = BUYER_FOR.exec(r.text.trim())?.[1];
      if (named !== undefined && (/^dealer/i.test(named) || /^\p{Lu}/u.test(named))) return true;
      return (
        BARE_BUYER.test(cleanLabel(r.text)) &&
        runs.some((under) => forABusinessUnder(r, under)) &&
        !pages.some((q) => q.lines.some((l) => TRADE_SALE.test(l.text)))
      );
    });
  });
}

// A sale to a motor trader: the buyer signing "for DK Autos" is the trader buying, and the dealer sells.
const TRADE_SALE = /\b(?:trade sale|sold as seen|sale to a (?:motor )?trader)\b/i;

/** "for <a business>" printed just under the label, from about where it starts. */
export function forABusinessUnder(label: TextRun, under: TextRun): boolean {
  return (
    FOR_A_BUSINESS.test(under.text.trim()) &&
    under.y < label.y &&
    label.y - under.y <= label.fontSize * 2.6 &&
    under.x >= label.x - 6 &&
    under.x <= label.x + label.width + 150
  );
}

/**
 * When the dealer buys, a bare "Seller" or "Vendor" over or beside a blank is the customer's place, and a
 * bare "Buyer" or "Purchaser" the dealer's: the parts are the other way round from a sale. Sure only when
 * the document also names a person as the seller (`sellerNamed`); a "we buy cars" line alone may be an advert.
 */
export function partWhenBuying(label: string, sellerNamed: boolean): SignerReading | null {
  const bare = cleanLabel(label);
  const confidence = sellerNamed ? FROM_CONTEXT : BUSINESS;
  // "Seller", "Vendor 2": joint keepers selling are numbered.
  const seller = /^(?:the )?(?:seller|vendor)s?(?: ?\(?([1-4])\)?)?$/i.exec(bare);
  if (seller)
    return {
      slot: seller[1] && seller[1] !== '1' ? `customer${seller[1]}` : 'customer',
      confidence,
    } as SignerReading;
  if (BARE_BUYER.test(bare)) return { slot: 'dealer', confidence };
  return null;
}

// "Seller   Ananya KRISHNAMURTHY", "Vendor's name: Mr J Example".
const SELLER_FIELD = /^(?:the )?(?:seller|vendor)(?:['’]s)?(?: (?:full )?name)?\s*:?\s+(.+)$/i;

/** Whether a "Seller" or "Vendor" field holds a person's name: the customer selling, not a business. */
export function sellerIsAPerson(pages: PageLayout[]): boolean {
  return pages.some((p) =>
    p.lines.some((l) => {
      const value = SELLER_FIELD.exec(l.text.trim())?.[1];
      return value !== undefined && personName(value) !== null;
    }),
  );
}

/** When the dealer buys, a seller's place is the customer's, read from the document and not the label alone. */
export function sellersPlace(label: string): SignerReading | null {
  if (
    // The car's owner selling it ("Owner's signature" on an appraisal), never the owner as lender.
    !/\b(?:seller|vendor|owner)s?\b/i.test(label) ||
    /\b(?:creditor|finance|lender|hirer)\b/i.test(label) ||
    /\b(?:dealer|company|ltd|limited|plc|motors?)\b/i.test(label)
  )
    return null;
  // "Signed (second seller)", "Vendor 2": joint keepers selling, the second of them.
  const second = /\b(?:second|2nd|joint) (?:seller|vendor|owner)\b|\b(?:seller|vendor|owner) ?\(?2\b/i.test(
    label,
  );
  return { slot: second ? 'customer2' : 'customer', confidence: FROM_CONTEXT };
}

/**
 * When the dealer buys, "Buyer, for Peak Car Buyers" is the dealer's own place, and so is "For the Buyer" (the
 * buyer being the dealer, someone signs for it).
 */
export function buyersPlace(label: string): SignerReading | null {
  if (/^(?:signed )?(?:for|on behalf of|for and on behalf of) the (?:buyer|purchaser):?$/i.test(label.trim()))
    return { slot: 'dealer', confidence: FROM_CONTEXT };
  // "Purchased by ____" with "for Tamar Car Buyers" under it: the dealer's buyer signs.
  if (/^(?:purchased|bought|accepted) by:?$/i.test(label.trim()))
    return { slot: 'dealer', confidence: FROM_CONTEXT };
  const named = BUYER_FOR.exec(label.trim())?.[1];
  return named !== undefined && (/^dealer/i.test(named) || /^\p{Lu}/u.test(named))
    ? { slot: 'dealer', confidence: FROM_CONTEXT }
    : null;
}

const TEST_DRIVE = /\btest[\s-]?drive\b|\bdemonstrator (?:loan|agreement)\b/i;

/** A test drive or a demonstrator's loan, by its first lines: the driver is the customer borrowing the car. */
export function isTestDrive(pages: PageLayout[]): boolean {
  return (pages[0]?.lines ?? []).slice(0, 6).some((l) => TEST_DRIVE.test(l.text));
}

// "Driver", "Main driver's", "Second named driver": which driver, in the first group.
const A_DRIVER = "(?:(main|first|lead|second|2nd|additional)(?: named)? )?driver(?:['’]s)?";
// Their place: "Signature of driver", "Signed (driver)", "Main driver's signature".
const DRIVERS_PLACE = new RegExp(
  `^(?:signature of |signed by |signed \\()?(?:the )?${A_DRIVER}(?: signature)?\\)?$`,
  'i',
);
// Their name: "Main driver", "Driver's full name", "Second named driver".
const DRIVERS_NAME = new RegExp(`^${A_DRIVER}(?: (?:full )?name)?$`, 'i');
const isSecondDriver = (which: string | undefined) => /^(?:second|2nd|additional)$/i.test(which ?? '');

/** On a test drive, whose a driver's place is: the customer, a second named driver the second customer. */
export function driversPlace(label: string): SignerReading | null {
  const driver = DRIVERS_PLACE.exec(cleanLabel(label));
  if (!driver) return null;
  return { slot: isSecondDriver(driver[1]) ? 'customer2' : 'customer', confidence: FROM_CONTEXT };
}

/** On a test drive, whose name a driver's label asks for ("Main driver", "Second named driver"); else null. */
export function driverNamed(label: string): { second: boolean } | null {
  const driver = DRIVERS_NAME.exec(label);
  return driver ? { second: isSecondDriver(driver[1]) } : null;
}
