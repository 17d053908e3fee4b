import { describe, expect, it } from 'vitest';
import { cartReducer, cartTotals, parseStoredCart, unitPriceFor, type CartItem } from './cart-rules';

const cocoa: Omit<CartItem, 'quantity'> = {
  id: 'p-cocoa',
  name: 'Cocoa beans',
  currency: 'GHS',
  // 100 GHS per bag, 90 from 50 bags, 80 from 200 bags.
  priceTiers: [
    { minQuantity: 200, unitPriceMinor: 8000 },
    { minQuantity: 1, unitPriceMinor: 10000 },
    { minQuantity: 50, unitPriceMinor: 9000 },
  ],
  moq: 10,
  unit: 'bag',
};
const shea: Omit<CartItem, 'quantity'> = {
  id: 'p-shea',
  name: 'Shea butter',
  currency: 'USD',
  priceTiers: [{ minQuantity: 1, unitPriceMinor: 250 }],
  moq: 1,
  unit: 'kg',
};

const add = (items: CartItem[], item: Omit<CartItem, 'quantity'>, quantity: number) =>
  cartReducer(items, { type: 'add', item, quantity });

describe('cart rules (spec §4 + MOQ)', () => {
  it('adds a new line, raised to its MOQ', () => {
    const items = add([], cocoa, 3);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(10);
  });

  it('adding the same id again adds to its quantity instead of a second line', () => {
    const items = add(add([], cocoa, 12), cocoa, 5);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(17);
  });

  it('a quantity of zero or less removes the line', () => {
    const items = add(add([], cocoa, 20), shea, 2);
    expect(cartReducer(items, { type: 'setQuantity', id: 'p-cocoa', quantity: 0 }).map((i) => i.id)).toEqual([
      'p-shea',
    ]);
    expect(cartReducer(items, { type: 'setQuantity', id: 'p-shea', quantity: -4 }).map((i) => i.id)).toEqual([
      'p-cocoa',
    ]);
  });

  it('never sets a line below its MOQ', () => {
    const items = cartReducer(add([], cocoa, 20), { type: 'setQuantity', id: 'p-cocoa', quantity: 4 });
    expect(items[0]!.quantity).toBe(10);
  });

  it('ignores non-positive and non-finite additions; floors fractions', () => {
    const one = add([], shea, 2);
    expect(add(one, shea, 0)[0]!.quantity).toBe(2);
    expect(add(one, shea, Number.NaN)[0]!.quantity).toBe(2);
    expect(add(one, shea, 2.9)[0]!.quantity).toBe(4);
  });

  it('a line never holds more than the cart service accepts (1,000,000 units)', () => {
    expect(add([], shea, 2_000_000)[0]!.quantity).toBe(1_000_000);
    expect(add(add([], shea, 999_999), shea, 5)[0]!.quantity).toBe(1_000_000);
  });

  it('remove and clear', () => {
    const items = add(add([], cocoa, 20), shea, 2);
    expect(cartReducer(items, { type: 'remove', id: 'p-cocoa' })).toHaveLength(1);
    expect(cartReducer(items, { type: 'clear' })).toEqual([]);
  });

  it('picks the tier price: the highest threshold not above the quantity, whatever the order given', () => {
    expect(unitPriceFor(cocoa.priceTiers, 10)).toBe(10000);
    expect(unitPriceFor(cocoa.priceTiers, 49)).toBe(10000);
    expect(unitPriceFor(cocoa.priceTiers, 50)).toBe(9000);
    expect(unitPriceFor(cocoa.priceTiers, 199)).toBe(9000);
    expect(unitPriceFor(cocoa.priceTiers, 500)).toBe(8000);
    expect(unitPriceFor([], 5)).toBe(0);
  });

  it('totals count items and sum line totals per currency at tier prices', () => {
    const items = add(add([], cocoa, 60), shea, 4);
    expect(cartTotals(items)).toEqual({ totalItems: 64, totals: { GHS: 60 * 9000, USD: 4 * 250 } });
    expect(cartTotals([])).toEqual({ totalItems: 0, totals: {} });
  });
});

describe('stored cart', () => {
  it('reads back what was stored', () => {
    const items = add([], cocoa, 20);
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it('ignores corrupted storage rather than failing', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":"x"}')).toEqual([]);
    expect(parseStoredCart('"a string"')).toEqual([]);
  });

  it('drops malformed lines and keeps the good ones', () => {
    const good = add([], shea, 3)[0];
    const raw = JSON.stringify([
      good,
      null,
      { id: 42, quantity: 1, priceTiers: [] },
      { id: 'no-tiers', quantity: 1 },
      { id: 'zero', quantity: 0, priceTiers: [] },
      'junk',
    ]);
    expect(parseStoredCart(raw)).toEqual([good]);
  });
});
