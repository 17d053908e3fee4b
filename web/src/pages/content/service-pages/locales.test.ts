import { describe, expect, it } from 'vitest';
import { FINANCE_PURPOSES, FREIGHT_MODES, INSPECTION_KINDS, PARTNER_KINDS } from './service-request-rules';
import { itTranslatesEveryText, localeReader } from '../../../i18n/testing/translations';

// The namespace this folder owns; Vite reads the files as the app does.
const files = import.meta.glob<Record<string, string>>('../../../locales/*/services.json', {
  eager: true,
  import: 'default',
});
const read = localeReader(files, 'services');
const en = read('en');

describe('the services texts', () => {
  itTranslatesEveryText(read);

  it('name every choice the form offers', () => {
    const keys = [
      ...FINANCE_PURPOSES.map((v) => `purpose.${v}`),
      ...FREIGHT_MODES.map((v) => `mode.${v}`),
      ...INSPECTION_KINDS.map((v) => `inspectionKind.${v}`),
      ...PARTNER_KINDS.map((v) => `partnerKind.${v}`),
    ];
    for (const key of keys) expect(en[key], key).toBeTruthy();
  });
});
