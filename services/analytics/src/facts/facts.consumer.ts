import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MembershipPlan } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { SCHEMA } from '../analytics.schema.js';
import { insertEvents } from '../events/event-writer.js';
import type { EventRow } from '../events/event-row.js';
import { rootSlug } from '../read-models/read-model-writes.js';
import { MARKET_ROLES, roleName } from '../read-models/roles.js';
import { categoryRoot, countryOf, productOf, uuidOrNull } from './fact-lookups.js';

/** Consumer group `analytics.facts`: other services' events become raw facts (source 'server'). */
export const FACTS_PURPOSE = 'facts';
export const on = { purpose: FACTS_PURPOSE };

/** Professional's list price, US cents a month: a change to it counts the first month as revenue. */
export const PROFESSIONAL_MONTHLY_USD_CENTS = 2_900;

/** Republications of a product already live: an edit, a price change, the whole catalogue sent again. */
const REPUBLISHED = new Set(['price_update', 'details_update', 'reannounced']);

/**
 * Sign-ups, first publications, RFQs, quotes, messages and inquiries, memberships. Each handler
 * writes its facts in the inbox's transaction (insertEvents), so a redelivered event adds nothing.
 * Orders and money are in order-facts.consumer.ts.
 */
@Injectable()
export class FactsConsumer {
  @OnEvent('identity.user.registered.v1', on)
  async registered(e: DomainEvent<'identity.user.registered.v1'>, em: EntityManager): Promise<void> {
    const role = roleName(e.payload.role);
    const userId = uuidOrNull(e.payload.userId);
    if (!userId || !role || !MARKET_ROLES.has(role)) return;
    await this.write(em, e, {
      name: 'user_registered',
      userId,
      country: e.payload.country.trim().toUpperCase().slice(0, 2),
      category: role,
    });
  }

  /**
   * Counted once per product, at its first publication: a republication (an edit, a price change,
   * a re-announcement to late consumers) or a publication after archiving is not a new listing.
   */
  @OnEvent('catalogue.product.published.v1', on)
  async published(e: DomainEvent<'catalogue.product.published.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload.product;
    const productId = uuidOrNull(p?.productId);
    const sellerId = uuidOrNull(p?.sellerId);
    if (!p || !productId || !sellerId) return;
    const first = await em.execute<{ product_id: string }[]>(
      `insert into ${SCHEMA}.published_product (product_id, first_at) values (?, ?)
       on conflict do nothing returning product_id`,
      [productId, e.occurredAt],
    );
    if (first.length === 0 || REPUBLISHED.has(e.payload.reason)) return;
    await this.write(em, e, {
      name: 'product_published',
      userId: sellerId,
      sellerId,
      productId,
      country: await countryOf(em, sellerId),
      category: rootSlug(p.categorySlugPath),
    });
  }

  @OnEvent('trade.rfq.posted.v1', on)
  async rfqPosted(e: DomainEvent<'trade.rfq.posted.v1'>, em: EntityManager): Promise<void> {
    const buyerId = uuidOrNull(e.payload.buyerId);
    if (!buyerId) return;
    await this.write(em, e, {
      name: 'rfq_posted',
      userId: buyerId,
      country: await countryOf(em, buyerId),
      category: await categoryRoot(em, e.payload.categoryId),
      props: { rfqId: e.payload.rfqId },
    });
  }

  /** A quote counts once: a supplier revising its quote has not quoted again. */
  @OnEvent('trade.quote.submitted.v1', on)
  async quoteSubmitted(e: DomainEvent<'trade.quote.submitted.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const supplierId = uuidOrNull(p.supplierId);
    if (!supplierId || p.revised) return;
    await this.write(em, e, {
      name: 'quote_submitted',
      userId: supplierId,
      sellerId: supplierId,
      // The buyer's country: sellers see where their quotes go.
      country: await countryOf(em, uuidOrNull(p.buyerId)),
      props: { rfqId: p.rfqId, quoteId: p.quoteId },
    });
  }

  /**
   * Every message is a message_sent; the first message of a conversation about a product, sent to
   * the product's seller, is also an inquiry for that seller and product (once per conversation).
   */
  @OnEvent('messaging.message.sent.v1', on)
  async messageSent(e: DomainEvent<'messaging.message.sent.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const senderId = uuidOrNull(p.senderId);
    const conversationId = uuidOrNull(p.conversationId);
    if (!senderId || !conversationId) return;
    const country = await countryOf(em, senderId);
    const rows: Omit<EventRow, 'occurredAt' | 'source'>[] = [
      { name: 'message_sent', userId: senderId, country, props: { subjectKind: p.subjectKind } },
    ];
    const first = await em.execute<{ conversation_id: string }[]>(
      `insert into ${SCHEMA}.conversation_seen (conversation_id, first_at) values (?, ?)
       on conflict do nothing returning conversation_id`,
      [conversationId, e.occurredAt],
    );
    const productId = p.subjectKind === 'product' ? uuidOrNull(p.subjectId) : null;
    const recipientId = uuidOrNull(p.recipientId);
    if (first.length > 0 && productId && recipientId) {
      const product = await productOf(em, productId);
      // Addressed to the product's seller (or to whoever owns a product not known here yet).
      if (!product || product.sellerId === recipientId)
        rows.push({
          name: 'inquiry',
          userId: senderId,
          sellerId: recipientId,
          productId,
          country,
          category: product?.category ?? '',
        });
    }
    await this.write(em, e, ...rows);
  }

  @OnEvent('identity.membership.plan_changed.v1', on)
  async planChanged(e: DomainEvent<'identity.membership.plan_changed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const sellerId = uuidOrNull(p.userId);
    if (!sellerId || p.newPlan !== MembershipPlan.PROFESSIONAL || p.oldPlan === MembershipPlan.PROFESSIONAL)
      return;
    await this.write(em, e, {
      name: 'membership_revenue',
      userId: sellerId,
      sellerId,
      country: await countryOf(em, sellerId),
      amountUsd: PROFESSIONAL_MONTHLY_USD_CENTS,
      props: { plan: 'professional' },
    });
  }

  private write(
    em: EntityManager,
    e: DomainEvent,
    ...rows: Omit<EventRow, 'occurredAt' | 'source'>[]
  ): Promise<void> {
    return insertEvents(
      em,
      rows.map((r) => ({ ...r, occurredAt: e.occurredAt, source: 'server' as const })),
    );
  }
}
