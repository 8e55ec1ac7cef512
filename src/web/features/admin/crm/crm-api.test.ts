// The CRM's chosen dealer follows the list's refetched figures (the panel once kept those of the click).
import { describe, expect, it } from 'vitest';
import type { DealerCrmRow } from '../../../../shared/admin/admin-crm.schema.ts';
import { followsFigures, latestFigures, SOON_MS, summaryRefetchMs } from './crm-api.ts';

const dealer = (id: string, completedSigns: number): DealerCrmRow => ({
  id,
  dealershipName: `Dealer ${id}`,
  firstName: null,
  lastName: null,
  email: `${id}@dealer.test`,
  dealershipPhone: null,
  dealershipAddress: null,
  dealershipWebsite: null,
  status: 'red',
  accountStatus: 'active',
  smtpEnabled: false,
  totalCustomers: 3,
  completedSigns,
  pendingSigns: 3 - completedSigns,
  overdueReminders: 0,
  completionRate: (100 * completedSigns) / 3,
  lastActive: null,
  avgTimeToSign: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('latestFigures', () => {
  it('gives the chosen dealer’s row from the refetched list', () => {
    const chosen = dealer('a', 1);
    const refetched = [dealer('b', 0), dealer('a', 2)];
    expect(latestFigures(chosen, refetched)).toBe(refetched[1]);
  });

  it('keeps the chosen figures when the dealer is not on the page or nothing has loaded', () => {
    const chosen = dealer('a', 1);
    expect(latestFigures(chosen, [dealer('b', 0)])).toBe(chosen);
    expect(latestFigures(chosen, undefined)).toBe(chosen);
  });
});

describe('following newly computed figures', () => {
  const summary = (refreshing: boolean) => ({
    totalDealers: 3,
    green: 1,
    amber: 1,
    red: 1,
    overdueReminders: 0,
    refreshedAt: '2026-11-27T10:00:00.000Z',
    refreshing,
  });

  it('asks again in a few seconds for figures answered while new ones are computed, else every 30 s', () => {
    expect(summaryRefetchMs(summary(true))).toBe(SOON_MS);
    expect(summaryRefetchMs(summary(false))).toBe(30_000);
    expect(summaryRefetchMs(undefined)).toBe(30_000);
  });

  it('refetches the list pages and the dealers’ customers, not the cards themselves', () => {
    expect(followsFigures('/api/admin/dealers-crm?sort=completion&limit=25')).toBe(true);
    expect(followsFigures('/api/admin/customer-progress/4f1c')).toBe(true);
    expect(followsFigures('/api/admin/dealers-crm/summary')).toBe(false);
    expect(followsFigures('/api/admin/dealers')).toBe(false);
  });
});
