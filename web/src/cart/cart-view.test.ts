import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-rules';
import {
  EMPTY_CART,
  checkQuantity,
  guestCartView,
  lineActions,
  recount,
  stepQuantity,
  tierProgress,
  totalsByCurrency,
  withAcceptedPrice,
  withLineQuantity,
  withoutLine,
  type CartData,
  type CartLineData,
} from './cart-view';

const tiers = [
  { minQuantity: 10, unitPriceMinor: 1000 },
  { minQuantity: 50, unitPriceMinor: 900 },
  { minQuantity: 200, unitPriceMinor: 800 },
];

const line = (over: Partial<CartLineData> = {}): CartLineData => ({
  id: 'l1',
  productId: 'p1',
  sellerId: 's1',
  title: 'Cocoa beans',
  imageUrl: null,
  unit: 'bag',
  quantity: 20,
  currency: 'GHS',
  unitPriceMinor: 1000,
  lineTotalMinor: 20_000,
  moq: 10,
  priceTiers: tiers,
  flags: [],
  repriced: null,
  ...over,
});

const cartOf = (...sellers: { sellerId: string; lines: CartLineData[] }[]): CartData =>
  recount(sellers.map((s) => ({ ...s, subtotals: [] })));

describe('guest cart view', () => {
  const item = (over: Partial<CartItem>): CartItem => ({
    id: 'p-a',
    name: 'A',
    currency: 'USD',
    priceTiers: [
      { minQuantity: 1, unitPriceMinor: 500 },
      { minQuantity: 100, unitPriceMinor: 400 },
    ],
    moq: 5,
    unit: 'kg',
    quantity: 10,
    ...over,
  });

  it('groups lines by seller in the order first added, with per-currency subtotals at tier prices', () => {
    const view = guestCartView([
      item({ id: 'a', sellerId: 's-ama', supplierName: 'Ama', quantity: 100 }),
      item({ id: 'b', sellerId: 's-bola', supplierName: 'Bola', currency: 'NGN', quantity: 10 }),
      item({ id: 'c', sellerId: 's-ama', supplierName: 'Ama', currency: 'GHS', quantity: 5 }),
      item({ id: 'd', sellerId: 's-ama', supplierName: 'Ama', quantity: 2 }),
    ]);
    expect(view.sellers.map((s) => [s.sellerId, s.sellerName, s.lines.map((l) => l.id)])).toEqual([
      ['s-ama', 'Ama', ['a', 'c', 'd']],
      ['s-bola', 'Bola', ['b']],
    ]);
    // 100 × 4.00 + 2 × 5.00 in USD; 5 × 5.00 in GHS, kept apart (never summed across currencies).
    expect(view.sellers[0]!.subtotals).toEqual([
      { currency: 'GHS', amountMinor: 2500 },
      { currency: 'USD', amountMinor: 40_000 + 1000 },
    ]);
    expect(view.sellers[0]!.lines[0]).toMatchObject({ unitPriceMinor: 400, lineTotalMinor: 40_000 });
    expect(view.counts).toEqual({ lines: 4, flagged: 0, repriced: 0, unavailable: 0, belowMoq: 0 });
    expect(view.readyForCheckout).toBe(true);
  });

  it('keeps lines stored before the seller id was kept together under their supplier name', () => {
    const view = guestCartView([
      item({ id: 'a', supplierName: 'Ama' }),
      item({ id: 'b', supplierName: 'Ama' }),
    ]);
    expect(view.sellers).toHaveLength(1);
    expect(view.sellers[0]!.sellerName).toBe('Ama');
  });

  it('an empty guest cart is not ready for checkout', () => {
    expect(guestCartView([])).toEqual(EMPTY_CART);
  });
});

describe('counts and subtotals', () => {
  it('counts each flag, leaves unavailable lines out of subtotals, and is ready only with no flag', () => {
    const cart = cartOf(
      {
        sellerId: 's1',
        lines: [
          line({ id: 'ok' }),
          line({ id: 'gone', flags: ['unavailable'], lineTotalMinor: 99_999, moq: null, priceTiers: [] }),
        ],
      },
      {
        sellerId: 's2',
        lines: [
          line({
            id: 'both',
            flags: ['repriced', 'below_moq'],
            currency: 'KES',
            lineTotalMinor: 5_000,
            repriced: {
              oldUnitPriceMinor: 250,
              oldCurrency: 'KES',
              newUnitPriceMinor: 300,
              newCurrency: 'KES',
            },
          }),
        ],
      },
    );
    expect(cart.counts).toEqual({ lines: 3, flagged: 2, repriced: 1, unavailable: 1, belowMoq: 1 });
    expect(cart.readyForCheckout).toBe(false);
    expect(cart.sellers[0]!.subtotals).toEqual([{ currency: 'GHS', amountMinor: 20_000 }]);
    expect(totalsByCurrency(cart)).toEqual({ GHS: 20_000, KES: 5_000 });
  });
});

