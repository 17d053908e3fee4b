import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PayoutLedger } from '../ledger/index.js';
import { DueWorkDispatcher, sqlDueWorkQueue, type DueRow } from '../payments/due-work-dispatcher.js';
import {
  PAYMENT_PROVIDER,
  PaymentRefusedError,
  type PaymentProvider,
  type PayoutDestination as ProviderDestination,
  type PayoutResult,
} from '../payments/providers/index.js';
import type { StoredWebhook, WebhookSubjectHandler } from '../payments/webhook-processor.js';
import { PayoutDestination, PayoutDestinationVault } from '../payout-destinations/index.js';
import type { TradeConfig } from '../trade.config.js';
import { Payout, payoutEntryId, type PayoutStatus } from './payout.entity.js';
import { PayoutEvents } from './payout-events.js';

interface PayoutRow extends DueRow<PayoutStatus> {
  amount_minor: string;
  currency: string;
  destination: string;
  destination_id: string | null;
  provider: string;
  provider_reference: string | null;
}

type PayoutOutcome = Pick<PayoutResult, 'status' | 'providerReference' | 'failureReason'> &
  Partial<Pick<PayoutResult, 'amountMinor' | 'currency'>>;

/** Where providers post asynchronous results (M-Pesa): the public webhook route of the provider. */
const webhookPath = (provider: string) => `/api/v1/payments/webhooks/${provider}`;

/**
 * Sends requested payouts to the provider after the request committed, retried with back-off
 * (DueWorkDispatcher; the provider call is keyed by the payout id), and settles or fails them in
 * the ledger by what the provider says: succeeded → payouts in transit to the provider's clearing
 * account, failed → back to the seller's balance, pending → asked again later (verify).
 *
 * It also settles payouts the moment a provider's transfer event arrives (`confirm`, called by
 * the webhook processor): the event only says "ask now", the provider's verify answer decides,
 * and `record` applies an outcome once whatever the number and order of events. Polling stays as
 * the fallback for events that never come.
 */
