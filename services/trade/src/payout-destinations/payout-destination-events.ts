import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import { maskTail } from '../payments/providers/payout-destination.js';
import type { PayoutDestination } from './payout-destination.entity.js';

export type DestinationChange = 'created' | 'removed' | 'default_set';

/**
 * trade.payout_destination.changed.v1 in the caller's transaction (outbox), keyed by seller: what
 * changed, for audit. Account and phone numbers travel masked, as the API shows them.
 */
@Injectable()
export class PayoutDestinationEvents {
  constructor(private readonly outbox: EventOutbox) {}

  changed(
    em: EntityManager,
    d: PayoutDestination,
    change: DestinationChange,
    actorId: string,
  ): Promise<string> {
    return this.outbox.add(
      em,
      'trade.payout_destination.changed.v1',
      d.sellerId,
      {
        change,
        actorId,
        destination: {
          destinationId: d.id,
          sellerId: d.sellerId,
          kind: d.kind,
          currency: d.currency,
          country: d.country ?? '',
          institution: d.bankCode ?? d.network ?? '',
          maskedAccount: d.accountNumber ? maskTail(d.accountNumber) : d.phone ? maskTail(d.phone) : '',
          accountName: d.accountName,
          isDefault: d.isDefault,
        },
      },
      { actorId },
    );
  }
}
