import { checkedQuote, quoteFaults, type QuoteInput } from './quote-rules.js';

const TODAY = '2027-01-10';
const valid: QuoteInput = {
  priceTiers: [
    { minQuantity: 20, unitPriceMinor: 2_900_000 },
    { minQuantity: 5, unitPriceMinor: 3_000_000 },
  ],
  currency: 'GHS',
  moq: 5,
  leadTimeDays: 21,
  validUntil: '2027-02-01',
  incoterm: 'FOB',
  paymentTerms: '30% deposit',
  sampleAvailable: true,
  samplePriceMinor: 10_000,
  message: 'Ready in three weeks.',
};
const fields = (input: QuoteInput, quantity = 20) =>
  quoteFaults(input, quantity, TODAY).map((f) => `${f.field}:${f.code}`);

describe('quoteFaults', () => {
  it('lets a complete quote through with its tiers in quantity order', () => {
    expect(fields(valid)).toEqual([]);
    expect(checkedQuote(valid).priceTiers.map((t) => t.minQuantity)).toEqual([5, 20]);
  });

  it('must price the quantity asked: first tier and MOQ at or below it', () => {
    expect(fields(valid, 4)).toEqual(['priceTiers:rfqs.tier_above_quantity', 'moq:rfqs.moq_above_quantity']);
  });

  it('refuses tiers that are missing, malformed or start at the same quantity', () => {
    expect(fields({ ...valid, priceTiers: [] })).toEqual(['priceTiers:rfqs.bad_tiers']);
    expect(fields({ ...valid, priceTiers: [{ minQuantity: 0, unitPriceMinor: -1 }] })).toEqual([
      'priceTiers.0.minQuantity:rfqs.bad_quantity',
      'priceTiers.0.unitPriceMinor:rfqs.bad_amount',
    ]);
    expect(
      fields({
        ...valid,
        priceTiers: [
          { minQuantity: 5, unitPriceMinor: 1 },
          { minQuantity: 5, unitPriceMinor: 2 },
        ],
      }),
    ).toEqual(['priceTiers:rfqs.duplicate_tier']);
  });

  it('wants a validity date from today on and a sample price only with a sample', () => {
    expect(fields({ ...valid, validUntil: TODAY })).toEqual([]);
    expect(fields({ ...valid, validUntil: '2027-01-09' })).toEqual(['validUntil:rfqs.date_past']);
    expect(fields({ ...valid, sampleAvailable: false })).toEqual([
      'samplePriceMinor:rfqs.sample_price_without_sample',
    ]);
    expect(fields({ ...valid, sampleAvailable: 'yes' })).toContain('sampleAvailable:rfqs.bad_boolean');
  });

  it('bounds lead time, terms and the message', () => {
    expect(fields({ ...valid, leadTimeDays: 366, paymentTerms: 'x', message: 'm'.repeat(4001) })).toEqual([
      'leadTimeDays:rfqs.bad_lead_time',
      'paymentTerms:rfqs.text_length',
      'message:rfqs.text_length',
    ]);
  });
});
