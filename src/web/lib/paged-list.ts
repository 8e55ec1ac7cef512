// A server-paged list (customers, documents): the first page, then the next as the dealer scrolls, the
// next page's address read from the answer's `Link: <…>; rel="next"` header; a search asks the server.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AnswerOf, Call } from '../../shared/api/contract.ts';
import { urlOf } from '../../shared/api/url.ts';
import { throwIfResNotOk } from './api.ts';

/** The filters a list takes besides its search (`?site=`); unset ones are left out of the address. */
type ListFilter = Record<string, string | undefined>;
/** One row of a list call's answer, as its contract declares it. */
type RowOf<C extends Call> = AnswerOf<C> extends readonly (infer T)[] ? T : never;

type Page<T> = { items: T[]; next: string | null };

const nextLink = (header: string | null) => header?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;

async function fetchPage<T>(url: string): Promise<Page<T>> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfResNotOk(res);
  return { items: (await res.json()) as T[], next: nextLink(res.headers.get('link')) };
}

/**
 * The list's pages. Its bare path is the query key's first part, so refreshing that key
 * (web/lib/query-keys.ts) refreshes this whatever the filter and search.
 */
function usePagedList<T>(listPath: string, filter: ListFilter, search: string) {
  const q = search.trim();
  const path = urlOf({ path: listPath }, undefined, filter);
  const query = useInfiniteQuery({
    queryKey: [listPath, 'pages', filter, q],
    queryFn: ({ pageParam }) => fetchPage<T>(pageParam),
    initialPageParam: q ? `${path}${path.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}` : path,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const items = query.data?.pages.flatMap((p) => p.items);
  return { ...query, items };
}

/** The search box's text, handed on after a pause in typing. */
export function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Calls `onVisible` when the returned element scrolls into view (the foot of a list: load more). A new
 * `resetKey` (the number of pages loaded) looks again, so a foot still in view after a short page loads on.
 */
export function useOnVisible<E extends Element>(onVisible: () => void, enabled: boolean, resetKey = 0) {
  const ref = useRef<E>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the point: observe the foot afresh
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, resetKey]);
  return ref;
}

/**
 * Everything a searchable, server-paged list needs (a tab or a picker): the search box's text, the rows
 * loaded so far as a query for QueryState (`query.data`), whether a search is in force, and the foot
 * (`<LoadMore footRef={footRef} … />`) that loads the next page as it scrolls into view or is pressed.
 * The rows' type is the list call's contract: `usePagedSearch(customersApi.list)`, or on a screen without
 * zod `usePagedSearch<typeof customersApi.list>({ path: PATHS.customers })`.
 */
export function usePagedSearch<C extends Call>(
  call: Pick<C, 'path'>,
  filter?: ListFilter,
): PagedSearch<RowOf<C>>;
/** The older form, a path and a row type stated by hand: the lint (scripts/lint-queries.ts) refuses it. */
export function usePagedSearch<T>(path: string): PagedSearch<T>;
export function usePagedSearch(call: string | { path: string }, filter: ListFilter = {}) {
  return usePagedRows<unknown>(typeof call === 'string' ? call : call.path, filter);
}

export type PagedSearch<T> = ReturnType<typeof usePagedRows<T>>;

function usePagedRows<T>(path: string, filter: ListFilter) {
  const [search, setSearch] = useState('');
  const searching = useDebounced(search).trim();
  const list = usePagedList<T>(path, filter, searching);
  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const footRef = useOnVisible<HTMLDivElement>(loadMore, list.hasNextPage, list.data?.pages.length ?? 0);
  return {
    search,
    setSearch,
    searching,
    query: { ...list, data: list.items },
    footRef,
    loadMore,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
  };
}
