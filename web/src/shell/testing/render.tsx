import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setApiLanguage } from '../../api/client';
import { CurrencyProvider } from '../../currency/currency-context';
import { LocaleProvider, loadNamespace } from '../../i18n/i18n';
import type { Lang } from '../../i18n/languages';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

/** Renders `ui` with the app's providers and a router; the current URL is in data-testid="location". */
export async function renderWithApp(
  ui: ReactNode,
  {
    path = '/',
    lang = 'en',
    namespaces = ['common'],
  }: { path?: string; lang?: Lang; namespaces?: string[] } = {},
) {
  await Promise.all(namespaces.flatMap((ns) => [loadNamespace(lang, ns), loadNamespace('en', ns)]));
  // As main.tsx does before the first render (the app's Providers keep it in step afterwards).
  setApiLanguage(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result!: RenderResult;
  // Awaited act: the first render suspends on the texts, and React retries it inside act.
  await actAsync(() => {
    result = render(
      <QueryClientProvider client={client}>
        <LocaleProvider initial={lang}>
          <CurrencyProvider>
            <MemoryRouter initialEntries={[path]}>
              <Suspense fallback={<p>loading</p>}>
                <Routes>
                  <Route
                    path="*"
                    element={
                      <>
                        {ui}
                        <LocationProbe />
                      </>
                    }
                  />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </CurrencyProvider>
        </LocaleProvider>
      </QueryClientProvider>,
    );
  });
  // The first render suspends while the texts load (slow the first time Vite transforms them).
  await screen.findByTestId('location', undefined, { timeout: 10_000 });
  return result;
}

/**
 * Runs `fn` inside an awaited act(): renders that suspend (texts of a new language, a lazy chunk)
 * and the effects that follow are settled before the test goes on.
 */
export async function actAsync(fn: () => unknown): Promise<void> {
  await act(async () => {
    fn();
    await Promise.resolve();
  });
}
