import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_CHARS, redactUrl, scrubText, scrubValue } from './log-redaction.ts';

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

  it('hides API keys and other secrets sent in a query string, however the name is written', () => {
    for (const [url, logged] of [
      ['/api/customers?api_key=d2s_live_abc123&limit=5', '/api/customers?api_key=[redacted]&limit=5'],
      ['/api/customers?apikey=d2s_live_abc123', '/api/customers?apikey=[redacted]'],
      ['/api/customers?API-KEY=d2s_live_abc123', '/api/customers?API-KEY=[redacted]'],
      ['/api/customers?x-api-key=d2s_live_abc123', '/api/customers?x-api-key=[redacted]'],
      ['/api/customers?key=d2s_live_abc123', '/api/customers?key=[redacted]'],
      ['/api/customers?api%5Fkey=d2s_live_abc123', '/api/customers?api%5Fkey=[redacted]'],
      ['/api/customers?limit=5&access_token=eyJabc.def', '/api/customers?limit=5&access_token=[redacted]'],
      [
        '/api/customers?refresh_token=r1&id_token=i1',
        '/api/customers?refresh_token=[redacted]&id_token=[redacted]',
      ],
      ['/api/x?client_secret=s&password=p', '/api/x?client_secret=[redacted]&password=[redacted]'],
      ['/api/x?a=1;session=abc', '/api/x?a=1;session=[redacted]'],
      ['/api/x?api_key%3Dd2s_live_abc', '/api/x?api_key%3D[redacted]'],
    ] as const) {
      expect(redactUrl(url), url).toBe(logged);
      expect(redactUrl(url)).not.toMatch(/d2s_live|eyJ|=s&|=p$|r1|i1|=abc$/);
    }
    // Names that merely contain one are left alone.
    expect(redactUrl('/api/x?monkey=1&keyword=2&passage=3')).toBe('/api/x?monkey=1&keyword=2&passage=3');
  });

  it('never logs a whole long array or a megabyte of text', () => {
    const codes = Array.from({ length: 65_534 }, (_, i) => `CODE${i}`);
    const logged = scrubValue({ codes }) as { codes: string[] };
    expect(logged.codes).toHaveLength(21);
    expect(logged.codes.at(-1)).toBe('… 65514 more');
    const statement = `Failed query: select 1 where code in (${codes.map((_, i) => `$${i + 1}`).join(', ')})`;
    const line = scrubText(statement);
    expect(line.length).toBeLessThan(MAX_LOGGED_CHARS + 40);
    expect(line).toMatch(/… \[\d+ more characters\]$/);
  });
});
