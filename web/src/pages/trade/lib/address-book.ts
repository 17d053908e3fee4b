/**
 * The buyer's shipping addresses: the ones used at their last checkouts (trade keeps the address on
 * each checkout) and a small book in this browser, so a second order is one click. Pure helpers;
 * the page reads and writes the storage.
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

export const ADDRESS_BOOK_MAX = 5;
const REQUIRED = ['fullName', 'line1', 'city', 'country', 'phone'] as const;
const OPTIONAL = ['company', 'line2', 'region', 'postalCode'] as const;

export const addressBookKey = (userId: string) => `sokoni.addresses.v1.${userId}`;

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

/** The book after using `address`: first, without its duplicates, at most ADDRESS_BOOK_MAX. */
export function remember(book: readonly ShippingAddress[], address: ShippingAddress): ShippingAddress[] {
  return [address, ...book.filter((a) => !sameAddress(a, address))].slice(0, ADDRESS_BOOK_MAX);
}

export function forget(book: readonly ShippingAddress[], address: ShippingAddress): ShippingAddress[] {
  return book.filter((a) => !sameAddress(a, address));
}

/** The stored book, dropping whatever is not an address (an old format, a hand edit). */
export function parseBook(raw: string | null): ShippingAddress[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (!Array.isArray(v)) return [];
    return v.flatMap((x) => {
      const a = asAddress(x);
      return a ? [a] : [];
    });
  } catch {
    return [];
  }
}

/** Addresses to offer: the last checkouts' first (newest first), then the book's, without duplicates. */
export function addressChoices(
  fromCheckouts: readonly unknown[],
  book: readonly ShippingAddress[],
): ShippingAddress[] {
  const out: ShippingAddress[] = [];
  for (const candidate of [...fromCheckouts.map(asAddress), ...book]) {
    if (candidate && !out.some((a) => sameAddress(a, candidate))) out.push(candidate);
  }
  return out.slice(0, ADDRESS_BOOK_MAX * 2);
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
