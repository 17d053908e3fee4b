import { describe, expect, it } from 'vitest';
import { INCOTERMS, STATUSES, UNITS } from './lib/product-form';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../i18n/testing/translations';

const files = import.meta.glob<Record<string, string>>('../../locales/*/seller.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'seller');
const en = read('en');

describe('the seller workspace texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screens ask for by name', () => {
    const used = keysCalled(sources);
    // Both sides of a key chosen by a condition: `t(done ? 'form.saved' : 'form.created')`.
    for (const src of Object.values(sources))
      for (const m of src.matchAll(/\?\s*'([a-z]+\.[\w.]+)'\s*:\s*'([a-z]+\.[\w.]+)'/g))
        used.add(m[1]!).add(m[2]!);
    expect(used.size).toBeGreaterThan(140);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });

  it('has every key the screens build from values', () => {
    const built = [
      ...STATUSES.flatMap((s) => [`status.${s}`, `tab.${s}`, `state.${s}`, `list.empty.${s}`]),
      'tab.all',
      'list.empty.all',
      ...UNITS.map((u) => `unit.${u}`),
      ...INCOTERMS.map((i) => `incoterm.${i}`),
      ...['tierQuantity', 'tierPrice', 'tiersFirstMoq', 'tiersOrder', 'tiersCheaper', 'none'].map(
        (c) => `tiers.error.${c}`,
      ),
      ...['type', 'tooLarge', 'full'].map((c) => `images.issue.${c}`),
      // The dashboard (dashboard/) and the storefront editor (storefront/).
      ...['toAccept', 'toShip'].flatMap((k) => ['title', 'text', 'open'].map((x) => `dash.orders.${k}.${x}`)),
      ...[
        ...['none', 'pending', 'rejected', 'expired', 'verifiedOpen', 'expiring', 'verified'],
        ...['start', 'renew', 'open'],
      ].map((k) => `dash.verification.${k}`),
      ...['today', 'last7', 'last30', 'total'].map((k) => `dash.views.${k}`),
      ...['logo', 'banner'].flatMap((k) => [
        `sf.${k}`,
        ...['help', 'uploaded', 'removed', 'current', 'removeConfirm', 'remove', 'uploading'].map(
          (x) => `sf.${k}.${x}`,
        ),
      ]),
      ...['count', 'length', 'markup'].map((k) => `sf.error.list.${k}`),
    ];
    expect(built.filter((k) => !(k in en))).toEqual([]);
  });
});
