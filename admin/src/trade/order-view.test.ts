import { describe, expect, it } from 'vitest';
import { mergeOrderViews } from './order-view';

const admin = {
  id: 'o1',
  reference: 'SK-7F3K-92QD',
  currency: 'KES',
  amountMinor: 1234500,
  escrow: { capturedMinor: 1234500, heldMinor: 1234500, releasedMinor: 0, refundedMinor: 0 },
  note: 'from admin',
  lines: [
    { productId: 'p1', title: 'Cocoa', unit: 'kg', quantity: 100, unitPriceMinor: 450 },
    { productId: 'p2', title: 'Shea', unit: 'kg', quantity: 3, unitPriceMinor: 333 },
  ],
};

describe('the order for the back office', () => {
  it('takes the locked rate, address and line totals from the parties’ view, the rest from the admin one', () => {
    const parties = {
      id: 'o1',
      fxRate: '129.87012987',
      fxRateExact: '10000/77',
      shippingAddress: { line1: '1 Harbour Rd', city: 'Mombasa' },
      incoterm: 'FOB',
      note: 'from parties',
      amountMinor: 999, // never wins over the admin view
      lines: [{ productId: 'p1', quantity: 100, unitPriceMinor: 450, lineTotalMinor: 45000 }],
    };
    const merged = mergeOrderViews(admin, parties);
    expect(merged).toMatchObject({
      fxRate: '129.87012987',
      fxRateExact: '10000/77',
      shippingAddress: { city: 'Mombasa' },
      incoterm: 'FOB',
      note: 'from admin',
      amountMinor: 1234500,
      escrow: admin.escrow,
    });
    expect((merged.lines as { lineTotalMinor: number }[]).map((l) => l.lineTotalMinor)).toEqual([45000, 999]);
  });

  it('works out line totals exactly without the parties’ view', () => {
    const merged = mergeOrderViews(
      { lines: [{ productId: 'p', quantity: 3, unitPriceMinor: '3002399751580331' }] },
      undefined,
    );
    // 3 × 3002399751580331 = 9007199254740993, beyond a double's exact integers
    expect((merged.lines as { lineTotalMinor: unknown }[])[0]!.lineTotalMinor).toBe('9007199254740993');
    expect(mergeOrderViews(admin, null).fxRate).toBeUndefined();
  });
});
