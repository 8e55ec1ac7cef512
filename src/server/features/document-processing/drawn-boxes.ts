// The boxes drawn on a page to write in: its rectangles, and boxes drawn as four separate rules, as many
// producers draw a table's cells and signing boxes. Found once per page and kept for the page's reading.
import type { Box, PageLayout, Rule } from './layout.ts';

const ruledBoxesOf = new WeakMap<PageLayout, Box[]>();

/**
 * The page's drawn boxes: its rectangles, and boxes drawn as four rules (two sides of the same height
 * and a top and a bottom joining them, each maybe in pieces), as many producers draw a table's cells.
 */
export function drawnBoxes(page: PageLayout): Box[] {
  const known = ruledBoxesOf.get(page);
  if (known) return known;
  const boxes = [...page.rects];
  const sides = page.verticalRules.filter((r) => r.y2 - r.y1 >= 14 && r.y2 - r.y1 <= 160);
  for (const left of sides) {
    const right = sides
      .filter((r) => r.x1 >= left.x1 + 40 && Math.abs(r.y1 - left.y1) <= 2 && Math.abs(r.y2 - left.y2) <= 2)
      .sort((a, b) => a.x1 - b.x1)[0];
    if (!right) continue;
    const top = joined(page.horizontalRules, left.x1, right.x1, left.y2);
    const bottom = joined(page.horizontalRules, left.x1, right.x1, left.y1);
    if (top === undefined || bottom === undefined || top - bottom < 14) continue;
    const box = { x: left.x1, y: bottom, width: right.x1 - left.x1, height: top - bottom };
    if (
      !boxes.some(
        (b) => Math.abs(b.x - box.x) <= 2 && Math.abs(b.y - box.y) <= 2 && Math.abs(b.width - box.width) <= 3,
      )
    )
      boxes.push(box);
  }
  ruledBoxesOf.set(page, boxes);
  return boxes;
}

/** The y of horizontal rules near `y` that together run from x1 to x2 (pieces end to end), if they do. */
function joined(rules: Rule[], x1: number, x2: number, y: number): number | undefined {
  const pieces = rules
    .filter((r) => Math.abs(r.y1 - y) <= 2 && r.x2 > x1 && r.x1 < x2)
    .sort((a, b) => a.x1 - b.x1);
  let reached = x1 + 2;
  for (const r of pieces) {
    if (r.x1 > reached + 2) return undefined;
    reached = Math.max(reached, r.x2);
  }
  return reached >= x2 - 2 && pieces[0] ? pieces[0].y1 : undefined;
}
