import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { setApiLanguage } from '../api/client';
import { CurrencyProvider } from '../currency/currency-context';
import { LocaleProvider, useLocale } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
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

        <CurrencyProvider>{children}</CurrencyProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
