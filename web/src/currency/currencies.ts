/** The picker's 14 currencies (spec §9). Minor units are ISO 4217's, not a flat two decimals. */
export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$', flag: '🇺🇸', minorDigits: 2 },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', flag: '🇳🇬', minorDigits: 2 },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R', flag: '🇿🇦', minorDigits: 2 },
  { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', flag: '🇰🇪', minorDigits: 2 },
  { code: 'GHS', name: 'Ghanaian Cedi', symbol: 'GH₵', flag: '🇬🇭', minorDigits: 2 },
  { code: 'EGP', name: 'Egyptian Pound', symbol: 'E£', flag: '🇪🇬', minorDigits: 2 },
  { code: 'MAD', name: 'Moroccan Dirham', symbol: 'MAD', flag: '🇲🇦', minorDigits: 2 },
  { code: 'TND', name: 'Tunisian Dinar', symbol: 'DT', flag: '🇹🇳', minorDigits: 3 },
  { code: 'ETB', name: 'Ethiopian Birr', symbol: 'Br', flag: '🇪🇹', minorDigits: 2 },
  { code: 'UGX', name: 'Ugandan Shilling', symbol: 'USh', flag: '🇺🇬', minorDigits: 0 },
  { code: 'TZS', name: 'Tanzanian Shilling', symbol: 'TSh', flag: '🇹🇿', minorDigits: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺', minorDigits: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', flag: '🇬🇧', minorDigits: 2 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', flag: '🇨🇳', minorDigits: 2 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_STORAGE_KEY = 'sokoni.currency';
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && CURRENCIES.some((c) => c.code === value);
}

export function minorDigits(code: string): number {
  return CURRENCIES.find((c) => c.code === code)?.minorDigits ?? 2;
}
