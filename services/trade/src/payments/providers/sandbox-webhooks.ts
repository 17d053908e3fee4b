import { randomUUID } from 'node:crypto';
import type { PaymentStatus } from './payment-provider.port.js';
import type { SandboxPaymentRecord, SandboxPayoutRecord } from './sandbox.store.js';
import { hmacHex } from './webhook-auth.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Where the sandbox posts its webhooks: the same handler a real provider's request would reach. */
export type SandboxWebhookSink = (rawBody: Buffer, headers: Record<string, string>) => unknown;

/** One signed webhook as it goes on the wire. Duplicates are the same object delivered again. */
export interface SandboxWebhook {
  eventId: string;
  type: string;
  rawBody: Buffer;
  headers: Record<string, string>;
}

export interface SandboxDelivery {
  /** Extra byte-identical copies of the final event (same event id), as a provider retry sends. */
  duplicates?: number;
  /**
   * Deliver the final event first and then events that happened before it: a stale
   * `payment.pending` and, for a success, the `payment.failed` of an earlier declined attempt.
   */
  outOfOrder?: boolean;
  /** Hand every delivery to the sink at once instead of one after another (races on purpose). */
  concurrent?: boolean;
  /** Deliver in the background after this many milliseconds ("delayed" on the sandbox page). */
  delayMs?: number;
}

type EventBody = {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
};

export function paymentEvent(record: SandboxPaymentRecord, status: PaymentStatus, at: string): EventBody {
  return {
    id: `evt_${randomUUID()}`,
    type: `payment.${status}`,
    created_at: at,
    data: {
      object: 'payment',
      payment_id: record.paymentId,
      reference: record.providerReference,
      status,
      amount_minor: record.amountMinor,
      currency: record.currency,
    },
  };
}

export function payoutEvent(record: SandboxPayoutRecord, status: PaymentStatus, at: string): EventBody {
  return {
    id: `evt_${randomUUID()}`,
    type: `payout.${status}`,
    created_at: at,
    data: {
      object: 'payout',
      payout_id: record.payoutId,
      reference: record.providerReference,
      status,
      amount_minor: record.amountMinor,
      currency: record.currency,
    },
  };
}

/** Serialises once and signs those exact bytes: hex HMAC-SHA256 of the raw body. */
export function signSandboxEvent(secret: string, event: EventBody): SandboxWebhook {
  const rawBody = Buffer.from(JSON.stringify(event), 'utf8');
  return {
    eventId: event.id,
    type: event.type,
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: hmacHex('sha256', secret, rawBody),
    },
  };
}

/** The order a provider might deliver a completion's webhooks in, with its retries. */
export function deliveryPlan(
  final: SandboxWebhook,
  earlier: SandboxWebhook[],
  delivery: SandboxDelivery,
): SandboxWebhook[] {
  const plan = delivery.outOfOrder ? [final, ...earlier] : [final];
  for (let i = 0; i < (delivery.duplicates ?? 0); i++) plan.push(final);
  return plan;
}

/** Hands each webhook to the sink; a sink failure is collected, as a provider would just retry later. */
export async function deliverAll(
  sink: SandboxWebhookSink,
  webhooks: SandboxWebhook[],
  concurrent: boolean,
): Promise<Error[]> {
  const once = async (webhook: SandboxWebhook): Promise<Error | null> => {
    try {
      await sink(Buffer.from(webhook.rawBody), { ...webhook.headers });
      return null;
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  };
  if (concurrent) return (await Promise.all(webhooks.map(once))).filter((e): e is Error => e !== null);
  const failures: Error[] = [];
  for (const webhook of webhooks) {
    const failure = await once(webhook);
    if (failure) failures.push(failure);
  }
  return failures;
}
