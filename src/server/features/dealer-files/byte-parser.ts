// A pull parser over pushed bytes: a parser is a generator that asks for `read(n)` (it gets n bytes back) or
// `skip(n)`, and the driver feeds it the upload's chunks as they pass, keeping at most one read in memory.
// So a container is walked box by box while it streams to storage, whatever its size.

export type ParserStep = { read: number } | { skip: number };
export type ByteParser = Generator<ParserStep, void, Buffer>;

export const read = (n: number): ParserStep => ({ read: n });
export const skip = (n: number): ParserStep => ({ skip: n });

/** The most one read may ask for (a video's `moov` header box is read whole). */
const MAX_READ = 32 * 1024 * 1024;

export type ParserDriver = { feed(chunk: Buffer): void; readonly done: boolean };

export function driveParser(parser: ByteParser): ParserDriver {
  let step = parser.next();
  let held: Buffer[] = [];
  let heldLength = 0;
  let skipping = 0;
  const driver = {
    done: false,
    feed(chunk: Buffer) {
      let rest = chunk;
      while (!driver.done && rest.length > 0) {
        if (step.done) {
          driver.done = true;
          return;
        }
        const want = step.value;
        if ('skip' in want) {
          if (skipping === 0) skipping = want.skip;
          const n = Math.min(skipping, rest.length);
          skipping -= n;
          rest = rest.subarray(n);
          if (skipping === 0) step = parser.next(Buffer.alloc(0));
          continue;
        }
        if (want.read > MAX_READ || want.read < 0) {
          driver.done = true;
          return;
        }
        const n = Math.min(want.read - heldLength, rest.length);
        held.push(rest.subarray(0, n));
        heldLength += n;
        rest = rest.subarray(n);
        if (heldLength === want.read) {
          const bytes = Buffer.concat(held, heldLength);
          held = [];
          heldLength = 0;
          step = parser.next(bytes);
        }
      }
      // A skip of zero or a read of zero completes at once.
      while (
        !step.done &&
        (('skip' in step.value && step.value.skip === 0) || ('read' in step.value && step.value.read === 0))
      ) {
        step = parser.next(Buffer.alloc(0));
      }
      if (step.done) driver.done = true;
    },
  };
  return driver;
}
