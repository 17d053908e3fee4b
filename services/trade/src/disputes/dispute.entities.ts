import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const DISPUTE_REASONS = [
  'not_received',
  'not_as_described',
  'damaged',
  'wrong_item',
  'quantity_short',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_OUTCOMES = ['release', 'refund_full', 'refund_partial'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_STATUSES = ['open', 'decided'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * A buyer's dispute on a shipped or delivered order, before release: it freezes the order's escrow
 * until staff decide — release to the seller, refund in full, or refund a part (the rest released,
 * the fee pro rata). An order has at most one: a decided dispute ends the order.
 */
export const Dispute = defineEntity({
  name: 'Dispute',
  tableName: 'dispute',
  properties: {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    reason: p.enum(DISPUTE_REASONS),
    description: p.text(),
    status: p.enum(DISPUTE_STATUSES),
    currency: p.string().length(3),
    /** The order's amount when the dispute opened: what the decision splits. */
    amountMinor: p.bigint('bigint'),
    outcome: p.enum(DISPUTE_OUTCOMES).nullable(),
    refundedMinor: p.bigint('bigint').nullable(),
    releasedMinor: p.bigint('bigint').nullable(),
    /** The platform fee kept on what was released. */
    feeMinor: p.bigint('bigint').nullable(),
    decisionReason: p.text().nullable(),
    decidedBy: p.uuid().nullable(),
    decidedAt: p.datetime().nullable(),
    openedAt: p.datetime().onCreate(() => new Date()),
    /** Until when the seller is asked to answer (DISPUTE_ANSWER_DAYS); null on older disputes. */
    answerBy: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Dispute = InferEntity<typeof Dispute>;

/** The seller's answer to a dispute (text, with evidence files in order_document). */
export const DisputeResponse = defineEntity({
  name: 'DisputeResponse',
  tableName: 'dispute_response',
  properties: {
    id: p.uuid().primary(),
    disputeId: p.uuid(),
    authorId: p.uuid(),
    authorRole: p.string(),
    text: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DisputeResponse = InferEntity<typeof DisputeResponse>;

export const DISPUTE_ENTITIES = [Dispute, DisputeResponse];
