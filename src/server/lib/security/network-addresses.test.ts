// The refusal list that keeps webhook endpoints and dealers' mail hosts off networks that are not the public
// internet: the documentation ranges, 6to4 and local-use NAT64 included, in every spelling of them.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './network-addresses.ts';

describe('isPrivateAddress', () => {
  it('refuses the IPv4 documentation ranges (TEST-NET-1, -2 and -3), at both ends', () => {
    for (const a of [
      '192.0.2.0',
      '192.0.2.1',
      '192.0.2.255',
      '198.51.100.0',
      '198.51.100.7',
      '198.51.100.255',
      '203.0.113.0',
      '203.0.113.9',
      '203.0.113.255',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    // Their neighbours are public.
    for (const a of ['192.0.3.1', '198.51.99.255', '198.51.101.0', '203.0.112.255', '203.0.114.0'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses the documentation ranges inside the IPv6 forms that carry an IPv4 address', () => {
    for (const a of ['::ffff:192.0.2.1', '::ffff:c633:6407', '64:ff9b::203.0.113.9', '64:ff9b::cb00:7109'])
      expect(isPrivateAddress(a), a).toBe(true);
    expect(isPrivateAddress('64:ff9b::8.8.8.8')).toBe(false);
  });

  it('refuses all of 6to4 (2002::/16), whatever IPv4 address it embeds', () => {
    for (const a of [
      '2002::',
      '2002:c0a8:0101::1',
      '2002:0808:0808::1',
      '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    expect(isPrivateAddress('2003::1')).toBe(false);
    expect(isPrivateAddress('2001:ffff::1')).toBe(false);
  });

  it('refuses local-use NAT64 (64:ff9b:1::/48) and IPv6 documentation (2001:db8::/32)', () => {
    for (const a of ['64:ff9b:1::', '64:ff9b:1::a00:1', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff', '2001:db8::1'])
      expect(isPrivateAddress(a), a).toBe(true);
    // Just past the /48: a public NAT64 prefix of someone else's.
    expect(isPrivateAddress('64:ff9b:2::1')).toBe(false);
  });

  it('still tells the long-standing private ranges from public addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '2a00:1450:4009:81f::200e', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
    expect(isPrivateAddress('not an address')).toBe(true);
  });
});
