import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider';
import { countryName, DETAIL_FIELDS, detailRows, replySubject, SERVICE_TYPES } from './request';

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const rows = (record: Record<string, unknown>, locale = 'en') => {
  const t = createI18nProvider(locale as 'en').provider.translate;
  return Object.fromEntries(detailRows(record, locale, t).map((r) => [r.source, flat(r.text)]));
};

describe('detailRows', () => {
  it('shows a finance request’s amount in its currency’s digits, the term in months, the purpose in words', () => {
    const record = {
      service: 'finance',
      finance: { purpose: 'purchase_order', amountMinor: 150_000_000, currency: 'UGX', termMonths: 6 },
    };
    expect(rows(record)).toEqual({
      purpose: 'Purchase order finance',
      amountMinor: flat(
        new Intl.NumberFormat('en', { style: 'currency', currency: 'UGX' }).format(150_000_000),
      ),
      termMonths: '6 months',
    });
    // Three digits for the dinar: 12345 millimes are 12.345 TND.
    expect(
      rows({ service: 'finance', finance: { amountMinor: 12_345, currency: 'TND' } }).amountMinor,
    ).toContain('12.345');
  });

  it('names the countries, the day and the weight of a freight request, and leaves out what was not given', () => {
    const record = {
      service: 'freight',
      freight: {
        mode: 'sea',
        originCountry: 'KE',
        originPort: 'Mombasa',
        destinationCountry: 'UG',
        destinationPort: 'Kampala',
        cargo: 'Green coffee',
        weightKg: 20000,
        readyDate: '2027-03-01',
      },
    };
    const r = rows(record);
    expect(r).toMatchObject({
      mode: 'Sea',
      originCountry: 'Kenya (KE)',
      destinationCountry: 'Uganda (UG)',
      weightKg: '20,000 kg',
      readyDate: 'March 1, 2027',
    });
    expect(r).not.toHaveProperty('volumeM3');
    expect(r).not.toHaveProperty('incoterm');
    expect(Object.keys(r)).toEqual(DETAIL_FIELDS.freight.map((f) => f.source).filter((s) => s in r));
  });

  it('speaks the console’s language', () => {
    const record = {
      service: 'inspection',
      inspection: { kind: 'pre_shipment', country: 'TZ', date: '2027-02-15' },
    };
    expect(rows(record, 'fr')).toEqual({
      kind: 'Inspection avant expédition',
      country: 'Tanzanie (TZ)',
      date: '15 février 2027',
    });
  });

  it('links a partner’s website only when it is a web address, and names every country', () => {
    const t = createI18nProvider('en').provider.translate;
    const ok = detailRows(
      {
        service: 'partnership',
        partnership: { kind: 'logistics', website: 'https://lv.example', countries: ['KE', 'RW'] },
      },
      'en',
      t,
    );
    expect(ok.find((r) => r.source === 'website')?.href).toBe('https://lv.example');
    expect(ok.find((r) => r.source === 'countries')?.text).toBe('Kenya (KE), Rwanda (RW)');
    const bad = detailRows(
      { service: 'partnership', partnership: { website: 'javascript:alert(1)' } },
      'en',
      t,
    );
    expect(bad[0]?.href).toBeUndefined();
  });

  it('shows nothing for a record without details or of a service it does not know', () => {
    const t = createI18nProvider('en').provider.translate;
    expect(detailRows(undefined, 'en', t)).toEqual([]);
    expect(detailRows({ service: 'catering', catering: { a: 1 } }, 'en', t)).toEqual([]);
    expect(detailRows({ service: 'freight', freight: null }, 'en', t)).toEqual([]);
    // Only the service's own block is read.
    expect(detailRows({ service: 'finance', freight: { mode: 'air' } }, 'en', t)).toEqual([]);
  });

  it('has a label for every field of every service in every language', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const t = createI18nProvider(locale).provider.translate;
      for (const service of SERVICE_TYPES)
        for (const f of DETAIL_FIELDS[service]) {
          const key = `app.service_request.details.${f.source}`;
          expect(t(key), `${locale} ${key}`).not.toBe(key);
        }
    }
  });
});

describe('countryName and replySubject', () => {
  it('falls back to the code where a region has no name', () => {
    expect(countryName('SN', 'en')).toBe('Senegal (SN)');
    expect(countryName('XY', 'en')).toBe('XY');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it('writes the reply’s subject in the requester’s language when the console has it', () => {
    expect(replySubject('fr', 'abc')).toBe('Re : votre demande Sokoni abc');
    expect(replySubject('sw', 'abc')).toBe('Re: your Sokoni request abc');
    expect(replySubject(undefined, 'abc')).toBe('Re: your Sokoni request abc');
    expect(replySubject('ar-EG', 'abc')).toContain('abc');
  });
});
