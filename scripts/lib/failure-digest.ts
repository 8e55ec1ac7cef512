// Why a step of `npm test` failed, in a few dozen lines: CI shows only the end of a long run's output, and
// a failure in the middle (a test file whose worker died, an unhandled error) scrolls out of it.

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const COLOUR = /\u001b\[[0-9;]*m/g;
/** Vitest's headings of what went wrong: "⎯⎯ Failed Tests 2 ⎯⎯", "⎯⎯ Unhandled Errors ⎯⎯", … */
const VITEST_TROUBLE = /⎯{3,}.*(Failed|Unhandled|Errors?)\b/;
const VITEST_SUMMARY = /^\s*Test Files\b/;
const MOST_LINES = 80;

/** The part of a failed step's output that says why: vitest's failure sections, or else its last lines. */
export function failureDigest(output: string): string {
  const lines = output.replace(COLOUR, '').split('\n');
  const start = lines.findIndex((line) => VITEST_TROUBLE.test(line));
  if (start === -1) return lines.slice(-30).join('\n').trim();
  const end = lines.findIndex((line, i) => i > start && VITEST_SUMMARY.test(line));
  const part = lines.slice(start, end === -1 ? undefined : end + 4);
  const kept = part.filter((line, i) => line.trim() !== '' || part[i - 1]?.trim() !== '');
  return kept.length > MOST_LINES
    ? [
        ...kept.slice(0, MOST_LINES),
        `… ${kept.length - MOST_LINES} more lines: see the step's output above`,
      ].join('\n')
    : kept.join('\n');
}
