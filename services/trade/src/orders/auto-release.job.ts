import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import { OrderMoney } from './order-money.js';
import { OrderTransitions, type TransitionActor } from './order-transitions.js';

const SYSTEM: TransitionActor = { role: 'system', id: null };
const BATCH = 100;

/**
 * Releases the escrow of delivered orders whose release date has passed (delivery +
 * AUTO_RELEASE_DAYS) and that the buyer neither confirmed nor disputed: by posting, never by
 * letting a hold lapse. Each order is released in its own transaction under its row lock, after
 * checking again that it is still delivered and due — so the buyer confirming, or opening a
 * dispute, at the same instant leaves exactly one outcome (whoever locks the row first wins; the
 * other finds the order moved on). Replicas may run it at once for the same reason.
 */
@Injectable()
export class AutoRelease implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(AutoRelease.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
    @InjectConfig() config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS'>,
  ) {
    this.loop = new PollingLoop(
      'escrow auto-release',
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

  /** Releases everything due at `now`; returns how many orders it released. */
  async runOnce(now = new Date()): Promise<number> {
    let released = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const due = await this.orm.em.fork().execute<{ id: string }[]>(
        `select id from ${SCHEMA}.trade_order
         where status = 'delivered' and release_due_at <= ? and id > ? order by id limit ${BATCH}`,
        [now, after],
      );
      for (const { id } of due) if (await this.releaseOne(id, now)) released++;
      if (due.length < BATCH) return released;
      after = due.at(-1)!.id;
    }
  }

  /** true when this call released the order; false when it had moved on (confirmed, disputed) or failed. */
  async releaseOne(orderId: string, now = new Date()): Promise<boolean> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const order = await this.transitions.lock(em, orderId, SYSTEM);
        if (order.status !== 'delivered' || !order.releaseDueAt || order.releaseDueAt > now) return false;
        const moved = await this.money.release(em, order, 'released automatically after delivery');
        await this.transitions.applyLocked(em, order, 'auto_release', SYSTEM, {
          releasedMinor: moved.releasedMinor,
        });
        return true;
      });
    } catch (err) {
      // One order's problem (a ledger refusal to look into) must not stop the others.
      this.log.error({ err, orderId }, 'auto-release failed');
      return false;
    }
  }
}
