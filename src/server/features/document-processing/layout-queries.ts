// Finding a label's neighbours on the page: the value beside it, the value under it, the heading
// of the section it sits in. Forms print label and value in one of these places.
import type { PageLayout, TextLine, TextRun } from './layout.ts';
import { isFiller } from './text-lines.ts';

export type PlacedRun = { page: PageLayout; line: TextLine; run: TextRun; index: number };

// Built once per document (the customer's and the vehicle's rules both walk every run): callers only read it.
const placed = new WeakMap<PageLayout[], PlacedRun[]>();

/** Every run of `pages` in reading order, placed; the same array for the same pages. */
export function placedRuns(pages: PageLayout[]): readonly PlacedRun[] {
  const known = placed.get(pages);
  if (known) return known;
  const runs: PlacedRun[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      for (let index = 0; index < line.runs.length; index++) {
        runs.push({ page, line, run: line.runs[index]!, index });
      }
    }
  }
  placed.set(pages, runs);
  return runs;
}

/** `run` with its page, line and place in the line, for the queries below. */
export function placeRun(page: PageLayout, run: TextRun): PlacedRun | undefined {
  for (const line of page.lines) {
    const index = line.runs.indexOf(run);
    if (index >= 0) return { page, line, run, index };
  }
  return undefined;
}

/**
 * The next run on the same line, if it is near enough to be this label's value; dot leaders and
 * underscores between them ("Name ........ John Smith") are stepped over.
 */
export function runBeside(p: PlacedRun, maxGap = 320): TextRun | undefined {
  const next = p.line.runs.slice(p.index + 1).find((r) => !isFiller(r.text));
  return next && next.x - (p.run.x + p.run.width) <= maxGap ? next : undefined;
}

/** Whether two runs share a column: they start at about the same x or overlap horizontally. */
export function sameColumn(a: TextRun, b: TextRun, alignSlack = 12): boolean {
  if (Math.abs(a.x - b.x) <= alignSlack) return true;
  const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return overlap >= Math.min(20, a.width, b.width);
}

/** Runs under `p` in its column, nearest first, no further than `maxDistance` points down. */
export function runsBelow(p: PlacedRun, maxDistance: number): TextRun[] {
  return p.page.lines
    .filter((l) => l.y < p.run.y - 1 && p.run.y - l.y <= maxDistance)
    .flatMap((l) => l.runs.filter((r) => sameColumn(p.run, r)))
    .sort((a, b) => b.y - a.y);
}

/** Runs over `p` in its column, nearest first, no further than `maxDistance` points up. */
export function runsAbove(p: PlacedRun, maxDistance: number): TextRun[] {
  return p.page.lines
    .filter((l) => l.y > p.run.y + 1 && l.y - p.run.y <= maxDistance)
    .flatMap((l) => l.runs.filter((r) => sameColumn(p.run, r, 40)))
    .sort((a, b) => a.y - b.y);
}

// Every run is read as a possible label by several rules (name, surname, registration): each text is
// normalised once per document. process-document.ts empties the memo before each document.
const normalised = new Map<string, string>();
export const forgetNormalisedLabels = () => normalised.clear();

/** "Reg. No.:" → "reg no"; "Name(s) of account holder(s)" → "name of account holder". */
export function normaliseLabel(text: string): string {
  let label = normalised.get(text);
  if (label === undefined) {
    label = normalise(text);
    normalised.set(text, label);
  }
  return label;
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\(s\)/g, '')
    .replace(/[’']s\b/g, '')
    .replace(/\./g, '')
    .replace(/[:\-–—*]+\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
