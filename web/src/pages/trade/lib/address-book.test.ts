import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BOOK_MAX,
  addressChoices,
  addressLine,
  asAddress,
  forget,
  parseBook,
  remember,
} from './address-book';

const nairobi = {
  fullName: 'Wanjiru Kamau',
  line1: '12 Moi Avenue',
  city: 'Nairobi',
  country: 'KE',
  phone: '+254712345678',
};
const mombasa = { ...nairobi, line1: '4 Nkrumah Road', city: 'Mombasa' };

describe('the address book', () => {
  it('puts the last used first, without duplicates that differ only in case and spacing', () => {
    let book = remember([], nairobi);
    book = remember(book, mombasa);
    book = remember(book, { ...nairobi, city: ' NAIROBI ', line1: '12  Moi Avenue' });
    expect(book.map((a) => a.city)).toEqual([' NAIROBI ', 'Mombasa']);
    expect(forget(book, mombasa)).toHaveLength(1);
  });

  it('keeps at most a few', () => {
    let book: ReturnType<typeof remember> = [];
    for (let i = 0; i < 9; i++) book = remember(book, { ...nairobi, line1: `${i} Moi Avenue` });
    expect(book).toHaveLength(ADDRESS_BOOK_MAX);
    expect(book[0]!.line1).toBe('8 Moi Avenue');
  });

  it('reads only addresses from storage', () => {
    expect(parseBook(JSON.stringify([nairobi, { fullName: 'x' }, 42]))).toEqual([nairobi]);
    expect(parseBook('not json')).toEqual([]);
    expect(parseBook(null)).toEqual([]);
  });

  it('offers the last checkouts’ addresses first, then the book’s, once each', () => {
    const fromCheckouts = [{ ...mombasa, country: 'ke', region: '' }, nairobi, { junk: true }];
    const choices = addressChoices(fromCheckouts, [nairobi, { ...nairobi, city: 'Kisumu' }]);
    expect(choices.map((a) => a.city)).toEqual(['Mombasa', 'Nairobi', 'Kisumu']);
    expect(choices[0]).not.toHaveProperty('region');
    expect(choices[0]!.country).toBe('KE');
  });

  it('a one-line summary leaves out what is empty', () => {
    expect(addressLine(asAddress({ ...nairobi, company: 'Kamau Traders' })!)).toBe(
      'Wanjiru Kamau, Kamau Traders, 12 Moi Avenue, Nairobi, KE',
    );
  });
});
