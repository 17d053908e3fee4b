import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/problem';
import { bySeller, checkoutItems, checkoutRefusal, type CartLineLike } from './checkout-lines';

const line = (
  productId: string,
  sellerId: string,
  title: string,
  extra: Partial<CartLineLike> = {},
): CartLineLike => ({
  id: `line-${productId}`,
  productId,
  sellerId,
  title,
  quantity: 10,
  unitPriceMinor: 2500,
  currency: 'GHS',
  flags: [],
  ...extra,
});
const lines = [line('p1', 's1', 'Cocoa beans'), line('p2', 's2', 'Shea butter'), line('p3', 's1', 'Cashews')];

describe('checkout lines', () => {
  it('sends each line with the price the buyer was shown', () => {
    expect(checkoutItems(lines.slice(0, 1))).toEqual([
      { productId: 'p1', quantity: 10, expectedUnitPriceMinor: 2500, expectedCurrency: 'GHS' },
    ]);
  });

  it('groups by seller in cart order', () => {
    expect(bySeller(lines).map((g) => [g.sellerId, g.lines.map((l) => l.productId)])).toEqual([
      ['s1', ['p1', 'p3']],
      ['s2', ['p2']],
    ]);
  });

  it('names each line whose price moved, with the old and the new price', () => {
    const err = new ApiError(409, {
      status: 409,
      code: 'checkout.prices_changed',
      detail: 'The price of 1 product changed.',
      prices: [
        {
          productId: 'p2',
          quantity: 10,
          currency: 'GHS',
          unitPriceMinor: 2700,
          expectedCurrency: 'GHS',
          expectedUnitPriceMinor: 2500,
        },
      ],
    });
    expect(checkoutRefusal(err, lines)).toEqual({
      kind: 'prices_changed',
      message: 'The price of 1 product changed.',
      changes: [
        {
          productId: 'p2',
          title: 'Shea butter',
          quantity: 10,
          oldUnitPriceMinor: 2500,
          oldCurrency: 'GHS',
          newUnitPriceMinor: 2700,
          newCurrency: 'GHS',
        },
      ],
    });
  });

  it('maps refused items back to their lines by index', () => {
    const err = new ApiError(422, {
      status: 422,
      code: 'checkout.items_unavailable',
      detail: '2 products cannot be bought.',
      errors: [
        { field: 'items.2.productId', message: 'No longer available.' },
        { field: 'items.0.productId', message: 'Below the minimum order.' },
      ],
    });
    const r = checkoutRefusal(err, lines);
    expect(r).toEqual({
      kind: 'lines_refused',
      message: '2 products cannot be bought.',
      lines: [
        { productId: 'p3', title: 'Cashews', message: 'No longer available.' },
        { productId: 'p1', title: 'Cocoa beans', message: 'Below the minimum order.' },
      ],
    });
  });

  it('anything else is one message, with its form fields', () => {
    const err = new ApiError(400, {
      status: 400,
      code: 'validation.failed',
      detail: 'Check the form.',
      errors: [{ field: 'shippingAddress.phone', message: 'Not a phone number.' }],
    });
    expect(checkoutRefusal(err, lines)).toEqual({
      kind: 'other',
      message: 'Check the form.',
      code: 'validation.failed',
      fields: { 'shippingAddress.phone': 'Not a phone number.' },
    });
  });
});
