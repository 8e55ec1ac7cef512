import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';

describe('the secret box', () => {
  it('round-trips, never repeats a ciphertext, and hides the plain text', () => {
    const box = createSecretBox(SECRET, 'smtp-password');
    const a = box.seal('hunter2 is my password');
    const b = box.seal('hunter2 is my password');
    expect(a).not.toBe(b);
    expect(a).not.toContain('hunter2');
    expect(Buffer.from(a.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('hunter2');
    expect(box.open(a)).toBe('hunter2 is my password');
  });

  it('refuses an altered value, another purpose and another secret', () => {
    const sealed = createSecretBox(SECRET, 'smtp-password').seal('hunter2');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const altered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => createSecretBox(SECRET, 'smtp-password').open(altered)).toThrow();
    expect(() => createSecretBox(SECRET, 'link-token').open(sealed)).toThrow();
    expect(() => createSecretBox(`${SECRET}x`, 'smtp-password').open(sealed)).toThrow();
  });
});
