// The page as a dealer reads it, for the rules that read values (names, registrations, types):
// letters written one per box become words, and text wrapped inside a table cell is noted on the
// run above it.
// Signature fields keep the layout as drawn, because their boxes are measured from it.
import type { PageLayout, Rule, TextLine, TextRun } from './layout.ts';

// "F E R G U S O N": single capitals or digits, one space apart (one letter per box).
const SPACED_LETTERS = /^(?:[\p{Lu}\p{N}] )+[\p{Lu}\p{N}]$/u;
const SINGLE = /^[\p{Lu}\p{N}]$/u;

// The reading of one document asks for its pages twice (the rules that read values, then the words learnt
// forms keep): made once per drawn layout. Nothing changes a layout once read, so the answer cannot go stale.
const read = new WeakMap<PageLayout[], PageLayout[]>();

export function readingLayout(pages: PageLayout[]): PageLayout[] {
  const known = read.get(pages);
  if (known) return known;
  const reading = pages.map((page) => {
    const lines = page.lines.map(mergeLetterBoxes);
    return { ...page, lines: markWrappedCells(lines, page.horizontalRules, page.rects) };
  });
  read.set(pages, reading);
  return reading;
}

/** One letter per box: the letters of a word join, and an empty box between words is a space. */
function mergeLetterBoxes(line: TextLine): TextLine {
  if (!line.runs.some((r) => SPACED_LETTERS.test(r.text))) return line;
  const runs: TextRun[] = [];
  let group: TextRun[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const letters = group.reduce((n, r) => n + r.text.replace(/ /g, '').length, 0);
    if (letters < 3) runs.push(...group);
    else runs.push(joinBoxes(group));
    group = [];
  };
  for (const run of line.runs) {
    const boxed = SPACED_LETTERS.test(run.text) || SINGLE.test(run.text);
    const last = group.at(-1);
    const pitch = last ? last.width / Math.max(1, last.text.replace(/ /g, '').length) : 0;
    const near = last !== undefined && run.x - (last.x + last.width) <= Math.max(pitch, run.fontSize) * 3.5;
    if (boxed && (group.length === 0 || near)) group.push(run);
    else {
      flush();
      if (boxed) group.push(run);
      else runs.push(run);
    }
  }
  flush();
  return { ...line, runs, text: runs.map((r) => r.text).join('    ') };
}

function joinBoxes(group: TextRun[]): TextRun {
  const first = group[0]!;
  const last = group.at(-1)!;
  return {
    ...first,
    text: group.map((r) => r.text.replace(/ /g, '')).join(' '),
    width: last.x + last.width - first.x,
  };
}

/**
 * "Mr Christopher" / "Wainwright-Baptiste" or "YJ19" / "KXU" in one cell of a ruled table: the
 * upper run learns the text wrapped under it (`wrapped`) when they start at the same x, sit a line
 * apart and no rule runs between them (or the upper ends in a hyphen). The lower run stays, because a cell may equally hold a name
 * over an address: the rules that read values decide whether the two read as one.
 */
function markWrappedCells(lines: TextLine[], rules: Rule[], rects: PageLayout['rects']): TextLine[] {
  const horizontal = [...rules];
  for (const r of rects) {
    horizontal.push({ x1: r.x, y1: r.y, x2: r.x + r.width, y2: r.y });
    horizontal.push({ x1: r.x, y1: r.y + r.height, x2: r.x + r.width, y2: r.y + r.height });
  }
  const ruleAt = (x: number, low: number, high: number) =>
    horizontal.some((r) => r.y1 > low && r.y1 < high && r.x1 <= x + 1 && r.x2 >= x + 4);
  return lines.map((line, i) => {
    let changed = false;
    const runs = line.runs.map((upper) => {
      if (/[:;]$/.test(upper.text)) return upper;
      const below = lines[i + 1];
      if (!below || upper.y - below.y > upper.fontSize * 1.6) return upper;
      const lower = below.runs.find(
        (r) =>
          Math.abs(r.x - upper.x) <= 2 &&
          Math.abs(r.fontSize - upper.fontSize) < 0.5 &&
          r.bold === upper.bold,
      );
      if (!lower) return upper;
      // Inside one ruled cell: a rule close above the upper line, none between the two. A word
      // broken at a hyphen ("Abernethy-" / "Clarke") continues wherever it is.
      const hyphenated = /\p{L}-$/u.test(upper.text);
      if (!hyphenated && !ruleAt(upper.x, upper.y + upper.fontSize * 0.2, upper.y + upper.fontSize * 2.2))
        return upper;
      if (ruleAt(upper.x, lower.y + lower.fontSize * 0.3, upper.y - upper.fontSize * 0.2)) return upper;
      changed = true;
      return { ...upper, wrapped: lower.text };
    });
    return changed ? { ...line, runs } : line;
  });
}

/** "Abernethy-" + "Clarke" → "Abernethy-Clarke"; "Mr Christopher" + "Wainwright" → with a space. */
export function joinWrapped(upper: string, lower: string): string {
  return /\p{L}-$/u.test(upper) ? `${upper}${lower}` : `${upper} ${lower}`;
}
