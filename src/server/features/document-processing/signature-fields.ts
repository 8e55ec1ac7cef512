// Where the customer, a second customer, a guarantor or the dealer signs: labels in every wording
// ("Signature of Debtor", "Sign here ×", a bare "Buyer" under a rule, "Signed on behalf of the Creditor"),
// never a witness's, a driver's or an initials box; one field per place, each with whose it is
// (signer-of-label.ts) and the date box beside it when the form has one.
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { dateLabelBeside, findDateBox } from './date-box.ts';
import {
  besideOnItsLine,
  buyersPlace,
  dealerBlank,
  dealerBuys,
  driversPlace,
  isTestDrive,
  partWhenBuying,
  roleOnlyBlank,
  rowNameLeftOf,
  sellerIsAPerson,
  sellersPlace,
  signerAround,
  wrappedLabel,
} from './label-context.ts';
import { type Box, intersectionArea, type PageLayout, runBox, type TextRun } from './layout.ts';
import type { SignatureWidget } from './pdf-layout.ts';
import {
  boxUnderCaption,
  businessUnderACaption,
  receivedByStaff,
  sellerSigningForABusiness,
  signingHeadingOver,
  underACaptionForABusiness,
} from './place-captions.ts';
import { locateBlank, locateSignatureBox, signingLineAbove, signingRowCell } from './signature-box.ts';
import {
  cleanLabel,
  isCustomerSignatureLabel,
  isDealerRoleLabel,
  isGenericLabel,
  isRoleOnlyLabel,
  isSignatureLabel,
  labelFromFieldName,
} from './signature-labels.ts';
import { signatureTables } from './signature-table.ts';
import { BUSINESS, FROM_CONTEXT, type SignerReading, signerOfLabel, UNNAMED } from './signer-of-label.ts';

export const FALLBACK_SIGNATURE_LABEL = 'Customer Signature';
/** The places' confidence when a date place printed beside a customer's was not found: the dealer checks. */
const DATE_MISSED = 0.55;

// `guessed`: no blank was drawn for the label, so its box is a guess beside it.
type Found = SignatureField & {
  box: Box;
  run?: TextRun;
  labelRun?: TextRun;
  sure: number;
  guessed?: boolean;
  whose: SignerReading;
  /** The date cell of a signing table's row, found with the place. */
  date?: Box;
};

/**
 * When the dealer buys the customer's car, a bare "Appraiser" (or "Valuer") is the member of staff who values
 * it for the buyer, the dealer: most likely the dealer's place, though an outside valuer's is nobody's.
 */
const appraiserWhenBuying = (label: string): SignerReading | null =>
  /^(?:the )?(?:appraiser|valuer)$/i.test(cleanLabel(label))
    ? { slot: 'dealer', confidence: BUSINESS }
    : null;

// "Part Exchange Appraisal", "Trade-in valuation", "Vehicle appraisal": the dealer valuing the car it takes in,
// whose appraiser is the dealer's, as when it buys.
const APPRAISAL_TITLE =
  /\b(?:part[\s-]?exchange|trade[\s-]?in)\b.{0,40}\b(?:appraisal|valuation)\b|\b(?:vehicle|car) (?:appraisal|valuation)\b/i;
const appraisalTitled = (pages: PageLayout[]) =>
  (pages[0]?.lines.slice(0, 5) ?? []).some((l) => l.text.length <= 90 && APPRAISAL_TITLE.test(l.text));

/**
 * "Seller (for Blackwater Trade Cars)", "Vendor, on behalf of Vale Motors Ltd": on a sale, the business selling
 * is the dealer, and its part named first is the dealer's place (when the dealer buys, a seller is the customer).
 */
const SELLER_FOR_A_BUSINESS =
  /^(?:[Tt]he )?(?:[Ss]eller|[Vv]endor),? \(?(?:[Ff]or|[Oo]n behalf of) (?!the (?:customer|buyer|purchaser|hirer)\b)\p{Lu}[\p{L}&'’.-]*(?: [\p{L}&'’.-]+){0,5}\)?$/u;

// Words of a member of staff's title, which a narrow cell may break over two lines.
const STAFF_WORD = /\b(?:sales|manager|executive|advis[oe]r|staff|accompanying|dealer)\b/i;

