// Waits for something the job queue does after a request has answered (a queued mail, a seal).
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  { timeoutMs = 15_000, everyMs = 100, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
