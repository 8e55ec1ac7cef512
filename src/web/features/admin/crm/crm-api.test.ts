// The CRM's chosen dealer follows the list's refetched figures (the panel once kept those of the click).
import { describe, expect, it } from 'vitest';
import type { DealerCrmRow } from '../../../../shared/admin-crm.schema.ts';
import { latestFigures } from './crm-api.ts';

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
