import { describe, expect, it } from 'vitest';
import {
  bodyOfForm,
  copyTitle,
  emptyProduct,
  formFieldOf,
  formOfProduct,
  moveKey,
  tierIssues,
  toMinor,
  type Product,
} from './product-form';

const PRODUCT: Product = {
  id: '0193a000-0000-7000-8000-000000000001',
  status: 'rejected',
  title: 'Grade A fermented cocoa beans',
  description: 'Sun-dried.',
  category: { id: '0193a000-0000-7000-8000-0000000000c1', path: 'agriculture/cocoa-coffee' },
  supplier: { id: 'seller-1', name: 'Ashanti Cocoa', verified: true },
  images: [],
  unit: 'tonne',
  moq: 5,
  priceTiers: [
    { minQuantity: 5, unitPriceMinor: 3_000_000 },
    { minQuantity: 20, unitPriceMinor: 2_900_050 },
  ],
  currency: 'GHS',
  minPriceMinor: 2_900_050,
  minPriceUsdCents: 240_000,
  readyToShip: true,
  available: null,
  leadTimeDays: 14,
  capacityPerMonth: null,
  originCountry: 'GH',
  hsCode: '1801.00',
  incoterms: ['FOB', 'CIF'],
  certifications: ['Fairtrade'],
  specifications: [{ key: 'Moisture', value: '≤ 7.5%' }],
  sampleAvailable: true,
  samplePriceMinor: 50_000,
  rejectionReason: 'Blurry photos',
  publishedAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
};

describe('prices typed in major units', () => {
  it('become minor units with each currency’s ISO decimals', () => {
    expect(toMinor(0.29, 'USD')).toBe(29);
    expect(toMinor(1.005, 'USD')).toBe(101);
    expect(toMinor(12.345, 'TND')).toBe(12345);
    expect(toMinor(1500, 'UGX')).toBe(1500);
    expect(toMinor(30000, 'GHS')).toBe(3_000_000);
  });
});

describe('the form and the API body', () => {
  it('round-trip a product: the same fields come back', () => {
    const body = bodyOfForm(formOfProduct(PRODUCT));
    expect(body).toEqual({
      title: PRODUCT.title,
      description: PRODUCT.description,
      categoryId: PRODUCT.category.id,
      unit: 'tonne',
      moq: 5,
      currency: 'GHS',
      priceTiers: PRODUCT.priceTiers,
      readyToShip: true,
      leadTimeDays: 14,
      capacityPerMonth: null,
      originCountry: 'GH',
      hsCode: '1801.00',
      incoterms: ['FOB', 'CIF'],
      certifications: ['Fairtrade'],
      specifications: [{ key: 'Moisture', value: '≤ 7.5%' }],
      sampleAvailable: true,
      samplePriceMinor: 50_000,
    });
  });

  it('trims text, clears a blank HS code, drops empty specification rows and a sample price without samples', () => {
    const body = bodyOfForm({
      ...emptyProduct('KES', 'KE'),
      title: '  Shea butter  ',
      categoryId: 'c',
      unit: 'kg',
      moq: 10,
      priceTiers: [{ minQuantity: 10, price: 4.5 }],
      hsCode: '   ',
      certifications: [' Organic ', ''],
      specifications: [
        { key: ' Grade ', value: ' A ' },
        { key: '', value: '' },
      ],
      sampleAvailable: false,
      samplePrice: 3,
    });
    expect(body).toMatchObject({
      title: 'Shea butter',
      originCountry: 'KE',
      hsCode: null,
      priceTiers: [{ minQuantity: 10, unitPriceMinor: 450 }],
      certifications: ['Organic'],
      specifications: [{ key: 'Grade', value: 'A' }],
      samplePriceMinor: null,
    });
  });

  it('cuts the title of a copy to the catalogue’s 200 characters', () => {
    expect(copyTitle(`${'x'.repeat(199)} (copy)`)).toBe(`${'x'.repeat(199)} `);
    expect(copyTitle('Shea butter (copy)')).toBe('Shea butter (copy)');
  });
});

describe('price tiers, checked as the catalogue checks them', () => {
  const tier = (minQuantity: number | null, price: number | null) => ({ minQuantity, price });
  it('accept breaks from the MOQ up, never dearer per unit', () => {
    expect(tierIssues(5, [tier(5, 10), tier(20, 10), tier(100, 9.5)])).toEqual([]);
  });
  it('name the first break that does not start at the MOQ', () => {
    expect(tierIssues(5, [tier(10, 10)])).toEqual([{ code: 'tiersFirstMoq', moq: 5 }]);
  });
  it('refuse overlapping quantities and a dearer larger order, by position', () => {
    expect(tierIssues(5, [tier(5, 10), tier(5, 9), tier(50, 9.5)])).toEqual([
      { code: 'tiersOrder', position: 2 },
      { code: 'tiersCheaper', position: 3 },
    ]);
  });
  it('want a whole quantity and a price above zero in each row', () => {
    expect(tierIssues(5, [tier(5, 0), tier(2.5, null)])).toEqual([
      { code: 'tierPrice', position: 1 },
      { code: 'tierQuantity', position: 2 },
      { code: 'tierPrice', position: 2 },
    ]);
  });
});

describe('server field paths', () => {
  it('map onto the form’s fields', () => {
    expect(formFieldOf('priceTiers')).toEqual(['priceTiers']);
    expect(formFieldOf('priceTiers.1.unitPriceMinor')).toEqual(['priceTiers']);
    expect(formFieldOf('samplePriceMinor')).toEqual(['samplePrice']);
    expect(formFieldOf('specifications.2.value')).toEqual(['specifications', 2, 'value']);
    expect(formFieldOf('certifications.0')).toEqual(['certifications']);
    expect(formFieldOf('hsCode')).toEqual(['hsCode']);
    expect(formFieldOf('image')).toBeNull();
  });
});

describe('image order', () => {
  it('moves one key to a position, the rest keeping their order', () => {
    expect(moveKey(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveKey(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveKey(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
    expect(moveKey(['a', 'b'], 'z', 0)).toEqual(['a', 'b']);
  });
});
