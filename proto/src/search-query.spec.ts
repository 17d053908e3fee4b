import { normaliseSearchQuery } from './search-query.js';
import { REDACTED } from './topics.js';

describe('normaliseSearchQuery', () => {
  it('trims, lower-cases and collapses spaces', () => {
    expect(normaliseSearchQuery('  Arabica   COFFEE\tBeans \n')).toBe('arabica coffee beans');
  });

  it('folds full-width text so it counts with the rest', () => {
    expect(normaliseSearchQuery('ＣＯＦＦＥＥ')).toBe('coffee');
  });

  it('keeps at most 100 characters, never splitting a character in two', () => {
    expect(normaliseSearchQuery('a'.repeat(150))).toBe('a'.repeat(100));
    const cut = normaliseSearchQuery('😀'.repeat(120));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe('😀'.repeat(100));
  });

  it.each([
    ['jane.doe@example.com bulk rice'],
    ['contact me at JANE@EXAMPLE'],
    ['0712345678'],
    ['call +254 (712) 345-678 now'],
    ['0712.345.678'],
    ['٠٧١٢٣٤٥٦٧٨'], // Arabic-Indic digits
    [`${'maize '.repeat(20)}jane@example.com`], // past the cut: still found
  ])('redacts what looks like an e-mail address or a phone number: %s', (raw) => {
    expect(normaliseSearchQuery(raw)).toBe(REDACTED);
  });

  it.each([['iphone 15 pro 256 gb'], ['steel pipe 6m 2024'], ['123456 bolts'], ['size 10 x 20 x 30']])(
    'keeps ordinary searches with a few numbers: %s',
    (raw) => {
      expect(normaliseSearchQuery(raw)).toBe(raw);
    },
  );
});
