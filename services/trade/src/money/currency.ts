/**
 * ISO 4217 minor digits. The fourteen currencies a buyer may pay in are the ones catalogue keeps
 * rates for (its fx_rates seed); XOF and XAF, the CFA francs, are listed too so that adding them
 * is a rate, not a rounding change. A wrong digit count here would misprice every amount by a
 * factor of ten or more, so the table is written out, not derived from Intl (whose data varies by
 * ICU build and says 2 for UGX in some of them).
 */
export const MINOR_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CNY: 2,
  NGN: 2,
  ZAR: 2,
  KES: 2,
  GHS: 2,
  EGP: 2,
  MAD: 2,
  TND: 3,
  ETB: 2,
  UGX: 0,
  TZS: 2,
  XOF: 0,
  XAF: 0,
} as const;

export type CurrencyCode = keyof typeof MINOR_DIGITS;

/** What checkout accepts (DESIGN: "one of the 14"), in catalogue's order. */
export const SUPPORTED_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CNY',
  'NGN',
  'ZAR',
  'KES',
  'GHS',
  'EGP',
  'MAD',
  'TND',
  'ETB',
  'UGX',
  'TZS',
] as const satisfies readonly CurrencyCode[];

export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(MINOR_DIGITS, code);
}

export function isSupportedCurrency(code: string): code is SupportedCurrency {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

/** The code itself, typed, or a RangeError: an unknown code must never default to 2 digits. */
export function currencyCode(code: string): CurrencyCode {
  if (!isCurrencyCode(code)) throw new RangeError(`unknown currency: ${code}`);
  return code;
}

export function minorDigits(code: CurrencyCode): number {
  return MINOR_DIGITS[code];
}

/** 10^digits as a bigint: how many minor units make one major unit. */
export function minorPerMajor(code: CurrencyCode): bigint {
  return 10n ** BigInt(MINOR_DIGITS[code]);
}
