// Lines and boxes drawn on a page, read from pdf.js's operator list. Signature fields are usually
// marked by graphics rather than text (a rule to sign on, a box to sign in), so we need them.
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box, Rule } from './layout.ts';

type Matrix = [number, number, number, number, number, number];
type State = { ctm: Matrix; fill: string };
export type PageGraphics = {
  horizontalRules: (Rule & { dashed?: boolean })[];
  verticalRules: Rule[];
  rects: Box[];
};

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const STROKES = new Set<number>([OPS.stroke, OPS.closeStroke]);
const FILLS = new Set<number>([OPS.fill, OPS.eoFill]);
const FILL_AND_STROKES = new Set<number>([
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
// pdf.js path data: an op code then its coordinates.
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUADRATIC = 3;
const CLOSE = 4;
/** Thinner than this, a filled rectangle is a line. */
const RULE_THICKNESS = 2.5;

/** `fnArray`/`argsArray` of a page's operator list → rules and rectangles in page coordinates. */
export function readPageGraphics(
  fnArray: ArrayLike<number>,
  argsArray: ArrayLike<unknown>,
  page: { width: number; height: number },
): PageGraphics {
  const out: PageGraphics = { horizontalRules: [], verticalRules: [], rects: [] };
  const stack: State[] = [];
  let state: State = { ctm: IDENTITY, fill: '#000000' };
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push({ ...state });
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.transform && args) state.ctm = multiply(state.ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push({ ...state });
      if (Array.isArray(args[0])) state.ctm = multiply(state.ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === OPS.setFillRGBColor && args && typeof args[0] === 'string') state.fill = args[0];
    else if (fn === OPS.constructPath && args) addPath(out, args, state, page);
  }
  out.horizontalRules = joinedDashes(out.horizontalRules);
  return out;
}

type DashedRule = Rule & { dashed?: boolean };

/** Dashes or dots closer than this along one line draw one dotted rule. */
const DASH_GAP = 4;

/**
 * A dotted or dashed signing line drawn one dash (or dot) at a time is one rule from its first dash to
 * its last; a lone dot left over is no rule.
 */
function joinedDashes(rules: DashedRule[]): Rule[] {
  if (rules.length < 2) return rules.filter((r) => r.x2 - r.x1 > RULE_THICKNESS);
  const sorted = [...rules].sort((a, b) => a.y1 - b.y1 || a.x1 - b.x1);
  const out: DashedRule[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    const short = (q: DashedRule) => q.x2 - q.x1 <= 12;
    if (
      last &&
      Math.abs(last.y1 - r.y1) <= 0.6 &&
      r.x1 - last.x2 <= DASH_GAP &&
      r.x1 >= last.x1 &&
      (short(r) || last.dashed)
    ) {
      last.x2 = Math.max(last.x2, r.x2);
      last.dashed = true;
      continue;
    }
    out.push({ ...r, ...(short(r) ? { dashed: true } : {}) });
  }
  return out.filter((r) => r.x2 - r.x1 > RULE_THICKNESS).map(({ dashed: _, ...r }) => r);
}

function addPath(out: PageGraphics, args: unknown[], state: State, page: { width: number; height: number }) {
  const paint = args[0] as number;
  const stroked = STROKES.has(paint) || FILL_AND_STROKES.has(paint);
  const filled = FILLS.has(paint) || FILL_AND_STROKES.has(paint);
  if (!stroked && !filled) return; // clipping paths and the like draw nothing
  // A white fill with no outline is a background, invisible on paper.
  if (!stroked && /^#f[0-9a-f]f[0-9a-f]f[0-9a-f]$/i.test(state.fill)) return;
  const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
  if (!data) return;
  for (const sub of subpaths(data, state.ctm)) {
    const xs = sub.points.map((p) => p[0]);
    const ys = sub.points.map((p) => p[1]);
    const box = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      width: Math.max(...xs) - Math.min(...xs),
      height: Math.max(...ys) - Math.min(...ys),
    };
    if (box.width > page.width * 0.97 && box.height > page.height * 0.9) continue; // page background
    const rectangular = !sub.curved && isAxisAlignedRectangle(sub.points);
    if (box.height <= RULE_THICKNESS && box.width <= RULE_THICKNESS) {
      // A dot: part of a dotted line when others follow it closely (joinedDashes), else nothing.
      const y = box.y + box.height / 2;
      out.horizontalRules.push({ x1: box.x, y1: y, x2: box.x + box.width, y2: y });
    } else if (box.height <= RULE_THICKNESS && box.width > RULE_THICKNESS) {
      const y = box.y + box.height / 2;
      out.horizontalRules.push({ x1: box.x, y1: y, x2: box.x + box.width, y2: y });
    } else if (box.width <= RULE_THICKNESS && box.height > RULE_THICKNESS) {
      const x = box.x + box.width / 2;
      out.verticalRules.push({ x1: x, y1: box.y, x2: x, y2: box.y + box.height });
    } else if (rectangular || sub.curved) {
      if (box.width > RULE_THICKNESS && box.height > RULE_THICKNESS) out.rects.push(box);
    } else if (stroked) {
      addSegments(out, sub.points);
    }
  }
}

/** A polyline drawn with strokes: keep its horizontal and vertical legs as rules. */
function addSegments(out: PageGraphics, points: [number, number][]) {
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1]!;
    const [x2, y2] = points[i]!;
    if (Math.abs(y1 - y2) < 0.5 && Math.abs(x1 - x2) > RULE_THICKNESS) {
      out.horizontalRules.push({ x1: Math.min(x1, x2), y1, x2: Math.max(x1, x2), y2: y1 });
    } else if (Math.abs(x1 - x2) < 0.5 && Math.abs(y1 - y2) > RULE_THICKNESS) {
      out.verticalRules.push({ x1, y1: Math.min(y1, y2), x2: x1, y2: Math.max(y1, y2) });
    }
  }
}

function subpaths(data: ArrayLike<number>, ctm: Matrix) {
  const result: { points: [number, number][]; curved: boolean }[] = [];
  let current: { points: [number, number][]; curved: boolean } | undefined;
  const at = (x: number, y: number): [number, number] => apply(ctm, x, y);
  for (let i = 0; i < data.length; ) {
    const op = data[i++];
    if (op === MOVE) {
      current = { points: [at(data[i]!, data[i + 1]!)], curved: false };
      result.push(current);
      i += 2;
    } else if (op === LINE) {
      current?.points.push(at(data[i]!, data[i + 1]!));
      i += 2;
    } else if (op === CURVE || op === QUADRATIC) {
      const n = op === CURVE ? 6 : 4;
      if (current) {
        current.curved = true;
        for (let k = 0; k < n; k += 2) current.points.push(at(data[i + k]!, data[i + k + 1]!));
      }
      i += n;
    } else if (op === CLOSE) {
      const first = current?.points[0];
      if (current && first) current.points.push(first);
    } else {
      break; // unknown op code: stop rather than misread the rest
    }
  }
  return result.filter((s) => s.points.length > 1);
}

function isAxisAlignedRectangle(points: [number, number][]): boolean {
  if (points.length < 4 || points.length > 5) return false;
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1]!;
    const [x2, y2] = points[i]!;
    if (Math.abs(x1 - x2) > 0.5 && Math.abs(y1 - y2) > 0.5) return false;
  }
  return true;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  // Apply n first, then m: the PDF `cm` operator pre-multiplies the current matrix.
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}
