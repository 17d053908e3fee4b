import { describe, expect, it } from 'vitest';
import type { ProductView } from '../api/types';
import { productJsonLd } from './product-json-ld';

const product = {
  id: '01960000-0000-7000-8000-000000000001',
  status: 'published',
  title: 'Dried Cocoa Beans, Grade I',
  description: 'Fermented six days and sun-dried.',
  category: { id: 'c', path: 'agriculture/cocoa-coffee' },
  supplier: { id: '01960000-0000-7000-8000-000000005e11', name: 'Mensah Agro Exports Ltd', verified: true },
  images: [
    {
      key: 'k',
      url: '/media/k.jpg',
      thumbnailUrl: '/media/k-t.jpg',
      contentType: 'image/jpeg',
      width: 1,
      height: 1,
    },
  ],
  unit: 'tonne',
  moq: 5,
  priceTiers: [
    { minQuantity: 5, unitPriceMinor: 32_000_000 },
    { minQuantity: 20, unitPriceMinor: 30_500_050 },
  ],
  currency: 'GHS',
  minPriceMinor: 30_500_050,
  minPriceUsdCents: 2_541_670,
  readyToShip: false,
  leadTimeDays: 21,
  capacityPerMonth: null,
  originCountry: 'GH',
  hsCode: '1801.00',
  incoterms: ['FOB'],
  certifications: [],
  specifications: [],
  sampleAvailable: false,
  samplePriceMinor: null,
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as ProductView;

describe('product structured data', () => {
  it('offers the tier price range in the product’s own currency, sold by its supplier', () => {
    const ld = productJsonLd(product, 'https://sokoni.example') as Record<string, any>;
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Dried Cocoa Beans, Grade I');
    expect(ld.image).toEqual(['https://sokoni.example/media/k.jpg']);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Mensah Agro Exports Ltd' });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'GHS',
      lowPrice: '305000.50',
      highPrice: '320000.00',
      offerCount: 2,
      eligibleQuantity: { minValue: 5, unitText: 'tonne' },
      seller: { '@type': 'Organization', name: 'Mensah Agro Exports Ltd' },
    });
  });
});
