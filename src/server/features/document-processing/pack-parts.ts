// A dealer's pack is several documents in one file (an order, a warranty registration, a delivery note),
// each usually signed by the customer. A part of the pack where no customer place was found is a part
// whose place the reading may have missed: then the places as a whole are not sure.
import type { SignatureField } from '../../../shared/documents/document-types.ts';
import { slotOf } from '../../../shared/documents/signers.ts';
import { matchType } from './document-type.ts';
import type { PageLayout } from './layout.ts';

/** The first page of each document of the pack: a page that opens with a title naming a kind of document. */
function packParts(pages: PageLayout[]): number[] {
  const body = bodySize(pages);
  const starts = pages.filter((p, i) => i === 0 || opensWithTitle(p, body)).map((p) => p.page);
  return starts.length > 0 ? starts : [1];
}

/** Whether some document of a pack of several has no place for the customer. */
export function partWithoutCustomerPlace(pages: PageLayout[], fields: SignatureField[]): boolean {
  const starts = packParts(pages);
  if (starts.length < 2) return false;
  return starts.some((start, i) => {
    const end = starts[i + 1] ?? Number.POSITIVE_INFINITY;
    return !fields.some((f) => f.page >= start && f.page < end && slotOf(f).startsWith('customer'));
  });
}

/** The topmost text of the page is a heading (larger than the body) that names a kind of document. */
function opensWithTitle(page: PageLayout, body: number): boolean {
  const top = [...page.lines].sort((a, b) => b.y - a.y).slice(0, 3);
  return top.some((l) =>
    l.runs.some((r) => r.fontSize >= body * 1.25 && r.text.length <= 80 && matchType(r.text) !== undefined),
  );
}

/** The size most of the pack's text is set in. */
function bodySize(pages: PageLayout[]): number {
  const chars = new Map<number, number>();
  for (const p of pages)
    for (const l of p.lines)
      for (const r of l.runs)
        chars.set(Math.round(r.fontSize), (chars.get(Math.round(r.fontSize)) ?? 0) + r.text.length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}
