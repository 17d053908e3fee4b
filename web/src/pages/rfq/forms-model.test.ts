import { describe, expect, it } from 'vitest';
import { quoteErrors, quoteFieldOf, quoteValuesOf, toQuoteBody, type QuoteValues } from './quote-model';
import { deadlineInstant, rfqErrors, rfqFieldOf, toRfqBody, type RfqValues } from './rfq-model';

const NOW = new Date('2026-11-24T10:00:00Z');
const valid = (over: Partial<RfqValues> = {}): RfqValues => ({
  title: '  Shea butter, grade A ',
  categoryId: '0193a000-0000-7000-8000-0000000000c1',
  description: 'Unrefined, in 25 kg cartons, organic certified.',
  quantity: 500,
  unit: 'kg',
  targetPrice: '12.50',
  currency: 'USD',
  incoterm: 'FOB',
  destinationCountry: 'KE',
  destinationPort: ' Mombasa ',
  neededBy: '2027-01-31',
  quoteDeadline: '2026-12-15',
  visibility: 'open',
  invitedSupplierIds: ['0193a000-0000-7000-8000-00000000005a'],
  supplierCountries: [],
  maxQuotes: 5,
  ...over,
});

describe('the RFQ form rules', () => {
  it('lets a complete RFQ through', () => {
    expect(rfqErrors(valid(), NOW)).toEqual({});
  });

  it('reports every broken rule at once', () => {
    const e = rfqErrors(
      valid({
        title: 'ab',
        description: '',
        quantity: 0,
        unit: undefined,
        targetPrice: '12.505',
        incoterm: undefined,
        destinationCountry: undefined,
        neededBy: '2026-11-24',
        quoteDeadline: '2026-11-23',
        maxQuotes: 51,
      }),
      NOW,
    );
    expect(e).toEqual({
      title: 'length',
      description: 'required',
      quantity: 'quantity',
      unit: 'required',
      targetPrice: 'decimals',
      incoterm: 'required',
      destinationCountry: 'required',
      neededBy: 'date',
      quoteDeadline: 'date',
      maxQuotes: 'maxQuotes',
    });
  });

  it('wants a category, unless the RFQ is for a product (which stands for it)', () => {
    expect(rfqErrors(valid({ categoryId: undefined }), NOW).categoryId).toBe('required');
    expect(rfqErrors(valid({ categoryId: undefined }), NOW, true)).toEqual({});
  });

  it('closes quoting before the day the goods are needed', () => {
    expect(rfqErrors(valid({ quoteDeadline: '2027-01-31' }), NOW).quoteDeadline).toBe('deadlineAfterNeeded');
    expect(rfqErrors(valid({ quoteDeadline: '2027-02-02' }), NOW).quoteDeadline).toBe('deadlineAfterNeeded');
  });

  it('wants a supplier invited when only the invited may quote', () => {
    expect(rfqErrors(valid({ visibility: 'invited', invitedSupplierIds: [] }), NOW).invitedSupplierIds).toBe(
      'noInvited',
    );
    expect(rfqErrors(valid({ visibility: 'open', invitedSupplierIds: [] }), NOW)).toEqual({});
  });

  it('builds trade’s body: exact minor units, trimmed, the deadline as an instant, invitations only when private', () => {
    const body = toRfqBody(valid(), null);
    expect(body).toEqual({
      categoryId: '0193a000-0000-7000-8000-0000000000c1',
      title: 'Shea butter, grade A',
      description: 'Unrefined, in 25 kg cartons, organic certified.',
      quantity: 500,
      unit: 'kg',
      targetPriceMinor: 1250,
      currency: 'USD',
      incoterm: 'FOB',
      destinationCountry: 'KE',
      destinationPort: 'Mombasa',
      neededBy: '2027-01-31',
      quoteDeadline: deadlineInstant('2026-12-15'),
      visibility: 'open',
      invitedSupplierIds: [],
      maxQuotes: 5,
    });
    expect(new Date(body.quoteDeadline).getTime()).toBe(new Date('2026-12-15T23:59:59').getTime());
    const priv = toRfqBody(
      valid({ visibility: 'invited', targetPrice: '', destinationPort: '', maxQuotes: null }),
      'p1',
    );
    expect(priv).toMatchObject({
      productId: 'p1',
      invitedSupplierIds: ['0193a000-0000-7000-8000-00000000005a'],
      maxQuotes: 10,
    });
    expect(priv).not.toHaveProperty('targetPriceMinor');
    expect(priv).not.toHaveProperty('destinationPort');
    // Countries narrow an open RFQ's matching only; a private one goes to whom it names.
    expect(toRfqBody(valid({ supplierCountries: ['GH', 'NG'] }), null).supplierCountries).toEqual([
      'GH',
      'NG',
    ]);
    expect(toRfqBody(valid({ visibility: 'invited', supplierCountries: ['GH'] }), null)).not.toHaveProperty(
      'supplierCountries',
    );
    // A zero-decimal currency: 15000 UGX is 15000 minor units, not 1500000.
    expect(toRfqBody(valid({ currency: 'UGX', targetPrice: '15000' }), null).targetPriceMinor).toBe(15000);
  });

  it('shows trade’s field errors under the form’s fields', () => {
    expect(rfqFieldOf('targetPriceMinor')).toBe('targetPrice');
    expect(rfqFieldOf('quoteDeadline')).toBe('quoteDeadline');
    expect(rfqFieldOf('invitedSupplierIds')).toBe('invitedSupplierIds');
    expect(rfqFieldOf('somethingElse')).toBeNull();
  });
});

