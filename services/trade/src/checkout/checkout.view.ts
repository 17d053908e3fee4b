import { formatRate, money, parseRate, rateDecimal, toMinorNumber } from '../money/index.js';
import type { Checkout, CheckoutStatus, OrderLine, TradeOrder } from '../orders/order.entities.js';
import type { OrderStatus } from '../orders/order-lifecycle.js';
import type { Payment } from '../payments/payment.entities.js';
import { toPaymentView, type PaymentView } from '../payments/payment.view.js';

export interface CheckoutLineView {
  productId: string;
  title: string;
  unit: string;
  imageUrl: string | null;
  quantity: number;
  /** In the order's sellerCurrency. */
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface CheckoutOrderView {
  id: string;
  reference: string;
  sellerId: string;
  status: OrderStatus;
  currency: string;
  amountMinor: number;
  feeMinor: number;
  feeBasisPoints: number;
  sellerCurrency: string;
  sellerSubtotalMinor: number;
  /** Units of `currency` per unit of `sellerCurrency`: for display (8 places) and exact ("n/d"). */
  fxRate: string;
  fxRateExact: string;
  expiresAt: string;
  lines: CheckoutLineView[];
}

export interface FxLockView {
  expiresAt: string;
  expired: boolean;
  /** Every rate locked, per USD as catalogue published it, with the publication's version. */
  rates: { currency: string; perUsd: string; version: number }[];
}

export interface CheckoutView {
  id: string;
  status: CheckoutStatus;
  currency: string;
  totalMinor: number;
  fxLock: FxLockView;
  shippingAddress: Record<string, string>;
  incoterm: string | null;
  note: string | null;
  orders: CheckoutOrderView[];
  /** The latest payment; null only in the instant between recording the checkout and its payment. */
  payment: PaymentView | null;
  createdAt: string;
}

const minor = (amount: bigint, currency: string): number => toMinorNumber(money(amount, currency));

export function toCheckoutView(
  checkout: Checkout,
  orders: readonly TradeOrder[],
  lines: readonly OrderLine[],
  payment: Payment | null,
  now = new Date(),
): CheckoutView {
  return {
    id: checkout.id,
    status: checkout.status,
    currency: checkout.currency,
    totalMinor: minor(checkout.totalMinor, checkout.currency),
    fxLock: {
      expiresAt: checkout.fxLockedUntil.toISOString(),
      expired: checkout.fxLockedUntil <= now,
      rates: Object.entries(checkout.fxRates)
        .map(([currency, r]) => ({ currency, perUsd: r.perUsd, version: r.version }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    },
    shippingAddress: checkout.shippingAddress,
    incoterm: checkout.incoterm ?? null,
    note: checkout.note ?? null,
    orders: orders.map((o) =>
      toCheckoutOrderView(
        o,
        lines.filter((l) => l.orderId === o.id),
      ),
    ),
    payment: payment ? toPaymentView(payment) : null,
    createdAt: checkout.createdAt.toISOString(),
  };
}

export function toCheckoutOrderView(o: TradeOrder, lines: readonly OrderLine[]): CheckoutOrderView {
  const rate = parseRate(o.sellerCurrency, o.currency, o.fxRate);
  return {
    id: o.id,
    reference: o.reference,
    sellerId: o.sellerId,
    status: o.status,
    currency: o.currency,
    amountMinor: minor(o.amountMinor, o.currency),
    feeMinor: minor(o.feeMinor, o.currency),
    feeBasisPoints: o.feeBasisPoints,
    sellerCurrency: o.sellerCurrency,
    sellerSubtotalMinor: minor(o.sellerSubtotalMinor, o.sellerCurrency),
    fxRate: rateDecimal(rate, 8),
    fxRateExact: formatRate(rate),
    expiresAt: o.expiresAt.toISOString(),
    lines: [...lines]
      .sort((a, b) => (a.productId < b.productId ? -1 : 1))
      .map((l) => ({
        productId: l.productId,
        title: l.title,
        unit: l.unit,
        imageUrl: l.imageUrl ?? null,
        quantity: l.quantity,
        unitPriceMinor: minor(l.unitPriceMinor, o.sellerCurrency),
        lineTotalMinor: minor(l.lineTotalMinor, o.sellerCurrency),
      })),
  };
}
