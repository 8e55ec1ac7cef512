// Marks work that runs on its own (job workers, watchers) rather than for a request, so that what a request
// costs can be told apart from what the process does beside it (the statement-count tests rely on it).
import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<string>();

export const inBackground = <T>(name: string, work: () => Promise<T>): Promise<T> =>
  background.run(name, work);

/** The name of the background work the caller runs in, if any. */
export const currentBackgroundWork = (): string | undefined => background.getStore();
