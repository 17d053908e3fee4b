import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DESTINATION_KINDS } from './payout-destination.rules.js';

/**
 * Where a seller is paid: a bank account or a mobile-money wallet (or, for the demo, a sandbox
 * label), in one currency. At most one default per seller and currency. Removing one keeps the row
 * (`removedAt`): payouts already made name it.
 */
export const PayoutDestination = defineEntity({
  name: 'PayoutDestination',
  tableName: 'payout_destination',
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    kind: p.enum(DESTINATION_KINDS),
    currency: p.string().length(3),
    /** ISO 3166-1 alpha-2; null for a sandbox destination. */
    country: p.string().length(2).nullable(),
    /** The account holder (or the sandbox label). */
    accountName: p.string(),
    bankCode: p.string().nullable(),
    /** In full: the provider needs it. Answers show only its last 4 digits. */
    accountNumber: p.string().nullable(),
    network: p.string().nullable(),
    /** E.164, in full for the provider; masked in answers. */
    phone: p.string().nullable(),
    /** Identifies the account among the seller's live destinations (no duplicates). */
    fingerprint: p.string(),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    removedAt: p.datetime().nullable(),
  },
});
export type PayoutDestination = InferEntity<typeof PayoutDestination>;
