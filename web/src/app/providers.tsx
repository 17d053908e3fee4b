import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setApiLanguage } from '../api/client';
import { CurrencyProvider } from '../currency/currency-context';
import { LocaleProvider, useLocale } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import { AccountPreferencesSync } from '../pages/account/account-preferences';

export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: a read is tried even offline, so the service worker can answer it from its copy.
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
});

function ApiLanguage() {
  const { lang } = useLocale();
  useEffect(() => {
    setApiLanguage(lang);
    // Server texts (category names, errors) are per language: fetch them again in the new one.
    void queryClient.invalidateQueries();
  }, [lang]);
  return null;
}

export function Providers({ initialLang, children }: { initialLang: Lang; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initial={initialLang}>
        <ApiLanguage />

        <CurrencyProvider>
          {/* The signed-in account's stored language and currency win on sign-in. */}
          <AccountPreferencesSync />
          {children}
        </CurrencyProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
