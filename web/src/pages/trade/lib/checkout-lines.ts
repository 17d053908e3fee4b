import { ApiError } from '../../../api/problem';

/**
 * What checkout buys and what trade may refuse about it, per line. Trade cannot read the cart
 * service, so the page sends the server cart's lines with the prices the buyer was shown; trade
 * prices them again itself and answers 409 `checkout.prices_changed` (with the new prices) or 422
 * `checkout.items_unavailable` (one field error `items.<i>.productId` per line) when it would not
 * sell them as shown. Nothing is bought then: the buyer goes back to the cart to fix the lines.
 */

/** A server cart line as far as checkout is concerned. */
export interface CartLineLike {
  id: string;
  productId: string;
  sellerId: string;
  title: string;
  quantity: number;
  unitPriceMinor: number;
  currency: string;
  flags: readonly string[];
}

export interface CheckoutItem {
  productId: string;
  quantity: number;
  expectedUnitPriceMinor: number;
  expectedCurrency: string;
}

/** The items to send, in cart order (the index of each is how trade names a refused line). */
export function checkoutItems(lines: readonly CartLineLike[]): CheckoutItem[] {
  return lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    expectedUnitPriceMinor: l.unitPriceMinor,
    expectedCurrency: l.currency,
  }));
}

export interface PriceChange {
  productId: string;
  title: string;
  quantity: number;
  oldUnitPriceMinor: number | null;
  oldCurrency: string;
  newUnitPriceMinor: number;
  newCurrency: string;
}

export interface LineRefusal {
  productId: string;
  title: string;
  /** The server's reason, in the buyer's language. */
  message: string;
}

export type CheckoutRefusal =
  | { kind: 'prices_changed'; message: string; changes: PriceChange[] }
  | { kind: 'lines_refused'; message: string; lines: LineRefusal[] }
  | { kind: 'other'; message: string; code: string | null; fields: Record<string, string> };

const ITEM_FIELD = /^items\.(\d+)(?:\.|$)/;

interface RawPrice {
  productId?: unknown;
  quantity?: unknown;
  currency?: unknown;
  unitPriceMinor?: unknown;
  expectedCurrency?: unknown;
  expectedUnitPriceMinor?: unknown;
}

/** A refused checkout as the page shows it: per line where trade names lines, else its message. */
export function checkoutRefusal(error: ApiError, lines: readonly CartLineLike[]): CheckoutRefusal {
  const code = typeof error.problem['code'] === 'string' ? error.problem['code'] : null;
  const titleOf = (productId: string) => lines.find((l) => l.productId === productId)?.title ?? productId;

  if (error.status === 409 && code === 'checkout.prices_changed') {
    const raw = Array.isArray(error.problem['prices']) ? (error.problem['prices'] as RawPrice[]) : [];
    const changes = raw.flatMap((p): PriceChange[] => {
      if (typeof p.productId !== 'string' || typeof p.unitPriceMinor !== 'number') return [];
      const line = lines.find((l) => l.productId === p.productId);
      return [
        {
          productId: p.productId,
          title: titleOf(p.productId),
          quantity: typeof p.quantity === 'number' ? p.quantity : (line?.quantity ?? 0),
          oldUnitPriceMinor:
            typeof p.expectedUnitPriceMinor === 'number'
              ? p.expectedUnitPriceMinor
              : (line?.unitPriceMinor ?? null),
          oldCurrency: typeof p.expectedCurrency === 'string' ? p.expectedCurrency : (line?.currency ?? ''),
          newUnitPriceMinor: p.unitPriceMinor,
          newCurrency: typeof p.currency === 'string' ? p.currency : (line?.currency ?? ''),
        },
      ];
    });
    return { kind: 'prices_changed', message: error.message, changes };
  }

  const itemErrors = (error.problem.errors ?? []).flatMap((e): LineRefusal[] => {
    const m = e.field ? ITEM_FIELD.exec(e.field) : null;
    const line = m ? lines[Number(m[1])] : undefined;
    return line ? [{ productId: line.productId, title: line.title, message: e.message }] : [];
  });
  if ((error.status === 422 || error.status === 400) && itemErrors.length > 0)
    return { kind: 'lines_refused', message: error.message, lines: itemErrors };

  return { kind: 'other', message: error.message, code, fields: error.fieldErrors() };
}

/** Lines that cannot go to checkout as they are (the cart page explains each flag). */
export const blockedLines = (lines: readonly CartLineLike[]) => lines.filter((l) => l.flags.length > 0);

/** Cart lines grouped by seller, in the cart's order. */
export function bySeller<L extends { sellerId: string }>(
  lines: readonly L[],
): { sellerId: string; lines: L[] }[] {
  const groups: { sellerId: string; lines: L[] }[] = [];
  for (const l of lines) {
    const g = groups.find((x) => x.sellerId === l.sellerId);
    if (g) g.lines.push(l);
    else groups.push({ sellerId: l.sellerId, lines: [l] });
  }
  return groups;
}
