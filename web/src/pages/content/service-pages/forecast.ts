/**
 * A reorder estimate from a seller's own figures (the inventory forecasting page): average daily
 * sales over 30 days, how long the stock lasts, the reorder point (sales during the lead time plus
 * safety days) and what to order to last the chosen period. Pure, so it is tested on its own.
 */
export interface ForecastInput {
  /** Units in stock now. */
  stock: number;
  /** Units sold in the last 30 days. */
  soldLast30: number;
  /** Days a new batch takes to arrive. */
  leadDays: number;
  /** Extra days of stock kept against delays. */
  safetyDays: number;
  /** Days the order should last once it arrives. */
  coverDays: number;
}

export interface Forecast {
  daily: number;
  /** Null when nothing sells: the stock does not run out at this pace. */
  daysOfCover: number | null;
  stockoutOn: Date | null;
  reorderPoint: number;
  /** The last day to order; null when the stock is already at or below the reorder point. */
  reorderOn: Date | null;
  orderNow: boolean;
  orderQuantity: number;
}

const DAY = 86_400_000;

export function forecast(input: ForecastInput, today: Date): Forecast {
  const daily = input.soldLast30 / 30;
  const reorderPoint = Math.ceil(daily * (input.leadDays + input.safetyDays));
  if (daily === 0)
    return {
      daily,
      daysOfCover: null,
      stockoutOn: null,
      reorderPoint: 0,
      reorderOn: null,
      orderNow: false,
      orderQuantity: 0,
    };
  const daysOfCover = Math.floor(input.stock / daily);
  const orderNow = input.stock <= reorderPoint;
  const daysToReorder = Math.floor((input.stock - reorderPoint) / daily);
  const need = daily * (input.leadDays + input.safetyDays + input.coverDays);
  return {
    daily,
    daysOfCover,
    stockoutOn: new Date(today.getTime() + daysOfCover * DAY),
    reorderPoint,
    reorderOn: orderNow ? null : new Date(today.getTime() + daysToReorder * DAY),
    orderNow,
    // What covers the lead time, the safety days and the period, less what is in stock when ordering:
    // the reorder point when ordering on time, today's stock when already late.
    orderQuantity: Math.max(0, Math.ceil(need - Math.min(input.stock, reorderPoint))),
  };
}

/** A field as typed: a whole number of 0 or more, else undefined. */
export function wholeNumber(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t)) return undefined;
  return Number(t);
}
