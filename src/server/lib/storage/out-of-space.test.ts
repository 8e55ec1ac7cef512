import { describe, expect, it } from 'vitest';
import { isOutOfSpace } from './out-of-space.ts';

describe('isOutOfSpace', () => {
  it('knows a full file system, a spent quota and a full PostgreSQL disk, through causes', () => {
    expect(isOutOfSpace(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe(true);
    expect(isOutOfSpace(Object.assign(new Error('write'), { code: 'EDQUOT' }))).toBe(true);
    // Drizzle wraps the driver's error as its cause: "could not extend file": disk_full.
    const postgres = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(isOutOfSpace(new Error('Failed query', { cause: postgres }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isOutOfSpace(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe(false);
    expect(isOutOfSpace(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isOutOfSpace(new Error('plain'))).toBe(false);
    expect(isOutOfSpace(undefined)).toBe(false);
    expect(isOutOfSpace('ENOSPC')).toBe(false);
  });
});
