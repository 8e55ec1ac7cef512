import { describe, expect, it } from 'vitest';
import { addDays, chosenDay, earliestDemoDate, londonDate } from './demo-request.schema.ts';

describe('demo request dates', () => {
  it('counts days in London, not UTC', () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in London (BST): tomorrow is 2 August.
    const lateSummerNight = new Date('2026-07-31T23:30:00Z');
    expect(londonDate(lateSummerNight)).toBe('2026-08-01');
    expect(earliestDemoDate(lateSummerNight)).toBe('2026-08-02');
    // In winter London is on UTC.
    expect(earliestDemoDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('takes the calendar day from a date or an ISO date-time, and refuses impossible dates', () => {
    expect(chosenDay('2026-11-26')).toBe('2026-11-26');
    expect(chosenDay('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
    expect(chosenDay('2026-02-30')).toBeNull();
    expect(chosenDay('26/11/2026')).toBeNull();
    expect(chosenDay('')).toBeNull();
  });
});
