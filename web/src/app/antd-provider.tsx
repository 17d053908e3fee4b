import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { theme } from './theme';

// antd ships component texts for these; the others (sw, ha, yo, ig, am, zu) use its English (DESIGN §7).
const ANTD_LOCALES: Partial<Record<Lang, () => Promise<{ default: Locale }>>> = {
  fr: () => import('antd/es/locale/fr_FR'),
  ar: () => import('antd/es/locale/ar_EG'),
  pt: () => import('antd/es/locale/pt_PT'),
};

/**
 * antd themed and turned right-to-left with the language; `App` so message/modal hooks follow it.
 * Loaded lazily through `AntdScope` (see antd-scope.tsx): the home page does not pay for antd.
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { lang, dir } = useLocale();
  const [locale, setLocale] = useState<Locale | undefined>();
  useEffect(() => {
    let live = true;
    const load = ANTD_LOCALES[lang];
    if (!load) setLocale(undefined);
    else void load().then((m) => live && setLocale(m.default));
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <ConfigProvider direction={dir} locale={locale} theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
