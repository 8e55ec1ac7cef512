// Giving up on work that does not answer in time: a mail server, a timestamp server, a database probe, a
// PDF that takes too long to read, a pool or thread that will not close. One clock for each wait, always
// cleared, so a finished wait leaves no timer holding the process open.

export type Deadline = {
  /** Settles as `work` does, or rejects with the deadline's error once it has passed. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Stops the clock (the work finished, or was abandoned). */
  clear(): void;
};

/** A clock of `ms` that several steps of one task race against (their time counts together). */
export function deadline(ms: number, timedOut: () => Error): Deadline {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms);
  });
  // Nobody may be racing it when it passes; that is not an unhandled rejection.
  passed.catch(() => {});
  return {
    race: (work) => Promise.race([work, passed]),
    clear: () => clearTimeout(timer),
  };
}

/** `work`, or the deadline's error after `ms`. */
export async function withDeadline<T>(work: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  const clock = deadline(ms, timedOut);
  try {
    return await clock.race(work);
  } finally {
    clock.clear();
  }
}

/**
 * Waits for `work` at most `ms`: true when it finished in time, false when the wait gave up (the work goes
 * on unwatched). A failure of the work is thrown, as it would be without the limit.
 */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
