import { Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { TradeFxRates, TradeProducts } from '../catalog/index.js';
import { StockReservations } from '../inventory/index.js';
import { formatRate } from '../money/index.js';
import { buildOrderSnapshot } from '../orders/order-snapshot.js';
import type { Checkout, OrderEvent, OrderLine, TradeOrder } from '../orders/order.entities.js';
import type { Payment } from '../payments/payment.entities.js';
import { PaymentInitiation } from '../payments/payment-initiation.js';
import { PaymentProviders } from '../payments/payment-providers.js';
import { SellerPlans } from '../plans/index.js';
import type { TradeConfig } from '../trade.config.js';
import { groupBySeller, priceItems, type CheckoutItem } from './checkout-lines.js';
import { insertCheckoutRecords } from './checkout-records.js';
import { lockRates } from './lock-rates.js';
import { toCheckoutView, type CheckoutView } from './checkout.view.js';
import { GetCheckout } from './get-checkout.query.js';
import { orderReference } from './order-reference.js';

const MINUTE = 60_000;

export interface PlaceCheckoutInput {
  currency: string;
  shippingAddress: Record<string, string | undefined>;
  incoterm?: string;
  note?: string;
  items: CheckoutItem[];
}

/**
 * A buyer pays once for goods from several sellers. Everything is recorded or nothing: the lines
 * priced from trade's copy of the catalogue, one order per seller, each converted into the buyer's
 * currency at rates locked for FX_LOCK_MINUTES (exact; the orders add up to the total), each with
 * its seller's plan fee snapshotted, stock reserved until PAYMENT_TIMEOUT_MINUTES, the timeline's
 * first entry, one payment (created) and trade.checkout.placed.v1. Buyers racing for the last
 * unit: the stock reservation lets one through and rolls the others back whole.
 *
 * Only then is the provider asked (PaymentInitiation, outside the transaction); if that fails or
 * the process dies first, the checkout stands and the recovery sweep starts the payment.
 *
 * A checkout is the hottest write of the marketplace, so it costs a fixed number of statements
 * (bench/checkout): three reads side by side, then every row in one statement — on its own when
 * no line's stock is tracked, else in a transaction after the stock is locked and reserved — and
 * the answer built from what was written.
 */
@Injectable()
export class PlaceCheckout {
  private readonly log = new Logger(PlaceCheckout.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly products: TradeProducts,
    private readonly rates: TradeFxRates,
    private readonly plans: SellerPlans,
    private readonly stock: StockReservations,
    private readonly outbox: EventOutbox,
    private readonly providers: PaymentProviders,
    private readonly initiation: PaymentInitiation,
    private readonly checkouts: GetCheckout,
    @InjectConfig() private readonly config: TradeConfig,
  ) {}

  async execute(buyer: AuthUser, input: PlaceCheckoutInput, locale: string): Promise<CheckoutView> {
    const quote = await this.quote(buyer, input);
    const placed = this.build(buyer, input, locale, quote);
    // No line's stock is tracked (made to order): nothing to reserve, so the rows go in one
    // statement with no transaction around it, unless a seller started tracking one meanwhile.
    const atOnce =
      !quote.tracked &&
      (await insertCheckoutRecords(this.orm.em.fork(), placed, {
        unlessStockFor: placed.lines.map((l) => l.productId),
      }));
    // Otherwise a transaction of two statements: the stock locked and reserved, then the rows with
    // the reservation's stock events.
    if (!atOnce)
      await this.orm.em.fork().transactional(async (em) => {
        const { events } = await this.stock.reserveAllDeferringEvents(
          em,
          placed.orders.map((order, i) => ({ orderId: order.id, lines: quote.groups[i]!.lines })),
          placed.orders[0]!.expiresAt,
        );
        await insertCheckoutRecords(em, { ...placed, outbox: [...placed.outbox, ...events] });
      });
    this.outbox.written();
    try {
      await this.initiation.initiate(placed.payment, placed.checkout, placed.orders);
    } catch (err) {
      // The checkout stands; the recovery sweep starts its payment.
      this.log.error(
        { err, checkoutId: placed.checkout.id, paymentId: placed.payment.id },
        'payment not started after checkout',
      );
    }
    // Answered from what this request wrote while nobody else has touched the payment (the usual
    // case: it waits for the buyer); read back when a webhook or a failure moved it on already.
    if (placed.payment.status !== 'pending' && placed.payment.status !== 'created')
      return this.checkouts.view(this.orm.em.fork(), placed.checkout.id, buyer.id);
    const bySeller = [...placed.orders].sort((a, b) =>
      a.sellerId === b.sellerId ? (a.id < b.id ? -1 : 1) : a.sellerId < b.sellerId ? -1 : 1,
    );
    return toCheckoutView(placed.checkout, bySeller, placed.lines, placed.payment);
  }

  /**
   * Prices, fees and rates, read before the transaction opens (in parallel where they do not
   * depend on each other) so it holds its connection, and on the embedded database the one
   * session, only for the writes. Read committed would show these statements nothing newer
   * inside it; rates and fees are snapshotted as read, prices as the buyer confirmed them.
   */
  private async quote(buyer: AuthUser, input: PlaceCheckoutInput) {
    const em = this.orm.em.fork();
    const productIds = input.items.map((i) => i.productId);
    const [products, rates, feeOf] = await Promise.all([
      this.products.byIds(em, productIds),
      this.rates.all(em),
      this.plans.feesOfProductSellers(em, productIds),
    ]);
    const groups = groupBySeller(priceItems(buyer.id, input.items, products));
    const fees = new Map(groups.map((g) => [g.sellerId, feeOf(g.sellerId)]));
    const priced = lockRates(
      input.currency,
      groups.map((g) => ({
        sellerCurrency: g.currency,
        subtotalMinor: g.subtotalMinor,
        feeBasisPoints: fees.get(g.sellerId)!,
      })),
      rates,
    );
    const tracked = input.items.some((i) => products.get(i.productId.toLowerCase())?.stockTracked);
    return { groups, fees, priced, tracked };
  }

  /**
   * Every row of the checkout, built in memory: written in a fixed number of statements whatever
   * the number of sellers and lines (see execute).
   */
  private build(
    buyer: AuthUser,
    input: PlaceCheckoutInput,
    locale: string,
    { groups, fees, priced }: Awaited<ReturnType<PlaceCheckout['quote']>>,
  ) {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.PAYMENT_TIMEOUT_MINUTES * MINUTE);
    const buyerId = buyer.id.toLowerCase();
    const checkout: Checkout = {
      id: uuidv7(),
      buyerId,
      status: 'pending_payment',
      currency: priced.total.currency,
      totalMinor: priced.total.amountMinor,
      fxRates: priced.rates,
      fxLockedUntil: new Date(now.getTime() + this.config.FX_LOCK_MINUTES * MINUTE),
      shippingAddress: definedOnly(input.shippingAddress),
      incoterm: input.incoterm ?? null,
      note: input.note ?? null,
      locale,
      createdAt: now,
      updatedAt: now,
    };
    const orders: TradeOrder[] = groups.map((group, i) => {
      const part = priced.orders[i]!;
      return {
        id: uuidv7(),
        checkoutId: checkout.id,
        reference: orderReference(),
        buyerId,
        sellerId: group.sellerId,
        status: 'pending_payment',
        currency: part.amount.currency,
        amountMinor: part.amount.amountMinor,
        feeBasisPoints: fees.get(group.sellerId)!,
        feeMinor: part.fee.amountMinor,
        sellerCurrency: group.currency,
        sellerSubtotalMinor: group.subtotalMinor,
        fxRate: formatRate(part.rate),
        shipment: null,
        paidAt: null,
        deliveredAt: null,
        releaseDueAt: null,
        closedAt: null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      };
    });
    const linesByOrder: OrderLine[][] = groups.map((group, i) =>
      group.lines.map((l) => ({
        id: uuidv7(),
        orderId: orders[i]!.id,
        productId: l.productId,
        title: l.title,
        unit: l.unit,
        imageUrl: l.imageUrl,
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        lineTotalMinor: l.lineTotalMinor,
      })),
    );
    const events: OrderEvent[] = orders.map((order) => ({
      id: uuidv7(),
      orderId: order.id,
      action: 'placed',
      fromStatus: null,
      toStatus: 'pending_payment',
      actorId: buyerId,
      actorRole: 'buyer',
      note: null,
      at: now,
    }));
    const payment: Payment = {
      id: uuidv7(),
      checkoutId: checkout.id,
      buyerId,
      provider: this.providers.active.name,
      providerReference: null,
      payerEmail: buyer.email,
      amountMinor: checkout.totalMinor,
      currency: checkout.currency,
      status: 'created',
      action: null,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
      settledAt: null,
    };
    const placed = this.outbox.prepare('trade.checkout.placed.v1', checkout.id, {
      checkoutId: checkout.id,
      buyerId,
      currency: checkout.currency,
      totalMinor: checkout.totalMinor,
      orders: orders.map((order, i) => buildOrderSnapshot(order, linesByOrder[i]!, locale)),
      buyerLocale: locale,
    });
    const lines = linesByOrder.flat();
    return { checkout, orders, lines, events, payment, outbox: [placed] };
  }
}

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => e[1] !== undefined));
}
