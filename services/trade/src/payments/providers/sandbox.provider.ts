import { randomUUID } from 'node:crypto';
import { checkAmount, checkVerification } from './payment-checks.js';
import { PaymentRefusedError, WebhookAuthenticationError, WebhookPayloadError } from './payment.errors.js';
import type {
  InitiateRequest,
  Initiation,
  PaymentProvider,
  PaymentStatus,
  PayoutDestination,
  PayoutRequest,
  PayoutResult,
  RefundLookup,
  RefundRequest,
  RefundResult,
  Verification,
  VerifyRequest,
  WebhookEvent,
  WebhookHeaders,
} from './payment-provider.port.js';
import { payoutDestinationLabel } from './payout-destination.js';
import { SandboxRefunds } from './sandbox-refunds.js';
import {
  deliverAll,
  deliveryPlan,
  paymentEvent,
  payoutEvent,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
  type SandboxDelivery,
  type SandboxWebhook,
  type SandboxWebhookSink,
} from './sandbox-webhooks.js';
import {
  InMemorySandboxStore,
  type SandboxPaymentRecord,
  type SandboxPayoutRecord,
  type SandboxStore,
} from './sandbox.store.js';
import { hmacHex, idText, isRecord, parseJsonBody, safeEqual, singleHeader } from './webhook-auth.js';

export interface SandboxConfig {
  /** SANDBOX_WEBHOOK_SECRET: signs the sandbox's webhooks (hex HMAC-SHA256 of the raw body). */
  webhookSecret: string;
  /** SANDBOX_PAGE_URL: the storefront page where a tester approves or declines; default /sandbox/pay. */
  pageUrl?: string;
  store?: SandboxStore;
  /** Where webhooks go; settable later with setWebhookSink. Without one, events are only returned. */
  onWebhook?: SandboxWebhookSink;
  /** Called with sink failures of background (delayed) deliveries. */
  onDeliveryError?: (error: Error) => void;
  /** `instant` (default): payouts succeed at once; `manual`: they stay pending until completePayout. */
  payouts?: 'instant' | 'manual';
  now?: () => Date;
}

export interface SandboxOutcome {
  payment: SandboxPaymentRecord;
  /** The webhooks in the order they were (or will be) delivered. */
  webhooks: SandboxWebhook[];
  /** Sink failures of an immediate delivery (empty when delayed). */
  failures: Error[];
}

