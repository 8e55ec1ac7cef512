// @vitest-environment happy-dom
// A screen whose code cannot be fetched shows an error with Retry in its place, not a blank app; Retry
// waits for the server before loading the page again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ScreenBoundary } from './screen-boundary.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Unreachable(): never {
  throw new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/settings-page.js',
  );
}

it('shows the failure and a Retry that says when the server is still down', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  vi.stubGlobal('fetch', fetch);
  render(
    <ScreenBoundary>
      <Unreachable />
    </ScreenBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain('This screen could not be loaded.');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(fetch).toHaveBeenCalledWith('/healthz', { cache: 'no-store' });
  expect(screen.getByRole('alert').textContent).toContain('still cannot be reached');
});

it('shows its children when nothing fails', () => {
  render(
    <ScreenBoundary>
      <p>Settings</p>
    </ScreenBoundary>,
  );
  expect(screen.getByText('Settings')).toBeTruthy();
});
