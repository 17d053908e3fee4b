import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import type { PayoutDestination } from './payout-destination.entity.js';
import { PayoutDestinationVault } from './payout-destination.vault.js';

export type DestinationChange = 'created' | 'removed' | 'default_set';

/**
 * trade.payout_destination.changed.v1 in the caller's transaction (outbox), keyed by seller: what
 * changed, for audit. Account and phone numbers travel masked, as the API shows them.
 */
@Injectable()
export class PayoutDestinationEvents {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly vault: PayoutDestinationVault,
  ) {}

  changed(
    em: EntityManager,
    d: PayoutDestination,
    change: DestinationChange,
    actorId: string,
  ): Promise<string> {
    const masked = this.vault.masked(d);
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
          maskedAccount: masked.accountNumberMasked ?? masked.phoneMasked ?? '',
          accountName: d.accountName,
          isDefault: d.isDefault,
        },
      },
      { actorId },
    );
  }
}
