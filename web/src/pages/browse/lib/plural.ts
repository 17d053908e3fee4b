import type { TFunction } from '../../../i18n/i18n';

const rules = new Map<string, Intl.PluralRules>();

/**
 * `key.one`, `key.few`, … by the language's plural rules (Arabic has six forms), falling back to
 * `key.other`; `{count}` is the number in the reader's digits.
 */
export function plural(t: TFunction, key: string, count: number, intl: string, vars = {}): string {
  let pr = rules.get(intl);
  if (!pr) {
    pr = new Intl.PluralRules(intl);
    rules.set(intl, pr);
  }
  const all = { ...vars, count: count.toLocaleString(intl) };
  const specific = `${key}.${pr.select(count)}`;
  const text = t(specific, all);
  return text === specific ? t(`${key}.other`, all) : text;
}
