import { useDataProvider } from 'react-admin';
import { createAuthProvider } from './auth/auth-provider';
import { IdleClock } from './auth/idle';
import { Session } from './auth/session';
import { API, IDLE_LIMIT_MS } from './config';
import { createDataProvider, type AdminDataProvider } from './rest/data-provider';
import { createHttpClient } from './rest/http-client';
import { createI18nProvider } from './i18n/i18n-provider';

/** The console's single instances, wired once: the session is shared by auth and data. */
export const i18n = createI18nProvider();
export const session = new Session({ authUrl: API.auth, meUrl: API.me, language: i18n.locale });
export const idle = new IdleClock({ limitMs: IDLE_LIMIT_MS });
export const authProvider = createAuthProvider(session, idle);
export const http = createHttpClient({ session, language: i18n.locale });
export const dataProvider = createDataProvider(API.admin, http);

/** useDataProvider with the staff actions typed. */
export const useAdminData = () => useDataProvider<AdminDataProvider>();
