import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { BuyerAddress } from './buyer-address.entity.js';

/**
 * A deleted account's address book goes with it (consumer group `trade.accounts`): saved addresses
 * are personal data kept only for future checkouts. Orders keep the address they were shipped to,
 * a copy of their own, as the trade record. The inbox makes a redelivery a no-op.
 */
@Injectable()
export class AddressesUserDeletedConsumer {
  @OnEvent('identity.user.deleted.v1', { purpose: 'accounts' })
  async deleted(event: DomainEvent<'identity.user.deleted.v1'>, em: EntityManager): Promise<void> {
    const userId = event.payload.userId.toLowerCase();
    if (userId) await em.nativeDelete(BuyerAddress, { buyerId: userId });
  }
}
