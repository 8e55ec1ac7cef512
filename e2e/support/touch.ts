// A finger on a phone, as the journeys need it: touch events through the DevTools protocol, 16 ms apart
// (a slow machine must not turn a stroke into a long press), a tap on an element and a drawn signature.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export type Point = { x: number; y: number };

/**
 * One finger down at the first point, moved through the rest, then lifted. Each event is stamped 16 ms after
 * the last: the browser tells a tap from a long press by these times, so a loaded machine (slow to deliver
 * them) cannot turn a tap into a long press.
 */
export async function touch(page: Page, path: Point[]) {
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const send = (type: string, points: Point[]) => {
    time += 0.016;
    return cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points, timestamp: time } as never);
  };
  await send('touchStart', path.slice(0, 1));
  for (const point of path.slice(1)) await send('touchMove', [point]);
  await send('touchEnd', []);
  await cdp.detach();
}

/** A tap with one finger at the middle of the element (scrolled into view first). */
export async function tap(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => locator.isEnabled()).toBe(true);
  const box = (await locator.boundingBox())!;
  await touch(page, [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }]);
}

/** A signature drawn with one finger across the box. */
export async function drawWithFinger(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
) {
  const path: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const f = i / 12;
    path.push({
      x: box.x + box.width * (0.1 + 0.8 * f),
      y: box.y + box.height * (0.7 - 0.5 * Math.sin(f * Math.PI)),
    });
  }
  await touch(page, path);
  // The finger lifts and the signer looks before the next tap: Chromium swallows a tap that follows a
  // synthetic drag at once (it ends the drag's fling instead), which no person is quick enough to meet.
  await page.waitForTimeout(1500);
}
