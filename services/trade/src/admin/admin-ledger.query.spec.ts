import { entryAmount } from './admin-ledger.query.js';

const posting = (amount: bigint, phase: string) => ({ amount, phase });

describe('entryAmount (the ledger list’s amount column)', () => {
  it('is what the entry moves or reserves: captured, held (net + fee), released, paid out', () => {
    expect(entryAmount([posting(1_000_000n, 'posted')])).toBe(1_000_000);
    expect(entryAmount([posting(950_000n, 'pending'), posting(50_000n, 'pending')])).toBe(1_000_000);
    expect(entryAmount([posting(712_500n, 'post_pending'), posting(37_500n, 'post_pending')])).toBe(750_000);
  });

  it('leaves voided reservations out when money moves in the same entry (a void with refund, a settle)', () => {
    const voidWithRefund = [
      posting(950_000n, 'void_pending'),
      posting(50_000n, 'void_pending'),
      posting(1_000_000n, 'posted'),
    ];
    expect(entryAmount(voidWithRefund)).toBe(1_000_000);
    const settle = [
      posting(475_000n, 'post_pending'),
      posting(25_000n, 'post_pending'),
      posting(500_000n, 'posted'),
    ];
    expect(entryAmount(settle)).toBe(1_000_000);
    // A release of everything but the fee's share rounding to nothing: the voided fee part moves nothing.
    expect(entryAmount([posting(10n, 'post_pending'), posting(1n, 'void_pending')])).toBe(10);
  });

  it('is what a void without refund gives back to the escrow; null without postings (freeze)', () => {
    expect(entryAmount([posting(950_000n, 'void_pending'), posting(50_000n, 'void_pending')])).toBe(
      1_000_000,
    );
    expect(entryAmount([])).toBeNull();
  });

  it('adds exactly, from the database’s text too, and refuses what JSON cannot carry exactly', () => {
    expect(entryAmount([{ amount: '4503599627370496', phase: 'posted' }, posting(1n, 'posted')])).toBe(
      4_503_599_627_370_497,
    );
    expect(() => entryAmount([posting(2n ** 53n, 'posted'), posting(1n, 'posted')])).toThrow(RangeError);
  });
});
