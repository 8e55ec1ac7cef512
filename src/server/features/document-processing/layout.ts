// Text with positions: the form every extraction rule works on, whatever the upload was.
// Coordinates are PDF points with the origin at the bottom-left of the page, y growing upwards.

export type Box = { x: number; y: number; width: number; height: number };

/** Text that reads as one unit: a table cell, a label, or a stretch of a line between wide gaps. */
export type TextRun = {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  /**
   * In the reading layout (reading-layout.ts): the text wrapped onto the next line of the same
   * table cell, e.g. "Wainwright-Baptiste" under "Mr Christopher", or "KXU" under "YJ19".
   */
  wrapped?: string;
};

/** Runs that share a baseline, left to right. */
export type TextLine = {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
  runs: TextRun[];
};

/** A horizontal or vertical stroke: a table border, a signature rule, the edge of a box. */
export type Rule = { x1: number; y1: number; x2: number; y2: number };

export type PageLayout = {
  /** 1-based. */
  page: number;
  /**
   * Rules read the page as a viewer shows it; on a page turned by /Rotate or cropped off its origin,
   * this takes a box found there back to the PDF's own coordinates, where sealing draws.
   */
  toPdf?: (box: Box) => Box;
  width: number;
  height: number;
  /** Top to bottom. */
  lines: TextLine[];
  horizontalRules: Rule[];
  verticalRules: Rule[];
  /** Drawn rectangles (outlined or filled) larger than a rule, e.g. boxes to sign in. */
  rects: Box[];
  /**
   * Text set at an angle (stamps, margin notes, whole pages turned landscape): part of the
   * document's text, but not laid out into lines, so extraction rules do not see it.
   */
  angledText?: string[];
  /**
   * A scan whose text is its OCR layer: the angle it was fed in at (radians, 0 when square). Its text and
   * the rules found in its picture are read straightened.
   */
  skew?: number;
};

export type DocumentLayout = { pageCount: number; pages: PageLayout[] };

export const right = (b: Box) => b.x + b.width;
export const top = (b: Box) => b.y + b.height;

/** The box a run's glyphs cover: from a little below the baseline to about the cap height. */
export function runBox(run: Pick<TextRun, 'x' | 'y' | 'width' | 'fontSize'>): Box {
  return { x: run.x, y: run.y - run.fontSize * 0.22, width: run.width, height: run.fontSize * 0.95 };
}

/** Whether `run` is the only text in `box` (another run's glyphs may graze its edge by a point). */
export function aloneIn(page: PageLayout, run: TextRun, box: Box): boolean {
  return page.lines.every((l) => l.runs.every((r) => r === run || intersectionArea(runBox(r), box) <= 1));
}

export function intersectionArea(a: Box, b: Box): number {
  const w = Math.min(right(a), right(b)) - Math.max(a.x, b.x);
  const h = Math.min(top(a), top(b)) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export function intersectionOverUnion(a: Box, b: Box): number {
  const inter = intersectionArea(a, b);
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}
/** Plain text: runs separated by wide spaces, lines by newlines, pages by form feeds. */
export function layoutText(layout: DocumentLayout): string {
  return layout.pages
    .map((p) => [...p.lines.map((l) => l.text), ...(p.angledText ?? [])].join('\n'))
    .join('\n\f');
}
