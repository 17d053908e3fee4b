import { checkedRfq, DEFAULT_MAX_QUOTES, postRfqFaults, type RfqInput } from './rfq-rules.js';

const NOW = new Date('2027-01-10T12:00:00Z');
const BUYER = '01960000-0000-7000-8000-0000000000b1';
const SUPPLIER = '01960000-0000-7000-8000-0000000000c1';

const valid: RfqInput = {
  categoryId: '01960000-0000-7000-8000-00000000ca7e',
  title: 'Raw cashew nuts',
  description: 'Twenty tonnes, W320, bagged, for our plant in Mombasa.',
  quantity: 20,
  unit: 'tonne',
  targetPriceMinor: 150_000,
  currency: 'KES',
  incoterm: 'CIF',
  destinationCountry: 'KE',
  destinationPort: ' Mombasa ',
  neededBy: '2027-03-01',
  quoteDeadline: '2027-01-20T17:00:00Z',
  visibility: 'open',
};
const fields = (input: RfqInput) => postRfqFaults(input, BUYER, NOW).map((f) => `${f.field}:${f.code}`);

describe('postRfqFaults', () => {
  it('lets a complete RFQ through, trimmed and with the default maximum of quotes', () => {
    expect(fields(valid)).toEqual([]);
    expect(checkedRfq(valid)).toMatchObject({
      destinationPort: 'Mombasa',
      maxQuotes: DEFAULT_MAX_QUOTES,
      invitedSupplierIds: [],
    });
  });

  it('names every broken rule at once', () => {
    expect(
      fields({
        ...valid,
        categoryId: undefined,
        title: 'x',
        quantity: 1.5,
        currency: 'ABC',
        incoterm: 'FAS',
        destinationCountry: 'FR',
        maxQuotes: 0,
      }),
    ).toEqual([
      'categoryId:rfqs.product_or_category',
      'title:rfqs.text_length',
      'quantity:rfqs.bad_quantity',
      'currency:rfqs.bad_currency',
      'incoterm:rfqs.bad_incoterm',
      'destinationCountry:rfqs.bad_country',
      'maxQuotes:rfqs.bad_max_quotes',
    ]);
  });

  it('wants a future deadline before the date the goods are needed', () => {
    expect(fields({ ...valid, quoteDeadline: '2027-01-10T11:59:59Z' })).toEqual([
      'quoteDeadline:rfqs.date_past',
    ]);
    expect(fields({ ...valid, quoteDeadline: '2027-03-01T00:00:00Z' })).toEqual([
      'quoteDeadline:rfqs.deadline_after_needed_by',
    ]);
    expect(fields({ ...valid, neededBy: '2027-01-10' })).toEqual([
      'neededBy:rfqs.date_past',
      'quoteDeadline:rfqs.deadline_after_needed_by',
    ]);
    // A day that does not exist is not rolled over into the next month.
    expect(fields({ ...valid, neededBy: '2027-02-30' })).toEqual(['neededBy:rfqs.bad_date']);
    expect(fields({ ...valid, quoteDeadline: 'next week' })).toEqual(['quoteDeadline:rfqs.bad_date']);
  });

  it('bounds maxQuotes to 1..50', () => {
    expect(fields({ ...valid, maxQuotes: 1 })).toEqual([]);
    expect(fields({ ...valid, maxQuotes: 50 })).toEqual([]);
    expect(fields({ ...valid, maxQuotes: 51 })).toEqual(['maxQuotes:rfqs.bad_max_quotes']);
  });

  it('needs someone to invite for a private RFQ, never the buyer', () => {
    expect(fields({ ...valid, visibility: 'invited' })).toEqual(['invitedSupplierIds:rfqs.none_invited']);
    expect(fields({ ...valid, visibility: 'invited', invitedSupplierIds: [SUPPLIER] })).toEqual([]);
    expect(fields({ ...valid, visibility: 'invited', invitedSupplierIds: [BUYER.toUpperCase()] })).toEqual([
      'invitedSupplierIds:rfqs.self_invited',
    ]);
    expect(fields({ ...valid, invitedSupplierIds: ['nope'] })).toEqual([
      'invitedSupplierIds:rfqs.bad_invited',
    ]);
    expect(fields({ ...valid, visibility: 'secret' })).toEqual(['visibility:rfqs.bad_visibility']);
  });

  it('takes a product instead of a category, and African destinations only', () => {
    expect(fields({ ...valid, categoryId: undefined, productId: SUPPLIER })).toEqual([]);
    expect(fields({ ...valid, productId: 'not-a-uuid' })).toEqual(['productId:rfqs.bad_id']);
    expect(fields({ ...valid, destinationCountry: 'NG' })).toEqual([]);
    expect(fields({ ...valid, supplierCountries: ['GH', 'cn'] })).toEqual([
      'supplierCountries:rfqs.bad_country',
    ]);
  });
});
