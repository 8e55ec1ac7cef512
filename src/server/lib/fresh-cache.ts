// One freshness rule for every answer the server keeps in memory: serve the kept value, refresh it one load
// at a time (callers share it), and forget it when the database says the data under it changed. The
// changes are the dealer_data notifications (db/dealer-data-changes.ts: '<dealer id>:<kind>', heard from
// every instance and every writer), so a kept value is never older than the change that made it wrong,
// except the expensive figures that say how old they are (`readWithAge`, shown as "as of 10:42:05").
// Created once in buildApp and carried in the app's dependencies; no module keeps a cache of its own
// (fresh-cache.test.ts fails on a module-level Map).
import { type DataChange, EVERY_DEALER } from '../db/dealer-data-changes.ts';

export type KeptCacheOptions = {
  /** Older than this, a read waits for a fresh value. Without it a value lives until a change forgets it. */
  maxAgeMs?: number;
  /** Older than this (and younger than maxAgeMs), a read answers the kept value and refreshes it behind. */
  refreshAfterMs?: number;
  /** Past this many keys, the oldest are dropped. */
  maxEntries?: number;
  /** Which kept values a change makes wrong: every one (the default), the one under a key, or none. */
  touchedBy?: (change: DataChange) => 'all' | string | null;
  /**
   * 'forget' (the default): a changed value is dropped and the next read waits for a fresh one.
   * 'refresh': a changed value is still answered (with its age) while one fresh load runs behind; for
   * counts too expensive to wait for.
   */
  onChange?: 'forget' | 'refresh';
};

type Entry<T> = { value?: T; at: number; has: boolean; changed: number; running?: Promise<T> };

export type KeptCache<T> = {
  /** The kept value, or a fresh one from `load` (one load per key at a time). */
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** The same, with when the answered value was read from the database. */
  readWithAge(key: string, load: () => Promise<T>): Promise<{ value: T; asOf: Date }>;
  /** The kept value and when it was read, without loading (undefined when missing or too old). */
  peek(key: string): { value: T; at: number } | undefined;
  /** Keeps a value read elsewhere (a batch load), unless a change came since `since` (Date.now() before). */
  keep(key: string, value: T, since: number): void;
  forget(key?: string): void;
};

export type Freshness = ReturnType<typeof createFreshness>;
type Watcher = { changed?(change: DataChange): void; listening?(): void; deaf?(): void };