const quote = (over: Partial<QuoteValues> = {}): QuoteValues => ({
  tiers: [
    { minQuantity: 1000, unitPrice: '9.00' },
    { minQuantity: 200, unitPrice: '11.5' },
  ],
  currency: 'USD',
  moq: 200,
  leadTimeDays: 21,
  validUntil: '2026-12-31',
  incoterm: 'CIF',
  paymentTerms: ' 30% deposit ',
  sampleAvailable: true,
  samplePrice: '25',
  message: ' Organic certified. ',
  ...over,
});

describe('the quote form rules', () => {
  it('lets a complete quote through and sends tiers ascending in minor units', () => {
    expect(quoteErrors(quote(), 500, '2026-11-24')).toEqual({});
    expect(toQuoteBody(quote())).toEqual({
      priceTiers: [
        { minQuantity: 200, unitPriceMinor: 1150 },
        { minQuantity: 1000, unitPriceMinor: 900 },
      ],
      currency: 'USD',
      moq: 200,
      leadTimeDays: 21,
      validUntil: '2026-12-31',
      incoterm: 'CIF',
      paymentTerms: '30% deposit',
      sampleAvailable: true,
      samplePriceMinor: 2500,
      message: 'Organic certified.',
    });
    expect(toQuoteBody(quote({ sampleAvailable: false }))).not.toHaveProperty('samplePriceMinor');
  });

  it('prices what the buyer asked: the first tier and the MOQ at most the quantity', () => {
    const e = quoteErrors(
      quote({
        tiers: [{ minQuantity: 600, unitPrice: '9' }],
        moq: 600,
        leadTimeDays: 400,
        validUntil: '2026-11-23',
      }),
      500,
      '2026-11-24',
    );
    expect(e).toEqual({
      tiers: 'tierAboveQuantity',
      moq: 'moqAboveQuantity',
      leadTimeDays: 'leadTime',
      validUntil: 'date',
    });
    expect(
      quoteErrors(
        quote({
          tiers: [
            { minQuantity: 200, unitPrice: '1' },
            { minQuantity: 200, unitPrice: 'x' },
          ],
        }),
        500,
        '2026-11-24',
      ),
    ).toEqual({
      tiers: 'duplicateTier',
      'tiers.1.unitPrice': 'price',
    });
  });

  it('maps trade’s tier field paths onto the tier rows', () => {
    expect(quoteFieldOf('priceTiers.1.unitPriceMinor')).toEqual(['tiers', 1, 'unitPrice']);
    expect(quoteFieldOf('priceTiers.0.minQuantity')).toEqual(['tiers', 0, 'minQuantity']);
    expect(quoteFieldOf('priceTiers')).toEqual(['tiers']);
    expect(quoteFieldOf('samplePriceMinor')).toEqual(['samplePrice']);
    expect(quoteFieldOf('nope')).toBeNull();
  });

  it('starts a quote from the RFQ’s terms, and a revision from the quote', () => {
    const rfq = { quantity: 500, currency: 'KES', incoterm: 'DAP' as const };
    expect(quoteValuesOf(rfq, null, String)).toMatchObject({
      tiers: [{ minQuantity: 500, unitPrice: '' }],
      currency: 'KES',
      moq: 500,
      incoterm: 'DAP',
    });
  });
});
