// MediaRecorder's WebM has no Duration (it is written live), so browsers show no length and cannot seek in
// it. Before upload the recording's Info element is rewritten with a Duration: the Segment's size is
// "unknown" in these files, so growing Info needs no other size changed.
const INFO = [0x15, 0x49, 0xa9, 0x66];
const DURATION = [0x44, 0x89];

function vintLength(first: number): number {
  for (let i = 0; i < 8; i++) if (first & (0x80 >> i)) return i + 1;
  return 0;
}

function readSize(bytes: Uint8Array, at: number): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined) return null;
  const length = vintLength(first);
  if (length === 0) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, length };
}

function indexOf(bytes: Uint8Array, needle: number[], from = 0): number {
  outer: for (let i = from; i + needle.length <= bytes.length; i++) {
    for (let k = 0; k < needle.length; k++) if (bytes[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/** The recording with a Duration of `milliseconds` (at the default 1 ms timecode scale); unchanged when the
 * file already has one or its header is not what MediaRecorder writes. */
export async function withWebmDuration(blob: Blob, milliseconds: number): Promise<Blob> {
  if (!blob.type.includes('webm') || !(milliseconds > 0)) return blob;
  const head = new Uint8Array(await blob.slice(0, 64 * 1024).arrayBuffer());
  const info = indexOf(head, INFO);
  if (info < 0) return blob;
  const size = readSize(head, info + 4);
  if (!size) return blob;
  const bodyStart = info + 4 + size.length;
  const bodyEnd = bodyStart + size.value;
  if (bodyEnd > head.length) return blob;
  const body = head.subarray(bodyStart, bodyEnd);
  if (indexOf(body, DURATION) >= 0) return blob;
  const duration = new Uint8Array(11);
  duration.set([...DURATION, 0x88]);
  new DataView(duration.buffer).setFloat64(3, milliseconds);
  const newSize = body.length + duration.length;
  const sizeBytes = new Uint8Array(8);
  sizeBytes[0] = 0x01;
  new DataView(sizeBytes.buffer).setUint32(4, newSize);
  return new Blob(
    [head.subarray(0, info), new Uint8Array(INFO), sizeBytes, body, duration, blob.slice(bodyEnd)],
    { type: blob.type },
  );
}
