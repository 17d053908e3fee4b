import type { SavedSupplier } from './saved-supplier.entity.js';

/** Enough for every supplier a buyer follows; a bound on what one account stores. */
export const SAVED_SUPPLIERS_MAX = 200;

export interface SavedSupplierView {
  supplierId: string;
  savedAt: string;
}

export interface SavedSuppliersView {
  /** Newest first. */
  items: SavedSupplierView[];
  count: number;
  max: number;
}

export function toSavedSuppliersView(rows: readonly SavedSupplier[]): SavedSuppliersView {
  const sorted = [...rows].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
  );
  return {
    items: sorted.map((r) => ({ supplierId: r.supplierId, savedAt: r.createdAt.toISOString() })),
    count: sorted.length,
    max: SAVED_SUPPLIERS_MAX,
  };
}
