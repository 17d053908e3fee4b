import { useEffect, useRef } from 'react';
import { useSessionUser } from '../../auth/auth-context';
import { session } from '../../auth/session';
import { isCurrency, type CurrencyCode } from '../../currency/currencies';
import { useCurrency } from '../../currency/currency-context';
import { useLocale } from '../../i18n/i18n';
import { isLang, type Lang } from '../../i18n/languages';
import { savePreferences } from './account-api';

/**
 * The language and currency stored on the account win on sign-in: once per signed-in user (a
 * sign-in, or a reload that restores the session), their stored choice replaces this browser's.
 * A choice the storefront does not offer is ignored.
 */
export function AccountPreferencesSync(): null {
  const user = useSessionUser();
  const { lang, setLang } = useLocale();
  const { currency, setCurrency } = useCurrency();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      applied.current = null;
      return;
    }
    if (applied.current === user.id) return;
    applied.current = user.id;
    if (isLang(user.language) && user.language !== lang) setLang(user.language);
    if (isCurrency(user.currency) && user.currency !== currency) setCurrency(user.currency);
    // Only a new user applies; later picker changes are the user's own (see rememberChoice).
  }, [user, lang, currency, setLang, setCurrency]);
  return null;
}

/**
 * The pickers call this after a change: while signed in the choice is stored on the account, so
 * it follows the user to their other devices. Best effort: offline, the browser still keeps it.
 */
export function rememberChoice(choice: { language?: Lang; currency?: CurrencyCode }): void {
  const user = session.currentUser();
  if (!user) return;
  if (
    (choice.language ?? user.language) === user.language &&
    (choice.currency ?? user.currency) === user.currency
  )
    return;
  savePreferences(choice).catch(() => undefined);
}
