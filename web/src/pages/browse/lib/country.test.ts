import { describe, expect, it } from 'vitest';
import { countryName, flagEmoji } from './country';

describe('country labels', () => {
  it('makes the flag from the code', () => {
    expect(flagEmoji('gh')).toBe('🇬🇭');
    expect(flagEmoji('KE')).toBe('🇰🇪');
    expect(flagEmoji('other')).toBe('');
  });

  it('names the country in the reader’s language', () => {
    expect(countryName('CI', 'fr-FR')).toBe('Côte d’Ivoire');
    expect(countryName('KE', 'en-GB')).toBe('Kenya');
  });
});
