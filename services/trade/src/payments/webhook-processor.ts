import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
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
  payout_id: string | null;
  refund_id: string | null;
  provider_reference: string | null;
  claimed_status: string;
  subject: string;
  payload: unknown;
  attempts: number;
}

/** A stored provider event about a payout or a refund, as its handler gets it. */
export interface StoredWebhook {
  id: string;
  provider: ProviderName;
  /** Our ids the event names (a refund event may name only the payment refunded). */
  paymentId: string | null;
  payoutId: string | null;
  refundId: string | null;
  /** The provider's id of the transfer or refund, when the event gives it. */
  providerReference: string | null;
  /** What the event claims; only a hint: the handler asks the provider. */
  claimedStatus: string;
  /** The event's body, for providers whose only answer is a callback (M-Pesa results). */
  payload: unknown;
}

/**
 * Settles what a payout or refund event is about by asking the provider (never on the event's
 * word); returns the outcome to record on the event, or throws to try again after a back-off.
 */
export interface WebhookSubjectHandler {
  confirm(webhook: StoredWebhook): Promise<string>;
}

/** Payouts' and refunds' handlers (PayoutDispatcher, RefundDispatcher), bound by the trade module. */
export const PAYOUT_WEBHOOKS = Symbol.for('sokoni.trade.PayoutWebhooks');
export const REFUND_WEBHOOKS = Symbol.for('sokoni.trade.RefundWebhooks');

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
 * PaymentSettlement, whatever the number and order of events. Events about payouts and refunds
 * (transfers, refund callbacks) go to their handlers, which verify and settle them the same way.
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
    @Optional() @Inject(PAYOUT_WEBHOOKS) private readonly payouts?: WebhookSubjectHandler,
    @Optional() @Inject(REFUND_WEBHOOKS) private readonly refunds?: WebhookSubjectHandler,
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
       returning w.id, w.provider, w.payment_id, w.payout_id, w.refund_id, w.provider_reference,
         w.claimed_status, w.subject, w.payload, w.attempts`,
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
    const handler =
      row.subject === 'payout' ? this.payouts : row.subject === 'refund' ? this.refunds : undefined;
    if (handler) return handler.confirm(stored(row));
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

function stored(row: WebhookRow): StoredWebhook {
  return {
    id: row.id,
    provider: row.provider,
    paymentId: row.payment_id,
    payoutId: row.payout_id,
    refundId: row.refund_id,
    providerReference: row.provider_reference,
    claimedStatus: row.claimed_status,
    payload: row.payload,
  };
}
