import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { PROVIDER_NAMES } from './providers/payment-provider.port.js';

/**
 * created: recorded with the orders, before the provider was asked (a crash here is recovered by
 * initiating again); pending: the provider has it; succeeded/failed: as the provider's verify call
 * said — never as a webhook alone claimed; refunded: the provider took the money but the checkout
 * could no longer be paid with it (expired, paid by another payment, superseded by a re-confirmed
 * amount), so it was captured and returned at once. A final status never changes.
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  properties: {
    id: p.uuid().primary(),
    checkoutId: p.uuid(),
    buyerId: p.uuid(),
    provider: p.enum(PROVIDER_NAMES),
    providerReference: p.string().nullable(),
    /** Who pays, for the provider (receipts); kept so that a payment started again needs no request. */
    payerEmail: p.string().nullable(),
    amountMinor: p.bigint('bigint'),
    currency: p.string().length(3),
    status: p.enum(PAYMENT_STATUSES),
    /** What the buyer must do next (a redirect URL, an STK push prompt), as initiate() answered. */
    action: p.json<Record<string, unknown>>().nullable(),
    failureReason: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    settledAt: p.datetime().nullable(),
  },
});
export type Payment = InferEntity<typeof Payment>;

/**
 * Every webhook a provider sent, stored once (unique per provider and event id) before it is
 * answered, and processed after: a crash between the two is recovered by the next sweep.
 */
export const PaymentWebhook = defineEntity({
  name: 'PaymentWebhook',
  tableName: 'payment_webhook',
  properties: {
    id: p.uuid().primary(),
    provider: p.enum(PROVIDER_NAMES),
    providerEventId: p.string(),
    paymentId: p.uuid().nullable(),
    providerReference: p.string().nullable(),
    /** Who pays, for the provider (receipts); kept so that a payment started again needs no request. */
    payerEmail: p.string().nullable(),
    claimedStatus: p.string(),
    /** payment, payout or other, as the provider's event said. */
    subject: p.string(),
    payload: p.json<unknown>(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    processedAt: p.datetime().nullable(),
    /** What processing found: applied, unchanged (already final), unknown_payment, mismatch, … */
    outcome: p.string().nullable(),
    attempts: p.integer().default(0),
    /** Not before then: a lease while a worker verifies it, a back-off after a failed attempt. */
    nextAttemptAt: p.datetime().nullable(),
  },
});
export type PaymentWebhook = InferEntity<typeof PaymentWebhook>;

export const PAYMENT_ENTITIES = [Payment, PaymentWebhook];
