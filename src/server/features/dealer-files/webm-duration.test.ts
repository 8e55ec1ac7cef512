// The browser's Duration patch (src/web/features/dealer-files/webm-duration.ts) against the server's reader.
import { describe, expect, it } from 'vitest';
import { withWebmDuration } from '../../../web/features/dealer-files/webm-duration.ts';
import { makeWebm } from '../../test/media-fixtures.ts';
import { createInspector } from './media-inspect.ts';

async function inspect(blob: Blob) {
  const inspector = createInspector();
  inspector.feed(Buffer.from(await blob.arrayBuffer()));
  return inspector.finish();
}

describe('WebM Duration written by the browser', () => {
  it('adds a Duration the server then reads, keeping every other byte', async () => {
    const recording = makeWebm(9.5, Buffer.alloc(500, 3));
    const blob = new Blob([new Uint8Array(recording)], { type: 'video/webm' });
    expect((await inspect(blob)).duration).toBeCloseTo(9.5); // from the last block
    const patched = await withWebmDuration(blob, 9700);
    // The 11-byte Duration element, plus Info's size written 8 bytes wide (this fixture's already is).
    expect(patched.size).toBe(blob.size + 11);
    const seen = await inspect(patched);
    expect(seen.format).toBe('webm');
    expect(seen.duration).toBeCloseTo(9.7); // from Info's Duration
    const tail = Buffer.from(await patched.slice(patched.size - 1000).arrayBuffer());
    expect(tail.equals(recording.subarray(recording.length - 1000))).toBe(true);
    // A file that has a Duration already is left alone.
    expect(await withWebmDuration(patched, 1234)).toBe(patched);
  });
});
