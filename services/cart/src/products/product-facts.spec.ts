import { decodePayload, encodePayload, type ProductSnapshot } from '@sokoni/contracts';
import { isPoisonMessage } from '@sokoni/platform/events';
import { productFacts } from './product-facts.js';

const PRODUCT = '0192f1c2-7c1e-7cc4-9d51-9f0d3c0a3b11';
const SELLER = '0192f1c2-8a01-7f3e-a2b4-2c6f1d0e9a77';

/** The fields these tests set, as plain values. */
interface SnapshotInit {
  productId?: string;
  sellerId?: string;
  title?: string;
  currency?: string;
  priceTiers?: { minQuantity: bigint; unitPriceMinor: bigint }[];
  unit?: string;
  minOrderQuantity?: bigint;
  imageUrls?: string[];
  readyToShip?: boolean;
}
const TOPIC = 'catalogue.product.published.v1';

/** A snapshot as a consumer receives it: encoded by the producer, decoded off the wire. */
const message = (over: SnapshotInit = {}): ProductSnapshot =>
  decodePayload(TOPIC, encodePayload(TOPIC, { product: { ...base, ...over } })).product!;

const base: SnapshotInit = {
  productId: PRODUCT,
  sellerId: SELLER,
  title: ' Cocoa beans ',
  currency: 'GHS',
  priceTiers: [
    { minQuantity: 20n, unitPriceMinor: 2_900_000n },
    { minQuantity: 5n, unitPriceMinor: 3_000_000n },
  ],
  unit: 'tonne',
  minOrderQuantity: 5n,
  imageUrls: ['javascript:alert(1)', 'https://sokoni.test/api/v1/media/a.webp'],
  readyToShip: true,
};

const poison = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return isPoisonMessage(e);
  }
  return false;
};

describe('productFacts', () => {
  it('keeps what the cart prices and shows with, tiers in quantity order and the first web image', () => {
    expect(productFacts(message(), 'published')).toEqual({
      productId: PRODUCT,
      sellerId: SELLER,
      title: 'Cocoa beans',
      currency: 'GHS',
      priceTiers: [
        { minQuantity: 5, unitPriceMinor: 3_000_000 },
        { minQuantity: 20, unitPriceMinor: 2_900_000 },
      ],
      unit: 'tonne',
      moq: 5,
      imageUrl: 'https://sokoni.test/api/v1/media/a.webp',
      readyToShip: true,
      status: 'published',
    });
  });

  it('treats a published product that cannot be priced as poison', () => {
    expect(poison(() => productFacts(message({ priceTiers: [] }), 'published'))).toBe(true);
    expect(poison(() => productFacts(message({ currency: 'ghs' }), 'published'))).toBe(true);
    expect(poison(() => productFacts(message({ sellerId: 'nope' }), 'published'))).toBe(true);
    expect(poison(() => productFacts(message({ minOrderQuantity: 0n }), 'published'))).toBe(true);
    expect(
      poison(() =>
        productFacts(message({ priceTiers: [{ minQuantity: 1n, unitPriceMinor: -1n }] }), 'published'),
      ),
    ).toBe(true);
  });

  it('records an archived or rejected product even when its other fields do not parse', () => {
    const facts = productFacts(message({ priceTiers: [], currency: '', sellerId: '' }), 'archived');
    expect(facts).toMatchObject({ productId: PRODUCT, status: 'archived', priceTiers: [], currency: 'XXX' });
  });

  it('refuses an event without a product id whatever its status', () => {
    expect(poison(() => productFacts(undefined, 'archived'))).toBe(true);
    expect(poison(() => productFacts(message({ productId: 'x' }), 'rejected'))).toBe(true);
  });
});