@Injectable()
export class PayoutDispatcher
  extends DueWorkDispatcher<PayoutRow, PayoutStatus, PayoutOutcome>
  implements WebhookSubjectHandler
{
  constructor(
    private readonly orm: MikroORM,
    private readonly ledger: PayoutLedger,
    private readonly events: PayoutEvents,
    private readonly vault: PayoutDestinationVault,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() private readonly config: Pick<TradeConfig, 'TRADE_JOB_INTERVAL_SECONDS' | 'PUBLIC_URL'>,
  ) {
    super({
      name: 'seller payouts',
      item: 'payout',
      intervalMs: config.TRADE_JOB_INTERVAL_SECONDS * 1000,
      queue: sqlDueWorkQueue<PayoutRow>(orm, 'payout', [
        'amount_minor',
        'currency',
        'destination',
        'destination_id',
        'provider',
        'provider_reference',
      ]),
    });
  }

  protected async attempt(row: PayoutRow): Promise<PayoutOutcome> {
    const provider = this.provider;
    if (provider.name !== row.provider || !provider.payout)
      // The provider was switched since: its own payouts can only be settled by staff.
      return { status: 'failed', failureReason: `${row.provider} is no longer the provider` };
    const callbackUrl = this.callbackUrl();
    if (row.status === 'pending' && provider.verifyPayout)
      return provider.verifyPayout(row.id, {
        providerReference: row.provider_reference ?? undefined,
        callbackUrl,
        amountMinor: BigInt(row.amount_minor),
      });
    return provider.payout({
      payoutId: row.id,
      amountMinor: BigInt(row.amount_minor),
      currency: row.currency,
      destination: await this.destinationOf(row),
      reason: 'Sokoni payout',
      // Attempts counts this one: more means an earlier attempt's outcome is unknown.
      retry: row.attempts > 1,
      callbackUrl,
    });
  }

  /** A provider event about one of our payouts: ask the provider, record what it says. */
  async confirm(webhook: StoredWebhook): Promise<string> {
    if (!webhook.payoutId) return 'unknown_payout';
    const payout = await this.orm.em.fork().findOne(Payout, webhook.payoutId);
    if (!payout) return 'unknown_payout';
    if (payout.provider !== webhook.provider) return 'provider_mismatch';
    if (payout.status === 'succeeded' || payout.status === 'failed') {
      if (payout.status === 'succeeded' && webhook.claimedStatus === 'failed')
        // Paystack's transfer.reversed after a success: the money came back to the provider
        // balance, but the ledger has settled it. Staff must look; nothing moves on its own.
        this.log.error(
          { payoutId: payout.id, webhookId: webhook.id },
          'provider reports a settled payout reversed',
        );
      return 'unchanged';
    }
    const provider = this.provider;
    if (provider.name !== payout.provider || !provider.verifyPayout) return 'provider_not_active';
    let result: PayoutResult;
    try {
      result = await provider.verifyPayout(payout.id, {
        providerReference: payout.providerReference ?? webhook.providerReference ?? undefined,
        callback: webhook.payload,
        callbackUrl: this.callbackUrl(),
        amountMinor: BigInt(payout.amountMinor),
      });
    } catch (err) {
      // Not known to the provider (yet): the request may still be on its way; polling goes on.
      if (err instanceof PaymentRefusedError) return `refused:${err.code}`;
      throw err;
    }
    const applied = await this.apply(payout.id, result);
    if (!applied.changed) return 'unchanged';
    return applied.status === 'pending' ? 'pending' : `payout_${applied.status}`;
  }

  /** Records the provider's answer: the ledger settles or fails the payout once, with its event. */
  protected async record(payoutId: string, result: PayoutOutcome): Promise<PayoutStatus> {
    return (await this.apply(payoutId, result)).status;
  }

  /** record(), also saying whether this answer changed anything (a settled payout never changes). */
  private async apply(
    payoutId: string,
    result: PayoutOutcome,
  ): Promise<{ status: PayoutStatus; changed: boolean }> {
    const status = await this.orm.em.fork().transactional(async (em) => {
      const payout = await em.findOneOrFail(Payout, payoutId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (payout.status === 'succeeded' || payout.status === 'failed') return null;
      payout.providerReference = result.providerReference ?? payout.providerReference ?? null;
      payout.updatedAt = new Date();
      if (result.status === 'succeeded' && !sameMoney(payout, result)) {
        // Sent, but not what we asked for: never settle it as ours. Stays pending for staff (and
        // is asked again with back-off, in case the provider's answer was incomplete).
        this.log.error(
          { payoutId, reported: [result.amountMinor, result.currency] },
          'provider reports another amount for this payout: not settled',
        );
        payout.status = 'pending';
        return payout.status;
      }
      if (result.status === 'pending') {
        payout.status = 'pending';
        return payout.status;
      }
      const resolution = {
        entryId: `${payoutEntryId(payout.id)}:${result.status}`,
        payoutId: payoutEntryId(payout.id),
      };
      payout.status = result.status;
      payout.settledAt = new Date();
      payout.nextAttemptAt = null;
      if (result.status === 'succeeded') {
        await this.ledger.settlePayout(em, { ...resolution, memo: 'sent by the provider' });
        await em.flush();
        await this.events.settled(em, payout);
      } else {
        const reason = result.failureReason ?? 'refused by the provider';
        payout.failureReason = reason;
        await this.ledger.failPayout(em, { ...resolution, memo: reason.slice(0, 500) });
        await em.flush();
        await this.events.failed(em, payout, reason);
      }
      return payout.status;
    });
    if (status !== null) return { status, changed: true };
    const settled = await this.orm.em.fork().findOneOrFail(Payout, payoutId);
    return { status: settled.status, changed: false };
  }

  /**
   * The destination as the provider takes it: the stored one (kept while a payout to it is in
   * flight), or for payouts requested without one the sandbox's label or a Paystack recipient code.
   */
  private async destinationOf(row: PayoutRow): Promise<ProviderDestination> {
    if (row.destination_id) {
      const stored = await this.orm.em.fork().findOneOrFail(PayoutDestination, row.destination_id);
      return this.vault.forProvider(stored);
    }
    return row.provider === 'sandbox'
      ? { kind: 'sandbox', label: row.destination }
      : { kind: 'recipient_code', code: row.destination };
  }

  private callbackUrl(): string {
    return new URL(webhookPath(this.provider.name), this.config.PUBLIC_URL).toString();
  }
}

/** A success the provider reports must be for the payout's amount and currency when it says them. */
function sameMoney(payout: Payout, result: PayoutOutcome): boolean {
  if (result.amountMinor === undefined) return true;
  const currencyMatches = !result.currency || result.currency === payout.currency;
  return currencyMatches && BigInt(result.amountMinor) === BigInt(payout.amountMinor);
}