// "For the seller": the dealer's side when the dealer sells.
const FOR_THE_SELLER = /^(?:signed )?for (?:and on behalf of )?the (?:seller|vendor)$/i;

const isCustomers = (f: { whose: SignerReading }) => f.whose.slot.startsWith('customer');
/** A label that names its signer outright ("Second applicant signature") reads at this confidence. */
const NAMED_SIGNER = 0.9;
const roleOf = (slot: string) => (slot.startsWith('customer') ? 'customer' : slot);

/** Every place someone signs, in page order, top to bottom. */
export function findSignatureFields(layout: {
  pages: PageLayout[];
  signatureWidgets?: SignatureWidget[];
}): SignatureField[] {
  return readSignatureFields(layout).fields;
}

/** The fields, and how sure we are of them (0–1): the least sure field decides. */
export function readSignatureFields(layout: { pages: PageLayout[]; signatureWidgets?: SignatureWidget[] }): {
  fields: SignatureField[];
  confidence: number;
} {
  const found: Found[] = [];
  const tabled: Found[] = [];
  const dealerRoleOnly = new Set<Found>();
  // A dealer buying the customer's car: the seller is the customer.
  const buying = dealerBuys(layout.pages);
  const sellerNamed = buying && sellerIsAPerson(layout.pages);
  const appraisal = appraisalTitled(layout.pages);
  // On a test drive or a demonstrator's loan, the driver is the customer borrowing the car.
  const testDrive = isTestDrive(layout.pages);
  for (const page of layout.pages) {
    // A signing table's rows are read as a whole (signature-table.ts): its heads and captions are done.
    const tables = signatureTables(page, buying);
    for (const place of tables.places) {
      tabled.push({
        page: page.page,
        label: place.label,
        box: place.box,
        run: place.labelRun,
        labelRun: place.labelRun,
        sure: 0.9,
        whose: place.whose,
        ...(place.dateBox ? { date: place.dateBox } : {}),
      });
    }
    for (const line of page.lines) {
      for (const run of line.runs) {
        if (tables.used.has(run)) continue;
        const part = buying
          ? partWhenBuying(run.text, sellerNamed)
          : testDrive
            ? driversPlace(run.text)
            : null;
        if (part || isRoleOnlyLabel(run.text)) {
          const box = roleOnlyBlank(page, run) ?? signingRowCell(page, run);
          const whose = part ?? signerOfLabel(run.text) ?? { slot: 'customer', confidence: UNNAMED };
          if (box)
            found.push({
              page: page.page,
              label: cleanLabel(run.text),
              box,
              run,
              labelRun: run,
              sure: 0.8,
              whose,
            });
          continue;
        }
        const buyer = buying
          ? (buyersPlace(run.text) ?? appraiserWhenBuying(run.text))
          : appraisal
            ? appraiserWhenBuying(run.text)
            : null;
        // "Seller" with "for Medway Town Motors" under its line, in a sale: the dealer selling; "Received by"
        // with a member of staff named under it: the dealer receiving.
        // "Authorised signatory" under "Signed for Caledonian Auto" / "Finance Ltd": that caption's second part.
        if (underACaptionForABusiness(page, run) || businessUnderACaption(page, run)) continue;
        const sellingFor =
          (!buying && (sellerSigningForABusiness(page, run) || FOR_THE_SELLER.test(cleanLabel(run.text)))) ||
          receivedByStaff(page, run);
        const seller = sellingFor || (!buying && SELLER_FOR_A_BUSINESS.test(cleanLabel(run.text)));
        // "Service Manager (for the" / "dealer)" wrapped in its narrow cell: read whole.
        // Or "Accompanying sales" / "executive" broken by its cell's edge.
        const wrapped =
          /\([^)]*$/.test(run.text) ||
          (run.text.length <= 30 && STAFF_WORD.test(run.text) && !isDealerRoleLabel(run.text))
            ? wrappedLabel(page, run)
            : undefined;
        const role = wrapped?.text ?? run.text;
        if (!/sign/i.test(role) && (buyer || seller || isDealerRoleLabel(role))) {
          const box =
            dealerBlank(page, run) ?? signingRowCell(page, run, wrapped ? [run, wrapped.last] : [run]);
          const whose =
            buyer ??
            (sellingFor ? { slot: 'dealer' as const, confidence: FROM_CONTEXT } : signerOfLabel(role));
          if (box && whose?.slot === 'dealer') {
            found.push({
              page: page.page,
              label: cleanLabel(role),
              box,
              run,
              labelRun: run,
              sure: 0.8,
              whose,
            });
            dealerRoleOnly.add(found.at(-1)!);
            continue;
          }
        }
        if (!/sign|on behalf of/i.test(run.text)) continue;
        const label = wrappedLabel(page, run);
        if (!isSignatureLabel(label.text)) continue;
        const boxed = isGenericLabel(label.text) ? boxUnderCaption(page, run) : undefined;
        const whose = boxed
          ? (signerOfLabel(boxed.caption.text) ?? signerAround(page, run))
          : isGenericLabel(label.text)
            ? signerAround(page, run)
            : (signerOfLabel(label.text) ?? (buying || appraisal ? sellersPlace(label.text) : null));
        if (!whose) continue;
        const blank = boxed?.box ?? locateBlank(page, label.last);
        if (isSectionHeading(page, label.text, label.last, blank)) continue;
        // "Insured   Signature: ____": the place is named by its row, as a signing table's are.
        const row = boxed
          ? boxed.caption.text
          : isGenericLabel(label.text)
            ? (rowNameLeftOf(page, run)?.text ?? signingHeadingOver(page, run))
            : undefined;
        found.push({
          page: page.page,
          label: cleanLabel(row ?? label.text),
          box: blank ?? locateSignatureBox(page, label.last),
          run,
          labelRun: boxed?.caption ?? label.last,
          sure: blank ? 0.9 : 0.5,
          guessed: !blank,
          whose,
        });
      }
    }
  }
  const claimed = withoutOutclaimed(found, tabled, layout.pages);
  found.length = 0;
  found.push(...tabled, ...claimed);
  // A role alone over a drawn blank ("Salesperson ____") is a place only beside the customer's own: a
  // signing block. Alone on its page it may be a field for a name, so the editor asks.
  for (const f of dealerRoleOnly) {
    const besideCustomers = found.some((o) => o.page === f.page && isCustomers(o));
    f.whose = {
      slot: 'dealer',
      confidence: Math.min(f.whose.confidence, besideCustomers ? FROM_CONTEXT : BUSINESS),
    };
  }
  for (const widget of layout.signatureWidgets ?? []) {
    const page = layout.pages.find((p) => p.page === widget.page);
    const labelRun = page && nearestSignatureText(page, widget.box);
    const label = labelRun ? cleanLabel(labelRun.text) : labelFromFieldName(widget.name);
    const same = found.find(
      (f) => f.page === widget.page && (f.run === labelRun || intersectionArea(f.box, widget.box) > 0),
    );
    // A form field is exact where our reading of the layout is a guess, so its box wins.
    if (same) {
      same.box = widget.box;
      same.sure = 0.95;
      continue;
    }
    const whose = isSignatureLabel(label) ? signerOfLabel(label) : null;
    if (whose) found.push({ page: widget.page, label, box: widget.box, sure: 0.9, whose });
  }
  const fields = withoutDuplicates(found).sort(
    (a, b) => a.page - b.page || b.box.y - a.box.y || a.box.x - b.box.x,
  );
  const taken: TextRun[] = [];
  // A "Date" printed beside a customer's label whose box was not found: the form's date place was missed.
  let dateMissed = false;
  return {
    fields: fields.map((f) => {
      const page = layout.pages.find((p) => p.page === f.page);
      const date = f.date ?? (page && f.labelRun ? findDateBox(page, f.labelRun, f.box, taken) : undefined);
      if (!date && page && f.labelRun && isCustomers(f) && dateLabelBeside(page, f.labelRun))
        dateMissed = true;
      return {
        page: f.page,
        label: f.label,
        box: roundBox(page ? clampToPage(f.box, page) : f.box),
        ...(date && page ? { dateBox: roundBox(clampToPage(date, page)) } : {}),
        // Absent is the first customer's (shared/documents/signers.ts), so a one-customer document reads as before.
        ...(f.whose.slot === 'customer' ? {} : { signer: f.whose.slot }),
        signerConfidence: f.whose.confidence,
      };
    }),
    // The customer signs nearly every document: places found for others alone say the customer's were
    // missed, so the dealer checks them, as when nothing was found.
    confidence: fields.some(isCustomers)
      ? Math.min(...fields.map((f) => f.sure), dateMissed ? DATE_MISSED : 1)
      : 0.3,
  };
}

