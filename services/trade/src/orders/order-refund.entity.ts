import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * requested: the ledger returned the money to the provider's clearing account and the provider has
 * not confirmed the refund yet (not asked, or its answer was lost: the job asks again, by the same
 * id); pending: the provider queued it; succeeded: done; failed: the provider refused it, and
 * manual: the provider cannot refund through its API — in both, staff return the money by hand
 * and mark it done.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed', 'manual'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money going back to a buyer through the payment provider, recorded in the transaction that moved it. */
export const OrderRefund = defineEntity({
  name: 'OrderRefund',
  tableName: 'order_refund',
  properties: {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    /** The payment refunded; null when none is on record (staff then refund by hand). */
    paymentId: p.uuid().nullable(),
    provider: p.string(),
    amountMinor: p.bigint('bigint'),
    currency: p.string().length(3),
    reason: p.text(),
    /** What caused it: decline, cancel, staff_refund, dispute. */
    cause: p.string(),
    status: p.enum(REFUND_STATUSES),
    providerReference: p.string().nullable(),
    failureReason: p.text().nullable(),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    requestedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    settledAt: p.datetime().nullable(),
  },
});
export type OrderRefund = InferEntity<typeof OrderRefund>;
