import { describe, expect, it } from 'vitest';
import { formatMinor, isoDate, oneYearFromToday } from './format';

describe('formatMinor', () => {
  it('uses the currency’s own minor unit', () => {
    expect(formatMinor(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMinor(1500, 'UGX', 'en')).toMatch(/1,500/);
    expect(formatMinor(1500, 'TND', 'en')).toMatch(/1\.500/);
  });

  it('survives an unknown currency', () => {
    expect(formatMinor(5, 'XX', 'en')).toBe('5 XX');
  });
});

describe('dates for date inputs', () => {
  it('a year from today, and tomorrow', () => {
    const now = new Date('2026-03-14T22:00:00Z');
    expect(oneYearFromToday(now)).toBe('2027-03-14');
    expect(isoDate(1, now)).toBe('2026-03-15');
  });
});
