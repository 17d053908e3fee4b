import { usdCents } from './fx-rates.js';

describe('usdCents', () => {
  it('converts minor units with each currency’s digits', () => {
    expect(usdCents(750_00, { perUsd: 750, minorDigits: 2 })).toBe(100); // 750.00 NGN = 1 USD
    expect(usdCents(3_100, { perUsd: 3.1, minorDigits: 3 })).toBe(100); // 3.100 TND
    expect(usdCents(3_700, { perUsd: 3700, minorDigits: 0 })).toBe(100); // 3700 UGX
    expect(usdCents(12_345, { perUsd: 1, minorDigits: 2 })).toBe(12_345);
  });
});
