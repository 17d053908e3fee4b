import type { TFunction } from '../../../i18n/i18n';

/**
 * The seller's unit ("kg", "tonne", "piece") in the reader's language where we know it: `one` for
 * "per tonne", `other` after a quantity ("4 tonnes"). An unknown unit is shown as the seller wrote it.
 */
export function unitLabel(t: TFunction, unit: string, form: 'one' | 'other' = 'other'): string {
  const key = `${form === 'one' ? 'unitOne' : 'unit'}.${unit.toLowerCase()}`;
  const text = t(key);
  return text === key ? unit : text;
}
