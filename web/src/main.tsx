import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startAnalytics } from './analytics/analytics-start';
import { setApiLanguage } from './api/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/routes';
import { session } from './auth/session';
import { loadNamespace, readStoredLanguage } from './i18n/i18n';
import { ErrorBoundary } from './shell/error-boundary';
import './shell/base.css';

const lang = readStoredLanguage();
document.documentElement.lang = lang;
setApiLanguage(lang);
// The shell's words before the first paint (no flash of keys); the session comes back meanwhile.
void session.restore();
startAnalytics();
await Promise.all([loadNamespace(lang, 'common'), loadNamespace('en', 'common')]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <Providers initialLang={lang}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
