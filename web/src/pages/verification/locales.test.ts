import { describe } from 'vitest';
import { itTranslatesEveryText, localeReader } from '../../i18n/testing/translations';

// Both namespaces this folder and ../newsletter own; Vite reads them as the app does.
const files = import.meta.glob<Record<string, string>>('../../locales/*/{verification,newsletter}.json', {
  eager: true,
  import: 'default',
});

describe.each(['verification', 'newsletter'])('the %s texts', (ns) => {
  itTranslatesEveryText(localeReader(files, ns));
});
