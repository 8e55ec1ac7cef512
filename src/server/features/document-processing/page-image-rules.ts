// Rules and boxes found in a page's pixels, for pages that are a picture (a scan): the signature line a
// scanner saw is a long thin run of dark pixels, not a drawing command. The picture is pdftoppm's
// greyscale PGM; what is found is handed back in the page's points, origin bottom-left, as pdf.js
// reports drawn rules (pdf-layout.ts), so the same reading measures boxes from it.
import type { Box, Rule } from './layout.ts';

export type GreyImage = { width: number; height: number; pixels: Uint8Array };

/** A binary PGM (P5, 8-bit) as pdftoppm -gray writes it; null for anything else. */
export function parsePgm(bytes: Uint8Array): GreyImage | null {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4 && at < bytes.length && at < 256) {
    while (at < bytes.length && /\s/.test(String.fromCharCode(bytes[at]!))) at++;
    if (bytes[at] === 0x23) {
      while (at < bytes.length && bytes[at] !== 0x0a) at++; // a comment runs to the end of its line
      continue;
    }
    let field = '';
    while (at < bytes.length && !/\s/.test(String.fromCharCode(bytes[at]!)))
      field += String.fromCharCode(bytes[at++]!);
    fields.push(field);
  }
  const [magic, w, h, max] = fields;
  const width = Number(w);
  const height = Number(h);
  if (magic !== 'P5' || Number(max) !== 255 || !(width > 0) || !(height > 0)) return null;
  const pixels = bytes.subarray(at + 1, at + 1 + width * height);
  return pixels.length === width * height ? { width, height, pixels } : null;
}

/**
 * The picture of a page `pageWidth` × `pageHeight` points turned by `-angle` (radians, anticlockwise on the
 * page) about its middle: a scan fed in askew, straightened as its OCR layer is. Nearest pixel; paper outside.
 */
export function straightened(
  img: GreyImage,
  angle: number,
  pageWidth: number,
  pageHeight: number,
): GreyImage {
  const { width, height, pixels } = img;
  const sx = pageWidth / width;
  const sy = pageHeight / height;
  const cx = pageWidth / 2;
  const cy = pageHeight / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const out = new Uint8Array(width * height).fill(255);
  for (let j = 0; j < height; j++) {
    const y = pageHeight - (j + 0.5) * sy - cy;
    for (let i = 0; i < width; i++) {
      const x = (i + 0.5) * sx - cx;
      // Where this point of the straight page lies on the skewed picture.
      const px = cx + x * cos - y * sin;
      const py = cy + x * sin + y * cos;
      const si = Math.floor(px / sx);
      const sj = Math.floor((pageHeight - py) / sy);
      if (si >= 0 && si < width && sj >= 0 && sj < height) out[j * width + i] = pixels[sj * width + si]!;
    }
  }
  return { width, height, pixels: out };
}

/**
 * Darker than this (0 black … 255 white) is a rule's ink; scanned paper is a light grey, not white, and a
 * hairline or a row of underscores scans as a mid grey (130–160), far darker than the paper still.
 */
const INK = 176;
/** Gaps this wide (pixels) in a printed rule are scanner noise, not the rule's end. */
const GAP = 2;
/** Thicker than this (points) is a filled bar or a shaded cell, not a rule. */
const MAX_THICKNESS_PT = 3;

type Segment = { along0: number; along1: number; across0: number; across1: number };

/**
 * Straight runs of ink along the rows of `img`: a row and the one under it are read together, so a
 * rule scanned a little askew still reads as one. Upright rules are found in the picture turned.
 */
