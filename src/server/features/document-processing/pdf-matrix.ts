// The small geometry of a PDF page's content: six-number matrices, rectangles in device space, and a
// path's bounding box through the current transformation.
export type Matrix = [number, number, number, number, number, number];
export type Rect = [number, number, number, number];

/** A path's bounding box (pdf.js gives it in user space) in device space. */
export function pathBox(minMax: unknown, ctm: Matrix): Rect | undefined {
  const m = minMax as ArrayLike<number> | null | undefined;
  if (!m || m.length < 4 || !Number.isFinite(m[0]!) || m[0]! > m[2]!) return undefined;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [m[0]!, m[1]!],
    [m[2]!, m[1]!],
    [m[0]!, m[3]!],
    [m[2]!, m[3]!],
  ] as const) {
    xs.push(ctm[0] * x + ctm[2] * y + ctm[4]);
    ys.push(ctm[1] * x + ctm[3] * y + ctm[5]);
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export const intersect = (a: Rect, b: Rect): Rect => [
  Math.max(a[0], b[0]),
  Math.max(a[1], b[1]),
  Math.min(a[2], b[2]),
  Math.min(a[3], b[3]),
];

/** Six numbers, given as they are or in one array (pdf.js passes some matrices as typed arrays). */
export function matrixOf(args: unknown): Matrix {
  const list = args as ArrayLike<unknown>;
  const v = (list.length === 1 && typeof list[0] === 'object' ? list[0] : list) as ArrayLike<number>;
  return [+v[0]! || 0, +v[1]! || 0, +v[2]! || 0, +v[3]! || 0, +v[4]! || 0, +v[5]! || 0];
}

/** m × n: apply m first, then n (row vectors, as PDF writes its matrices). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}
