import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import { StockReservations } from '../inventory/index.js';
import { Checkout, TradeOrder } from '../orders/order.entities.js';
import { OrderTransitions } from '../orders/order-transitions.js';
import { Payment } from '../payments/payment.entities.js';
import { PaymentSettlement } from '../payments/payment-settlement.js';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';

const BATCH = 20;
const SYSTEM = { role: 'system', id: null } as const;

/**
 * Unpaid orders past their payment deadline (PAYMENT_TIMEOUT_MINUTES after checkout) expire: each
 * moves to expired through the lifecycle (timeline, trade.order.status_changed.v1), its stock goes
 * back on sale, and a checkout with nothing left to pay expires too, ending a payment never handed
 * to the provider. A payment the provider still completes later is returned by settlement.
 *
 * Checkouts are claimed with FOR UPDATE SKIP LOCKED — the lock settlement takes first — so replicas
 * split the work, and a payment confirmed at the same instant either wins (the checkout is paid
 * and not expired) or loses (its money is returned): never both.
 */
@Injectable()
export class CheckoutExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(CheckoutExpiry.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly stock: StockReservations,
    private readonly settlement: PaymentSettlement,
    @InjectConfig() config: TradeConfig,
  ) {
    this.loop = new PollingLoop(
      'unpaid order expiry',
      () => this.runOnce().then(() => undefined),
      config.TRADE_JOB_INTERVAL_SECONDS * 1000,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Expires every order due at `now`; returns how many orders it expired. */
  async runOnce(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const { checkouts, orders } = await this.orm.em.fork().transactional((em) => this.batch(em, now));
      total += orders;
      if (checkouts < BATCH) {
        if (total > 0) this.log.log({ orders: total }, 'unpaid orders expired');
        return total;
      }
    }
  }

  private async batch(em: EntityManager, now: Date): Promise<{ checkouts: number; orders: number }> {
    const due = await em.execute<{ id: string }[]>(
      `select c.id from ${SCHEMA}.checkout c
       where c.status = 'pending_payment' and exists (
         select 1 from ${SCHEMA}.trade_order o
         where o.checkout_id = c.id and o.status = 'pending_payment' and o.expires_at <= ?)
       order by c.created_at, c.id limit ${BATCH}
       for update of c skip locked`,
      [now],
    );
    let expired = 0;
    for (const { id } of due) {
      const checkout = await em.findOneOrFail(Checkout, id, { refresh: true });
      const unpaid = await em.find(
        TradeOrder,
        { checkoutId: id, status: 'pending_payment' },
        { orderBy: { id: 'asc' }, refresh: true },
      );
      const late = unpaid.filter((o) => o.expiresAt <= now);
      for (const order of late) {
        await this.transitions.apply(em, order.id, 'expire', SYSTEM);
        await this.stock.release(em, order.id);
      }
      expired += late.length;
      if (late.length < unpaid.length) continue;
      checkout.status = 'expired';
      checkout.updatedAt = now;
      await em.flush();
      const neverStarted = await em.find(Payment, { checkoutId: id, status: 'created' });
      for (const payment of neverStarted)
        await this.settlement.markFailed(em, checkout, payment, 'checkout_expired', false);
    }
    return { checkouts: due.length, orders: expired };
  }
}
