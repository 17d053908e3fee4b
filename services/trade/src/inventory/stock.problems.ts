import { ProblemException, type I18nArgs } from '@sokoni/platform/errors';

/** Errors of stock and reservations; texts in src/i18n/<lang>/stock.json. */
const def =
  (status: number, code: string, field?: string) =>
  (args?: I18nArgs): ProblemException =>
    new ProblemException({
      status,
      code: `stock.${code}`,
      i18nKey: `stock.${code}`,
      args,
      errors: field ? [{ field, code: `stock.${code}`, i18nKey: `stock.${code}`, args }] : undefined,
    });

export const StockProblems = {
  /** Unknown to trade, or another seller's: the same answer, so ids reveal nothing. */
  productNotFound: def(404, 'product_not_found'),
  notStockable: def(409, 'not_stockable'),
  belowReserved: def(409, 'below_reserved', 'quantity'),
};

/** One line checkout could not reserve: what was asked and what is left. */
export interface StockShortage {
  productId: string;
  requested: number;
  available: number;
}

/**
 * Thrown by StockReservations.reserve when any line cannot be had; nothing was reserved. A 409
 * problem naming every short line, so checkout can pass it to the buyer as it is or say it its way.
 */
export class InsufficientStockError extends ProblemException {
  constructor(readonly shortages: readonly StockShortage[]) {
    super({
      status: 409,
      code: 'stock.insufficient',
      i18nKey: 'stock.insufficient',
      args: { count: shortages.length },
      extensions: { shortages },
    });
  }
}
