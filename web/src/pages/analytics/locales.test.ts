import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../i18n/testing/translations';
import { CEO_KPIS, FUNNEL_STAGES, GRANULARITIES, SELLER_KPIS } from './dashboards-api';

const files = import.meta.glob<Record<string, string>>('../../locales/*/analytics.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'analytics');
const en = read('en');

describe('the analytics texts', () => {
  itTranslatesEveryText(read);

  it('has every key the pages ask for by name, or name in their tables of figures', () => {
    const used = keysCalled(sources);
    // Labels given as data: `label: 'kpi.gmv'`.
    for (const src of Object.values(sources))
      for (const m of src.matchAll(/\blabel: '([a-z]+\.[\w.]+)'/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });

  it('has every key the pages build from values', () => {
    const built = [
      ...CEO_KPIS.map((k) => `kpi.${k}`),
      ...SELLER_KPIS.map((k) => `kpi.${k}`),
      ...FUNNEL_STAGES.map((s) => `funnel.${s}`),
      ...GRANULARITIES.flatMap((g) => [`period.${g}`, `period.name.${g}`]),
      ...['up', 'down', 'flat'].map((d) => `change.${d}`),
    ];
    expect(built.filter((k) => !(k in en))).toEqual([]);
  });
});
