// Every refusal the signing page can meet reads in the customer's language, with the server's figures (a
// wrong code's tries left, the minutes to wait for another code): never the server's English sentence
// outside English, and English keeps the server's own words but for a failure on its side.
import { afterAll, describe, expect, it } from 'vitest';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '../../../shared/i18n/languages.ts';
import ar from '../../../shared/i18n/messages/ar.json' with { type: 'json' };
import cy from '../../../shared/i18n/messages/cy.json' with { type: 'json' };
import en from '../../../shared/i18n/messages/en.json' with { type: 'json' };
import pl from '../../../shared/i18n/messages/pl.json' with { type: 'json' };
import ro from '../../../shared/i18n/messages/ro.json' with { type: 'json' };
import ur from '../../../shared/i18n/messages/ur.json' with { type: 'json' };
import { ApiError } from '../../lib/api.ts';
import { reasonOf } from './error-reasons.ts';
import { setPageMessages } from './i18n.tsx';

const MESSAGES = { en, cy, pl, ro, ur, ar };
// The page's messages as the server sends them (here unparsed: the tests run with the ICU parser).
const speak = (language: CustomerLanguage) => setPageMessages({ language, messages: MESSAGES[language] });
afterAll(() => speak('en'));

const refusal = (status: number, code?: string, values?: Record<string, number>) =>
  new ApiError(status, 'The server’s English sentence.', {
    message: 'The server’s English sentence.',
    ...(code ? { code } : {}),
    ...(values ? { values } : {}),
  });

/** Each code the signing calls answer with (and the one-time code's), with the status it comes with. */
const REFUSALS: [number, string, Record<string, number>?][] = [
  [404, 'NOT_FOUND'],
  [410, 'EXPIRED'],
  [410, 'CANCELLED'],
  [409, 'DECLINED'],
  [409, 'NOT_YOUR_TURN'],
  [409, 'COMPLETED'],
  [400, 'NOT_ALL_SIGNED'],
  [410, 'CLOSED'],
  [409, 'ALREADY_SIGNED'],
  [409, 'SEALING'],
  [409, 'SEAL_FAILED'],
  [400, 'INVALID_SIGNATURE'],
  [409, 'NOT_YOUR_PLACE'],
  [429, 'RATE_LIMITED'],
  [403, 'CODE_REQUIRED'],
  [400, 'WRONG_CODE', { left: 4 }],
  [409, 'CODE_LOCKED'],
  [410, 'CODE_EXPIRED'],
  [409, 'CODE_USED'],
  [409, 'NO_CODE'],
  [409, 'CODE_NOT_NEEDED'],
  [429, 'CODE_LIMIT_REACHED'],
  [429, 'RATE_LIMITED', { wait: 25 }],
  [409, 'NOT_ACKNOWLEDGED'],
  [409, 'EARLIER_STEP'],
  [503, 'UNAVAILABLE'],
  [503, 'RESTARTING'],
  [400, 'VALIDATION'],
  [500, 'INTERNAL'],
];

describe('the signing page’s refusals', () => {
  it.each(CUSTOMER_LANGUAGES.filter((l) => l !== 'en'))('%s: every code in its own words', (language) => {
    speak(language);
    const seen = new Map<string, string>();
    for (const [status, code, values] of REFUSALS) {
      const words = reasonOf(refusal(status, code, values));
      expect(words, code).not.toContain('English sentence');
      expect(words, code).not.toMatch(/[{}]/);
      seen.set(`${code}${values ? JSON.stringify(values) : ''}`, words);
    }
    // A refusal without a code is judged by its status (the limiter's 429, a proxy's 503).
    expect(reasonOf(refusal(429))).toBe(seen.get('RATE_LIMITED'));
    expect(reasonOf(refusal(503))).toBe(seen.get('UNAVAILABLE'));
    // The hourly limit of codes names its wait; the limiter's 429 does not.
    expect(seen.get('RATE_LIMITED{"wait":25}')).toContain('25');
    expect(seen.get('RATE_LIMITED{"wait":25}')).not.toBe(seen.get('RATE_LIMITED'));
  });

  it('says a wrong code’s tries left and the wait in Polish and Welsh', () => {
    speak('pl');
    expect(reasonOf(refusal(400, 'WRONG_CODE', { left: 4 }))).toContain('zostały 4 próby');
    expect(reasonOf(refusal(400, 'WRONG_CODE', { left: 1 }))).toContain('została 1 próba');
    expect(reasonOf(refusal(429, 'RATE_LIMITED', { wait: 25 }))).toContain('za 25 minut');
    expect(reasonOf(refusal(409, 'CODE_LOCKED'))).toContain('5 razy');
    speak('cy');
    expect(reasonOf(refusal(400, 'WRONG_CODE', { left: 2 }))).toContain('dau gynnig ar ôl');
    expect(reasonOf(refusal(410, 'CODE_EXPIRED'))).toContain('10 munud');
  });

  it('asks for the disclosure’s tick in the customer’s language, naming what the tick says', () => {
    for (const [language, words] of [
      ['pl', 'salon otrzymuje wynagrodzenie'],
      ['cy', "sut mae'r deliwr yn cael ei dalu"],
    ] as const) {
      speak(language);
      const refused = reasonOf(refusal(409, 'NOT_ACKNOWLEDGED'));
      expect(refused).toBe(MESSAGES[language]['sign.reason.notAcknowledged']);
      expect(refused).toContain(words);
    }
  });

  it('keeps the server’s own English, but never its bare words for a failure on its side', () => {
    speak('en');
    expect(reasonOf(refusal(400, 'WRONG_CODE', { left: 4 }))).toBe('The server’s English sentence.');
    expect(reasonOf(refusal(500, 'INTERNAL'))).toBe(en['sign.reason.other']);
    expect(reasonOf(refusal(503, 'UNAVAILABLE'))).toBe(en['sign.reason.unavailable']);
  });
});