function segments(img: GreyImage, minLength: number, maxThickness: number): Segment[] {
  const { width, height, pixels } = img;
  const done: Segment[] = [];
  let open: Segment[] = [];
  for (let line = 0; line < height - 1; line++) {
    const here = line * width;
    const below = here + width;
    const runs: [number, number][] = [];
    let start = -1;
    let lastInk = -1;
    for (let i = 0; i < width; i++) {
      if (pixels[here + i]! >= INK && pixels[below + i]! >= INK) continue;
      if (start < 0 || i - lastInk > GAP + 1) {
        if (start >= 0 && lastInk - start + 1 >= minLength) runs.push([start, lastInk]);
        start = i;
      }
      lastInk = i;
    }
    if (start >= 0 && lastInk - start + 1 >= minLength) runs.push([start, lastInk]);
    if (runs.length === 0 && open.length === 0) continue;
    const next: Segment[] = [];
    for (const [a, b] of runs) {
      const joined = open.find(
        (s) => s.across1 === line - 1 && overlap(s, a, b) > 0.5 * Math.min(b - a, s.along1 - s.along0),
      );
      if (joined) {
        joined.along0 = Math.min(joined.along0, a);
        joined.along1 = Math.max(joined.along1, b);
        joined.across1 = line;
        next.push(joined);
      } else next.push({ along0: a, along1: b, across0: line, across1: line });
    }
    for (const s of open) if (!next.includes(s)) done.push(s);
    open = next;
  }
  done.push(...open);
  // Each line was read with its neighbour, so a segment is one line thicker than its ink.
  return done.filter((s) => s.across1 - s.across0 <= maxThickness);
}

/** The picture a quarter turn over (rows become columns), so one loop over rows finds both kinds. */
function transposed(img: GreyImage): GreyImage {
  const { width, height, pixels } = img;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) out[x * height + y] = pixels[row + x]!;
  }
  return { width: height, height: width, pixels: out };
}

const overlap = (s: Segment, a: number, b: number) => Math.min(s.along1, b) - Math.max(s.along0, a);

/**
 * The page's rules and boxes in points (origin bottom-left, y up), from a picture of the page as a
 * viewer shows it, `pageWidth` × `pageHeight` points.
 */
export function rulesFromImage(
  img: GreyImage,
  pageWidth: number,
  pageHeight: number,
): { horizontalRules: Rule[]; verticalRules: Rule[]; rects: Box[] } {
  const sx = pageWidth / img.width;
  const sy = pageHeight / img.height;
  // A signature line is 50 pt or more; letters never make one dark run that long. Box sides are
  // shorter: 16 pt (a date box), taller than any letter's stem at a form's sizes.
  const thick = Math.ceil(MAX_THICKNESS_PT / Math.min(sx, sy)) + 1;
  const horizontal = segments(img, Math.round(50 / sx), thick).map((s) => {
    const y = pageHeight - ((s.across0 + s.across1 + 1) / 2) * sy;
    return { x1: s.along0 * sx, y1: y, x2: (s.along1 + 1) * sx, y2: y };
  });
  const vertical = segments(transposed(img), Math.round(16 / sy), thick).map((s) => {
    const x = ((s.across0 + s.across1 + 1) / 2) * sx;
    return { x1: x, y1: pageHeight - (s.along1 + 1) * sy, x2: x, y2: pageHeight - s.along0 * sy };
  });
  const dotted = dottedRows(img, Math.round(50 / sx), Math.max(2, Math.round(3.5 / sx))).map((d) => {
    const y = pageHeight - (d.row + 0.5) * sy;
    return { x1: d.from * sx, y1: y, x2: (d.to + 1) * sx, y2: y };
  });
  return boxesOf([...horizontal, ...dotted], vertical);
}

/** A dotted line's dots are this many pixels wide at most, and at least this many make a line. */
const MAX_DOT = 4;
const MIN_DOTS = 15;

/**
 * Dotted lines (a form's "........" to sign on, scanned as a row of specks): dots of one size at an even
 * pitch along one row, `minLength` pixels or more, nothing dark just above or below them. Letters along a
 * line of text are neither even nor alone in their rows.
 */
