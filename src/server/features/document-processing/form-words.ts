// The words of each page with where they sit: what a learnt form (features/learnt-forms) fingerprints and
// reads its values from. Taken from the page as a dealer reads it (letters written one per box are one word),
// in the page's displayed points with the origin at the bottom-left.
import type { PageLayout } from './layout.ts';
import { readingLayout } from './reading-layout.ts';

/** One word: its text, its left edge, baseline and width, the font size, and the run it belongs to. */
export type FormWord = { text: string; x: number; y: number; width: number; size: number; run: number };

export type FormPage = { width: number; height: number; words: FormWord[] };

/** At most this many words a page: a learnt form needs its wording, not a whole book's. */
const MAX_WORDS_PER_PAGE = 3000;

export function formPagesOf(pages: PageLayout[]): FormPage[] {
  let runId = 0;
  return readingLayout(pages).map((page) => {
    const words: FormWord[] = [];
    for (const line of page.lines) {
      for (const run of line.runs) {
        runId++;
        splitRun(run, runId, words);
        if (words.length >= MAX_WORDS_PER_PAGE) break;
      }
      if (words.length >= MAX_WORDS_PER_PAGE) break;
    }
    return { width: page.width, height: page.height, words: words.slice(0, MAX_WORDS_PER_PAGE) };
  });
}

/**
 * A run's words, each placed by its share of the run's characters: the run's width is known, a word's is
 * not, and within one font the share of characters is close enough for coarse positions.
 */
function splitRun(
  run: { text: string; x: number; y: number; width: number; fontSize: number },
  runId: number,
  into: FormWord[],
) {
  const length = run.text.length;
  if (length === 0) return;
  const perChar = run.width / length;
  for (const match of run.text.matchAll(/\S+/gu)) {
    const start = match.index ?? 0;
    into.push({
      text: match[0],
      x: round(run.x + start * perChar),
      y: round(run.y),
      width: round(match[0].length * perChar),
      size: round(run.fontSize),
      run: runId,
    });
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
