import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../i18n/testing/translations';

const files = import.meta.glob<Record<string, string>>('../../locales/*/rfq.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'rfq');
const en = read('en');

describe('the RFQ screens texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screens ask for by name', () => {
    const used = keysCalled(sources);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });

  it('names every unit, Incoterm and status the screens build a key for', () => {
    for (const prefix of ['unit.', 'incoterm.', 'status.', 'quoteStatus.', 'visibility.'])
      expect(Object.keys(en).filter((k) => k.startsWith(prefix)).length, prefix).toBeGreaterThan(1);
    for (const i of ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'])
      expect(en[`incoterm.${i}`]).toBeTruthy();
  });
});
