// @vitest-environment happy-dom
// A screen's query states as the dealer sees them: the spinner, a failed load with the server's words and a
// Retry that loads again, the sign-in prompt when the session has gone, the empty state and the data.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { describeLoadError, LoadError, QueryState } from './query-state.tsx';

afterEach(cleanup);

function Customers(props: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['customers'], queryFn: props.load, retry: false });
  return (
    <QueryState
      query={query}
      what="your customers"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No customers yet. Add your first one.</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const renderWithQueries = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('QueryState', () => {
  it('shows the spinner while loading, then the rows', async () => {
    let answer: (rows: string[]) => void = () => {};
    renderWithQueries(<Customers load={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    answer(['Aisha Rahman', 'Tom Price']);
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Aisha Rahman',
      'Tom Price',
    ]);
  });

  it('shows the empty state, not an empty list, when there is nothing', async () => {
    renderWithQueries(<Customers load={async () => []} />);
    expect(await screen.findByText('No customers yet. Add your first one.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says what failed with the server’s words, and Retry loads again', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError(503, 'Database is busy'))
      .mockResolvedValueOnce(['Aisha Rahman']);
    renderWithQueries(<Customers load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your customers.');
    expect(alert.textContent).toContain('The server could not answer just now (Database is busy).');
    // A failed list never pretends to be empty.
    expect(screen.queryByText(/No customers yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Aisha Rahman');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers sign-in that comes back here when the session has gone (401)', async () => {
    window.history.replaceState(null, '', '/customers?q=rahman');
    renderWithQueries(<Customers load={() => Promise.reject(new ApiError(401, 'Not signed in'))} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are signed out');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/api/login?next=${encodeURIComponent('/customers?q=rahman')}`,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('LoadError', () => {
  it('uses the spec’s own headline when given, and holds Retry while retrying', () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        error={new ApiError(404, 'Document not found')}
        what="the document"
        title="Failed to load document"
        onRetry={onRetry}
        retrying
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load document');
    expect(screen.getByRole('alert').textContent).toContain('Document not found');
    const retry = screen.getByRole('button', { name: 'Retrying…' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    fireEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('words a failed connection and an unknown failure plainly', () => {
    expect(describeLoadError(new TypeError('Failed to fetch'))).toBe(
      'Connection Error: please check your connection and try again.',
    );
    expect(describeLoadError('??')).toBe('Something went wrong. Please try again.');
  });
});
