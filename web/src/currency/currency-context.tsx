import { useQuery } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { api, unwrap } from '../api/client';
import { useLocale } from '../i18n/i18n';
import {
  CURRENCY_STORAGE_KEY,
  DEFAULT_CURRENCY,
  isCurrency,
  minorDigits,
  type CurrencyCode,
} from './currencies';
import { convertMinor, formatMinor, type Rate } from './money';

interface CurrencyState {
  currency: CurrencyCode;
  setCurrency(code: CurrencyCode): void;
  rates: ReadonlyMap<string, Rate>;
  /** Formats an amount given in minor units of `from` in the chosen currency (converted at the API's rates). */
  format(amountMinor: number, from: string): string;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

function readStored(): CurrencyCode {
  try {
    const v = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(v) ? v : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

export function useFxRates() {
  return useQuery({
    queryKey: ['fx-rates'],
    queryFn: (): Promise<Rate[]> => unwrap(api.GET('/api/v1/fx-rates')),
    staleTime: 5 * 60_000,
  });
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setState] = useState<CurrencyCode>(readStored);
  const { intl } = useLocale();
  const { data } = useFxRates();
  const rates = useMemo(() => new Map((data ?? []).map((r) => [r.currency, r])), [data]);

  const setCurrency = useCallback((code: CurrencyCode) => {
    try {
      localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    } catch {
      // Kept for this visit only.
    }
    setState(code);
  }, []);

  const format = useCallback(
    (amountMinor: number, from: string) => {
      if (from === currency) return formatMinor(amountMinor, currency, intl);
      const a = rates.get(from);
      const b = rates.get(currency);
      // Until the rates arrive (or if one is missing), show the product's own currency, never a guess.
      if (!a || !b) return formatMinor(amountMinor, from, intl);
      return formatMinor(convertMinor(amountMinor, a, b), currency, intl);
    },
    [currency, rates, intl],
  );

  const value = useMemo(
    () => ({ currency, setCurrency, rates, format }),
    [currency, setCurrency, rates, format],
  );
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

export function useCurrency(): CurrencyState {
  const ctx = use(CurrencyContext);
  if (!ctx) throw new Error('useCurrency outside CurrencyProvider');
  return ctx;
}

export { minorDigits };
