import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

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
});
