/** A small time-limited cache of lookup answers (per process): repeated lookups cost no API quota. */
export function createLookupCache<T>(ttlMs: number, maxEntries = 5000) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    /** Forgets every answer; answers how many there were. */
    clear(): number {
      const size = entries.size;
      entries.clear();
      return size;
    },
  };
}
