import { describe, expect, it } from 'vitest';
import { composeRfqMessage, toContactPayload, validateRfq, type RfqInput } from './rfq-message';

const full: RfqInput = {
  name: ' Amina Okafor ',
  email: 'amina@okafor-retail.ng ',
  company: 'Okafor Retail Group',
  product: ' Unrefined shea butter ',
  productId: 'p-42',
  quantity: 20,
  unit: 'tonne',
  targetPrice: 1850.5,
  currency: 'USD',
  country: 'NG',
  countryName: 'Nigeria',
  requiredBy: '2026-12-01',
  details: '  Grade A, food use, in 25 kg cartons. CIF Lagos.  ',
};
const TODAY = '2026-11-20';

describe('composeRfqMessage', () => {
  it('writes one labelled line per field, then the details', () => {
    expect(composeRfqMessage(full, 'https://sokoni.africa')).toBe(
      [
        'Sourcing request (RFQ)',
        '',
        'Product: Unrefined shea butter',
        'Product page: https://sokoni.africa/products/p-42',
        'Quantity: 20 tonne',
        'Target price: 1850.5 USD per tonne',
        'Destination: Nigeria (NG)',
        'Required by: 2026-12-01',
        '',
        'Details:',
        'Grade A, food use, in 25 kg cartons. CIF Lagos.',
      ].join('\n'),
    );
  });

  it('leaves out the optional lines that were not filled in', () => {
    const text = composeRfqMessage(
      { ...full, productId: undefined, targetPrice: null, requiredBy: '', countryName: undefined },
      'https://sokoni.africa',
    );
    expect(text).not.toMatch(/Product page|Target price|Required by/);
    expect(text).toContain('Destination: NG\n');
    expect(text).toContain('Quantity: 20 tonne\n');
  });
});

describe('toContactPayload', () => {
  it('sends a trimmed contact message on the buying topic', () => {
    const body = toContactPayload(full, 'https://sokoni.africa', 'fr');
    expect(body).toMatchObject({
      name: 'Amina Okafor',
      email: 'amina@okafor-retail.ng',
      company: 'Okafor Retail Group',
      topic: 'buying',
      locale: 'fr',
    });
    expect(body.message.startsWith('Sourcing request (RFQ)')).toBe(true);
    expect(toContactPayload({ ...full, company: '  ' }, '', 'en')).not.toHaveProperty('company');
  });
});

describe('validateRfq', () => {
  it('accepts a complete request, and one with only the required fields', () => {
    expect(validateRfq(full, TODAY)).toEqual({});
    expect(
      validateRfq({ ...full, company: '', targetPrice: null, currency: undefined, requiredBy: '' }, TODAY),
    ).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateRfq({}, TODAY)).toEqual({
      name: 'required',
      email: 'required',
      product: 'required',
      quantity: 'required',
      unit: 'required',
      country: 'required',
      details: 'required',
    });
  });

  it('refuses a bad email, a non-positive quantity or price, a past date and short details', () => {
    expect(
      validateRfq(
        {
          ...full,
          email: 'amina@okafor',
          quantity: 0,
          targetPrice: -1,
          requiredBy: '2026-11-19',
          details: 'Soon',
        },
        TODAY,
      ),
    ).toEqual({
      email: 'email',
      quantity: 'quantity',
      targetPrice: 'price',
      requiredBy: 'date',
      details: 'detailsShort',
    });
    expect(validateRfq({ ...full, requiredBy: TODAY }, TODAY)).toEqual({});
    expect(validateRfq({ ...full, details: 'x'.repeat(4001) }, TODAY).details).toBe('tooLong');
  });

  it('keeps the composed message within the server’s 5000 characters', () => {
    const longest = {
      ...full,
      product: 'p'.repeat(200),
      productId: 'x'.repeat(40),
      countryName: 'c'.repeat(60),
      details: 'd'.repeat(4000),
    };
    expect(validateRfq(longest, TODAY)).toEqual({});
    expect(composeRfqMessage(longest, 'https://sokoni.africa').length).toBeLessThanOrEqual(5000);
  });
});
