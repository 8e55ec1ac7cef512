// The date box beside a customer's signature field ("Signature ____  Date ____"), located so
// that sealing can fill in the date the customer signed.
import { type Box, intersectionArea, type PageLayout, type TextRun } from './layout.ts';
import { locateBlank } from './signature-box.ts';

const DATE_LABEL = /^(?:date(?: signed| of signing| of signature)?|dated)\s*:?$/i;

/**
 * A "Date" label on the signature label's line to its right, or just under it, with a blank of its
 * own. `taken` collects the labels already used, so two signatures never share one date box.
 */
export function findDateBox(
  page: PageLayout,
  label: TextRun,
  signature: Box,
  taken: TextRun[],
): Box | undefined {
  const labels = page.lines
    .flatMap((l) => l.runs)
    .filter((r) => DATE_LABEL.test(r.text.trim()) && !taken.includes(r));
  const sameLine = labels
    .filter(
      (r) =>
        Math.abs(r.y - label.y) <= label.fontSize * 0.6 &&
        r.x > label.x + label.width &&
        r.x - label.x <= 480,
    )
    .sort((a, b) => a.x - b.x);
  const under = labels
    .filter((r) => Math.abs(r.x - label.x) <= 6 && r.y < label.y && label.y - r.y <= label.fontSize * 2.6)
    .sort((a, b) => b.y - a.y);
  for (const candidate of [...sameLine, ...under]) {
    const box = locateBlank(page, candidate);
    if (!box || intersectionArea(box, signature) > 0) continue;
    taken.push(candidate);
    return box;
  }
  return undefined;
}
