// The one-time code's pure parts: how a number and an address are masked, how a code is kept and compared,
// and the certificate's Identity lines read from a trail.
import { describe, expect, it } from 'vitest';
import { hashCode, maskEmail, maskMobile, newCode, sameHash } from './signing-code.ts';
import { identityLines } from './signing-code-certificate.ts';

const config = { appSecret: 'a-test-secret-a-test-secret-a-test-secret' } as Parameters<typeof hashCode>[0];
const signer = { requestId: '7f1c1e8e-3c0b-4a59-9d34-0f5c2a1b9e10', signerSlot: 'customer' };

describe('the one-time code’s words and keeping', () => {
  it('masks a mobile and an address, showing enough for the signer to know them', () => {
    expect(maskMobile('+447700900123')).toBe('07•••••123');
    expect(maskEmail('aisha.rahman@example.co.uk')).toBe('a•••@example.co.uk');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });

  it('makes six digits, keeps only a keyed hash bound to the signer, and compares it whole', () => {
    expect(newCode()).toMatch(/^\d{6}$/);
    const kept = hashCode(config, signer, '012345');
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(kept).not.toContain('012345');
    expect(sameHash(kept, hashCode(config, signer, '012345'))).toBe(true);
    expect(sameHash(kept, hashCode(config, signer, '012346'))).toBe(false);
    // The same digits for another signer or request hash differently.
    expect(hashCode(config, { ...signer, signerSlot: 'customer2' }, '012345')).not.toBe(kept);
    expect(sameHash(kept, 'abcd')).toBe(false);
  });

  it('writes an Identity line for each code entered and each set signed in person, in London time', () => {
    const lines = identityLines([
      { type: 'code_sent', detail: { channel: 'sms', to: '07•••••123' }, createdAt: new Date() },
      {
        type: 'code_verified',
        detail: { channel: 'sms', to: '07•••••123', tries: 3, codesSent: 2 },
        createdAt: new Date('2026-07-01T09:41:00Z'),
      },
      {
        type: 'code_verified',
        detail: { channel: 'email', to: 'b•••@example.co.uk', tries: 1, codesSent: 1, signer: 'Ben Okafor' },
        createdAt: new Date('2026-12-07T10:41:00Z'),
      },
      {
        type: 'signed_in_person',
        detail: { handedOverBy: 'Priya Shah', signer: 'Jane Doe (Guarantor)' },
        createdAt: new Date(),
      },
    ]);
    expect(lines).toEqual([
      'code sent to 07•••••123, entered at 10:41 on 1 Jul 2026 (3 tries, 2 codes sent)',
      'Ben Okafor: code sent to b•••@example.co.uk, entered at 10:41 on 7 Dec 2026 (1 try, 1 code sent)',
      'Jane Doe (Guarantor): signed in person, so no code asked (device handed over by Priya Shah)',
    ]);
  });
});
