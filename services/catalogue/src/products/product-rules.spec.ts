import { ProblemException } from '@sokoni/platform/errors';
import { checkPriceTiers, checkText, HS_CODE, minTierPrice } from './product-rules.js';

const codeOf = (fn: () => void): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    return (err as ProblemException).code;
  }
};

describe('product rules', () => {
  it('accepts tiers from the MOQ up with falling prices', () => {
    const tiers = [
      { minQuantity: 10, unitPriceMinor: 500 },
      { minQuantity: 100, unitPriceMinor: 450 },
      { minQuantity: 1000, unitPriceMinor: 450 },
    ];
    expect(codeOf(() => checkPriceTiers(10, tiers))).toBeUndefined();
    expect(minTierPrice(tiers)).toBe(450);
  });

  it('refuses tiers not starting at the MOQ, out of order, overlapping or getting dearer', () => {
    expect(codeOf(() => checkPriceTiers(10, [{ minQuantity: 5, unitPriceMinor: 1 }]))).toBe(
      'products.tiers_first_moq',
    );
    const t = (q: number, p: number) => ({ minQuantity: q, unitPriceMinor: p });
    expect(codeOf(() => checkPriceTiers(10, [t(10, 5), t(5, 4)]))).toBe('products.tiers_order');
    expect(codeOf(() => checkPriceTiers(10, [t(10, 5), t(10, 4)]))).toBe('products.tiers_order');
    expect(codeOf(() => checkPriceTiers(10, [t(10, 5), t(50, 6)]))).toBe('products.tiers_price');
  });

  it('lets plain text and safe Markdown through, and refuses HTML, bad links and control characters', () => {
    for (const ok of [
      'Price < 5 USD per kg',
      '# Grade A\n- **Dry** beans\n[spec](https://x.example/s.pdf)',
      'a > b',
    ])
      expect(codeOf(() => checkText('description', ok))).toBeUndefined();
    expect(codeOf(() => checkText('title', 'Beans <script>alert(1)</script>'))).toBe(
      'products.html_not_allowed',
    );
    expect(codeOf(() => checkText('title', '<img src=x onerror=alert(1)>'))).toBe(
      'products.html_not_allowed',
    );
    expect(codeOf(() => checkText('title', 'x <!-- hidden'))).toBe('products.html_not_allowed');
    expect(codeOf(() => checkText('description', '[click](javascript:alert(1))'))).toBe(
      'products.unsafe_link',
    );
    expect(codeOf(() => checkText('description', 'nul\u0000byte'))).toBe('products.control_characters');
  });

  it('reads a link scheme as a browser does: references decoded, tabs and line breaks dropped', () => {
    for (const bad of [
      '[click](java&#115;cript:alert(1))',
      '[click](javascript&colon;alert(1))',
      '[click](java&Tab;script:alert(1))',
      '[click](&#x6A;avascript:alert(1))',
    ])
      expect([bad, codeOf(() => checkText('description', bad))]).toEqual([bad, 'products.unsafe_link']);
    expect(codeOf(() => checkText('description', 'Technical data: 7.5% moisture'))).toBeUndefined();
  });

  it('knows an HS code when it sees one', () => {
    for (const ok of ['180100', '18010010', '1801001000', '1801.00', '1801.00.10', '8517.12.0000'])
      expect(HS_CODE.test(ok)).toBe(true);
    for (const bad of ['1801', '18010', '12345678901', '1801.0', 'ABCDEF', '1801-00'])
      expect(HS_CODE.test(bad)).toBe(false);
  });
});