/**
 * A blank belongs to the label nearest to it. A heading ("SIGNATURES", "Signature table") or the
 * other party's row finds the same blank as the row that owns it, from farther away: each label on
 * the page that reads like a signing row, the customer's or anyone's, claims its blank, and a
 * customer's field whose blank a nearer label claims is no place of the customer's.
 */
function withoutOutclaimed(found: Found[], tabled: Found[], pages: PageLayout[]): Found[] {
  // A label with no blank of its own, on a page where other labels have theirs (a signing table's rows
  // too), is a heading ("Signatures", "Signed by the Buyer" over the table) or a sentence about signing.
  const blanks = [...tabled, ...found.filter((f) => !f.guessed)];
  const drawn = new Set(blanks.map((f) => f.page));
  const drawnForCustomers = new Set(blanks.filter(isCustomers).map((f) => f.page));
  return found.filter((f) => {
    if (f.guessed && (isCustomers(f) ? drawnForCustomers : drawn).has(f.page)) return false;
    const page = pages.find((p) => p.page === f.page);
    if (!page || !f.labelRun) return true;
    const mine = distanceToBlank(f.labelRun, f.box);
    for (const run of page.lines.flatMap((l) => l.runs)) {
      if (run === f.labelRun || run === f.run || !isSigningRowLabel(run.text)) continue;
      // Small print inside the place ("Sign inside the box") is its caption, not another row's label.
      if (run.fontSize <= 7 && intersectionArea(runBox(run), f.box) > 0) continue;
      // A label that is a place already claims the blank found for it, not whatever is nearest to it.
      const theirs =
        found.find((o) => o.labelRun === run)?.box ?? locateBlank(page, run) ?? signingLineAbove(page, run);
      if (!theirs) continue;
      const overlap = intersectionArea(theirs, f.box);
      if (overlap < 0.5 * Math.min(theirs.width * theirs.height, f.box.width * f.box.height)) continue;
      // A date's blank beside a signing line ("Seller 1 … Date ....." under the line) takes a corner of
      // that line's room, not the place: only a place that is mostly the date's blank is the date's.
      if (/^date$/i.test(cleanLabel(run.text)) && overlap < 0.5 * f.box.width * f.box.height) continue;
      if (distanceToBlank(run, theirs) + 2 >= mine) continue;
      // A nearer label of someone else's takes the place; a nearer label of the same signer's that is a
      // field itself stands for it; their row name in a table ("Purchaser" under "Signature") keeps it.
      const same = isCustomers(f)
        ? isCustomerSignatureLabel(run.text) || isRoleOnlyLabel(run.text)
        : roleOf(signerOfLabel(run.text)?.slot ?? '') === roleOf(f.whose.slot);
      if (!same || found.some((o) => o !== f && o.labelRun === run)) return false;
    }
    return true;
  });
}

