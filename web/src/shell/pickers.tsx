import { CURRENCIES, isCurrency } from '../currency/currencies';
import { useCurrency } from '../currency/currency-context';
import { useLocale, useT } from '../i18n/i18n';
import { isLang, LANGUAGES } from '../i18n/languages';
import { rememberChoice } from '../pages/account/account-preferences';
import './pickers.css';

/**
 * The language and currency pickers: native selects (the phone's own picker, no script to load),
 * each with its translated accessible name ("Language", "Currency") — the tests and screen readers
 * rely on those names.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT('common');
  const { lang, setLang } = useLocale();
  return (
    <span className={`sk-picker ${className ?? ''}`}>
      <select
        aria-label={t('picker.language')}
        value={lang}
        onChange={(e) => {
          if (!isLang(e.target.value)) return;
          setLang(e.target.value);
          rememberChoice({ language: e.target.value });
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {`${l.flag} ${l.nativeName}`}
          </option>
        ))}
      </select>
    </span>
  );
}

export function CurrencyPicker({ className }: { className?: string }) {
  const t = useT('common');
  const { currency, setCurrency } = useCurrency();
  return (
    <span className={`sk-picker ${className ?? ''}`}>
      <select
        aria-label={t('picker.currency')}
        value={currency}
        onChange={(e) => {
          if (!isCurrency(e.target.value)) return;
          setCurrency(e.target.value);
          rememberChoice({ currency: e.target.value });
        }}
      >
        {CURRENCIES.map((c) => (
          <option key={c.code} value={c.code} title={c.name}>
            {`${c.flag} ${c.code} (${c.symbol})`}
          </option>
        ))}
      </select>
    </span>
  );
}
