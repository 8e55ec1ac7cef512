// Test helper: page layouts written as text, so extraction rules can be tested without PDFs.
// Each text line is a line on the page (14 pt apart); three or more spaces separate runs, and a
// run's x follows its column in the text (5 pt a character), as in a fixed-width printout.
// "# Title" is a 16 pt heading; a form feed starts a new page.
import type { Box, PageLayout, Rule, TextLine, TextRun } from '../../features/document-processing/layout.ts';
import { groupIntoLines, type PositionedText } from '../../features/document-processing/text-lines.ts';

const CHAR = 5;
const LINE = 14;
const TOP = 800;
const BODY = 10;

export function layoutFromText(text: string): PageLayout[] {
  return text.split('\f').map((pageText, i) => {
    const pieces: PositionedText[] = [];
    pageText
      .replace(/^\n/, '')
      .split('\n')
      .forEach((raw, row) => {
        const heading = raw.startsWith('# ');
        const line = heading ? raw.slice(2) : raw;
        const fontSize = heading ? 16 : BODY;
        for (const match of line.matchAll(/\S+(?: {1,2}\S+)*/g)) {
          pieces.push({
            text: match[0],
            x: 40 + match.index * CHAR,
            y: TOP - row * LINE,
            width: match[0].length * CHAR * (fontSize / BODY),
            fontSize,
            bold: heading,
          });
        }
      });
    return page(i + 1, groupIntoLines(pieces));
  });
}

export function page(
  n: number,
  lines: TextLine[],
  graphics: { horizontalRules?: Rule[]; verticalRules?: Rule[]; rects?: Box[] } = {},
): PageLayout {
  return {
    page: n,
    width: 595,
    height: 842,
    lines,
    horizontalRules: graphics.horizontalRules ?? [],
    verticalRules: graphics.verticalRules ?? [],
    rects: graphics.rects ?? [],
  };
}

/** A run at an exact position, for geometry tests. Width 5 pt a character at 10 pt. */
export function run(text: string, x: number, y: number, fontSize = BODY): TextRun {
  return { text, x, y, width: text.length * CHAR * (fontSize / BODY), fontSize, bold: false };
}

/** Lines from runs placed by hand (runs with the same y share a line). */
export function linesOf(...runs: TextRun[]): TextLine[] {
  return groupIntoLines(runs);
}

export const hRule = (x1: number, x2: number, y: number): Rule => ({ x1, y1: y, x2, y2: y });
export const vRule = (x: number, y1: number, y2: number): Rule => ({ x1: x, y1, x2: x, y2 });
