// @vitest-environment happy-dom
// The dashboard drawn on the server must be taken over by the browser's own tree without a change: the same
// markup from the same answers (no hydration mismatch, which React would answer by drawing it all again).
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from './app/app.tsx';
import { renderDashboardPage } from './dashboard-ssr.tsx';

beforeAll(() => {
  // React's act() is used below: this is a test environment for it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const request = (i: number) => ({
  id: `req-${i}`,
  status: i % 2 ? 'completed' : 'sent',
  notes: null,
  sentAt: `2026-11-${String(10 + i).padStart(2, '0')}T09:30:00.000Z`,
  completedAt: null,
  createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T09:30:00.000Z`,
  customerId: `cust-${i}`,
  customer: { name: `Customer ${i}`, email: `customer${i}@example.co.uk` },
  expiresAt: '2026-12-27T00:00:00.000Z',
  documentIds: ['doc-1'],
  documents: [{ id: 'doc-1', title: `Agreement ${i}`, documentType: 'finance_agreement', pageCount: 4 }],
});

const ANSWERS: Record<string, unknown> = {
  '/api/auth/user': {
    id: 'user-1',
    email: 'sales@harness.test',
    role: 'dealer',
    status: 'active',
    firstName: 'Kim',
    lastName: 'Ill',
    dealershipName: 'Harness Motors Ltd',
    isAdmin: false,
  },
  '/api/handover': { active: false },
  '/api/dealer/settings': {
    dealershipName: 'Harness Motors Ltd',
    dealershipLogo: null,
    primaryColor: '#667eea',
    secondaryColor: '#764ba2',
  },
  // The bell's figure, not the notifications themselves (the notifications tab asks for those).
  '/api/notifications/unread': { unread: 1 },
  '/api/dashboard/stats': {
    totalDocuments: 12,
    totalCustomers: 34,
    pendingRequests: 5,
    completedToday: 2,
    activeSignings: 1,
  },
  '/api/signing-requests': Array.from({ length: 8 }, (_, i) => request(i)),
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the dashboard drawn on the server', () => {
  it("draws the header, the counters and the latest requests from the dealer's answers", async () => {
    const { markup, answers } = await renderDashboardPage('/dashboard', ANSWERS);
    for (const text of ['Harness Motors Ltd', 'Dealer Dashboard', 'Total Customers', '>34<', 'Customer 4']) {
      expect(markup).toContain(text);
    }
    // Only the overview's latest five requests travel in the page.
    expect(answers['/api/signing-requests']).toHaveLength(5);
    expect(markup).not.toContain('Customer 5');
    // The unread count is drawn as the browser draws it.
    expect(markup).toContain('Notifications, 1 unread');
  });

  it('is taken over by the browser with the same answers and nothing on screen changes', async () => {
    const { markup, answers } = await renderDashboardPage('/dashboard', ANSWERS);
    window.history.replaceState(null, '', '/dashboard');
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const root = document.getElementById('root')!;
    const heading = root.querySelector('h1');
    const asked: string[] = [];
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          queryFn: ({ queryKey }) => {
            asked.push(String(queryKey[0]));
            return ANSWERS[String(queryKey[0])] ?? null;
          },
          staleTime: Number.POSITIVE_INFINITY,
          retry: false,
        },
      },
    });
    for (const [key, answer] of Object.entries(answers)) client.setQueryData([key], answer);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <App client={client} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // The lazy dashboard chunk arrives, and React takes the drawn markup over where it stands.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('[data-testid="stat-totalCustomers"]')?.textContent).toBe('34');
    // Only what is kept fresh is asked again (the dealer's settings, the broadcast banner), never the
    // answers the page carried.
    expect(asked).not.toContain('/api/dashboard/stats');
    expect(asked).not.toContain('/api/signing-requests');
  });
});
