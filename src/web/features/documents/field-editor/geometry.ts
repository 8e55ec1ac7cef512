// Boxes in PDF points with the origin at the page's bottom-left (what extraction finds and sealing stamps),
// and the screen's pixels from the top-left: every conversion between the two lives here.
import type { Box } from '../../../../shared/documents/signature-boxes.ts';

export type { Box };
export type PageSize = { width: number; height: number };

/** The smallest box a dealer can make: room for a signature's initials, and something to grab. */
export const MIN_SIZE = 12;
/** How far one arrow key press moves or resizes a box, in points. */
export const KEY_STEP = 2;

const round = (n: number) => Math.round(n * 10) / 10;

/** Where a box sits on the drawn page, as percentages (so it follows the page at any width). */
export function boxStyle(box: Box, page: PageSize) {
  return {
    left: `${(box.x / page.width) * 100}%`,
    top: `${((page.height - box.y - box.height) / page.height) * 100}%`,
    width: `${(box.width / page.width) * 100}%`,
    height: `${(box.height / page.height) * 100}%`,
  };
}

/** The box kept on its page and at least MIN_SIZE each way, rounded to a tenth of a point. */
export function clampBox(box: Box, page: PageSize): Box {
  const width = Math.min(Math.max(box.width, MIN_SIZE), page.width);
  const height = Math.min(Math.max(box.height, MIN_SIZE), page.height);
  return {
    x: round(Math.min(Math.max(box.x, 0), page.width - width)),
    y: round(Math.min(Math.max(box.y, 0), page.height - height)),
    width: round(width),
    height: round(height),
  };
}

/** A box moved by a pointer's travel on screen (`dx` right, `dy` down, in points). */
export const moved = (box: Box, dx: number, dy: number): Box => ({ ...box, x: box.x + dx, y: box.y - dy });

/** A box whose bottom-right corner followed the pointer (the top-left corner stays put on screen). */
export const resized = (box: Box, dx: number, dy: number): Box => ({
  x: box.x,
  y: box.y - dy,
  width: box.width + dx,
  height: box.height + dy,
});

/** The box two corners make, corners given in points from the page's top-left (as the pointer moves). */
export function boxFromCorners(
  a: { x: number; y: number },
  b: { x: number; y: number },
  page: PageSize,
): Box {
  const left = Math.min(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const width = Math.abs(a.x - b.x);
  const height = Math.abs(a.y - b.y);
  return { x: left, y: page.height - top - height, width, height };
}

/**
 * What an arrow key does: move by KEY_STEP, or with Shift resize (Right/Down grow the box, Left/Up shrink
 * it, the top-left corner staying put). Null for any other key.
 */
export function keyedBox(box: Box, key: string, shift: boolean): Box | null {
  const s = KEY_STEP;
  if (!shift) {
    if (key === 'ArrowLeft') return moved(box, -s, 0);
    if (key === 'ArrowRight') return moved(box, s, 0);
    if (key === 'ArrowUp') return moved(box, 0, -s);
    if (key === 'ArrowDown') return moved(box, 0, s);
    return null;
  }
  if (key === 'ArrowLeft') return resized(box, -s, 0);
  if (key === 'ArrowRight') return resized(box, s, 0);
  if (key === 'ArrowUp') return resized(box, 0, -s);
  if (key === 'ArrowDown') return resized(box, 0, s);
  return null;
}