/**
 * "Signatures" over a signing table or block is its heading: a place only with its blank beside it on
 * its own line ("Signatures: ________") and no signing captions just under it ("Signed by | Signature").
 */
function isSectionHeading(page: PageLayout, text: string, run: TextRun, blank: Box | undefined): boolean {
  if (!/^signatures$/i.test(cleanLabel(text))) return false;
  const beside = blank !== undefined && besideOnItsLine(blank, run);
  const captionsUnder = page.lines.some(
    (l) => l.y < run.y && run.y - l.y <= run.fontSize * 3 && l.runs.some((r) => /\bsign/i.test(r.text)),
  );
  return !beside || captionsUnder;
}

/** Any short label of a signing row, whoever signs: "Dealer signature", "Signed for the Creditor", "Buyer". */
function isSigningRowLabel(text: string): boolean {
  const label = cleanLabel(text);
  if (label.length === 0 || label.length > 90 || label.split(/\s+/).length > 14) return false;
  return (
    /\bsign(?:ature|ed)?\b|\bon behalf of\b|\bauthori[sz]ed signatory\b/i.test(label) ||
    isRoleOnlyLabel(label) ||
    /^date$/i.test(label)
  );
}

/**
 * How far a label sits from the blank it names, measured to the blank's foot (where the rule is
 * drawn and the ink sits), along the line beside it counting less than across lines.
 */
