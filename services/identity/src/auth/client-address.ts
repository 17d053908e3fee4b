import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 one by its /64 network (one
 * customer usually holds a whole /64, and could otherwise count as 2^64 addresses).
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) fills two groups.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