function dottedRows(
  img: GreyImage,
  minLength: number,
  maxGap: number,
): { row: number; from: number; to: number }[] {
  const { width, height, pixels } = img;
  const found: { row: number; from: number; to: number }[] = [];
  const dark = (i: number) => pixels[i]! < INK;
  for (let row = 3; row < height - 3; row++) {
    const here = row * width;
    let dots: [number, number][] = [];
    const close = () => {
      if (dots.length >= MIN_DOTS) {
        const from = dots[0]![0];
        const to = dots.at(-1)![1];
        const widths = dots.map(([a, b]) => b - a + 1);
        const gaps = dots.slice(1).map(([a], i) => a - dots[i]![1] - 1);
        const even =
          Math.max(...gaps) - Math.min(...gaps) <= 2 && Math.max(...widths) - Math.min(...widths) <= 2;
        if (even && to - from >= minLength && alone(row, from, to)) found.push({ row, from, to });
      }
      dots = [];
    };
    // Nothing dark two or three rows over and under the dots along their length: a dotted line stands alone.
    const alone = (r: number, from: number, to: number) => {
      let ink = 0;
      for (const off of [-3, -2, 2, 3])
        for (let i = from; i <= to; i++) if (dark((r + off) * width + i)) ink++;
      return ink <= (to - from + 1) * 0.05;
    };
    let start = -1;
    for (let i = 0; i <= width; i++) {
      const ink = i < width && dark(here + i);
      if (ink) {
        if (start < 0) start = i;
        continue;
      }
      if (start < 0) continue;
      const dot: [number, number] = [start, i - 1];
      start = -1;
      const last = dots.at(-1);
      if (dot[1] - dot[0] + 1 > MAX_DOT || (last && dot[0] - last[1] - 1 > maxGap)) close();
      if (dot[1] - dot[0] + 1 <= MAX_DOT) dots.push(dot);
    }
    close();
  }
  // One line scanned over two rows is found twice: keep the first of rows next to each other.
  return found.filter(
    (d, i) => !found.slice(0, i).some((e) => d.row - e.row <= 2 && e.from < d.to && d.from < e.to),
  );
}

/** Two rules one above the other, joined at both ends by upright rules, are a drawn box. */
function boxesOf(horizontal: Rule[], vertical: Rule[]) {
  const near = (a: number, b: number) => Math.abs(a - b) <= 3;
  const rects: Box[] = [];
  const used = new Set<Rule>();
  const sorted = [...horizontal].sort((a, b) => b.y1 - a.y1);
  for (const [i, upper] of sorted.entries()) {
    // The next rule down with the same ends: a box's bottom (no other such rule between).
    const lower = sorted.slice(i + 1).find((r) => near(r.x1, upper.x1) && near(r.x2, upper.x2));
    if (!lower || upper.y1 - lower.y1 < 8) continue;
    const side = (x: number) =>
      vertical.find((v) => near(v.x1, x) && v.y1 <= lower.y1 + 3 && v.y2 >= upper.y1 - 3);
    const left = side(upper.x1);
    const right = side(upper.x2);
    if (!left || !right) continue;
    rects.push({ x: upper.x1, y: lower.y1, width: upper.x2 - upper.x1, height: upper.y1 - lower.y1 });
    for (const r of [upper, lower, left, right]) used.add(r);
  }
  return {
    horizontalRules: horizontal.filter((r) => !used.has(r)),
    verticalRules: vertical.filter((r) => !used.has(r)),
    rects,
  };
}

/** A point turned by `angle` (radians, anticlockwise) about (cx, cy). */
export function turnAbout(angle: number, cx: number, cy: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (p: { x: number; y: number }) => ({
    x: cx + (p.x - cx) * cos - (p.y - cy) * sin,
    y: cy + (p.x - cx) * sin + (p.y - cy) * cos,
  });
}

/** A box found on the straightened page, moved back to where it lies on the skewed picture. */
export function unskewBox(skew: number, size: { width: number; height: number }, then?: (b: Box) => Box) {
  const back = turnAbout(skew, size.width / 2, size.height / 2);
  return (b: Box): Box => {
    const middle = back({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
    const moved = { ...b, x: middle.x - b.width / 2, y: middle.y - b.height / 2 };
    return then ? then(moved) : moved;
  };
}
