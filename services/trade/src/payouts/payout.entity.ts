import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * requested: the seller's balance moved to payouts in transit and the provider has not answered
 * yet (not asked, or the answer was lost: the job asks again by the same id); pending: the provider
 * is sending it; succeeded: sent (the ledger settled it); failed: refused, the amount is back in
 * the seller's balance.
 */
export const PAYOUT_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const Payout = defineEntity({
  name: 'Payout',
  tableName: 'payout',
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    currency: p.string().length(3),
    amountMinor: p.bigint('bigint'),
    provider: p.string(),
    /**
     * Where it goes, for people: the stored destination masked ("bank 058 ••••6789"), or a sandbox
     * label / Paystack recipient code of payouts requested without one.
     */
    destination: p.string(),
    /** The seller's stored destination it is sent to (null: the sandbox's implicit label). */
    destinationId: p.uuid().nullable(),
    status: p.enum(PAYOUT_STATUSES),
    providerReference: p.string().nullable(),
    failureReason: p.text().nullable(),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    settledAt: p.datetime().nullable(),
  },
});
export type Payout = InferEntity<typeof Payout>;

/** The ledger entry that moved the payout's money, and those that resolve it. */
export const payoutEntryId = (payoutId: string): string => `payout:${payoutId}`;
