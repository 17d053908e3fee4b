import type { Product } from '../lib/product-form';

export const SELLER = {
  id: 'seller-1',
  email: 'ama@ashanti-cocoa.example',
  fullName: 'Ama Owusu',
  businessName: 'Ashanti Cocoa',
  role: 'seller' as const,
  verified: true,
  country: 'GH',
  avatarInitials: 'AO',
};

export const CATEGORY = '0193a000-0000-7000-8000-0000000000c1';

const image = (n: number) => ({
  key: `0193a000-0000-7000-8000-00000000000${n}.jpg`,
  url: `/api/v1/media/products/p/${n}.jpg?expires=1&signature=s`,
  thumbnailUrl: `/api/v1/media/products/p/${n}.thumb.webp?expires=1&signature=s`,
  contentType: 'image/jpeg',
  width: 800,
  height: 600,
  variants: [],
});
export const IMAGES = [image(1), image(2), image(3)];

export function product(over: Partial<Product> = {}): Product {
  return {
    id: '0193a000-0000-7000-8000-000000000101',
    status: 'draft',
    title: 'Grade A fermented cocoa beans',
    description: 'Sun-dried beans.',
    category: { id: CATEGORY, path: 'agriculture/cocoa-coffee' },
    supplier: { id: SELLER.id, name: 'Ashanti Cocoa', verified: true },
    images: [],
    unit: 'tonne',
    moq: 5,
    priceTiers: [
      { minQuantity: 5, unitPriceMinor: 3_000_000 },
      { minQuantity: 20, unitPriceMinor: 2_400_000 },
    ],
    currency: 'GHS',
    minPriceMinor: 2_400_000,
    minPriceUsdCents: 200_000,
    readyToShip: false,
    available: null,
    leadTimeDays: 14,
    capacityPerMonth: 400,
    originCountry: 'GH',
    hsCode: '1801.00',
    incoterms: ['FOB'],
    certifications: ['Fairtrade'],
    specifications: [{ key: 'Moisture', value: '≤ 7.5%' }],
    sampleAvailable: false,
    samplePriceMinor: null,
    rejectionReason: null,
    publishedAt: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    ...over,
  };
}

/** The rates the storefront shows prices at (units per USD). */
export const RATES = [
  { currency: 'USD', perUsd: 1, minorDigits: 2 },
  { currency: 'GHS', perUsd: 12, minorDigits: 2 },
  { currency: 'EUR', perUsd: 0.9, minorDigits: 2 },
  { currency: 'NGN', perUsd: 1500, minorDigits: 2 },
  { currency: 'KES', perUsd: 130, minorDigits: 2 },
];

export const CATEGORIES = {
  lang: 'en',
  items: [
    {
      id: '0193a000-0000-7000-8000-0000000000c0',
      parentId: null,
      path: 'agriculture',
      name: 'Agriculture',
      depth: 0,
      productCount: 1,
      children: [
        {
          id: CATEGORY,
          parentId: '0193a000-0000-7000-8000-0000000000c0',
          path: 'agriculture/cocoa-coffee',
          name: 'Cocoa & Coffee',
          depth: 1,
          productCount: 1,
          children: [],
        },
      ],
    },
  ],
};

export const COUNTRIES = [
  { code: 'GH', name: 'Ghana', african: true },
  { code: 'KE', name: 'Kenya', african: true },
];
