import { currencyCode, MAX_MINOR, type CurrencyCode, type Money } from '../money/index.js';
import { isLedgerId } from './entry-request.js';
import { LedgerProblems } from './ledger.problems.js';

/** Checks on what callers pass in; a failure is a caller's bug, answered as ledger.invalid_request. */
export function ledgerId(value: unknown, field: string): string {
  if (!isLedgerId(value)) {
    throw LedgerProblems.invalidRequest({ reason: `${field} must be 1–200 printable characters, no spaces` });
  }
  return value;
}

export function currencyArg(code: string, field: string): CurrencyCode {
  try {
    return currencyCode(code);
  } catch {
    throw LedgerProblems.invalidRequest({ reason: `${field} has an unknown currency` });
  }
}

export function currencyOf(m: Money, field: string): CurrencyCode {
  return currencyArg(m.currency, field);
}

/** A Money whose amount is a bigint in 0..MAX_MINOR (or 1.. when `positive`), in `currency` if given. */
export function amountOf(
  m: Money,
  field: string,
  o: { positive?: boolean; currency?: CurrencyCode } = {},
): bigint {
  const c = currencyOf(m, field);
  if (o.currency && c !== o.currency) {
    throw LedgerProblems.invalidRequest({ reason: `${field} is in ${c}, not ${o.currency}` });
  }
  const a = m.amountMinor;
  if (typeof a !== 'bigint' || a < (o.positive ? 1n : 0n) || a > MAX_MINOR) {
    throw LedgerProblems.invalidRequest({
      reason: `${field} must be ${o.positive ? 'positive' : 'zero or more'}`,
    });
  }
  return a;
}

/** Free text kept with the entry (a staff reason); part of the request a replay must match. */
export function memoOf(memo: unknown): string | null {
  if (memo === undefined || memo === null) return null;
  if (typeof memo !== 'string' || memo.length > 1000) {
    throw LedgerProblems.invalidRequest({ reason: 'memo must be text of at most 1000 characters' });
  }
  return memo;
}
