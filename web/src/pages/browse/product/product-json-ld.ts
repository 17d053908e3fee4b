import { minorDigits } from '../../../currency/currencies';
import type { ProductView } from '../api/types';
import { majorString, priceRange } from '../lib/price-tiers';

/**
 * schema.org Product for search engines: the tier prices as an AggregateOffer in the product's
 * own currency (what the seller quotes, not a display conversion), the supplier as brand and seller.
 */
export function productJsonLd(p: ProductView, origin: string): object {
  const range = priceRange(p.priceTiers);
  const digits = minorDigits(p.currency);
  const url = `${origin}/products/${p.id}`;
  const seller = {
    '@type': 'Organization',
    name: p.supplier.name,
    url: `${origin}/suppliers/${p.supplier.id}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: p.title,
    description: p.description.slice(0, 5000),
    sku: p.id,
    url,
    ...(p.images.length ? { image: p.images.map((i) => new URL(i.url, origin).href) } : {}),
    brand: { '@type': 'Brand', name: p.supplier.name },
    countryOfOrigin: p.originCountry,
    ...(p.hsCode
      ? { additionalProperty: [{ '@type': 'PropertyValue', name: 'HS code', value: p.hsCode }] }
      : {}),
    ...(range
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: p.currency,
            lowPrice: majorString(range.min, digits),
            highPrice: majorString(range.max, digits),
            offerCount: p.priceTiers.length,
            availability: p.readyToShip ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: p.moq, unitText: p.unit },
            seller,
            url,
          },
        }
      : {}),
  };
}
