import { describe, expect, it } from 'vitest';
import { ukMobile } from '../../../shared/customers/uk-mobile.ts';

describe('UK mobile numbers', () => {
  it('normalises every way a dealer types a mobile to E.164', () => {
    for (const typed of [
      '07700 900123',
      '07700900123',
      '+447700900123',
      '+44 7700 900123',
      '00447700900123',
      '0044 7700-900123',
      '+44 (0)7700 900123',
      '447700900123',
      ' 07700 900 123 ',
      '07624 123456',
    ]) {
      const check = ukMobile(typed);
      expect(check.ok, typed).toBe(true);
    }
    expect(ukMobile('07700 900123')).toEqual({ ok: true, e164: '+447700900123' });
    expect(ukMobile('07624 123456')).toEqual({ ok: true, e164: '+447624123456' });
  });

  it('refuses landlines and other numbers in plain words', () => {
    expect(ukMobile('0121 496 0000')).toEqual({
      ok: false,
      message: '0121 496 0000 is a landline; text messages need a mobile number (07…)',
    });
    for (const landline of ['020 7946 0000', '+44 20 7946 0000', '0300 123 4567', '00441214960000']) {
      expect(ukMobile(landline)).toMatchObject({
        ok: false,
        message: expect.stringContaining('is a landline'),
      });
    }
    for (const other of [
      '0800 123 4567',
      '07700 90012',
      '077009001234',
      '070 1234 5678',
      '07600 123456',
      '+33 6 12 34 56 78',
      'call me',
      '',
    ]) {
      const check = ukMobile(other);
      expect(check.ok, other).toBe(false);
      if (!check.ok) expect(check.message).toMatch(/text messages need a mobile number \(07…\)$/);
    }
  });
});
