import type { CurrencyCode } from '../money/index.js';

/**
 * What each account kind is for, and whether its balance may go below zero. The rule is TigerBeetle's
 * `debits_must_not_exceed_credits`, pending debits included: available = credits posted − debits
 * posted − debits pending. The migration's check constraint names the same one exception.
 */
export const ACCOUNT_KINDS = {
  /** Money a payment provider captured for us or paid out for us; it mirrors the provider's books, either sign. */
  provider_clearing: { mayGoNegative: true },
  /** One order's money, held until it is released to the seller or refunded. */
  escrow: { mayGoNegative: false },
  /** What the platform owes a seller, ready to be paid out. */
  seller_payable: { mayGoNegative: false },
  /** The platform's earned fees. */
  platform_fees: { mayGoNegative: false },
  /** A seller's payouts sent to a provider and not yet confirmed settled or failed. */
  payouts_in_transit: { mayGoNegative: false },
} as const satisfies Record<string, { mayGoNegative: boolean }>;

export type AccountKind = keyof typeof ACCOUNT_KINDS;

/** The owner of the one platform fees account per currency. */
export const PLATFORM_OWNER = 'platform';

/** An account is named by what it is, whose it is and its currency; the row id is an internal detail. */
export interface AccountKey {
  kind: AccountKind;
  ownerId: string;
  currency: CurrencyCode;
}

export const Accounts = {
  clearing: (provider: string, currency: CurrencyCode): AccountKey => ({
    kind: 'provider_clearing',
    ownerId: provider,
    currency,
  }),
  escrow: (orderId: string, currency: CurrencyCode): AccountKey => ({
    kind: 'escrow',
    ownerId: orderId,
    currency,
  }),
  sellerPayable: (sellerId: string, currency: CurrencyCode): AccountKey => ({
    kind: 'seller_payable',
    ownerId: sellerId,
    currency,
  }),
  platformFees: (currency: CurrencyCode): AccountKey => ({
    kind: 'platform_fees',
    ownerId: PLATFORM_OWNER,
    currency,
  }),
  payoutsInTransit: (sellerId: string, currency: CurrencyCode): AccountKey => ({
    kind: 'payouts_in_transit',
    ownerId: sellerId,
    currency,
  }),
};

export function accountLabel(key: AccountKey): string {
  return `${key.kind}:${key.ownerId}:${key.currency}`;
}

export function mayGoNegative(kind: AccountKind): boolean {
  return ACCOUNT_KINDS[kind].mayGoNegative;
}

/**
 * The one order every writer locks accounts in. Any total order would do; what prevents deadlocks
 * is that every operation uses the same one.
 */
export function lockOrder(keys: readonly AccountKey[]): AccountKey[] {
  const unique = new Map(keys.map((k) => [accountLabel(k), k]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, k]) => k);
}
