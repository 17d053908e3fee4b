import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a session was started, as honestly as identity can say it. Sokoni ships no geolocation
 * database, so without help it cannot name a city or even a country from an address; what it can
 * show is the network: an IPv4 address cut to its /24, an IPv6 one to its /48 (one site's
 * allocation), enough to tell "my office" from "somewhere else" without storing the precise address
 * on the owner's screen. When the edge in front of Sokoni (Cloudflare's CF-IPCountry, a load
 * balancer with GeoIP) sets a country header and the operator names it in CLIENT_COUNTRY_HEADER,
 * that country is recorded at sign-in. Any other header is ignored: a client can send any header.
 */
export function countryFrom(
  headers: Record<string, string | string[] | undefined>,
  trustedHeader: string | undefined,
): string | null {
  if (!trustedHeader) return null;
  const raw = headers[trustedHeader];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  // Cloudflare says XX for unknown and T1 for Tor: neither is a country.
  if (!value || !/^[A-Z]{2}$/.test(value) || value === 'XX' || value === 'T1') return null;
  return value;
}

export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}
