// A test worker killed by a signal, not by a test. Twice in about ten clean-clone runs (ci-14, ci-34) V8
// aborted a database-tier worker on its own check while freeing WebAssembly code ("Check failed:
// jit_page_->allocations_.erase(addr) == 1" in ThreadIsolation::UnregisterWasmAllocation, SIGTRAP), so the
// file it was running never reported: no test failed, yet the step did. Such a file is run once more, alone;
// its own result stands. Anything else (a failed test, an error) is never run again.

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
const COLOUR = /\u001b\[[0-9;]*m/g;
const CRASH =
  /Worker exited unexpectedly with signal (SIG[A-Z]+) during \w+ state while running test file (\S+)/g;

export type WorkerCrash = { signal: string; file: string };

/** Each test file whose worker a signal ended, once, in the order vitest reported them. */
export function crashedFiles(output: string): WorkerCrash[] {
  const found = new Map<string, WorkerCrash>();
  for (const [, signal, file] of output.replace(COLOUR, '').matchAll(CRASH)) {
    if (signal && file && !found.has(file)) found.set(file, { signal, file });
  }
  return [...found.values()];
}
