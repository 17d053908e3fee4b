import { describe, expect, it } from 'vitest';
import type { Rate } from '../../currency/money';
import { grandTotalIn } from './cart-totals';

const rates = new Map<string, Rate>([
  ['USD', { currency: 'USD', perUsd: 1, minorDigits: 2 }],
  ['KES', { currency: 'KES', perUsd: 130, minorDigits: 2 }],
  ['UGX', { currency: 'UGX', perUsd: 3700, minorDigits: 0 }],
]);

describe('grand total in the chosen currency', () => {
  it('converts each currency’s total through USD and sums them', () => {
    // 10.00 USD + 1,300.00 KES (= 10.00 USD) → 20.00 USD → 74,000 UGX.
    expect(grandTotalIn({ USD: 1000, KES: 130000 }, 'UGX', rates)).toBe(74000);
    expect(grandTotalIn({ USD: 1000, KES: 130000 }, 'USD', rates)).toBe(2000);
  });

  it('needs no rate for the chosen currency’s own total', () => {
    expect(grandTotalIn({ GHS: 5000 }, 'GHS', new Map())).toBe(5000);
  });

  it('is null (not a guess) when a rate is missing', () => {
    expect(grandTotalIn({ USD: 1000, XOF: 5000 }, 'KES', rates)).toBeNull();
    expect(grandTotalIn({ USD: 1000 }, 'EUR', rates)).toBeNull();
  });
});
