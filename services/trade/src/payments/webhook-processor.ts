import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { TradeConfig } from '../trade.config.js';
import { SCHEMA } from '../trade.schema.js';
import { Payment } from './payment.entities.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentSettlement, type SettlementOutcome } from './payment-settlement.js';
import type { ProviderName, Verification } from './providers/payment-provider.port.js';
import { PaymentMismatchError, PaymentRefusedError } from './providers/payment.errors.js';

interface WebhookRow {
  id: string;
  provider: ProviderName;
  payment_id: string | null;
  provider_reference: string | null;
  subject: string;
  attempts: number;
}

const BATCH = 50;
/** How long a claimed webhook is left to the worker that claimed it before another may take it. */
const LEASE_MS = 120_000;
/** Back-off after a failed attempt: 15 s, 30 s, 1 min … at most an hour. */
const backoffMs = (attempts: number): number => Math.min(3_600_000, 15_000 * 2 ** Math.max(0, attempts - 1));

/**
 * The back half of every webhook: confirm with the provider, then settle. Runs on a PollingLoop —
 * nudged by the intake the moment an event is stored, and on its own every
 * TRADE_JOB_INTERVAL_SECONDS — so an event stored just before a crash is processed all the same.
 *
 * Several replicas share the work: an event is claimed with SKIP LOCKED and a lease
 * (next_attempt_at), so one worker verifies it at a time, and none holds a transaction open across
 * the provider call. The claim is what a webhook buys; the effect is decided only by the
 * provider's verify answer for the payment's stored reference, and applied once per payment by
 * PaymentSettlement, whatever the number and order of events.
 */
@Injectable()
export class WebhookProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(WebhookProcessor.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    private readonly providers: PaymentProviders,
    private readonly settlement: PaymentSettlement,
    @InjectConfig() config: TradeConfig,
  ) {
    this.loop = new PollingLoop(
      'payment webhook processing',
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

  /** Process stored events soon (the intake's immediate attempt). */
  nudge(): void {
    this.loop.nudge(0);
  }

  /** Processes every event due at `now`; returns how many it looked at. */
  async runOnce(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim(now);
      for (const row of claimed) await this.process(row);
      total += claimed.length;
      if (claimed.length < BATCH) return total;
    }
  }

  private claim(now: Date): Promise<WebhookRow[]> {
    return this.orm.em.fork().execute<WebhookRow[]>(
      `update ${SCHEMA}.payment_webhook w set attempts = w.attempts + 1, next_attempt_at = ?
       where w.id in (
         select id from ${SCHEMA}.payment_webhook
         where processed_at is null and coalesce(next_attempt_at, received_at) <= ?
         order by coalesce(next_attempt_at, received_at), id limit ${BATCH}
         for update skip locked)
       returning w.id, w.provider, w.payment_id, w.provider_reference, w.subject, w.attempts`,
      [new Date(now.getTime() + LEASE_MS), now],
    );
  }

  private async process(row: WebhookRow): Promise<void> {
    try {
      const outcome = await this.settle(row);
      if (outcome) await this.finish(row.id, outcome);
    } catch (err) {
      this.log.warn({ err, webhookId: row.id, attempts: row.attempts }, 'payment webhook will be retried');
      await this.orm.em
        .fork()
        .execute(`update ${SCHEMA}.payment_webhook set next_attempt_at = ? where id = ?`, [
          new Date(Date.now() + backoffMs(row.attempts)),
          row.id,
        ]);
    }
  }

  /**
   * Verifies and settles; returns the outcome to record when settlement did not record it itself
   * (it does so in its own transaction), or throws to try again later.
   */
  private async settle(row: WebhookRow): Promise<string | null> {
    if (row.subject !== 'payment') return 'not_a_payment';
    const payment = await this.paymentOf(row);
    if (!payment) return 'unknown_payment';
    if (payment.provider !== row.provider) return 'provider_mismatch';
    // Already settled for good: nothing any event says can change it, so the provider is not asked.
    if (payment.status === 'succeeded' || payment.status === 'refunded') return 'unchanged';
    const provider = this.providers.get(payment.provider);
    if (!provider) throw new Error(`payment provider ${payment.provider} is not configured`);
    let truth: Verification;
    try {
      truth = await provider.verify({
        paymentId: payment.id,
        providerReference: payment.providerReference ?? row.provider_reference ?? undefined,
        expected: { amountMinor: payment.amountMinor, currency: payment.currency },
      });
    } catch (err) {
      if (err instanceof PaymentMismatchError) {
        this.log.error(
          { paymentId: payment.id, webhookId: row.id },
          'provider reports another amount: not credited',
        );
        return 'mismatch';
      }
      if (err instanceof PaymentRefusedError) return `refused:${err.code}`;
      throw err;
    }
    let outcome: SettlementOutcome;
    if (truth.status === 'succeeded') outcome = await this.settlement.succeeded(payment.id, truth, row.id);
    else if (truth.status === 'failed') outcome = await this.settlement.failed(payment.id, truth, row.id);
    else return 'pending';
    this.log.log({ paymentId: payment.id, webhookId: row.id, outcome }, 'payment webhook processed');
    return null;
  }

  private async paymentOf(row: WebhookRow): Promise<Payment | null> {
    const em = this.orm.em.fork();
    if (row.payment_id) return em.findOne(Payment, row.payment_id);
    if (!row.provider_reference) return null;
    return em.findOne(Payment, { provider: row.provider, providerReference: row.provider_reference });
  }

  private async finish(id: string, outcome: string): Promise<void> {
    await this.orm.em.fork().execute(
      `update ${SCHEMA}.payment_webhook set processed_at = now(), outcome = ?, next_attempt_at = null
         where id = ? and processed_at is null`,
      [outcome, id],
    );
  }
}
