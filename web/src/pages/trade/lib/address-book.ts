/**
 * A shipping address as trade takes and returns it (checkouts, orders, the buyer's address book
 * at /api/v1/addresses): reading one from any JSON, comparing two, showing one on a line.
 */
export interface ShippingAddress {
  fullName: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
  phone: string;
}

const REQUIRED = ['fullName', 'line1', 'city', 'country', 'phone'] as const;
const OPTIONAL = ['company', 'line2', 'region', 'postalCode'] as const;

/** An address from anywhere (storage, a checkout's JSON), or null when it is not one. */
export function asAddress(value: unknown): ShippingAddress | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const f of REQUIRED) {
    const s = v[f];
    if (typeof s !== 'string' || !s.trim()) return null;
    out[f] = s.trim();
  }
  for (const f of OPTIONAL) {
    const s = v[f];
    if (typeof s === 'string' && s.trim()) out[f] = s.trim();
  }
  out.country = out.country!.toUpperCase();
  return out as unknown as ShippingAddress;
}

/** The same place and person, whatever the case and spacing. */
export function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const norm = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return ([...REQUIRED, ...OPTIONAL] as const).every((f) => norm(a[f]) === norm(b[f]));
}

/** One line for a list: "Wanjiru Kamau, 12 Moi Avenue, Nairobi, KE". */
export function addressLine(a: ShippingAddress): string {
  return [a.fullName, a.company, a.line1, a.line2, a.city, a.region, a.postalCode, a.country]
    .filter(Boolean)
    .join(', ');
}

/** The body trade takes: optional fields left out when empty. */
export function addressBody(a: ShippingAddress): ShippingAddress {
  return asAddress(a) ?? a;
}
