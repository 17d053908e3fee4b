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
    /**
     * The account number in full, sealed (PayoutDestinationVault, bound to this row): the provider
     * needs it; answers show only its last 4 digits.
     */
    accountNumberSealed: p.string().nullable(),
    network: p.string().nullable(),
    /** The phone number (E.164) in full, sealed like the account number; masked in answers. */
    phoneSealed: p.string().nullable(),
    /**
     * The numbers as versions before sealing stored them: sealed and cleared when trade starts
     * (PayoutDestinationSealing); read only by the vault.
     */
    legacyAccountNumber: p.string().fieldName('account_number').nullable(),
    legacyPhone: p.string().fieldName('phone').nullable(),
    /**
     * Identifies the account among the seller's live destinations (no duplicates): a keyed HMAC
     * of its details (PayoutDestinationVault.fingerprint), so it tells nothing about the number.
     */
    fingerprint: p.string(),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    removedAt: p.datetime().nullable(),
  },
});
export type PayoutDestination = InferEntity<typeof PayoutDestination>;
