import { describe, expect, it } from 'vitest';
import { directionOf, formatPercent, formatSignedPercent, formatUplift } from './format';

const translate = (key: string, o?: Record<string, unknown>) =>
  key === 'app.experiment.uplift_interval'
    ? `${String(o!.uplift)} (${String(o!.low)} to ${String(o!.high)})`
    : key;

describe('analytics figures', () => {
  it('writes an uplift with its interval, signed, with a true minus', () => {
    expect(formatUplift({ uplift: 0.124, upliftLow: -0.01, upliftHigh: 0.258 }, 'en', translate)).toBe(
      '+12.4% (\u22121.0% to +25.8%)',
    );
    expect(formatUplift({ uplift: null, upliftLow: null, upliftHigh: null }, 'en', translate)).toBeNull();
    expect(formatUplift({ uplift: -0.05, upliftLow: null, upliftHigh: null }, 'en', translate)).toBe(
      '\u22125.0%',
    );
  });

  it('writes rates and changes, and tells which way a figure moved', () => {
    expect(formatPercent(0.0412, 'en')).toBe('4.1%');
    expect(formatPercent(null, 'en')).toBe('—');
    expect(formatSignedPercent(0, 'en')).toBe('0.0%');
    expect(directionOf(0.2)).toBe('up');
    expect(directionOf(-0.2)).toBe('down');
    expect(directionOf(0)).toBe('flat');
    expect(directionOf(null)).toBe('none');
  });
});
