import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate, type CategorySnapshot, type ProductSnapshot } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { planName, roleName } from './roles.js';
import { eraseUser } from './erase-user.js';
import {
  recordSignOut,
  replaceFxRates,
  upsertCategory,
  upsertProduct,
  upsertProfile,
} from './read-model-writes.js';

/** Consumer group `analytics.read-models`: what facts need to know of other services (DESIGN §1). */
export const READ_MODELS_PURPOSE = 'read-models';
const on = { purpose: READ_MODELS_PURPOSE };

/**
 * Users' country, role, plan, company name and latest sign-out (identity), products' seller and
 * top-level category (catalogue), categories' roots and the FX table (catalogue). Nothing personal is
 * kept: no person's name, no e-mail, no phone; a deleted account is erased (erase-user.ts).
 * Handlers only translate payloads; read-model-writes.ts decides what is news.
 */
@Injectable()
export class AnalyticsReadModelsConsumer {
  @OnEvent('identity.user.registered.v1', on)
  async registered(e: DomainEvent<'identity.user.registered.v1'>, em: EntityManager): Promise<void> {
    await upsertProfile(em, e.payload.userId, e.occurredAt, {
      country: e.payload.country,
      role: roleName(e.payload.role),
      businessName: e.payload.businessName,
    });
  }

  @OnEvent('identity.user.profile_updated.v1', on)
  async profileUpdated(e: DomainEvent<'identity.user.profile_updated.v1'>, em: EntityManager): Promise<void> {
    await upsertProfile(em, e.payload.userId, e.occurredAt, {
      country: e.payload.country,
      businessName: e.payload.businessName,
    });
  }

  /** Whatever the reason (signed out, revoked, password changed): some device is no longer the user's. */
  @OnEvent('identity.session.revoked.v1', on)
  async sessionRevoked(e: DomainEvent<'identity.session.revoked.v1'>, em: EntityManager): Promise<void> {
    await recordSignOut(em, e.payload.userId, e.occurredAt);
  }

  @OnEvent('identity.user.role_changed.v1', on)
  async roleChanged(e: DomainEvent<'identity.user.role_changed.v1'>, em: EntityManager): Promise<void> {
    await upsertProfile(em, e.payload.userId, e.occurredAt, { role: roleName(e.payload.newRole) });
  }

  /** The account is gone: so is every trace of its id here; the figures already counted stay. */
  @OnEvent('identity.user.deleted.v1', on)
  async deleted(e: DomainEvent<'identity.user.deleted.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    await eraseUser(em, p.userId, p.deletedAt ? timestampDate(p.deletedAt) : e.occurredAt);
  }

  @OnEvent('identity.membership.plan_changed.v1', on)
  async planChanged(e: DomainEvent<'identity.membership.plan_changed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const at = p.changedAt ? timestampDate(p.changedAt) : e.occurredAt;
    await upsertProfile(em, p.userId, at, { plan: planName(p.newPlan) });
  }

  @OnEvent('catalogue.product.published.v1', on)
  published(e: DomainEvent<'catalogue.product.published.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product);
  }

  @OnEvent('catalogue.product.archived.v1', on)
  archived(e: DomainEvent<'catalogue.product.archived.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product);
  }

  @OnEvent('catalogue.product.rejected.v1', on)
  rejected(e: DomainEvent<'catalogue.product.rejected.v1'>, em: EntityManager): Promise<void> {
    return this.product(em, e, e.payload.product);
  }

  @OnEvent('catalogue.category.created.v1', on)
  categoryCreated(e: DomainEvent<'catalogue.category.created.v1'>, em: EntityManager): Promise<void> {
    return this.category(em, e, e.payload.category);
  }

  @OnEvent('catalogue.category.renamed.v1', on)
  categoryRenamed(e: DomainEvent<'catalogue.category.renamed.v1'>, em: EntityManager): Promise<void> {
    return this.category(em, e, e.payload.category);
  }

  @OnEvent('catalogue.category.moved.v1', on)
  categoryMoved(e: DomainEvent<'catalogue.category.moved.v1'>, em: EntityManager): Promise<void> {
    return this.category(em, e, e.payload.category, e.payload.oldPath);
  }

  /** A retired category keeps its root: products and facts filed under it still roll up there. */
  @OnEvent('catalogue.category.retired.v1', on)
  categoryRetired(e: DomainEvent<'catalogue.category.retired.v1'>, em: EntityManager): Promise<void> {
    return this.category(em, e, e.payload.category);
  }

  @OnEvent('catalogue.fx_rates.published.v1', on)
  async fxRates(e: DomainEvent<'catalogue.fx_rates.published.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    await replaceFxRates(em, {
      version: p.version,
      effectiveAt: p.effectiveAt ? timestampDate(p.effectiveAt) : e.occurredAt,
      rates: p.rates.map((r) => ({ currency: r.currency, perUsd: r.perUsd, digits: r.minorDigits })),
    });
  }

  private async product(
    em: EntityManager,
    e: DomainEvent,
    product: ProductSnapshot | undefined,
  ): Promise<void> {
    if (!product) return;
    await upsertProduct(em, e.occurredAt, {
      productId: product.productId,
      sellerId: product.sellerId,
      categoryId: product.categoryId,
      categorySlugPath: product.categorySlugPath,
      title: product.title,
    });
  }

  private async category(
    em: EntityManager,
    e: DomainEvent,
    category: CategorySnapshot | undefined,
    oldPath?: string,
  ): Promise<void> {
    if (!category) return;
    await upsertCategory(em, e.occurredAt, { categoryId: category.categoryId, path: category.path, oldPath });
  }
}