export function createFreshness() {
  const caches = new Set<{ change(change: DataChange): void; forgetAll(): void }>();
  const watchers = new Set<Watcher>();
  let listening = false;
  // When the last change was heard, for `keep` (a batch read that began before it may be stale).
  let lastChangeAt = 0;
  const named = new Map<string, KeptCache<unknown>>();

  /** The app's cache called `name`, made with `options` on first use (features ask for it per call). */
  function named_<T>(name: string, options: KeptCacheOptions = {}): KeptCache<T> {
    let kept = named.get(name);
    if (!kept) {
      kept = cache<unknown>(options);
      named.set(name, kept);
    }
    return kept as KeptCache<T>;
  }

  function cache<T>(options: KeptCacheOptions = {}): KeptCache<T> {
    const entries = new Map<string, Entry<T>>();
    const { maxAgeMs = Number.POSITIVE_INFINITY, maxEntries = 10_000 } = options;
    const refreshAfterMs = options.refreshAfterMs ?? maxAgeMs;
    // While changes cannot be heard, only a value with an age limit may be kept (and only that long).
    const mayKeep = () => listening || Number.isFinite(maxAgeMs);

    const entryOf = (key: string) => {
      let entry = entries.get(key);
      if (entry) return entry;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entry = { at: 0, has: false, changed: 0 };
      entries.set(key, entry);
      return entry;
    };
    const load = (key: string, entry: Entry<T>, loader: () => Promise<T>) => {
      const changed = entry.changed;
      entry.running ??= loader()
        .then((value) => {
          // A change heard while this load ran may not be in it: answer it, but keep it marked as changed.
          if (entries.get(key) === entry && mayKeep()) {
            Object.assign(entry, { value, at: Date.now(), has: true });
            if (entry.changed === changed) entry.changed = 0;
          }
          return value;
        })
        .finally(() => {
          entry.running = undefined;
          if (!entry.has && entries.get(key) === entry) entries.delete(key);
        });
      return entry.running;
    };
    async function readWithAge(key: string, loader: () => Promise<T>) {
      const entry = entryOf(key);
      const age = Date.now() - entry.at;
      if (!entry.has || age >= maxAgeMs) {
        const value = await load(key, entry, loader);
        return { value, asOf: new Date() };
      }
      if (entry.changed || age >= refreshAfterMs) load(key, entry, loader).catch(() => {});
      return { value: entry.value as T, asOf: new Date(entry.at) };
    }
    const touch = (entry: Entry<T>, key: string) => {
      if (options.onChange === 'refresh' && entry.has) entry.changed += 1;
      else entries.delete(key);
    };
    const kept: KeptCache<T> & { change(change: DataChange): void; forgetAll(): void } = {
      readWithAge,
      read: async (key, loader) => (await readWithAge(key, loader)).value,
      peek(key) {
        const entry = entries.get(key);
        if (!entry?.has || entry.changed || Date.now() - entry.at >= maxAgeMs) return undefined;
        return { value: entry.value as T, at: entry.at };
      },
      keep(key, value, since) {
        if (!mayKeep() || lastChangeAt >= since) return;
        Object.assign(entryOf(key), { value, at: since, has: true, changed: 0 });
      },
      forget(key) {
        if (key === undefined) entries.clear();
        else entries.delete(key);
      },
      change(change) {
        const touched = options.touchedBy ? options.touchedBy(change) : 'all';
        if (touched === null) return;
        if (touched === 'all' || change.dealerId === EVERY_DEALER) {
          for (const [key, entry] of entries) touch(entry, key);
          return;
        }
        const entry = entries.get(touched);
        if (entry) touch(entry, touched);
      },
      forgetAll: () => entries.clear(),
    };
    caches.add(kept);
    return kept;
  }

  return {
    cache: named_,
    /** A change notification: every cache forgets what it touches, every watcher hears it. */
    changed(change: DataChange) {
      lastChangeAt = Date.now();
      for (const kept of caches) kept.change(change);
      for (const watcher of watchers) watcher.changed?.(change);
    },
    /** Changes are heard from now on; any made before may have been missed, so nothing kept is trusted. */
    listening() {
      lastChangeAt = Date.now();
      for (const kept of caches) kept.forgetAll();
      listening = true;
      for (const watcher of watchers) watcher.listening?.();
    },
    /** Changes may go unheard until `listening`: nothing is kept without an age limit meanwhile. */
    deaf() {
      listening = false;
      lastChangeAt = Date.now();
      for (const kept of caches) kept.forgetAll();
      for (const watcher of watchers) watcher.deaf?.();
    },
    /** Forgets everything the cache called `name` keeps (nothing when it was never used). */
    forget: (name: string) => named.get(name)?.forget(),
    isListening: () => listening,
    /** Hears every change (the event streams); answers the function that stops it. */
    watch(watcher: Watcher) {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
  };
}

/** touchedBy for caches keyed by dealer id that read these kinds of data. */
export const dealerKeyFor =
  (...kinds: string[]) =>
  (change: DataChange) =>
    kinds.includes(change.kind) || change.kind === '*' ? change.dealerId : null;

/** touchedBy for caches over every dealer that read these kinds of data. */
export const allFor =
  (...kinds: string[]) =>
  (change: DataChange): 'all' | null =>
    kinds.includes(change.kind) || change.kind === '*' ? 'all' : null;
