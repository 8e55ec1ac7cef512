// @vitest-environment happy-dom
// The foot of a server-paged list (usePagedSearch + LoadMore): the next page is read from the answer's Link
// header and loads on a press or when the foot scrolls into view; the foot goes once the last page is in;
// a search asks the server afresh.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { customersApi } from '../../../shared/api/customers.ts';
import { usePagedSearch } from '../../lib/paged-list.ts';
import { LoadMore } from './load-more.tsx';
import { QueryState } from './query-state.tsx';
import { SearchBox } from './search-box.tsx';

/** Two pages of customers behind /api/customers, and one page for any search. */
function fakeServer(url: string): Response {
  const page = (rows: string[], next?: string) =>
    new Response(JSON.stringify(rows.map((name) => ({ id: name, name }))), {
      headers: { 'content-type': 'application/json', ...(next && { link: `<${next}>; rel="next"` }) },
    });
  if (url.startsWith('/api/customers?q='))
    return page([`Found ${new URL(url, 'http://x').searchParams.get('q')}`]);
  if (url === '/api/customers?after=2') return page(['Cara Dunn']);
  return page(['Aisha Rahman', 'Ben Okafor'], '/api/customers?after=2');
}

/** What the IntersectionObserver of the foot was given, so a test can scroll it into view. */
let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => fakeServer(url)),
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {
        observed = observed.filter((o) => o.callback !== this.callback);
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function CustomerList() {
  const list = usePagedSearch<typeof customersApi.list>({ path: '/api/customers' });
  return (
    <>
      <SearchBox value={list.search} onChange={list.setSearch} placeholder="Name" label="Search customers" />
      <QueryState query={list.query} what="your customers">
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row.id}>{row.name}</li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore
        hasMore={list.hasMore}
        loading={list.loadingMore}
        onLoad={list.loadMore}
        footRef={list.footRef}
      />
    </>
  );
}

const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CustomerList />
    </QueryClientProvider>,
  );
}

it('loads the next page on a press, then the foot goes', async () => {
  renderList();
  await screen.findByText('Ben Okafor');
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Cara Dunn');
  expect(names()).toEqual(['Aisha Rahman', 'Ben Okafor', 'Cara Dunn']);
  expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
    '/api/customers',
    '/api/customers?after=2',
  ]);
});

it('loads the next page when the foot scrolls into view', async () => {
  renderList();
  await screen.findByText('Ben Okafor');
  const foot = screen.getByRole('button', { name: 'Load more' }).parentElement!;
  const watcher = observed.find((o) => o.element === foot);
  expect(watcher).toBeDefined();
  act(() =>
    watcher!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
  await screen.findByText('Cara Dunn');
  expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
});

it('asks the server when the dealer searches', async () => {
  renderList();
  await screen.findByText('Ben Okafor');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
    target: { value: 'dunn ' },
  });
  await screen.findByText('Found dunn', {}, { timeout: 2000 });
  expect(names()).toEqual(['Found dunn']);
  expect(vi.mocked(fetch).mock.calls.at(-1)?.[0]).toBe('/api/customers?q=dunn');
});
