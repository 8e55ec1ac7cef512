// A UK mobile number as text messages and WhatsApp need it: E.164 (+447…). Dealers type numbers every way
// ("07700 900123", "+44 7700 900123", "0044 7700-900123", "+44 (0)7700 900123"); a landline cannot take a
// text, so it is refused with words the dealer can act on.

export type MobileCheck = { ok: true; e164: string } | { ok: false; message: string };

export function ukMobile(input: string): MobileCheck {
  const typed = input.trim();
  if (!typed) return { ok: false, message: 'No mobile number; text messages need a mobile number (07…)' };
  const compact = typed.replace(/\(0\)/g, '').replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) {
    return { ok: false, message: `${typed} is not a phone number; text messages need a mobile number (07…)` };
  }
  // The national form: 0 and ten digits.
  const national = compact.startsWith('+44')
    ? `0${compact.slice(3)}`
    : compact.startsWith('0044')
      ? `0${compact.slice(4)}`
      : compact.startsWith('44') && compact.length === 12
        ? `0${compact.slice(2)}`
        : compact;
  if (/^0[123]/.test(national)) {
    return { ok: false, message: `${typed} is a landline; text messages need a mobile number (07…)` };
  }
  // 070 is a personal number and 076 a pager (07624 is the Isle of Man's mobiles): neither takes a text.
  const mobile = /^07\d{9}$/.test(national) && !/^070/.test(national);
  if (!mobile || (/^076/.test(national) && !/^07624/.test(national))) {
    return {
      ok: false,
      message: `${typed} is not a UK mobile number; text messages need a mobile number (07…)`,
    };
  }
  return { ok: true, e164: `+44${national.slice(1)}` };
}

/** The same number for a wa.me link: digits only, country code first. */
export const whatsappDigits = (e164: string) => e164.replace(/^\+/, '');
