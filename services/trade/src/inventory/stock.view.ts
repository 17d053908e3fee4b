/** One product's stock as its seller sees it. */
export interface StockView {
  productId: string;
  title: string;
  unit: string;
  /** false: no stock is kept (made to order), so buyers are not limited; the counts are 0. */
  tracked: boolean;
  onHand: number;
  /** Held by unpaid orders. */
  reserved: number;
  /** What buyers can still order: on hand minus reserved. */
  available: number;
  /** Null while untracked. */
  updatedAt: string | null;
}

export interface StockPage {
  items: StockView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StockViewRow {
  product_id: string;
  title: string;
  unit: string;
  on_hand: number | null;
  reserved: number | null;
  updated_at: Date | string | null;
}

export function toStockView(r: StockViewRow): StockView {
  const tracked = r.on_hand !== null;
  const onHand = r.on_hand ?? 0;
  const reserved = r.reserved ?? 0;
  return {
    productId: r.product_id,
    title: r.title,
    unit: r.unit,
    tracked,
    onHand,
    reserved,
    available: Math.max(0, onHand - reserved),
    updatedAt: tracked && r.updated_at !== null ? new Date(r.updated_at).toISOString() : null,
  };
}
