import { describe, expect, it } from 'vitest';
import { boxFromCorners, boxStyle, clampBox, keyedBox, MIN_SIZE, moved, resized } from './geometry.ts';

const A4 = { width: 595, height: 842 };
const box = { x: 100, y: 200, width: 150, height: 40 };

describe('field editor geometry (PDF points, origin bottom-left)', () => {
  it('draws a box from the page top-left on screen', () => {
    expect(boxStyle({ x: 0, y: 802, width: 595, height: 40 }, A4)).toEqual({
      left: '0%',
      top: '0%',
      width: '100%',
      height: `${(40 / 842) * 100}%`,
    });
  });

  it('moves down the screen as y falls, and resizes from the bottom-right corner', () => {
    expect(moved(box, 10, 5)).toEqual({ x: 110, y: 195, width: 150, height: 40 });
    expect(resized(box, 10, 5)).toEqual({ x: 100, y: 195, width: 160, height: 45 });
  });

  it('keeps a box on its page and at least the smallest size', () => {
    expect(clampBox({ x: 550, y: -20, width: 100, height: 40 }, A4)).toEqual({
      x: 495,
      y: 0,
      width: 100,
      height: 40,
    });
    expect(clampBox({ x: 10, y: 10, width: 2, height: -5 }, A4)).toMatchObject({
      width: MIN_SIZE,
      height: MIN_SIZE,
    });
  });

  it('makes a box from two corners dragged either way', () => {
    expect(boxFromCorners({ x: 300, y: 100 }, { x: 100, y: 140 }, A4)).toEqual({
      x: 100,
      y: 702,
      width: 200,
      height: 40,
    });
  });

  it('moves with arrows and resizes with Shift+arrows', () => {
    expect(keyedBox(box, 'ArrowUp', false)).toEqual({ ...box, y: 202 });
    expect(keyedBox(box, 'ArrowRight', true)).toEqual({ ...box, width: 152 });
    expect(keyedBox(box, 'ArrowDown', true)).toEqual({ ...box, y: 198, height: 42 });
    expect(keyedBox(box, 'Enter', false)).toBeNull();
  });
});
