import { describe, expect, it } from 'vitest';
import { timeToSign } from './customer-progress-panel.tsx';

describe('average time to sign', () => {
  it.each([
    [null, '—'],
    [0, 'under 3 min'],
    [0.4, '24 min'],
    [1, '1 h'],
    [26.5, '26.5 h'],
    [72.2, '3 days'],
  ])('%s hours reads "%s"', (hours, text) => expect(timeToSign(hours)).toBe(text));
});
