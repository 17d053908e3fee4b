import { useCallback } from 'react';
import { createLocalStore } from '../../../cart/local-store';
import { COMPARE_MAX, toggleCompareId } from './compare-ids';

export interface CompareItem {
  id: string;
  name: string;
}

function parse(raw: string | null): CompareItem[] {
  try {
    const data: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(data)) return [];
    return data
      .filter(
        (i): i is CompareItem =>
          typeof (i as CompareItem)?.id === 'string' && typeof (i as CompareItem)?.name === 'string',
      )
      .slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/** The products picked for comparison: kept while the buyer moves between result pages and tabs. */
const store = createLocalStore<CompareItem[]>('sokoni.compare.v1', parse);

export function useCompareSelection() {
  const items = store.use();
  const toggle = useCallback((item: CompareItem) => {
    const cur = store.get();
    const ids = toggleCompareId(
      cur.map((i) => i.id),
      item.id,
    );
    store.set(ids.map((id) => cur.find((i) => i.id === id) ?? item));
  }, []);
  const clear = useCallback(() => store.set([]), []);
  const has = useCallback((id: string) => items.some((i) => i.id === id), [items]);
  return { items, toggle, clear, has, full: items.length >= COMPARE_MAX };
}
