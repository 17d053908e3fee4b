import { AFRICAN_COUNTRIES, countryOptions, isCountryCode } from './countries.js';

describe('countries', () => {
  it('has the 54 African states, without duplicates, among 249 ISO codes', () => {
    expect(new Set(AFRICAN_COUNTRIES).size).toBe(54);
    expect(countryOptions('en')).toHaveLength(249);
    expect(new Set(countryOptions('en').map((c) => c.code)).size).toBe(249);
  });
  it('lists African countries first, localized', () => {
    const fr = countryOptions('fr');
    expect(fr.slice(0, 54).every((c) => c.african)).toBe(true);
    expect(fr.find((c) => c.code === 'CI')?.name).toBe('Côte d’Ivoire');
  });
  it('validates codes', () => {
    expect(isCountryCode('GH')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});