function distanceToBlank(run: TextRun, box: Box): number {
  const dx = Math.max(0, box.x - (run.x + run.width), run.x - (box.x + box.width));
  return Math.hypot(dx * 0.3, run.y - box.y);
}

/**
 * One field per place: a caption printed inside a box ("Signature" under the line) or a label read
 * twice names the same place as the field already found; the more specific label is kept.
 */
function withoutDuplicates(found: Found[]): Found[] {
  const ordered = [...found].sort(
    (a, b) => Number(isGenericLabel(a.label)) - Number(isGenericLabel(b.label)),
  );
  const kept: Found[] = [];
  for (const f of ordered) {
    const same = kept.some((k) => {
      if (k.page !== f.page) return false;
      const overlap = intersectionArea(k.box, f.box);
      if (overlap > 0.3 * Math.min(k.box.width * k.box.height, f.box.width * f.box.height)) return true;
      // A caption inside the box or just under it ("Signature" under the line); another signer's
      // label printed close under it is a place of its own, and so is the next customer's when both
      // labels say which customer they are ("First applicant" over "Second applicant").
      const under = { ...k.box, y: k.box.y - 14, height: k.box.height + 14 };
      // Two customers told apart by their labels ("Customer 1", "Customer 2" a row under) are never one.
      const named =
        Math.min(f.whose.confidence, k.whose.confidence) >= NAMED_SIGNER ||
        (isCustomers(f) && isCustomers(k));
      const sameSigner = named
        ? f.whose.slot === k.whose.slot
        : roleOf(f.whose.slot) === roleOf(k.whose.slot);
      return (
        f.run !== undefined &&
        (isGenericLabel(f.label) || sameSigner) &&
        intersectionArea(under, { x: f.run.x, y: f.run.y, width: f.run.width, height: 1 }) > 0
      );
    });
    if (!same) kept.push(f);
  }
  return kept;
}

/** For a page that has no text to go by (a scan): a box at the foot of the last page. */
export function fallbackSignatureField(page: {
  page: number;
  width: number;
  height: number;
}): SignatureField {
  const margin = Math.min(56, page.width * 0.1);
  return {
    page: page.page,
    label: FALLBACK_SIGNATURE_LABEL,
    box: roundBox({ x: margin, y: margin + 24, width: Math.min(220, page.width / 2 - margin), height: 40 }),
  };
}

/** The text that names a form field: on its left on the same line, or just above it. */
function nearestSignatureText(page: PageLayout, box: Box): TextRun | undefined {
  const runs = page.lines.flatMap((l) => l.runs).filter((r) => /sign/i.test(r.text));
  const distance = (r: TextRun) => {
    const leftOf = r.x + r.width <= box.x + 4 && r.y >= box.y - 4 && r.y <= box.y + box.height;
    const over = r.y >= box.y + box.height - 4 && r.y - (box.y + box.height) <= 30;
    if (leftOf) return box.x - (r.x + r.width);
    if (over && r.x < box.x + box.width && r.x + r.width > box.x) return r.y - (box.y + box.height);
    return Number.POSITIVE_INFINITY;
  };
  const best = runs.sort((a, b) => distance(a) - distance(b))[0];
  return best && distance(best) <= 80 ? best : undefined;
}

/** Keeps a box on its page with a usable size, whatever the layout rules made of an odd page. */
function clampToPage(box: Box, page: { width: number; height: number }): Box {
  const x = Math.min(Math.max(box.x, 0), page.width - 20);
  const y = Math.min(Math.max(box.y, 0), page.height - 12);
  return {
    x,
    y,
    width: Math.max(20, Math.min(box.width, page.width - x)),
    height: Math.max(12, Math.min(box.height, page.height - y)),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
const roundBox = (b: Box): Box => ({
  x: round(b.x),
  y: round(b.y),
  width: round(b.width),
  height: round(b.height),
});
