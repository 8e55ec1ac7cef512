// A call's address from its contract's path (contract.ts re-exports it), with no zod in its imports: the
// browser's fetchers use it on screens that carry no zod.

/** The call's address: each `:name` filled (encoded) from `params`, then the query's set values. */
export function urlOf(
  call: { path: string },
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const q = search.toString();
  return q ? `${path}?${q}` : path;
}
