import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../trade.schema.js';
import { PaymentProblems } from './payment.problems.js';
import { PaymentProviders } from './payment-providers.js';
import type { ProviderName, WebhookEvent, WebhookHeaders } from './providers/payment-provider.port.js';
import { WebhookAuthenticationError, WebhookPayloadError } from './providers/payment.errors.js';
import { WebhookProcessor } from './webhook-processor.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path the sandbox's in-process deliveries are filed under (what a real one would call). */
export const SANDBOX_WEBHOOK_PATH = '/api/v1/payments/webhooks/sandbox';

/**
 * The front half of every provider webhook: authenticate the raw bytes, store the event once
 * (unique per provider and event id: a redelivery is a no-op), and have the processor look at it
 * at once. The caller answers 200 as soon as this returns; processing (verify with the provider,
 * then the ledger) happens after, and the processor's sweep finds anything a crash left behind.
 * The sandbox delivers its webhooks here in-process, through the same steps. Payout and refund
 * events (transfers, refund callbacks, M-Pesa results) come the same way, filed by their subject.
 */
@Injectable()
export class WebhookIntake implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly providers: PaymentProviders,
    private readonly processor: WebhookProcessor,
  ) {}

  onModuleInit(): void {
    this.providers.sandbox?.setWebhookSink((rawBody, headers) =>
      this.receive('sandbox', rawBody, headers, SANDBOX_WEBHOOK_PATH),
    );
  }

  /** Stores the event; false when it was a redelivery of one already stored. Throws 401/400/404 problems. */
  async receive(
    provider: ProviderName,
    rawBody: Buffer | undefined,
    headers: WebhookHeaders,
    requestUrl?: string,
  ): Promise<{ stored: boolean }> {
    const adapter = this.providers.get(provider);
    if (!adapter) throw PaymentProblems.unknownProvider();
    let event: WebhookEvent;
    try {
      event = adapter.parseWebhook(rawBody ?? Buffer.alloc(0), headers, requestUrl);
    } catch (err) {
      if (err instanceof WebhookAuthenticationError) throw PaymentProblems.badSignature();
      if (err instanceof WebhookPayloadError) throw PaymentProblems.unreadableWebhook();
      throw err;
    }
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `insert into ${SCHEMA}.payment_webhook
         (id, provider, provider_event_id, payment_id, payout_id, refund_id, provider_reference,
          claimed_status, subject, payload)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)
       on conflict (provider, provider_event_id) do nothing returning id`,
      [
        uuidv7(),
        event.provider,
        event.providerEventId,
        ourId(event.paymentId),
        ourId(event.payoutId),
        ourId(event.refundId),
        event.providerReference ?? null,
        event.claimedStatus,
        event.subject,
        JSON.stringify(event.raw ?? null),
      ],
    );
    if (rows.length > 0) this.processor.nudge();
    return { stored: rows.length > 0 };
  }
}

/** Our ids are UUIDs; anything else an event names is kept only in its payload. */
function ourId(id: string | undefined): string | null {
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
