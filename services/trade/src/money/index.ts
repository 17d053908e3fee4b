export {
  MINOR_DIGITS,
  SUPPORTED_CURRENCIES,
  currencyCode,
  isCurrencyCode,
  isSupportedCurrency,
  minorDigits,
  minorPerMajor,
  type CurrencyCode,
  type SupportedCurrency,
} from './currency.js';
export {
  MAX_MINOR,
  addMoney,
  assertSameCurrency,
  fromMajorString,
  money,
  moneyEquals,
  moneyJson,
  subtractMoney,
  sumMoney,
  toBigInt,
  toMajorString,
  toMinorNumber,
  zero,
  type Money,
} from './money.js';
export { allocate, divide, type RoundingMode } from './rounding.js';
export { BASIS_POINTS, fee, proRataFee, splitOrders, type OrderShare, type OrderSplit } from './fees.js';
export {
  convert,
  crossRate,
  formatRate,
  fxRate,
  invertRate,
  parseDecimal,
  parseRate,
  rateDecimal,
  type FxRate,
} from './fx.js';
