import { toMinor } from '../shared/money';

/** A line as the admin order view gives it (no total) and as the parties' view does (with one). */
interface Line {
  productId: string;
  quantity: number;
  unitPriceMinor: number | string;
  lineTotalMinor?: number | string;
  [key: string]: unknown;
}

/** What only the parties' view of an order has (GET /api/v1/orders/:id, which staff may read too). */
const FROM_PARTIES = ['fxRate', 'fxRateExact', 'shippingAddress', 'incoterm', 'note', 'expiresAt'] as const;

/**
 * The order for the back office: trade's admin view (`/admin/orders/:id`: escrow, refunds, the
 * dispute, actors) completed with what only the parties' view carries — the FX rate locked at
 * checkout, the shipping address, the buyer's note, and line totals. The admin view wins where
 * both have a field. A line total missing from both is worked out exactly (unit price × quantity,
 * which is how trade prices a line), never through a float.
 */
export function mergeOrderViews(
  admin: Record<string, unknown>,
  parties: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...admin };
  for (const key of FROM_PARTIES)
    if (merged[key] === undefined && parties?.[key] !== undefined) merged[key] = parties[key];
  const theirs = Array.isArray(parties?.lines) ? (parties.lines as Line[]) : [];
  if (Array.isArray(admin.lines)) {
    merged.lines = (admin.lines as Line[]).map((line) => {
      if (line.lineTotalMinor !== undefined) return line;
      const known = theirs.find((l) => l.productId === line.productId)?.lineTotalMinor;
      if (known !== undefined) return { ...line, lineTotalMinor: known };
      const unit = toMinor(line.unitPriceMinor);
      if (unit === null || !Number.isSafeInteger(line.quantity)) return line;
      const total = unit * BigInt(line.quantity);
      return {
        ...line,
        lineTotalMinor: total <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(total) : total.toString(),
      };
    });
  }
  return merged;
}
