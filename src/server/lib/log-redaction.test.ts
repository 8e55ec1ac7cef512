import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText } from './log-redaction.ts';

describe('log redaction', () => {
  it('hides signing tokens and token query parameters, and nothing else', () => {
    expect(redactUrl('/api/sign/AbC-123_x/documents/9/download')).toBe(
      '/api/sign/[redacted]/documents/9/download',
    );
    expect(redactUrl('/sign/AbC-123_x')).toBe('/sign/[redacted]');
    expect(redactUrl('/customer-signing/AbC?x=1')).toBe('/customer-signing/[redacted]?x=1');
    expect(redactUrl('/reset-password?token=secret&next=/')).toBe('/reset-password?token=[redacted]&next=/');
    expect(redactUrl('/api/login?setup=first-run-secret')).toBe('/api/login?setup=[redacted]');
    expect(redactUrl('/api/documents/42?as=pdf')).toBe('/api/documents/42?as=pdf');
  });

  it('hides what was typed to find a person, and the postcode or registration looked up', () => {
    expect(redactUrl('/api/customers?q=jane%40example.com&limit=50')).toBe(
      '/api/customers?q=[redacted]&limit=50',
    );
    expect(redactUrl('/api/signing-requests?limit=50&q=Jane+Smith')).toBe(
      '/api/signing-requests?limit=50&q=[redacted]',
    );
    expect(redactUrl('/api/admin/protected-files?search=Sandhu')).toBe(
      '/api/admin/protected-files?search=[redacted]',
    );
    expect(redactUrl('/api/postcode/B33%208TH')).toBe('/api/postcode/[redacted]');
    expect(redactUrl('/api/vehicle/BF21KHW?fresh=1')).toBe('/api/vehicle/[redacted]?fresh=1');
    // A parameter that merely ends in q is left alone.
    expect(redactUrl('/api/x?faq=1')).toBe('/api/x?faq=1');
  });

  it('hides e-mail addresses and UK phone numbers in a text, and leaves other numbers', () => {
    expect(scrubText("The 'To' number +447700900123 is not a valid phone number")).toBe(
      "The 'To' number [phone] is not a valid phone number",
    );
    expect(scrubText('texted 07700 900123 and 020 7946 0958 for jane@example.com')).toBe(
      'texted [phone] and [phone] for [email]',
    );
    expect(scrubText('job 1732723723000 took 150000 ms on port 5432, code 21211')).toBe(
      'job 1732723723000 took 150000 ms on port 5432, code 21211',
    );
  });
});
