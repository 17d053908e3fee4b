import { convertMinor, type Rate } from '../../currency/money';

/**
 * One grand total in the chosen currency from the cart's per-currency totals, converted at the
 * API's rates through USD. null when a rate is missing: the caller then lists each currency's
 * total as it is rather than showing a guessed sum.
 */
export function grandTotalIn(
  totals: Readonly<Record<string, number>>,
  currency: string,
  rates: ReadonlyMap<string, Rate>,
): number | null {
  let sum = 0;
  for (const [code, amount] of Object.entries(totals)) {
    if (code === currency) {
      sum += amount;
      continue;
    }
    const from = rates.get(code);
    const to = rates.get(currency);
    if (!from || !to) return null;
    sum += convertMinor(amount, from, to);
  }
  return sum;
}
