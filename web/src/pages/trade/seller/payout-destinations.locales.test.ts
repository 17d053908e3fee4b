import { describe, expect, it } from 'vitest';
import { WALLETS } from './payout-destinations.api';

const MOBILE_NETWORKS_USED = new Set(
  Object.values(WALLETS).flatMap((byCountry) => Object.values(byCountry).flat()),
);

const files = import.meta.glob<Record<string, string>>('../../../locales/*/payouts.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./payout*.tsx', '!./*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = (lang: string) => {
  const dict = files[`../../../locales/${lang}/payouts.json`];
  if (!dict) throw new Error(`missing ${lang}/payouts.json`);
  return dict;
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = read('en');

describe('the payout destination texts', () => {
  it.each(['fr', 'ar', 'sw'])('are all translated in %s, with the same placeholders', (lang) => {
    const other = read(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(other[key], `${lang} ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${lang} ${key}`).toEqual(placeholders(text));
      if (text.length > 40) expect(other[key], `${lang} ${key}`).not.toBe(text);
    }
  });

  it('has every key the screens ask for, by name or by kind and network', () => {
    const used = new Set<string>();
    for (const src of Object.values(sources))
      for (const m of src.matchAll(/\bd\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(m[1]!);
    for (const kind of ['bank_account', 'mobile_money', 'sandbox']) used.add(`destinations.kind.${kind}`);
    for (const network of MOBILE_NETWORKS_USED) used.add(`destinations.network.${network}`);
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});
