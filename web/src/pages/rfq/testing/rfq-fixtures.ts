import { json, respond, type Call } from '../../../shell/testing/fake-network';
import { CATEGORIES, COUNTRIES, RATES } from '../../seller/testing/fixtures';
import type { Quote, Rfq } from '../rfq-api';

/** What the RFQ page tests serve: an RFQ, its quotes, and the reference data the pages read. */
export const BUYER = 'buyer-1';
export const RFQ_ID = '0193a000-0000-7000-8000-0000000000f1';
export const S1 = '0193a000-0000-7000-8000-00000000005a';
export const S2 = '0193a000-0000-7000-8000-00000000005b';

export const user = (id: string, role: 'buyer' | 'seller') => ({
  id,
  email: `${id}@example.com`,
  fullName: id,
  businessName: id,
  role,
  verified: true,
  country: 'KE',
  avatarInitials: 'XX',
});

export const quote = (n: number, over: Partial<Quote> = {}): Quote => ({
  id: `0193a000-0000-7000-8000-0000000000e${n}`,
  rfqId: RFQ_ID,
  supplierId: n === 1 ? S1 : S2,
  supplierName: n === 1 ? 'Ashanti Cocoa' : 'Kano Agro',
  productId: null,
  priceTiers: [{ minQuantity: 100, unitPriceMinor: 1000 }],
  currency: 'KES',
  moq: 100,
  leadTimeDays: 14,
  validUntil: '2026-12-31',
  incoterm: 'FOB',
  paymentTerms: '30% deposit',
  sampleAvailable: false,
  samplePriceMinor: null,
  message: '',
  status: 'active',
  declinedReason: null,
  revisions: 0,
  createdAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
  unitPriceMinor: 1000,
  totalMinor: 500_000,
  converted: null,
  supplierVerified: true,
  supplierResponseRate: 0.8,
  ...over,
});

export const rfq = (over: Partial<Rfq> = {}): Rfq => ({
  id: RFQ_ID,
  title: 'Shea butter, grade A',
  quantity: 500,
  unit: 'kg',
  currency: 'KES',
  status: 'open',
  visibility: 'open',
  quoteDeadline: '2099-12-15T20:59:59Z',
  neededBy: '2099-12-31',
  maxQuotes: 10,
  quoteCount: 2,
  createdAt: '2026-11-24T09:00:00Z',
  buyerId: BUYER,
  buyerName: 'Lagos Foods',
  productId: null,
  categoryId: null,
  description: 'Unrefined, 25 kg cartons.',
  targetPriceMinor: null,
  incoterm: 'FOB',
  destinationCountry: 'KE',
  destinationPort: 'Mombasa',
  supplierCountries: [],
  quotingOpen: true,
  acceptedQuoteId: null,
  orderId: null,
  checkoutId: null,
  quotes: [],
  attachments: [],
  ...over,
});

export function serve(own: (call: Call) => Response | undefined) {
  respond((call) => {
    const answer = own(call);
    if (answer) return answer;
    const path = call.path.split('?')[0]!;
    if (path === '/api/v1/fx-rates') return json(RATES);
    if (path === '/api/v1/categories') return json(CATEGORIES);
    if (path === '/api/v1/countries') return json(COUNTRIES);
    if (path === '/api/v1/suppliers') return json({ items: [], total: 0, page: 1, pageSize: 20 });
    return json({ status: 404, detail: 'Not found' }, 404);
  });
}
