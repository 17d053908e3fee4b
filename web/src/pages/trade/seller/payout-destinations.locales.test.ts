import { describe, expect, it } from 'vitest';
import { WALLETS } from './payout-destinations.api';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../../i18n/testing/translations';

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
const read = localeReader(files, 'payouts');
const en = read('en');

describe('the payout destination texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screens ask for, by name or by kind and network', () => {
    const used = keysCalled(sources, 'd');
    for (const kind of ['bank_account', 'mobile_money', 'sandbox']) used.add(`destinations.kind.${kind}`);
    for (const network of MOBILE_NETWORKS_USED) used.add(`destinations.network.${network}`);
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});
