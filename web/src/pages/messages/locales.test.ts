import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../i18n/testing/translations';
import { REPORT_REASONS } from './messages-api';

const files = import.meta.glob<Record<string, string>>('../../locales/*/messages.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'messages');
const en = read('en');

describe('the messages texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screens ask for by name, and one per subject kind and report reason', () => {
    const used = keysCalled(sources);
    expect(used.size).toBeGreaterThan(40);
    const built = [
      ...['product', 'rfq', 'order', 'supplier'].map((k) => `subject.${k}`),
      ...REPORT_REASONS.map((r) => `report.reason.${r}`),
      'block.done',
      'block.undone',
    ];
    expect([...used, ...built].filter((k) => !(k in en))).toEqual([]);
  });
});
