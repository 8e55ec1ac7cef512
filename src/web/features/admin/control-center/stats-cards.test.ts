// The last back-up as the System health card says it.
import { describe, expect, it } from 'vitest';
import type { SystemStats } from '../../../../shared/admin/admin-control-center.schema.ts';
import { describeBackup, health } from './stats-cards.tsx';

const NOW = Date.parse('2026-12-07T12:00:00Z');

describe('describeBackup', () => {
  it('says when, how big and whether its check passed', () => {
    const backup = {
      name: 'b',
      at: '2026-12-07T09:30:00Z',
      bytes: 6_291_456,
      checkPassed: true,
      problems: 0,
    };
    expect(describeBackup(backup, NOW)).toBe('Last back-up · 2h 30m ago · 6.0 MB · check passed');
    expect(describeBackup({ ...backup, checkPassed: false, problems: 2 }, NOW)).toMatch(/check FAILED$/);
    expect(describeBackup({ ...backup, at: null, bytes: null, checkPassed: null }, NOW)).toBe(
      'Last back-up · not checked',
    );
  });

  it('says there is none', () => {
    expect(describeBackup(null, NOW)).toBe('No back-up yet');
  });
});

describe('the System health card', () => {
  const stats = {
    cpuUsage: 10,
    memoryUsage: 20,
    diskUsage: 50,
    errorCount: 0,
    lastBackup: null,
  } as SystemStats;

  it('warns of a disk 90 % full or more, before anything else', () => {
    expect(health(stats)).toMatchObject({ label: 'Healthy', ok: true });
    expect(health({ ...stats, diskUsage: 89.9 })).toMatchObject({ ok: true });
    const full = health({ ...stats, diskUsage: 93.4, errorCount: 3 });
    expect(full).toMatchObject({ label: 'Disk nearly full', ok: false });
    expect(full.detail).toMatch(/^Disk 93\.4% full: when it is full, uploads are refused/);
  });
});
