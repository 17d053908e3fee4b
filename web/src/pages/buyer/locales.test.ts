import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../i18n/testing/translations';

const files = import.meta.glob<Record<string, string>>('../../locales/*/buyer.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '../trade/checkout/*.tsx', '!./**/*.test.{ts,tsx}', '!../trade/checkout/*.test.tsx'],
  { eager: true, query: '?raw', import: 'default' },
);
const read = localeReader(files, 'buyer');
const en = read('en');

describe('the buyer workspace texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screens ask for by name', () => {
    // `t` in the workspace, `tb` where checkout (trade's texts) borrows the book's.
    const own = Object.entries(sources).filter(([path]) => !path.startsWith('../trade/'));
    const used = new Set([...keysCalled(Object.fromEntries(own)), ...keysCalled(sources, 'tb')]);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});
