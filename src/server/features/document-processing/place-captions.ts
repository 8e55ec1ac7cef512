// What a caption near a blank says about its place when its words alone do not: a box its caption names over
// "sign here", a signing heading over a bare "Signature", a member of staff named under "Received by", the
// business a seller signs for, and a lender's caption with "Authorised signatory" under it.
import { drawnBoxes } from './drawn-boxes.ts';
import { forABusinessUnder } from './label-context.ts';
import { aloneIn, type Box, type PageLayout, type TextRun, top } from './layout.ts';
import { placeRun, runsAbove, runsBelow } from './layout-queries.ts';
import { inset } from './signature-box.ts';
import { cleanLabel, isDealerRoleLabel, isRoleOnlyLabel } from './signature-labels.ts';
import { signerOfContext } from './signer-of-label.ts';

/**
 * "sign here" printed small at the top of an empty box, the box's caption printed just over it ("Customer
 * declaration" / [sign here      ]): the box is the place and its caption names it.
 */
export function boxUnderCaption(page: PageLayout, run: TextRun): { box: Box; caption: TextRun } | undefined {
  const box = drawnBoxes(page).find(
    (b) =>
      b.width >= 60 &&
      b.height >= 20 &&
      run.x >= b.x &&
      run.x + run.width <= b.x + b.width &&
      run.y >= b.y &&
      run.y + run.fontSize * 0.7 <= top(b) + 1 &&
      top(b) - run.y <= run.fontSize * 2 &&
      aloneIn(page, run, b),
  );
  if (!box) return undefined;
  const caption = page.lines
    .flatMap((l) => l.runs)
    .filter(
      (r) =>
        r.y > top(box) &&
        r.y - top(box) <= 14 &&
        Math.abs(r.x - box.x) <= 6 &&
        /\p{L}{3}/u.test(r.text) &&
        // A caption, not the end of a paragraph over the box.
        r.text.length <= 40 &&
        !/[.,;]$/.test(r.text),
    )
    .sort((a, b) => a.y - b.y)[0];
  return caption && { box: inset(box), caption };
}

/**
 * A signing heading just over a bare "Signature" that names whose the block is ("Signed by the Hirer" /
 * "Signature ____" / "Date ____"): what a person calls that place.
 */
export function signingHeadingOver(page: PageLayout, run: TextRun): string | undefined {
  const placed = placeRun(page, run);
  const above = placed && runsAbove(placed, run.fontSize * 5)[0];
  if (!above || above.text.length > 60 || !/\bsign(?:ed|ature)\b/i.test(above.text)) return undefined;
  return signerOfContext(above.text) ? cleanLabel(above.text) : undefined;
}

// "Kelechi Adeyemi, sales executive, for and on behalf of Thameside Autos" under a line: staff sign there.
const STAFF_UNDER =
  /,\s*(?:[\p{L} ]{0,30}\b)?(?:manager|executive|advis[oe]r|controller|consultant|sales(?:person)?|director)\b|\b(?:for and )?on behalf of\b/iu;

/**
 * A bare "Received by" with a member of staff named under its line: the dealer receiving (a deposit, a car
 * handed in); on a delivery note with nobody named under it, it could be the customer receiving the car.
 */
export function receivedByStaff(page: PageLayout, run: TextRun): boolean {
  if (!/^received by$/i.test(cleanLabel(run.text))) return false;
  // Under its line, or under the box its caption heads.
  const placed = placeRun(page, run);
  const under = placed ? runsBelow(placed, run.fontSize * 2.6 + 60).slice(0, 2) : [];
  return under.some((r) => STAFF_UNDER.test(r.text));
}

/** A bare "Seller" or "Vendor" with "for <a business>" printed under it: who signs for the business selling. */
export function sellerSigningForABusiness(page: PageLayout, run: TextRun): boolean {
  if (!/^(?:the )?(?:seller|vendor)$/i.test(cleanLabel(run.text))) return false;
  return page.lines.some((l) => l.runs.some((under) => forABusinessUnder(run, under)));
}

const SIGNATORY = /^(?:authori[sz]ed )?(?:signatory|signature)$/i;
const FOR_A_BUSINESS_CAPTION =
  /^(?:signed )?(?:for|on behalf of|for and on behalf of) (?!the (?:customer|hirer|buyer)\b)/i;

/** "Authorised signatory" printed in the cell of a caption naming a business just over it, at its left edge. */
export function underACaptionForABusiness(page: PageLayout, run: TextRun): boolean {
  if (!SIGNATORY.test(cleanLabel(run.text))) return false;
  return page.lines.some((l) =>
    l.runs.some(
      (r) =>
        r !== run &&
        Math.abs(r.x - run.x) <= 2 &&
        r.y > run.y &&
        r.y - run.y <= run.fontSize * 3.2 &&
        FOR_A_BUSINESS_CAPTION.test(r.text),
    ),
  );
}

/**
 * "for Ribble Valley Motors" set small just under "Business manager" at its left edge: the caption's second
 * line, saying whom the manager signs for, not a place of its own.
 */
export function businessUnderACaption(page: PageLayout, run: TextRun): boolean {
  if (!FOR_A_BUSINESS_CAPTION.test(run.text)) return false;
  // Alone on its line: "For and on behalf of Acme Motors ________" under a heading is a place.
  const line = page.lines.find((l) => l.runs.includes(run));
  if (!line || line.runs.length > 1) return false;
  return page.lines.some((l) =>
    l.runs.some(
      (r) =>
        r !== run &&
        Math.abs(r.x - run.x) <= 2 &&
        r.y > run.y &&
        r.y - run.y <= r.fontSize * 1.6 &&
        r.fontSize > run.fontSize + 0.4 &&
        !FOR_A_BUSINESS_CAPTION.test(r.text) &&
        (isRoleOnlyLabel(r.text) || isDealerRoleLabel(r.text)),
    ),
  );
}
