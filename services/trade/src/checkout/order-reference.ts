import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A short order reference people read out ("SK-7F3K-92QD"): 40 random bits, so a clash (which the
 * unique column would refuse) needs about a million orders to become likely at all.
 */
export function orderReference(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SK-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
