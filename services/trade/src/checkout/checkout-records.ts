import type { EntityManager } from '@mikro-orm/postgresql';
import type { Checkout, OrderEvent, OrderLine, TradeOrder } from '../orders/order.entities.js';
import type { Payment } from '../payments/payment.entities.js';
import { SCHEMA } from '../trade.schema.js';

export interface CheckoutRecords {
  checkout: Checkout;
  orders: readonly TradeOrder[];
  lines: readonly OrderLine[];
  events: readonly OrderEvent[];
  payment: Payment;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const int = (v: bigint | number): string => v.toString();

/**
 * A new checkout's rows — the checkout, its orders, their lines and first timeline entries, the
 * payment — in one statement (one round trip) instead of one insert per table: checkout is the
 * marketplace's hottest write, and on the embedded database every round trip inside a transaction
 * holds up every other request. Foreign keys are checked at the end of the statement, so the
 * order of the parts does not matter. Amounts travel as text and are cast, never through a float.
 */
export async function insertCheckoutRecords(em: EntityManager, r: CheckoutRecords): Promise<void> {
  const c = r.checkout;
  const p = r.payment;
  await em.execute(
    `with checkout as (
       insert into ${SCHEMA}.checkout (id, buyer_id, status, currency, total_minor, fx_rates, fx_locked_until,
         shipping_address, incoterm, note, locale, created_at, updated_at)
       values (?, ?, ?, ?, ?::bigint, ?::jsonb, ?, ?::jsonb, ?, ?, ?, ?, ?)
     ), orders as (
       insert into ${SCHEMA}.trade_order (id, checkout_id, reference, buyer_id, seller_id, status, currency,
         amount_minor, fee_basis_points, fee_minor, seller_currency, seller_subtotal_minor, fx_rate, expires_at,
         created_at, updated_at)
       select o.id, o.checkout_id, o.reference, o.buyer_id, o.seller_id, o.status, o.currency,
         o.amount_minor::bigint, o.fee_basis_points, o.fee_minor::bigint, o.seller_currency,
         o.seller_subtotal_minor::bigint, o.fx_rate, o.expires_at, o.created_at, o.created_at
       from jsonb_to_recordset(?::jsonb) as o(id uuid, checkout_id uuid, reference text, buyer_id uuid,
         seller_id uuid, status text, currency text, amount_minor text, fee_basis_points integer, fee_minor text,
         seller_currency text, seller_subtotal_minor text, fx_rate text, expires_at timestamptz,
         created_at timestamptz)
     ), lines as (
       insert into ${SCHEMA}.order_line (id, order_id, product_id, title, unit, image_url, quantity,
         unit_price_minor, line_total_minor)
       select l.id, l.order_id, l.product_id, l.title, l.unit, l.image_url, l.quantity,
         l.unit_price_minor::bigint, l.line_total_minor::bigint
       from jsonb_to_recordset(?::jsonb) as l(id uuid, order_id uuid, product_id uuid, title text, unit text,
         image_url text, quantity integer, unit_price_minor text, line_total_minor text)
     ), events as (
       insert into ${SCHEMA}.order_event (id, order_id, action, from_status, to_status, actor_id, actor_role,
         note, at)
       select e.id, e.order_id, e.action, e.from_status, e.to_status, e.actor_id, e.actor_role, e.note, e.at
       from jsonb_to_recordset(?::jsonb) as e(id uuid, order_id uuid, action text, from_status text,
         to_status text, actor_id uuid, actor_role text, note text, at timestamptz)
     )
     insert into ${SCHEMA}.payment (id, checkout_id, buyer_id, provider, payer_email, amount_minor, currency,
       status, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?::bigint, ?, ?, ?, ?)`,
    [
      c.id,
      c.buyerId,
      c.status,
      c.currency,
      int(c.totalMinor),
      JSON.stringify(c.fxRates),
      c.fxLockedUntil,
      JSON.stringify(c.shippingAddress),
      c.incoterm ?? null,
      c.note ?? null,
      c.locale,
      c.createdAt,
      c.updatedAt,
      JSON.stringify(
        r.orders.map((o) => ({
          id: o.id,
          checkout_id: o.checkoutId,
          reference: o.reference,
          buyer_id: o.buyerId,
          seller_id: o.sellerId,
          status: o.status,
          currency: o.currency,
          amount_minor: int(o.amountMinor),
          fee_basis_points: o.feeBasisPoints,
          fee_minor: int(o.feeMinor),
          seller_currency: o.sellerCurrency,
          seller_subtotal_minor: int(o.sellerSubtotalMinor),
          fx_rate: o.fxRate,
          expires_at: iso(o.expiresAt),
          created_at: iso(o.createdAt),
        })),
      ),
      JSON.stringify(
        r.lines.map((l) => ({
          id: l.id,
          order_id: l.orderId,
          product_id: l.productId,
          title: l.title,
          unit: l.unit,
          image_url: l.imageUrl ?? null,
          quantity: l.quantity,
          unit_price_minor: int(l.unitPriceMinor),
          line_total_minor: int(l.lineTotalMinor),
        })),
      ),
      JSON.stringify(
        r.events.map((e) => ({
          id: e.id,
          order_id: e.orderId,
          action: e.action,
          from_status: e.fromStatus ?? null,
          to_status: e.toStatus,
          actor_id: e.actorId ?? null,
          actor_role: e.actorRole,
          note: e.note ?? null,
          at: iso(e.at),
        })),
      ),
      p.id,
      p.checkoutId,
      p.buyerId,
      p.provider,
      p.payerEmail ?? null,
      int(p.amountMinor),
      p.currency,
      p.status,
      p.createdAt,
      p.updatedAt,
    ],
  );
}
