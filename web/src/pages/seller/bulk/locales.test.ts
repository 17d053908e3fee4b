import { describe, expect, it } from 'vitest';
import { itTranslatesEveryText, keysCalled, localeReader } from '../../../i18n/testing/translations';

const files = import.meta.glob<Record<string, string>>('../../../locales/*/bulk.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const read = localeReader(files, 'bulk');
const en = read('en');

describe('the bulk upload texts', () => {
  itTranslatesEveryText(read);

  it('has every key the screen asks for, by name or built from a job status', () => {
    // The screen's translate function is `tb` (the seller workspace's texts test reads `t`).
    const used = keysCalled(sources, 'tb');
    for (const status of ['queued', 'running', 'done', 'failed']) used.add(`job.status.${status}`);
    expect(used.size).toBeGreaterThan(25);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});
