// Page geometry shared by extraction (which reads a page as a viewer shows it) and sealing (which draws
// on it so that the ink shows upright in the box extraction found).
import type { Box } from './signature-boxes.ts';

/**
 * The page as a viewer shows it, origin at its bottom-left: user space shifted by the crop box's
 * corner and turned by /Rotate (clockwise, in quarter turns). `view` is the visible box in user space
 * ([x0, y0, x1, y1]: the crop box within the media box). Extraction reads the page in view space and
 * hands boxes back in user space (`boxToPdf`), where fields are stored; sealing draws in view space
 * through `viewToPdfMatrix`, so the ink stands upright in the same box.
 */
export function pageGeometry(view: number[], rotate: number) {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = view;
  const W = x1 - x0;
  const H = y1 - y0;
  const r = (((rotate % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const toView = (X: number, Y: number) => {
    const u = X - x0;
    const v = Y - y0;
    if (r === 90) return { x: v, y: W - u };
    if (r === 180) return { x: W - u, y: H - v };
    if (r === 270) return { x: H - v, y: u };
    return { x: u, y: v };
  };
  const toPdf = (x: number, y: number) => {
    if (r === 90) return { X: W - y + x0, Y: x + y0 };
    if (r === 180) return { X: W - x + x0, Y: H - y + y0 };
    if (r === 270) return { X: y + x0, Y: H - x + y0 };
    return { X: x + x0, Y: y + y0 };
  };
  const corners = (box: Box, map: (x: number, y: number) => { x: number; y: number }): Box => {
    const a = map(box.x, box.y);
    const b = map(box.x + box.width, box.y + box.height);
    return {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(b.x - a.x),
      height: Math.abs(b.y - a.y),
    };
  };
  return {
    width: r % 180 === 0 ? W : H,
    height: r % 180 === 0 ? H : W,
    identity: r === 0 && x0 === 0 && y0 === 0,
    toView,
    /** A text direction (a, b) in user space as seen on the viewer's page. */
    turn: (a: number, b: number) =>
      r === 90
        ? { x: b, y: -a }
        : r === 180
          ? { x: -a, y: -b }
          : r === 270
            ? { x: -b, y: a }
            : { x: a, y: b },
    /** The `cm` matrix [a b c d e f] that takes view space to user space. */
    viewToPdfMatrix: (): [number, number, number, number, number, number] =>
      r === 90
        ? [0, 1, -1, 0, W + x0, y0]
        : r === 180
          ? [-1, 0, 0, -1, W + x0, H + y0]
          : r === 270
            ? [0, -1, 1, 0, x0, H + y0]
            : [1, 0, 0, 1, x0, y0],
    boxToView: (box: Box) => corners(box, toView),
    boxToPdf: (box: Box) =>
      corners(box, (x, y) => {
        const p = toPdf(x, y);
        return { x: p.X, y: p.Y };
      }),
  };
}
