import { describe, expect, it } from 'vitest';
import { dayRange, formPath, toPayload, validateRequest, type RequestInput } from './service-request-rules';

const NOW = new Date('2027-01-10T09:00:00');
const contact = { name: 'Wanjiru Kamau', email: 'wanjiru@coffee.example', consent: true };
const freight: RequestInput = {
  ...contact,
  freight: {
    mode: 'sea',
    originCountry: 'KE',
    originPort: 'Mombasa',
    destinationCountry: 'UG',
    destinationPort: 'Kampala',
    cargo: 'Green coffee in 60 kg bags',
    weightKg: '20000',
    volumeM3: '',
    readyDate: '2027-02-01',
  },
};
const finance: RequestInput = {
  ...contact,
  finance: {
    purpose: 'working_capital',
    amount: '2 500 000,50',
    currency: 'KES',
    termMonths: '6',
    orderReference: '',
  },
};

describe('validateRequest', () => {
  it('accepts complete requests of every service', () => {
    expect(validateRequest('freight', freight, NOW)).toEqual({});
    expect(validateRequest('finance', finance, NOW)).toEqual({});
    expect(
      validateRequest(
        'inspection',
        {
          ...contact,
          inspection: {
            kind: 'pre_shipment',
            product: 'Cashew nuts',
            quantity: '2 containers',
            country: 'TZ',
            location: 'Mtwara',
            date: '2027-01-10',
            standard: 'AQL 2.5',
          },
        },
        NOW,
      ),
    ).toEqual({});
    expect(
      validateRequest(
        'partnership',
        {
          ...contact,
          partnership: {
            kind: 'logistics',
            organisation: 'LV Freight',
            website: 'https://lv.example',
            countries: ['KE'],
            proposal: 'Weekly groupage trucks to Kampala and Kigali.',
          },
        },
        NOW,
      ),
    ).toEqual({});
  });

  it('asks for what each service needs, the contact and the consent', () => {
    expect(validateRequest('freight', {}, NOW)).toEqual({
      'freight.mode': { code: 'required' },
      'freight.originCountry': { code: 'required' },
      'freight.originPort': { code: 'required' },
      'freight.destinationCountry': { code: 'required' },
      'freight.destinationPort': { code: 'required' },
      'freight.cargo': { code: 'required' },
      'freight.weightKg': { code: 'weightOrVolume' },
      'freight.readyDate': { code: 'required' },
      name: { code: 'required' },
      email: { code: 'required' },
      consent: { code: 'consent' },
    });
    expect(Object.keys(validateRequest('finance', { ...contact }, NOW)).sort()).toEqual([
      'finance.amount',
      'finance.currency',
      'finance.purpose',
      'finance.termMonths',
    ]);
  });

  it('takes either the weight or the volume, as positive numbers', () => {
    const with_ = (f: Record<string, string>) =>
      validateRequest('freight', { ...freight, freight: { ...freight.freight, ...f } }, NOW);
    expect(with_({ weightKg: '', volumeM3: '33' })).toEqual({});
    expect(with_({ weightKg: '3,5' })).toEqual({});
    expect(with_({ weightKg: '-5' })['freight.weightKg']).toEqual({ code: 'number' });
    expect(with_({ weightKg: '0' })['freight.weightKg']).toEqual({ code: 'number' });
    expect(with_({ weightKg: '20 t' })['freight.weightKg']).toEqual({ code: 'number' });
    expect(with_({ weightKg: '', volumeM3: 'lots' })['freight.volumeM3']).toEqual({ code: 'number' });
  });

  it('wants a day from today up to two years ahead', () => {
    const on = (readyDate: string) =>
      validateRequest('freight', { ...freight, freight: { ...freight.freight, readyDate } }, NOW)[
        'freight.readyDate'
      ];
    expect(on('2027-01-10')).toBeUndefined();
    expect(on('2027-01-09')).toEqual({ code: 'date' });
    expect(on('2027-02-30')).toEqual({ code: 'date' });
    expect(on(dayRange(NOW).max)).toBeUndefined();
    expect(on('2029-02-01')).toEqual({ code: 'date' });
  });

  it('reads the amount exactly in the currency’s digits', () => {
    const amount = (a: string, currency = 'KES') =>
      validateRequest('finance', { ...finance, finance: { ...finance.finance, amount: a, currency } }, NOW)[
        'finance.amount'
      ];
    expect(amount('2500.5')).toBeUndefined();
    expect(amount('2500.505')).toEqual({ code: 'decimals' });
    expect(amount('2500.5', 'UGX')).toEqual({ code: 'decimals' });
    expect(amount('12.345', 'TND')).toBeUndefined();
    expect(amount('2,500,000')).toEqual({ code: 'amount' });
    expect(amount('0')).toEqual({ code: 'amount' });
    const term = (termMonths: string) =>
      validateRequest('finance', { ...finance, finance: { ...finance.finance, termMonths } }, NOW)[
        'finance.termMonths'
      ];
    expect(term('121')).toEqual({ code: 'term' });
    expect(term('1.5')).toEqual({ code: 'term' });
  });

  it('checks the contact as the server does', () => {
    const c = (over: RequestInput) => validateRequest('freight', { ...freight, ...over }, NOW);
    expect(c({ email: 'wanjiru@coffee' }).email).toEqual({ code: 'email' });
    expect(c({ name: 'Cheap www.pills.example' }).name).toEqual({ code: 'link' });
    expect(c({ name: 'A\nBcc: x' }).name).toEqual({ code: 'oneLine' });
    expect(c({ phone: '0712 345 678' }).phone).toEqual({ code: 'phone' });
    expect(c({ phone: '+254 (712) 345-678' }).phone).toBeUndefined();
    expect(c({ company: 'c'.repeat(161) }).company).toEqual({ code: 'tooLong', max: 160 });
    expect(c({ consent: false }).consent).toEqual({ code: 'consent' });
  });
});

describe('toPayload', () => {
  it('sends the service’s details, trimmed, with numbers parsed and empty optional fields left out', () => {
    expect(toPayload('freight', { ...freight, company: ' ', phone: '+254 712 345 678' }, 'sw')).toEqual({
      service: 'freight',
      name: 'Wanjiru Kamau',
      email: 'wanjiru@coffee.example',
      phone: '+254712345678',
      consent: true,
      locale: 'sw',
      freight: {
        mode: 'sea',
        originCountry: 'KE',
        originPort: 'Mombasa',
        destinationCountry: 'UG',
        destinationPort: 'Kampala',
        cargo: 'Green coffee in 60 kg bags',
        weightKg: 20000,
        readyDate: '2027-02-01',
      },
    });
  });

  it('turns the amount into exact minor units of its currency', () => {
    expect(toPayload('finance', finance, 'fr').finance).toEqual({
      purpose: 'working_capital',
      amountMinor: 250_000_050,
      currency: 'KES',
      termMonths: 6,
    });
    const ugx = { ...finance, finance: { ...finance.finance, amount: '1500000', currency: 'UGX' } };
    expect(toPayload('finance', ugx, 'en').finance?.amountMinor).toBe(1_500_000);
  });
});

describe('formPath', () => {
  it('puts the server’s field errors on the form’s fields', () => {
    expect(formPath('freight.originCountry')).toEqual(['freight', 'originCountry']);
    expect(formPath('finance.amountMinor')).toEqual(['finance', 'amount']);
    expect(formPath('consent')).toEqual(['consent']);
    expect(formPath('partnership.countries.0')).toBeUndefined();
    expect(formPath('service')).toBeUndefined();
    expect(formPath('catering.menu')).toBeUndefined();
  });
});
