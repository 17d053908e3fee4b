import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, type OrderSnapshot, type ProductSnapshot } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import {
  markPartyDeleted,
  setPartySuspended,
  upsertOrder,
  upsertParty,
  upsertProduct,
  upsertRfq,
} from './read-model-writes.js';

/** Consumer group `messaging.read-models`: what messaging knows of other services (DESIGN §1). */
export const READ_MODELS_PURPOSE = 'read-models';
const on = { purpose: READ_MODELS_PURPOSE };

/** Trade's order statuses in which no money was ever paid (an order cancelled after payment was 'paid' first). */
const UNPAID_STATUSES = new Set(['', 'pending_payment', 'expired']);

const isSeller = (role: Role): boolean => role === Role.SELLER || role === Role.BOTH;
const displayName = (p: { businessName: string; fullName: string }): string =>
  (p.businessName || p.fullName).trim();

/**
 * Names of the parties and whether they can be written to (identity), product titles and sellers
 * (catalogue), orders between two users and RFQ titles (trade). Handlers only translate payloads;
 * read-model-writes.ts decides what is news.
 */
@Injectable()
export class ReadModelsConsumer {
  @OnEvent('identity.user.registered.v1', on)
  async registered(e: DomainEvent<'identity.user.registered.v1'>, em: EntityManager): Promise<void> {
    await upsertParty(em, e.payload.userId, e.occurredAt, {
      name: displayName(e.payload),
      seller: isSeller(e.payload.role),
    });
  }

  @OnEvent('identity.user.profile_updated.v1', on)
  async profileUpdated(e: DomainEvent<'identity.user.profile_updated.v1'>, em: EntityManager): Promise<void> {
    await upsertParty(em, e.payload.userId, e.occurredAt, { name: displayName(e.payload) });
  }

  @OnEvent('identity.user.role_changed.v1', on)
  async roleChanged(e: DomainEvent<'identity.user.role_changed.v1'>, em: EntityManager): Promise<void> {
    await upsertParty(em, e.payload.userId, e.occurredAt, { seller: isSeller(e.payload.newRole) });
  }

  /** Staff suspended the account: nothing more can be sent to it; conversations stay readable. */
  @OnEvent('identity.user.suspended.v1', on)
  async suspended(e: DomainEvent<'identity.user.suspended.v1'>, em: EntityManager): Promise<void> {
    await setPartySuspended(em, e.payload.userId, e.occurredAt, true);
  }

  @OnEvent('identity.user.reinstated.v1', on)
  async reinstated(e: DomainEvent<'identity.user.reinstated.v1'>, em: EntityManager): Promise<void> {
    await setPartySuspended(em, e.payload.userId, e.occurredAt, false);
  }

  /** The owner deleted the account: name erased, shown as "Deleted user"; its messages stay. */
  @OnEvent('identity.user.deleted.v1', on)
  async deleted(e: DomainEvent<'identity.user.deleted.v1'>, em: EntityManager): Promise<void> {
    await markPartyDeleted(em, e.payload.userId, e.occurredAt);
  }

  @OnEvent('catalogue.product.submitted.v1', on)
  submitted(e: DomainEvent<'catalogue.product.submitted.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product, 'submitted');
  }

  @OnEvent('catalogue.product.published.v1', on)
  published(e: DomainEvent<'catalogue.product.published.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product, 'published');
  }

  @OnEvent('catalogue.product.rejected.v1', on)
  rejected(e: DomainEvent<'catalogue.product.rejected.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product, 'rejected');
  }

  @OnEvent('catalogue.product.archived.v1', on)
  archived(e: DomainEvent<'catalogue.product.archived.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product, 'archived');
  }

  @OnEvent('trade.checkout.placed.v1', on)
  async checkoutPlaced(e: DomainEvent<'trade.checkout.placed.v1'>, em: EntityManager): Promise<void> {
    for (const order of e.payload.orders) await this.order(em, e, order);
  }

  @OnEvent('trade.order.status_changed.v1', on)
  statusChanged(e: DomainEvent<'trade.order.status_changed.v1'>, em: EntityManager): Promise<void> {
    return this.order(em, e, e.payload.order);
  }

  @OnEvent('trade.quote.accepted.v1', on)
  async quoteAccepted(e: DomainEvent<'trade.quote.accepted.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    await upsertOrder(em, e.occurredAt, {
      orderId: p.orderId,
      buyerId: p.buyerId,
      sellerId: p.supplierId,
      reference: '',
      // The order an accepted quote makes still awaits payment.
      paid: false,
    });
  }

  @OnEvent('trade.rfq.posted.v1', on)
  async rfqPosted(e: DomainEvent<'trade.rfq.posted.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    await upsertRfq(em, e.occurredAt, {
      rfqId: p.rfqId,
      buyerId: p.buyerId,
      title: p.title,
      visibility: p.visibility,
      supplierIds: p.notifySupplierIds,
    });
  }

  @OnEvent('trade.rfq.removed.v1', on)
  async rfqRemoved(e: DomainEvent<'trade.rfq.removed.v1'>, em: EntityManager): Promise<void> {
    await upsertRfq(em, e.occurredAt, { rfqId: e.payload.rfqId, buyerId: e.payload.buyerId, removed: true });
  }

  private async product(
    em: EntityManager,
    e: DomainEvent,
    product: ProductSnapshot | undefined,
    status: string,
  ): Promise<void> {
    if (!product) return;
    await upsertProduct(em, e.occurredAt, {
      productId: product.productId,
      sellerId: product.sellerId,
      title: product.title,
      status,
    });
  }

  private async order(em: EntityManager, e: DomainEvent, order: OrderSnapshot | undefined): Promise<void> {
    if (!order) return;
    await upsertOrder(em, e.occurredAt, {
      orderId: order.orderId,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      reference: order.reference,
      paid: !UNPAID_STATUSES.has(order.status),
    });
  }
}
