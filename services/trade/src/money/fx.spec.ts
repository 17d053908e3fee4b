import fc from 'fast-check';
import {
  convert,
  crossRate,
  formatRate,
  fxRate,
  invertRate,
  parseDecimal,
  parseRate,
  rateDecimal,
} from './fx.js';
import { money } from './money.js';

describe('FX rates as exact ratios', () => {
  it('reads plain decimals exactly and nothing else', () => {
    expect(parseDecimal('3.1')).toEqual({ coefficient: 31n, scale: 1 });
    expect(parseDecimal('750')).toEqual({ coefficient: 750n, scale: 0 });
    expect(parseDecimal('0.00012000')).toEqual({ coefficient: 12000n, scale: 8 });
    for (const bad of ['1e-7', '-1', '.5', '1.', 'NaN', '', '1,5']) {
      expect(() => parseDecimal(bad)).toThrow(RangeError);
    }
  });

  it('crosses two per-USD rates into one reduced fraction', () => {
    const eurKes = crossRate('EUR', '0.85', 'KES', '150'); // 150 / 0.85 = 3000 / 17
    expect(eurKes).toEqual({ from: 'EUR', to: 'KES', numerator: 3000n, denominator: 17n });
    expect(formatRate(eurKes)).toBe('3000/17');
    expect(parseRate('EUR', 'KES', '3000/17')).toEqual(eurKes);
    expect(rateDecimal(eurKes)).toBe('176.470588');
    expect(rateDecimal(crossRate('USD', '1', 'TND', '3.1'), 3)).toBe('3.100');
    expect(() => fxRate('USD', 'KES', '0')).toThrow(RangeError);
    expect(() => parseRate('USD', 'KES', '1.5/2')).toThrow(RangeError);
  });

  it('converts once, at the end, into the target minor unit', () => {
    const eurKes = crossRate('EUR', '0.85', 'KES', '150');
    expect(convert(money(100_00, 'EUR'), eurKes)).toEqual(money(17_647_06, 'KES')); // 17647.0588…
    const usdTnd = crossRate('USD', '1', 'TND', '3.1');
    expect(convert(money(19_99, 'USD'), usdTnd)).toEqual(money(61_969, 'TND')); // exactly 61.969
    const usdUgx = crossRate('USD', '1', 'UGX', '3700');
    expect(convert(money(1, 'USD'), usdUgx)).toEqual(money(37, 'UGX'));
    expect(convert(money(1_850, 'UGX'), invertRate(usdUgx))).toEqual(money(50, 'USD'));
    expect(convert(money(1_000, 'TND'), crossRate('TND', '3.1', 'UGX', '3700'))).toEqual(money(1_194, 'UGX'));
    expect(() => convert(money(1, 'KES'), usdTnd)).toThrow(RangeError);
  });

  it('rounds the true half that a float would lose (1.005 × 100 is 100.49999… as a double)', () => {
    expect(Math.round(100 * 1.005)).toBe(100);
    expect(convert(money(100, 'USD'), fxRate('USD', 'EUR', '1.005'))).toEqual(money(101, 'EUR'));
  });

  it('is monotone and a round trip loses less than the coarser minor unit', () => {
    const perUsd = fc.constantFrom('1', '0.85', '0.73', '7.2', '750', '18.5', '150', '3.1', '3700', '2500');
    const code = fc.constantFrom('USD', 'EUR', 'GBP', 'KES', 'TND', 'UGX');
    fc.assert(
      fc.property(code, perUsd, code, perUsd, fc.bigInt({ min: 0n, max: 10n ** 12n }), (f, fp, t, tp, a) => {
        const rate = crossRate(f, fp, t, tp);
        const there = convert(money(a, f), rate);
        expect(convert(money(a + 1n, f), rate).amountMinor >= there.amountMinor).toBe(true);
        // Exact: there = a·n·10^dt / (d·10^df) ± ½; back = there·d·10^df/(n·10^dt) ± ½, so the
        // round trip is off by at most ½ + ½·(the from-units one target unit is worth).
        const back = convert(there, invertRate(rate)).amountMinor;
        const err = back > a ? back - a : a - back;
        const back1 = convert(money(1, t), invertRate(rate)).amountMinor;
        expect(err <= back1 + 1n).toBe(true);
      }),
    );
  });
});
