import type { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedEvent } from '@sokoni/platform/events';
import type { Checkout, OrderEvent, OrderLine, TradeOrder } from '../orders/order.entities.js';
import type { Payment } from '../payments/payment.entities.js';
import { SCHEMA } from '../trade.schema.js';

export interface CheckoutRecords {
  checkout: Checkout;
  orders: readonly TradeOrder[];
  lines: readonly OrderLine[];
  events: readonly OrderEvent[];
  payment: Payment;
  /** Outbox rows written with them (trade.checkout.placed.v1, and the stock events of its reservation). */
  outbox: readonly PreparedEvent[];
}

export interface CheckoutRecordsOptions {
  /**
   * Write nothing if any of these products has a stock row. For a checkout written in one
   * statement outside a transaction, decided on a read that found none of its products tracked:
   * if a seller started tracking one since, the statement answers false and the caller goes the
   * way that reserves stock.
   */
  unlessStockFor?: readonly string[];
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const int = (v: bigint | number): string => v.toString();

/**
 * A new checkout's rows — the checkout, its orders, their lines and first timeline entries, the
 * payment, and their events' outbox rows — in one statement (one round trip)
 * instead of one insert per table: checkout is the marketplace's hottest write, and on the
 * embedded database every round trip inside a transaction holds up every other request. Foreign
 * keys are checked at the end of the statement, so the order of the parts does not matter. Amounts
 * travel as text and are cast, never through a float. Returns whether the rows were written (only
 * `unlessStockFor` stops them).
 */
export async function insertCheckoutRecords(
  em: EntityManager,
  r: CheckoutRecords,
  options: CheckoutRecordsOptions = {},
): Promise<boolean> {
  const c = r.checkout;
  const p = r.payment;
  const [result] = await em.execute<{ applied: boolean }[]>(
    `with go as (
       select not exists (
         select 1 from ${SCHEMA}.stock s
         where s.product_id in (select t.id::uuid from jsonb_array_elements_text(?::jsonb) as t(id))
       ) as ok
     ), checkout as (
       insert into ${SCHEMA}.checkout (id, buyer_id, status, currency, total_minor, fx_rates, fx_locked_until,
         shipping_address, incoterm, note, locale, created_at, updated_at)
       select c.id, c.buyer_id, c.status, c.currency, c.total_minor::bigint, c.fx_rates, c.fx_locked_until,
         c.shipping_address, c.incoterm, c.note, c.locale, c.created_at, c.updated_at
       from jsonb_to_recordset(?::jsonb) as c(id uuid, buyer_id uuid, status text, currency text,
         total_minor text, fx_rates jsonb, fx_locked_until timestamptz, shipping_address jsonb, incoterm text,
         note text, locale text, created_at timestamptz, updated_at timestamptz)
       where (select ok from go)
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
       where (select ok from go)
     ), lines as (
       insert into ${SCHEMA}.order_line (id, order_id, product_id, title, unit, image_url, quantity,
         unit_price_minor, line_total_minor)
       select l.id, l.order_id, l.product_id, l.title, l.unit, l.image_url, l.quantity,
         l.unit_price_minor::bigint, l.line_total_minor::bigint
       from jsonb_to_recordset(?::jsonb) as l(id uuid, order_id uuid, product_id uuid, title text, unit text,
         image_url text, quantity integer, unit_price_minor text, line_total_minor text)
       where (select ok from go)
     ), events as (
       insert into ${SCHEMA}.order_event (id, order_id, action, from_status, to_status, actor_id, actor_role,
         note, at)
       select e.id, e.order_id, e.action, e.from_status, e.to_status, e.actor_id, e.actor_role, e.note, e.at
       from jsonb_to_recordset(?::jsonb) as e(id uuid, order_id uuid, action text, from_status text,
         to_status text, actor_id uuid, actor_role text, note text, at timestamptz)
       where (select ok from go)
     ), payment as (
       insert into ${SCHEMA}.payment (id, checkout_id, buyer_id, provider, payer_email, amount_minor, currency,
         status, created_at, updated_at)
       select p.id, p.checkout_id, p.buyer_id, p.provider, p.payer_email, p.amount_minor::bigint, p.currency,
         p.status, p.created_at, p.updated_at
       from jsonb_to_recordset(?::jsonb) as p(id uuid, checkout_id uuid, buyer_id uuid, provider text,
         payer_email text, amount_minor text, currency text, status text, created_at timestamptz,
         updated_at timestamptz)
       where (select ok from go)
     ), outbox as (
       insert into ${outboxTable(r.outbox)} (id, topic, key, value, headers)
       select e.id, e.topic, e.key, decode(e.value, 'base64'), e.headers
       from jsonb_to_recordset(?::jsonb) as e(id uuid, topic text, key text, value text, headers jsonb)
       where (select ok from go)
     )
     select (select ok from go) as applied`,
    [
      JSON.stringify(options.unlessStockFor ?? []),
      JSON.stringify([
        {
          id: c.id,
          buyer_id: c.buyerId,
          status: c.status,
          currency: c.currency,
          total_minor: int(c.totalMinor),
          fx_rates: c.fxRates,
          fx_locked_until: iso(c.fxLockedUntil),
          shipping_address: c.shippingAddress,
          incoterm: c.incoterm ?? null,
          note: c.note ?? null,
          locale: c.locale,
          created_at: iso(c.createdAt),
          updated_at: iso(c.updatedAt),
        },
      ]),
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
      JSON.stringify([
        {
          id: p.id,
          checkout_id: p.checkoutId,
          buyer_id: p.buyerId,
          provider: p.provider,
          payer_email: p.payerEmail ?? null,
          amount_minor: int(p.amountMinor),
          currency: p.currency,
          status: p.status,
          created_at: iso(p.createdAt),
          updated_at: iso(p.updatedAt),
        },
      ]),
      JSON.stringify(
        r.outbox.map((e) => ({
          id: e.id,
          topic: e.topic,
          key: e.key,
          value: e.valueBase64,
          headers: e.headers,
        })),
      ),
    ],
  );
  return result?.applied === true;
}

function outboxTable(events: readonly PreparedEvent[]): string {
  const tables = new Set(events.map((e) => e.table));
  if (tables.size !== 1)
    throw new Error(`checkout events must go to one outbox, not ${[...tables].join(', ')}`);
  return [...tables][0]!;
}
