import { describe, expect, it } from 'vitest';
import { addressLine, asAddress, sameAddress } from './address-book';

const nairobi = {
  fullName: 'Wanjiru Kamau',
  line1: '12 Moi Avenue',
  city: 'Nairobi',
  country: 'KE',
  phone: '+254712345678',
};
const mombasa = { ...nairobi, line1: '4 Nkrumah Road', city: 'Mombasa' };

describe('shipping addresses', () => {
  it('are the same place and person whatever the case and spacing, and differ by any field', () => {
    expect(sameAddress(nairobi, { ...nairobi, city: ' NAIROBI ', line1: '12  Moi Avenue' })).toBe(true);
    expect(sameAddress(nairobi, mombasa)).toBe(false);
    expect(sameAddress(nairobi, { ...nairobi, company: 'Kamau Traders' })).toBe(false);
  });

  it('are read only from what is one: trimmed, the country in capitals, empty optional fields left out', () => {
    expect(asAddress({ ...mombasa, country: 'ke', region: '', city: ' Mombasa ' })).toEqual(mombasa);
    expect(asAddress({ ...nairobi, phone: ' ' })).toBeNull();
    for (const junk of [{ fullName: 'x' }, 42, null, 'Nairobi']) expect(asAddress(junk)).toBeNull();
  });

  it('a one-line summary leaves out what is empty', () => {
    expect(addressLine(asAddress({ ...nairobi, company: 'Kamau Traders' })!)).toBe(
      'Wanjiru Kamau, Kamau Traders, 12 Moi Avenue, Nairobi, KE',
    );
  });
});
