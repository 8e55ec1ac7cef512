// The words of each page with where they sit: what a learnt form (features/learnt-forms) fingerprints and
// reads its values from. Taken from the page as a dealer reads it (letters written one per box are one word),
// in the page's displayed points with the origin at the bottom-left.
// They leave the reading worker packed, one string and one array of numbers a page (the array moved to the
// main thread, not copied): as objects, thousands a page, copying them back cost more than a third of
// reading the document, and only a dealership with learnt forms ever looks at them (unpackFormPages).
import type { PageLayout } from './layout.ts';

/** One word: its text, its left edge, baseline and width, the font size, and the run it belongs to. */
export type FormWord = { text: string; x: number; y: number; width: number; size: number; run: number };

export type FormPage = { width: number; height: number; words: FormWord[] };

/**
 * One page's words as the reading gives them: their texts, one a line (a word never holds a line break),
 * and for each word in turn its x, y, width, size and run in `numbers`.
 */
export type PackedFormPage = { width: number; height: number; texts: string; numbers: Float64Array };

/** Numbers kept per word in a packed page: x, y, width, size, run. */
const FIELDS = 5;

/** At most this many words a page: a learnt form needs its wording, not a whole book's. */
const MAX_WORDS_PER_PAGE = 3000;

/** `pages`: the reading layout (reading-layout.ts), as the values were read from it. */
export function formPagesOf(pages: PageLayout[]): PackedFormPage[] {
  let runId = 0;
  return pages.map((page) => {
    const texts: string[] = [];
    const numbers: number[] = [];
    for (const line of page.lines) {
      for (const run of line.runs) {
        runId++;
        splitRun(run, runId, texts, numbers);
        if (texts.length >= MAX_WORDS_PER_PAGE) break;
      }
      if (texts.length >= MAX_WORDS_PER_PAGE) break;
    }
    const count = Math.min(texts.length, MAX_WORDS_PER_PAGE);
    texts.length = count;
    numbers.length = count * FIELDS;
    return {
      width: page.width,
      height: page.height,
      texts: texts.join('\n'),
      numbers: new Float64Array(numbers),
    };
  });
}

/** The words of packed pages as objects, for learnt forms. */
export function unpackFormPages(pages: readonly PackedFormPage[]): FormPage[] {
  return pages.map(({ width, height, texts, numbers }) => {
    const count = numbers.length / FIELDS;
    const text = count > 0 ? texts.split('\n') : [];
    const words: FormWord[] = new Array(count);
    for (let i = 0, n = 0; i < count; i++, n += FIELDS) {
      words[i] = {
        text: text[i] ?? '',
        x: numbers[n]!,
        y: numbers[n + 1]!,
        width: numbers[n + 2]!,
        size: numbers[n + 3]!,
        run: numbers[n + 4]!,
      };
    }
    return { width, height, words };
  });
}

/** The buffers of packed pages, to move them to another thread rather than copy them. */
export function formPagesBuffers(pages: readonly PackedFormPage[]): ArrayBuffer[] {
  return pages.map((p) => p.numbers.buffer as ArrayBuffer);
}

/**
 * A run's words (what /\S+/u finds, scanned by hand: thousands of runs a document), each placed by its
 * share of the run's characters: the run's width is known, a word's is not, and within one font the share
 * of characters is close enough for coarse positions.
 */
function splitRun(
  run: { text: string; x: number; y: number; width: number; fontSize: number },
  runId: number,
  texts: string[],
  numbers: number[],
) {
  const text = run.text;
  const length = text.length;
  if (length === 0) return;
  const perChar = run.width / length;
  const y = round(run.y);
  const size = round(run.fontSize);
  let start = -1;
  for (let i = 0; i <= length; i++) {
    const space = i === length || isSpace(text.charCodeAt(i));
    if (!space) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    texts.push(text.slice(start, i));
    numbers.push(round(run.x + start * perChar), y, round((i - start) * perChar), size, runId);
    start = -1;
  }
}

/** What \s matches in a regular expression: ASCII and Unicode spaces, line ends and the byte-order mark. */
function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const round = (n: number) => Math.round(n * 10) / 10;
