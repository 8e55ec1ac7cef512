// Which addresses are not on the public internet: loopback, private, link-local (cloud metadata), shared,
// reserved, multicast, and the IPv6 forms that carry one of those. A server that connects where a dealer says
// (a business mail host, a webhook endpoint) refuses these, else it becomes a scanner of its own network.
import { BlockList, isIP } from 'node:net';

// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules (through the mapped form), so one
// list holding `::/96` would refuse every IPv4 address.
const notPublicV4 = new BlockList();
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // TEST-NET-1 (documentation)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2 (documentation)
  ['203.0.113.0', 24], // TEST-NET-3 (documentation)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  notPublicV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64: translates to whatever IPv4 network the operator chose
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address that a relay may reach, private or not
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  notPublicV6.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, link-local, unspecified, private, shared and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return notPublicV4.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all: never connect to it
  if (notPublicV6.check(address, 'ipv6')) return true;
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address: judge that one.
  const groups = expandIpv6(address);
  const embedsIpv4 =
    (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) ||
    (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0));
  if (!embedsIpv4) return false;
  const ipv4 = [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return notPublicV4.check(ipv4, 'ipv4');
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail becomes the last two). */
function expandIpv6(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const start = part(head);
  const end = part(tail);
  return tail === undefined ? start : [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

export const isLoopbackAddress = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
