// A drawing pad with no library: strokes are kept as points in pad units (0–1 across, 0–1 down), so the
// signature survives a resize or a phone turned on its side (the canvas is redrawn from the points), and
// Undo removes the last stroke. Pointer events cover finger, stylus and mouse alike.
import { trimmedPng } from './trim-canvas.ts';

// A 400×150 pad with a black 2 px line.
export const PAD_WIDTH = 400;
export const PAD_HEIGHT = 150;
const LINE_WIDTH = 2;

export type Stroke = { x: number; y: number }[];

export type Pad = {
  strokes(): Stroke[];
  undo(): void;
  clear(): void;
  /** Redraws at the canvas's current size (after a resize or rotation). */
  redraw(): void;
  /** The ink as a trimmed PNG data URL, drawn at the spec's 400×150 scale. */
  toPng(): string;
  destroy(): void;
};

/** Draws strokes on a 2D context whose unit square maps to width × height. */
function paint(
  ctx: CanvasRenderingContext2D,
  strokes: Stroke[],
  width: number,
  height: number,
  line: number,
) {
  ctx.clearRect(0, 0, width, height);
  ctx.strokeStyle = '#000000';
  ctx.fillStyle = '#000000';
  ctx.lineWidth = line;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    const first = stroke[0];
    if (!first) continue;
    if (stroke.length === 1) {
      ctx.beginPath();
      ctx.arc(first.x * width, first.y * height, line / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    ctx.moveTo(first.x * width, first.y * height);
    // Through the midpoints with each point as control: a smooth line without a spline library.
    for (let i = 1; i < stroke.length - 1; i++) {
      const p = stroke[i]!;
      const q = stroke[i + 1]!;
      ctx.quadraticCurveTo(p.x * width, p.y * height, ((p.x + q.x) / 2) * width, ((p.y + q.y) / 2) * height);
    }
    const last = stroke[stroke.length - 1]!;
    ctx.lineTo(last.x * width, last.y * height);
    ctx.stroke();
  }
}

export function createPad(
  canvas: HTMLCanvasElement,
  initial: Stroke[],
  onChange: (strokes: Stroke[]) => void,
) {
  let strokes: Stroke[] = initial.map((s) => [...s]);
  let current: Stroke | null = null;
  let pointer: number | null = null;

  const size = () => {
    const rect = canvas.getBoundingClientRect();
    return { width: Math.max(rect.width, 1), height: Math.max(rect.height, 1) };
  };
  const redraw = () => {
    const { width, height } = size();
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    // The line is 2 px at the spec's 400 px pad, and in proportion on a wider one.
    paint(ctx, strokes, width, height, Math.max(LINE_WIDTH, (LINE_WIDTH * width) / PAD_WIDTH));
  };
  const point = (event: PointerEvent) => {
    const rect = canvas.getBoundingClientRect();
    return {
      x: Math.min(Math.max((event.clientX - rect.left) / rect.width, 0), 1),
      y: Math.min(Math.max((event.clientY - rect.top) / rect.height, 0), 1),
    };
  };
  const changed = () => onChange(strokes.map((s) => [...s]));

  const down = (event: PointerEvent) => {
    if (pointer !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    pointer = event.pointerId;
    canvas.setPointerCapture?.(event.pointerId);
    current = [point(event)];
    strokes.push(current);
    redraw();
  };
  const move = (event: PointerEvent) => {
    if (event.pointerId !== pointer || !current) return;
    event.preventDefault();
    const events = event.getCoalescedEvents?.() ?? [event];
    for (const e of events.length > 0 ? events : [event]) current.push(point(e));
    redraw();
  };
  const up = (event: PointerEvent) => {
    if (event.pointerId !== pointer) return;
    pointer = null;
    current = null;
    changed();
  };
  canvas.addEventListener('pointerdown', down);
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', up);
  const observer = new ResizeObserver(() => redraw());
  observer.observe(canvas);
  redraw();

  const pad: Pad = {
    strokes: () => strokes,
    undo() {
      strokes = strokes.slice(0, -1);
      redraw();
      changed();
    },
    clear() {
      strokes = [];
      redraw();
      changed();
    },
    redraw,
    toPng() {
      const out = document.createElement('canvas');
      out.width = PAD_WIDTH;
      out.height = PAD_HEIGHT;
      const ctx = out.getContext('2d');
      if (ctx) paint(ctx, strokes, PAD_WIDTH, PAD_HEIGHT, LINE_WIDTH);
      return trimmedPng(out);
    },
    destroy() {
      observer.disconnect();
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('pointerup', up);
      canvas.removeEventListener('pointercancel', up);
    },
  };
  return pad;
}

/** A typed name set in a handwriting-like face on a transparent 400×150 canvas, as a trimmed PNG. */
export function typedSignature(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = PAD_WIDTH;
  canvas.height = PAD_HEIGHT;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  let size = 56;
  do {
    ctx.font = `italic ${size}px cursive`;
    size -= 4;
  } while (ctx.measureText(name).width > PAD_WIDTH - 20 && size > 16);
  ctx.fillText(name, 10, PAD_HEIGHT / 2);
  return trimmedPng(canvas);
}
