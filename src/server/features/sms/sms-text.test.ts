// A text begins with the dealership's name: nothing in it may become a link on the customer's phone.
import { describe, expect, it } from 'vitest';
import { nameForText, signingText } from './sms.service.ts';

const text = (dealershipName: string) =>
  signingText({
    dealershipName,
    link: 'https://docs2sign.example/sign/abc',
    kind: 'signing_request',
    expiresAt: new Date('2026-12-24T12:00:00Z'),
  });
/** Every web address or domain a phone would turn into a link: a scheme, www., a dotted word or an e-mail. */
const LINKISH = /[a-z][\w+.-]*:\/\/|\bwww\b|[\p{L}\p{N}-][.。．][\p{L}\p{N}]|@/iu;

describe('the dealership name at the head of a text', () => {
  it('keeps an ordinary name as typed', () => {
    expect(nameForText('Brindley & Hart Cars Ltd')).toBe('Brindley & Hart Cars Ltd');
    expect(nameForText("O'Neill Motors (Leeds)")).toBe("O'Neill Motors (Leeds)");
    expect(nameForText('Αθηνά Αυτοκίνητα')).toBe('Αθηνά Αυτοκίνητα');
    expect(text('Kingsway Motors Ltd')).toMatch(/^Kingsway Motors Ltd: Please review and sign/);
  });

  it('leaves nothing URL-like in the name: schemes, www., dotted words, look-alike dots, e-mails', () => {
    const names = [
      'https://evil.example/pay',
      'http://evil.example Kingsway',
      'www.evil-cars.co.uk',
      'WWW2.Evil.com Motors',
      'evil.com',
      'Kingsway Motors evil . com',
      'evil．com',
      'evil。com',
      'evil\u2024com',
      'pay@evil.example',
      'ftp://files.evil.example',
      'javascript:alert(1)',
      '192.168.0.1 Cars',
    ];
    for (const name of names) {
      const safe = nameForText(name);
      expect(safe, name).not.toMatch(LINKISH);
      expect(text(name).split(': Please review')[0], name).not.toMatch(LINKISH);
    }
    expect(nameForText('www.evil-cars.co.uk')).toBe('evil-cars co uk');
    expect(nameForText('Cars.co.uk Ltd')).toBe('Cars co uk Ltd');
    expect(nameForText('https://')).toBe('Your dealer');
  });

  it('keeps a name to 40 characters after neutralising it', () => {
    expect(nameForText(`${'A'.repeat(50)}.com`)).toHaveLength(40);
  });
});
