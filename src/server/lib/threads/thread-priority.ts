// Background work in worker threads yields the processors to the event loop: a thread that calls this gets
// a lower scheduling priority (a higher nice value) than the rest of the process, so when the machine is
// busy the answers to dealers and customers (and /healthz) come first, and the background work still has
// every processor the answers leave idle. Linux only (a thread is a task with its own nice value there);
// elsewhere the thread keeps the process's priority.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';

/** The nice value of a background thread: below the event loop (0), well above idle (19). */
export const BACKGROUND_NICE = 10;

/** Lowers the calling thread's priority; answers whether it could. */
export function lowerThreadPriority(nice = BACKGROUND_NICE): boolean {
  try {
    // /proc/thread-self names this thread's own task: setpriority on that id changes this thread alone.
    const tid = Number(path.basename(readlinkSync('/proc/thread-self')));
    if (!Number.isInteger(tid) || tid <= 0) return false;
    // Never raised: a process started with a higher nice value keeps it in this thread too.
    setPriority(tid, Math.max(getPriority(tid), nice));
    return true;
  } catch {
    return false;
  }
}
