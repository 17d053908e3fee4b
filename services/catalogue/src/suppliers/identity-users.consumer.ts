import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { TraderSync, type TraderRole } from './trader-sync.js';

const ROLES: Partial<Record<Role, TraderRole>> = {
  [Role.BUYER]: 'buyer',
  [Role.SELLER]: 'seller',
  [Role.BOTH]: 'both',
  [Role.ADMIN]: 'admin',
  // Staff as an admin is: not a trader, so a storefront it had is hidden (the read model only tells
  // sellers from the rest, and its check constraint knows no other staff role).
  [Role.ANALYST]: 'admin',
};

/**
 * The supplier read model's feed (DESIGN §1): identity's user events, consumer group
 * `catalogue.suppliers`. Handlers only translate the payload; TraderSync decides what changes.
 */
@Injectable()
export class IdentityUsersConsumer {
  constructor(private readonly sync: TraderSync) {}

  @OnEvent('identity.user.registered.v1', { purpose: 'suppliers' })
  async registered(event: DomainEvent<'identity.user.registered.v1'>, em: EntityManager): Promise<void> {
    const p = event.payload;
    await this.sync.apply(em, p.userId, event.occurredAt, {
      profile: { businessName: p.businessName, country: p.country, city: p.city },
      role: ROLES[p.role],
    });
  }

  @OnEvent('identity.user.profile_updated.v1', { purpose: 'suppliers' })
  async profileUpdated(
    event: DomainEvent<'identity.user.profile_updated.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    await this.sync.apply(em, p.userId, event.occurredAt, {
      profile: { businessName: p.businessName, country: p.country, city: p.city },
    });
  }

  @OnEvent('identity.user.role_changed.v1', { purpose: 'suppliers' })
  async roleChanged(event: DomainEvent<'identity.user.role_changed.v1'>, em: EntityManager): Promise<void> {
    const p = event.payload;
    await this.sync.apply(em, p.userId, event.occurredAt, { role: ROLES[p.newRole] });
  }

  @OnEvent('identity.user.suspended.v1', { purpose: 'suppliers' })
  async suspended(event: DomainEvent<'identity.user.suspended.v1'>, em: EntityManager): Promise<void> {
    await this.sync.apply(em, event.payload.userId, event.occurredAt, { suspended: true });
  }

  /**
   * A deleted account's storefront and listings leave the marketplace as a suspended one's do:
   * identity refuses deletion while orders are open, and keeps the account's id for the orders
   * and audit trail, so the rows stay for those records but no buyer meets them again.
   */
  @OnEvent('identity.user.deleted.v1', { purpose: 'suppliers' })
  async deleted(event: DomainEvent<'identity.user.deleted.v1'>, em: EntityManager): Promise<void> {
    await this.sync.apply(em, event.payload.userId, event.occurredAt, { suspended: true });
  }

  @OnEvent('identity.user.reinstated.v1', { purpose: 'suppliers' })
  async reinstated(event: DomainEvent<'identity.user.reinstated.v1'>, em: EntityManager): Promise<void> {
    await this.sync.apply(em, event.payload.userId, event.occurredAt, { suspended: false });
  }
}