describe('optimistic edits (what the server will answer)', () => {
  const base = cartOf({ sellerId: 's1', lines: [line(), line({ id: 'l2', productId: 'p2' })] });

  it('a new quantity takes its tier price and recomputes the subtotal', () => {
    const next = withLineQuantity(base, 'l1', 60);
    expect(next.sellers[0]!.lines[0]).toMatchObject({
      quantity: 60,
      unitPriceMinor: 900,
      lineTotalMinor: 54_000,
    });
    expect(next.sellers[0]!.subtotals).toEqual([{ currency: 'GHS', amountMinor: 54_000 + 20_000 }]);
    // The other line and the input are untouched.
    expect(next.sellers[0]!.lines[1]).toEqual(base.sellers[0]!.lines[1]);
    expect(base.sellers[0]!.lines[0]!.quantity).toBe(20);
  });

  it('setting a quantity takes a fresh snapshot: repriced goes, below_moq goes once at the MOQ', () => {
    const flagged = cartOf({
      sellerId: 's1',
      lines: [
        line({
          quantity: 5,
          moq: 10,
          unitPriceMinor: 700,
          lineTotalMinor: 3_500,
          flags: ['repriced', 'below_moq'],
          repriced: {
            oldUnitPriceMinor: 700,
            oldCurrency: 'GHS',
            newUnitPriceMinor: 1000,
            newCurrency: 'GHS',
          },
        }),
      ],
    });
    const still = withLineQuantity(flagged, 'l1', 8).sellers[0]!.lines[0]!;
    expect(still.flags).toEqual(['below_moq']);
    expect(still.repriced).toBeNull();
    const fixed = withLineQuantity(flagged, 'l1', 10);
    expect(fixed.sellers[0]!.lines[0]).toMatchObject({
      flags: [],
      unitPriceMinor: 1000,
      lineTotalMinor: 10_000,
    });
    expect(fixed.readyForCheckout).toBe(true);
  });

  it('accepting a new price puts it on the line and clears the flag', () => {
    const repriced = cartOf({
      sellerId: 's1',
      lines: [
        line({
          flags: ['repriced'],
          repriced: {
            oldUnitPriceMinor: 1000,
            oldCurrency: 'GHS',
            newUnitPriceMinor: 1100,
            newCurrency: 'GHS',
          },
        }),
      ],
    });
    const next = withAcceptedPrice(repriced, 'l1');
    expect(next.sellers[0]!.lines[0]).toMatchObject({
      unitPriceMinor: 1100,
      lineTotalMinor: 22_000,
      flags: [],
    });
    expect(next.counts.repriced).toBe(0);
  });

  it('removing the last line of a seller removes the seller', () => {
    const two = cartOf({ sellerId: 's1', lines: [line()] }, { sellerId: 's2', lines: [line({ id: 'l9' })] });
    const next = withoutLine(two, 'l1');
    expect(next.sellers.map((s) => s.sellerId)).toEqual(['s2']);
    expect(next.counts.lines).toBe(1);
  });
});

describe('tiers', () => {
  it('says which tier applies and how many more units reach the next', () => {
    expect(tierProgress(tiers, 20)).toEqual({
      index: 0,
      unitPriceMinor: 1000,
      next: { minQuantity: 50, unitPriceMinor: 900, unitsMore: 30 },
    });
    expect(tierProgress([...tiers].reverse(), 50)).toMatchObject({ index: 1, next: { unitsMore: 150 } });
    expect(tierProgress(tiers, 5000)).toEqual({ index: 2, unitPriceMinor: 800, next: null });
    // Below the first tier (a risen MOQ): the first tier prices it, the next is the second.
    expect(tierProgress(tiers, 3)).toMatchObject({ index: 0, next: { minQuantity: 50 } });
    expect(tierProgress([], 3)).toBeNull();
  });
});

describe('quantities', () => {
  it('zero removes, text and fractions are refused, the MOQ and the line limit hold', () => {
    const l = line();
    expect(checkQuantity(l, '0')).toEqual({ kind: 'remove' });
    expect(checkQuantity(l, -3)).toEqual({ kind: 'remove' });
    expect(checkQuantity(l, '')).toEqual({ kind: 'invalid' });
    expect(checkQuantity(l, 'ten')).toEqual({ kind: 'invalid' });
    expect(checkQuantity(l, '12.5')).toEqual({ kind: 'invalid' });
    expect(checkQuantity(l, '9')).toEqual({ kind: 'below_moq', moq: 10 });
    expect(checkQuantity(l, ' 10 ')).toEqual({ kind: 'ok', quantity: 10 });
    expect(checkQuantity(l, 1_000_001)).toEqual({ kind: 'too_large', max: 1_000_000 });
    expect(checkQuantity(line({ moq: null }), '1')).toEqual({ kind: 'ok', quantity: 1 });
  });

  it('steps stop at the MOQ; a line below a risen MOQ steps up to it', () => {
    expect(stepQuantity(line({ quantity: 11 }), -1)).toBe(10);
    expect(stepQuantity(line({ quantity: 10 }), -1)).toBe(10);
    expect(stepQuantity(line({ quantity: 10 }), 1)).toBe(11);
    expect(stepQuantity(line({ quantity: 4, moq: 10 }), 1)).toBe(10);
  });

  it('what a line allows: unavailable only goes, at the MOQ no step down, repriced can be accepted', () => {
    expect(lineActions(line({ quantity: 10 }))).toEqual({
      stepDown: false,
      stepUp: true,
      editQuantity: true,
      acceptPrice: false,
    });
    expect(lineActions(line({ quantity: 11 })).stepDown).toBe(true);
    expect(lineActions(line({ flags: ['unavailable'], moq: null, priceTiers: [] }))).toEqual({
      stepDown: false,
      stepUp: false,
      editQuantity: false,
      acceptPrice: false,
    });
    const repriced = line({
      flags: ['repriced'],
      repriced: { oldUnitPriceMinor: 1, oldCurrency: 'GHS', newUnitPriceMinor: 2, newCurrency: 'GHS' },
    });
    expect(lineActions(repriced).acceptPrice).toBe(true);
  });
});
