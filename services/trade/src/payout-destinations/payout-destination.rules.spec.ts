import {
  checkDestination,
  destinationFingerprint,
  ibanChecks,
  type DestinationInput,
} from './payout-destination.rules.js';

const bank: DestinationInput = {
  kind: 'bank_account',
  currency: 'ngn',
  country: 'ng',
  accountName: '  Adaeze   Supplies Ltd ',
  bankCode: '058',
  accountNumber: '0690 000 040',
};
const wallet: DestinationInput = {
  kind: 'mobile_money',
  currency: 'KES',
  country: 'KE',
  accountName: 'Wanjiru Kamau',
  network: 'MPESA',
  phone: '+254 (708) 374-149',
};
const codes = (input: DestinationInput) => {
  const result = checkDestination(input);
  return result.ok ? [] : result.violations.map((v) => `${v.field}:${v.code}`);
};

describe('payout destination rules', () => {
  it('normalises a valid bank account and wallet (codes upper case, spaces out, E.164 phone)', () => {
    expect(checkDestination(bank)).toEqual({
      ok: true,
      value: {
        kind: 'bank_account',
        currency: 'NGN',
        country: 'NG',
        accountName: 'Adaeze Supplies Ltd',
        bankCode: '058',
        accountNumber: '0690000040',
      },
    });
    expect(checkDestination(wallet)).toEqual({
      ok: true,
      value: {
        kind: 'mobile_money',
        currency: 'KES',
        country: 'KE',
        accountName: 'Wanjiru Kamau',
        network: 'mpesa',
        phone: '+254708374149',
      },
    });
  });

  it('checks account numbers and bank codes by currency: NUBAN is 10 digits, others 6–20, IBAN for EUR', () => {
    expect(codes({ ...bank, accountNumber: '069000004' })).toEqual(['accountNumber:invalid_account_number']);
    expect(codes({ ...bank, accountNumber: '06900000401' })).toEqual([
      'accountNumber:invalid_account_number',
    ]);
    expect(codes({ ...bank, bankCode: 'GTB' })).toEqual(['bankCode:invalid_bank_code']);
    const kes = { ...bank, currency: 'KES', country: 'KE', bankCode: '01' };
    expect(codes({ ...kes, accountNumber: '12345' })).toEqual(['accountNumber:invalid_account_number']);
    expect(codes({ ...kes, accountNumber: '123456' })).toEqual([]);
    expect(codes({ ...kes, accountNumber: '1'.repeat(21) })).toEqual([
      'accountNumber:invalid_account_number',
    ]);
    expect(codes({ ...kes, accountNumber: '12345A' })).toEqual(['accountNumber:invalid_account_number']);
    const eur = { ...bank, currency: 'EUR', country: 'DE', bankCode: 'DEUTDEFF' };
    expect(codes({ ...eur, accountNumber: 'DE89 3704 0044 0532 0130 00' })).toEqual([]);
    expect(codes({ ...eur, accountNumber: 'DE89 3704 0044 0532 0130 01' })).toEqual([
      'accountNumber:invalid_account_number',
    ]);
    expect(ibanChecks('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecks('GB82WEST12345698765433')).toBe(false);
  });

  it('ties countries to currencies, and wallets to their networks and dialing codes', () => {
    expect(codes({ ...bank, country: 'GH' })).toEqual(['country:country_currency_mismatch']);
    expect(codes({ ...bank, currency: 'USD', country: 'GH', bankCode: 'ECOCGHAC' })).toEqual([]);
    expect(codes({ ...bank, country: 'NGA' })).toEqual(['country:invalid_country']);
    expect(codes({ ...wallet, network: 'mtn' })).toEqual(['network:unsupported_network']);
    expect(codes({ ...wallet, network: 'paypal' })).toEqual(['network:unsupported_network']);
    expect(codes({ ...wallet, currency: 'UGX' })).toEqual(['currency:country_currency_mismatch']);
    expect(codes({ ...wallet, currency: 'NGN', country: 'NG' })).toEqual([
      'currency:unsupported_currency',
      'country:unsupported_country',
    ]);
    expect(codes({ ...wallet, phone: '0708374149' })).toEqual(['phone:invalid_phone']);
    expect(codes({ ...wallet, phone: '+2547083741490' })).toEqual(['phone:phone_country_mismatch']);
    expect(codes({ ...wallet, phone: '+256708374149' })).toEqual(['phone:phone_country_mismatch']);
    expect(
      codes({ ...wallet, country: 'UG', currency: 'UGX', network: 'mtn', phone: '+256772123456' }),
    ).toEqual([]);
  });

  it('needs a holder name and reports every broken rule at once', () => {
    expect(codes({ kind: 'mobile_money', currency: 'KES' })).toEqual([
      'country:invalid_country',
      'accountName:invalid_account_name',
      'network:unsupported_network',
      'phone:invalid_phone',
    ]);
    expect(codes({ ...bank, accountName: 'A\u0000B' })).toEqual(['accountName:invalid_account_name']);
  });

  it('keeps sandbox labels simple, and identifies one account whatever its spelling', () => {
    expect(checkDestination({ kind: 'sandbox', currency: 'kes' })).toEqual({
      ok: true,
      value: { kind: 'sandbox', currency: 'KES', label: 'sandbox' },
    });
    expect(codes({ kind: 'sandbox', currency: 'KES', label: '<script>' })).toEqual(['label:invalid_label']);
    const a = checkDestination(bank);
    const b = checkDestination({ ...bank, accountNumber: '0690000040', accountName: 'Other name' });
    if (!a.ok || !b.ok) throw new Error('valid');
    expect(destinationFingerprint(a.value)).toBe(destinationFingerprint(b.value));
  });
});