/**
 * The default provider: no network, a tester decides. initiate() records a pending payment and
 * sends the buyer to the sandbox page; complete() moves it to succeeded or failed once (a final
 * status never changes, like a real provider's) and emits signed webhooks — on request duplicated,
 * out of order, concurrent or delayed — through the sink the trade service gives it.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly store: SandboxStore;
  private sink: SandboxWebhookSink | undefined;
  private readonly now: () => Date;
  private readonly refunds: SandboxRefunds;

  constructor(private readonly config: SandboxConfig) {
    this.store = config.store ?? new InMemorySandboxStore();
    this.sink = config.onWebhook;
    this.now = config.now ?? (() => new Date());
    this.refunds = new SandboxRefunds(this.store, this.now);
  }

  setWebhookSink(sink: SandboxWebhookSink | undefined): void {
    this.sink = sink;
  }

  async initiate(request: InitiateRequest): Promise<Initiation> {
    const { amountMinor } = checkAmount('sandbox', request.amountMinor, request.currency);
    const at = this.now().toISOString();
    const record: SandboxPaymentRecord = {
      paymentId: request.paymentId,
      amountMinor: Number(amountMinor),
      currency: request.currency,
      email: request.email,
      status: 'pending',
      providerReference: `sbx_pay_${randomUUID()}`,
      createdAt: at,
      updatedAt: at,
    };
    let stored = record;
    if (!(await this.store.insertPayment(record))) {
      const existing = await this.store.getPayment(request.paymentId);
      // Same payment asked again (a retried checkout): the same answer. Another amount: refused, as Paystack would.
      if (!existing || existing.amountMinor !== record.amountMinor || existing.currency !== record.currency)
        throw new PaymentRefusedError('sandbox', `payment ${request.paymentId} exists with other terms`, {
          code: 'duplicate_reference',
        });
      stored = existing;
    }
    const page = (this.config.pageUrl ?? '/sandbox/pay').replace(/\/+$/, '');
    return {
      kind: 'redirect',
      paymentId: stored.paymentId,
      redirectUrl: `${page}/${encodeURIComponent(stored.paymentId)}?return=${encodeURIComponent(request.callbackUrl)}`,
      providerReference: stored.providerReference,
      raw: stored,
    };
  }

  async verify(request: VerifyRequest): Promise<Verification> {
    const record = await this.payment(request.paymentId);
    const verification: Verification = {
      provider: 'sandbox',
      paymentId: record.paymentId,
      status: record.status,
      amountMinor: record.amountMinor,
      currency: record.currency,
      providerReference: record.providerReference,
      failureReason: record.status === 'failed' ? 'Declined in the sandbox' : undefined,
      raw: record,
    };
    return checkVerification(
      verification,
      { paymentId: request.paymentId, ...request.expected },
      record.paymentId,
    );
  }

  /**
   * The tester's decision. Completing twice with the same outcome re-sends its webhooks (a
   * provider retry); the other outcome after a final one is refused: a final status is final.
   */
  async complete(
    paymentId: string,
    outcome: 'succeeded' | 'failed',
    delivery: SandboxDelivery = {},
  ): Promise<SandboxOutcome> {
    let record = await this.payment(paymentId);
    const at = this.now().toISOString();
    if (
      record.status === 'pending' &&
      (await this.store.updatePaymentStatus(paymentId, 'pending', outcome, at))
    )
      record = { ...record, status: outcome, updatedAt: at };
    else record = await this.payment(paymentId);
    if (record.status !== outcome)
      throw new PaymentRefusedError('sandbox', `payment ${paymentId} is already ${record.status}`, {
        code: 'already_final',
      });
    const final = this.sign(paymentEvent(record, outcome, at));
    const earlier = [this.sign(paymentEvent(record, 'pending', at))];
    if (outcome === 'succeeded') earlier.push(this.sign(paymentEvent(record, 'failed', at)));
    const webhooks = deliveryPlan(final, earlier, delivery);
    return { payment: record, webhooks, failures: await this.dispatch(webhooks, delivery) };
  }

  /** Sends one webhook claiming any status without touching the payment: stale or lying events on purpose. */
  async emitPaymentWebhook(
    paymentId: string,
    claimed: PaymentStatus,
    delivery: SandboxDelivery = {},
  ): Promise<SandboxOutcome> {
    const record = await this.payment(paymentId);
    const webhooks = deliveryPlan(
      this.sign(paymentEvent(record, claimed, this.now().toISOString())),
      [],
      delivery,
    );
    return { payment: record, webhooks, failures: await this.dispatch(webhooks, delivery) };
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent {
    const signature = singleHeader(headers, SANDBOX_SIGNATURE_HEADER);
    if (!signature) throw new WebhookAuthenticationError('sandbox', 'missing_signature');
    if (!safeEqual(signature.toLowerCase(), hmacHex('sha256', this.config.webhookSecret, rawBody)))
      throw new WebhookAuthenticationError('sandbox', 'bad_signature');
    const body = parseJsonBody('sandbox', rawBody);
    const data = body.data;
    const eventId = idText(body.id);
    if (!eventId || typeof body.type !== 'string' || !isRecord(data))
      throw new WebhookPayloadError('sandbox', 'expected {id, type, data}');
    const status = data.status;
    if (!isPaymentStatus(status))
      throw new WebhookPayloadError('sandbox', 'data.status must be succeeded, failed or pending');
    const base = {
      provider: 'sandbox' as const,
      providerEventId: eventId,
      type: body.type,
      providerReference: idText(data.reference),
      claimedStatus: status,
      claimedAmountMinor: Number.isSafeInteger(data.amount_minor) ? (data.amount_minor as number) : undefined,
      claimedCurrency: typeof data.currency === 'string' ? data.currency : undefined,
      raw: body,
    };
    if (data.object === 'payment') return { ...base, subject: 'payment', paymentId: idText(data.payment_id) };
    if (data.object === 'payout') return { ...base, subject: 'payout', payoutId: idText(data.payout_id) };
    return { ...base, subject: 'other' };
  }

  async payout(request: PayoutRequest): Promise<PayoutResult> {
    const { amountMinor } = checkAmount('sandbox', request.amountMinor, request.currency);
    const at = this.now().toISOString();
    const instant = (this.config.payouts ?? 'instant') === 'instant';
    const record: SandboxPayoutRecord = {
      payoutId: request.payoutId,
      amountMinor: Number(amountMinor),
      currency: request.currency,
      destination: payoutDestinationLabel(request.destination),
      status: instant ? 'succeeded' : 'pending',
      providerReference: `sbx_po_${randomUUID()}`,
      createdAt: at,
      updatedAt: at,
    };
    if (!(await this.store.insertPayout(record))) {
      // A retried payout: report the one already made, never make a second.
      const existing = await this.payoutRecord(request.payoutId);
      if (existing.amountMinor !== record.amountMinor || existing.currency !== record.currency)
        throw new PaymentRefusedError('sandbox', `payout ${request.payoutId} exists with other terms`, {
          code: 'duplicate_reference',
        });
      return payoutResult(existing);
    }
    if (instant) await this.dispatch([this.sign(payoutEvent(record, 'succeeded', at))], {});
    return payoutResult(record);
  }

  async verifyPayout(payoutId: string): Promise<PayoutResult> {
    return payoutResult(await this.payoutRecord(payoutId));
  }

  /** Settles a pending payout (the `manual` mode) and emits its webhook. */
  async completePayout(payoutId: string, outcome: 'succeeded' | 'failed'): Promise<PayoutResult> {
    const at = this.now().toISOString();
    await this.store.updatePayoutStatus(payoutId, 'pending', outcome, at);
    const record = await this.payoutRecord(payoutId);
    if (record.status !== outcome)
      throw new PaymentRefusedError('sandbox', `payout ${payoutId} is already ${record.status}`, {
        code: 'already_final',
      });
    await this.dispatch([this.sign(payoutEvent(record, outcome, at))], {});
    return payoutResult(record);
  }

  /** Refunds (all or part of) a succeeded payment at once; see SandboxRefunds. */
  refund = (request: RefundRequest): Promise<RefundResult> => this.refunds.refund(request);
  verifyRefund = (r: RefundLookup): Promise<RefundResult> => this.refunds.verify(r);

  /** The sandbox pays out anywhere but to another provider's recipient code. */
  payoutDestinationRefusal(destination: PayoutDestination): string | undefined {
    return destination.kind === 'recipient_code' ? 'unsupported_destination' : undefined;
  }

  private sign(event: Parameters<typeof signSandboxEvent>[1]): SandboxWebhook {
    return signSandboxEvent(this.config.webhookSecret, event);
  }

  private async dispatch(webhooks: SandboxWebhook[], delivery: SandboxDelivery): Promise<Error[]> {
    const sink = this.sink;
    if (!sink) return [];
    const concurrent = delivery.concurrent ?? false;
    if (!delivery.delayMs) return deliverAll(sink, webhooks, concurrent);
    const report = this.config.onDeliveryError ?? (() => undefined);
    setTimeout(() => {
      deliverAll(sink, webhooks, concurrent).then(
        (failures) => failures.forEach(report),
        (err: Error) => report(err),
      );
    }, delivery.delayMs).unref();
    return [];
  }

  private async payment(paymentId: string): Promise<SandboxPaymentRecord> {
    const record = await this.store.getPayment(paymentId);
    if (!record) throw new PaymentRefusedError('sandbox', `no payment ${paymentId}`, { code: 'not_found' });
    return record;
  }

  private async payoutRecord(payoutId: string): Promise<SandboxPayoutRecord> {
    const record = await this.store.getPayout(payoutId);
    if (!record) throw new PaymentRefusedError('sandbox', `no payout ${payoutId}`, { code: 'not_found' });
    return record;
  }
}

function isPaymentStatus(value: unknown): value is PaymentStatus {
  return value === 'succeeded' || value === 'failed' || value === 'pending';
}

function payoutResult(record: SandboxPayoutRecord): PayoutResult {
  return {
    provider: 'sandbox',
    payoutId: record.payoutId,
    status: record.status,
    amountMinor: record.amountMinor,
    currency: record.currency,
    providerReference: record.providerReference,
    failureReason: record.status === 'failed' ? 'Declined in the sandbox' : undefined,
    raw: record,
  };
}
