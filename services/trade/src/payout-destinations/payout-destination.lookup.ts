import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PayoutDestination } from './payout-destination.entity.js';

/** What a payout request found for its currency. */
export type DestinationLookup =
  { found: PayoutDestination } | { found: null; reason: 'unknown' | 'no_default' | 'none' };

/**
 * The destination a payout request goes to, read FOR SHARE so that a removal waits for the
 * request to commit (and then sees it in flight): the one named, if it is the seller's and live,
 * or the default of the currency. The caller checks the currency and the provider's rules.
 */
export async function destinationForPayout(
  em: EntityManager,
  sellerId: string,
  currency: string,
  destinationId: string | undefined,
): Promise<DestinationLookup> {
  const lock = { lockMode: LockMode.PESSIMISTIC_READ } as const;
  if (destinationId !== undefined) {
    const named = await em.findOne(
      PayoutDestination,
      { id: destinationId.toLowerCase(), sellerId, removedAt: null },
      lock,
    );
    return named ? { found: named } : { found: null, reason: 'unknown' };
  }
  const fallback = await em.findOne(
    PayoutDestination,
    { sellerId, currency, isDefault: true, removedAt: null },
    lock,
  );
  if (fallback) return { found: fallback };
  const any = await em.count(PayoutDestination, { sellerId, currency, removedAt: null });
  return { found: null, reason: any > 0 ? 'no_default' : 'none' };
}
